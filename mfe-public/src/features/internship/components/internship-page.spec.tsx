import { CURRENT_PRIVACY_NOTICE, formsApplicationText, formsInternshipText, formsKitText, messagesText } from '@society/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { answerWith, field, fillFields, renderInRouter, submit, type SubmitReply } from '../../../testing/application-form';
import { InternshipPage } from './internship-page';
import { formClock } from '../../../testing/form-clock';

const renderPage = () => renderInRouter(<InternshipPage />);

function fillForm({ agree = true, course = 'B.A. Social Work' } = {}) {
  fillFields([
    [/Full name/, 'Meena Devi'],
    [/Email address/, 'meena@example.org'],
    [/Phone number/, '9876543210'],
    [/Gender/, 'female'],
    [/Date of birth/, '2003-02-11'],
    [/Course/, course],
    [/College or university/, 'Government College, Ambala Cantt'],
    [/Area of interest/, 'teaching'],
    [/Duration/, '6-months'],
    [/^Availability/, 'part-time'],
    [/How did you hear/, 'instagram'],
  ]);
  if (agree) fireEvent.click(screen.getByRole('checkbox', { name: /internship terms/ }));
}

describe('InternshipPage', () => {
  it('lists the internship terms and shows availability as WeekDays, WeekEnds, Always', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Internship Application' })).toBeInTheDocument();
    expect(screen.getByText('minimum of 3 months')).toBeInTheDocument();
    expect(screen.getByText('80% involvement')).toBeInTheDocument();
    expect(screen.getByText('minimum of 8 hours weekly')).toBeInTheDocument();
    expect(screen.getByText('unpaid, with a certificate')).toBeInTheDocument();
    const availability = within(field(/^Availability/));
    expect(availability.getByRole('option', { name: 'WeekDays' })).toHaveValue('full-time');
    expect(availability.getByRole('option', { name: 'WeekEnds' })).toHaveValue('part-time');
    expect(availability.getByRole('option', { name: 'Always' })).toHaveValue('always');
    expect(screen.getByRole('link', { name: 'Full privacy policy' })).toHaveAttribute('href', '/privacy');
    // The itemised notice beside the form: what, why, how long, how to withdraw and where to complain.
    expect(screen.getByText(`By sending this form you accept this notice (version ${CURRENT_PRIVACY_NOTICE.version}).`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('How long:').nextElementSibling).toHaveTextContent(CURRENT_PRIVACY_NOTICE.forms.internship.short.keep);
    expect(screen.getByText('To complain:').nextElementSibling).toHaveTextContent('Data Protection Board of India');
  });

  it.each([
    ['the terms are not ticked', { agree: false }],
    ['a field is empty', { course: '   ' }],
  ])('refuses to send when %s', (_case, options) => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    renderPage();
    fillForm(options);
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields and accept terms');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the application, shows 'Submitting...', then clears the form with its own thanks", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const clock = formClock();
    renderPage();
    fillForm();
    clock.pass(42);
    submit();

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/hr/applicants/intern');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Meena Devi',
      email: 'meena@example.org',
      phone: '9876543210',
      gender: 'female',
      dob: '2003-02-11',
      course: 'B.A. Social Work',
      college: 'Government College, Ambala Cantt',
      interests: 'teaching',
      duration: '6-months',
      availability: 'part-time',
      reference: 'instagram',
      agreeToTerms: true,
      fillSeconds: 42,
      noticeVersion: CURRENT_PRIVACY_NOTICE.version,
    });

    answer({ status: 201, body: { message: 'Application received' } });
    expect(
      await screen.findByText("Application submitted successfully! We'll review your application and get back to you soon."),
    ).toBeInTheDocument();
    expect(field(/Course/)).toHaveValue('');
    expect(field(/Duration/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /internship terms/ })).not.toBeChecked();
  });

  it.each<[string, SubmitReply, string]>([
    ['400 with a message', { status: 400, body: { statusCode: 400, message: 'dob must be a real date in the past (YYYY-MM-DD)' } }, 'dob must be a real date in the past (YYYY-MM-DD)'],
    ['400 without one', { status: 400, body: {} }, 'Please fill all required fields correctly.'],
    ['409', { status: 409, body: { statusCode: 409, message: 'Duplicate' } }, 'You have already applied for an internship.'],
    ['429', { status: 429, body: {} }, 'Too many applications submitted. Please try again later.'],
    ['500', { status: 500, body: {} }, 'Server error. Please try again later.'],
    ['another status with a message', { status: 503, body: { statusCode: 503, message: 'Database unavailable' } }, 'Database unavailable'],
    ['another status without one', { status: 502, body: '' }, 'Failed to submit application. Please try again.'],
    ['no response', 'no response', 'Network Error: Please check your internet connection.'],
  ])('on %s shows the SPEC message and keeps the answers', async (_case, reply, message) => {
    answerWith(reply);
    renderPage();
    fillForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(field(/Course/)).toHaveValue('B.A. Social Work');
  });

  it('asks an applicant under 18 for a parent or guardian, and sends them with the application', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    renderPage();
    fillForm();
    const sixteen = `${new Date().getFullYear() - 16}-03-01`;
    fillFields([[/Date of birth/, sixteen]]);
    submit();
    expect(field(/Parent's or guardian's name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    fillFields([
      [/Parent's or guardian's name/, 'Kamla Devi'],
      [/Their relation to you/, 'grandparent'],
      [/Their phone number/, '98123 45678'],
    ]);
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ dob: sixteen, guardianName: 'Kamla Devi', guardianRelation: 'grandparent', guardianPhone: '98123 45678' });
  });
});

describe('InternshipPage in Hindi (/hi/support/internship)', () => {
  beforeAll(() => Promise.all([formsInternshipText, formsApplicationText, formsKitText, messagesText].map((catalogue) => catalogue.load('hi'))));

  async function renderInHindi() {
    render(
      <MemoryRouter initialEntries={['/hi/support/internship']}>
        <InternshipPage />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'इंटर्नशिप के लिए आवेदन' });
  }

  function fillInHindi() {
    fillFields([
      [/पूरा नाम/, 'मीना देवी'],
      [/ईमेल पता/, 'meena@example.org'],
      [/^फ़ोन नंबर/, '9876543210'],
      [/^लिंग/, 'female'],
      [/जन्म की तारीख़/, '2003-02-11'],
      [/^कोर्स/, 'B.A. Social Work'],
      [/कॉलेज या विश्वविद्यालय/, 'Government College, Ambala Cantt'],
      [/रुचि का क्षेत्र/, 'teaching'],
      [/^अवधि/, '6-months'],
      [/^उपलब्धता/, 'part-time'],
      [/हमारे बारे में कैसे पता चला/, 'instagram'],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: /इंटर्नशिप की शर्तें/ }));
  }

  const submitInHindi = () => fireEvent.click(screen.getByRole('button', { name: 'आवेदन भेजें' }));

  it('shows the terms, labels and choices in Hindi, keeping the values the API reads', async () => {
    await renderInHindi();
    expect(screen.getByRole('heading', { level: 2, name: 'इंटर्नशिप की शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('80% भागीदारी')).toBeInTheDocument();
    expect(screen.getByText('अवैतनिक है, पूरी होने पर प्रमाणपत्र')).toBeInTheDocument();
    expect(field(/^कोर्स/)).toHaveAccessibleDescription('जैसे B.A. सोशल वर्क, दूसरा साल।');
    const availability = within(field(/^उपलब्धता/));
    expect(availability.getByRole('option', { name: 'सोमवार से शुक्रवार' })).toHaveValue('full-time');
    expect(availability.getByRole('option', { name: 'शनिवार-रविवार' })).toHaveValue('part-time');
    expect(availability.getByRole('option', { name: 'कभी भी' })).toHaveValue('always');
    expect(within(field(/^अवधि/)).getByRole('option', { name: '6 महीने' })).toHaveValue('6-months');
    expect(screen.getByRole('option', { name: 'ग्राफ़िक डिज़ाइन' })).toHaveValue('graphic-Designing');
    expect(screen.getByText('क्यों:').nextElementSibling).toHaveTextContent('इंटर्नशिप की व्यवस्था करने');
    await waitFor(() => expect(document.title).toContain('इंटर्नशिप के लिए आवेदन'));
  });

  it('asks in Hindi for every field and the terms before sending', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    await renderInHindi();
    submitInHindi();
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सभी ज़रूरी जानकारी भरें और नियम व शर्तें स्वीकार करें');
    expect(field(/^कोर्स/)).toHaveAccessibleDescription(/ज़रूरी है/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('thanks the applicant in Hindi, and shows a refusal in Hindi', async () => {
    mockFetch(() => ({ status: 201, body: { message: 'Application received' } }));
    await renderInHindi();
    fillInHindi();
    submitInHindi();
    expect(await screen.findByText('आपका आवेदन मिल गया है! हम आपका आवेदन देखकर जल्द ही आपसे संपर्क करेंगे।')).toBeInTheDocument();
    expect(field(/^कोर्स/)).toHaveValue('');

    mockFetch(() => ({ status: 409, body: { statusCode: 409, message: 'Duplicate' } }));
    fillInHindi();
    submitInHindi();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('आप इंटर्नशिप के लिए पहले ही आवेदन कर चुके हैं।'));
  });
});

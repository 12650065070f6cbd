import { CURRENT_PRIVACY_NOTICE, formsApplicationText, formsKitText, formsVolunteerText, messagesText } from '@society/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { answerWith, field, fillFields, renderInRouter, submit, type SubmitReply } from '../../../testing/application-form';
import { VolunteerPage } from './volunteer-page';
import { formClock } from '../../../testing/form-clock';

const renderPage = () => renderInRouter(<VolunteerPage />);

function fillForm({ agree = true, hours = '8' } = {}) {
  fillFields([
    [/Full name/, 'Ravi Kumar'],
    [/Email address/, 'ravi@example.org'],
    [/Phone number/, '+91 98765 43210'],
    [/Gender/, 'male'],
    [/Date of birth/, '2001-08-15'],
    [/Area of interest/, 'events'],
    [/Availability/, hours],
    [/How did you hear/, 'word-of-mouth'],
  ]);
  if (agree) fireEvent.click(screen.getByRole('checkbox', { name: /volunteer terms/ }));
}

describe('VolunteerPage', () => {
  it('lists the terms and offers every field of the application', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteer With Us' })).toBeInTheDocument();
    expect(screen.getByText('minimum of 3 months')).toBeInTheDocument();
    expect(screen.getByText('minimum of 5 hours per week')).toBeInTheDocument();
    expect(screen.getByText('75% of our events')).toBeInTheDocument();
    const hours = field(/Availability/);
    expect(hours).toHaveAttribute('min', '5');
    expect(hours).toHaveAttribute('max', '72');
    expect(hours).toHaveAttribute('placeholder', 'Minimum 5 hours');
    expect(screen.getByRole('option', { name: 'Event Management' })).toHaveValue('events');
    expect(screen.getByRole('option', { name: 'Graphic Designing' })).toHaveValue('graphic-Designing');
    expect(screen.getByRole('link', { name: 'Full privacy policy' })).toHaveAttribute('href', '/privacy');
    // The itemised notice beside the form: what, why, how long, how to withdraw and where to complain.
    expect(screen.getByText(`By sending this form you accept this notice (version ${CURRENT_PRIVACY_NOTICE.version}).`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('How long:').nextElementSibling).toHaveTextContent(CURRENT_PRIVACY_NOTICE.forms.volunteer.short.keep);
    expect(screen.getByText('To complain:').nextElementSibling).toHaveTextContent('Data Protection Board of India');
  });

  it('asks for the terms, the required fields and 5 to 72 hours before sending', () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    renderPage();
    submit();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose an area of interest.')).toBeInTheDocument();
    expect(field(/Previous experience/)).toHaveAttribute('aria-invalid', 'false');

    fillForm({ agree: false, hours: '4' });
    submit();
    expect(screen.getByText('Please enter whole hours between 5 and 72.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the application (experience optional), shows 'Submitting...', then clears the form", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const clock = formClock();
    renderPage();
    fillForm();
    clock.pass(42);
    submit();

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/hr/applicants/volunteer');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.org',
      phone: '+91 98765 43210',
      gender: 'male',
      dob: '2001-08-15',
      area: 'events',
      experience: '',
      availability: 8,
      referralSource: 'word-of-mouth',
      agreeToTerms: true,
      fillSeconds: 42,
      noticeVersion: CURRENT_PRIVACY_NOTICE.version,
    });

    answer({ status: 201, body: { message: 'Application received' } });
    expect(await screen.findByText("Application submitted successfully! We'll contact you soon.")).toBeInTheDocument();
    expect(field(/Full name/)).toHaveValue('');
    expect(field(/Availability/)).toHaveValue(null);
    expect(screen.getByRole('checkbox', { name: /volunteer terms/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it.each<[string, SubmitReply, string]>([
    ['400 with a message', { status: 400, body: { statusCode: 400, message: 'phone must be a phone number' } }, 'phone must be a phone number'],
    ['400 without one', { status: 400, body: {} }, 'Please fill all required fields correctly.'],
    ['409', { status: 409, body: { statusCode: 409, message: 'Duplicate' } }, 'You have already applied for volunteering.'],
    ['429', { status: 429, body: {} }, 'Too many applications submitted. Please try again later.'],
    ['500', { status: 500, body: { statusCode: 500, message: 'Internal server error' } }, 'Server error. Please try again later.'],
    ['another status with a message', { status: 503, body: { statusCode: 503, message: 'Database unavailable' } }, 'Database unavailable'],
    ['another status without one', { status: 502, body: '' }, 'Failed to submit application. Please try again.'],
    ['no response', 'no response', 'Network Error: Please check your internet connection.'],
  ])('on %s shows the SPEC message and keeps the answers', async (_case, reply, message) => {
    answerWith(reply);
    renderPage();
    fillForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(field(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('shows the server’s per-field message beside the field', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      status: 400,
      body: { statusCode: 400, message: 'phone must be a phone number', errors: { phone: ['phone must be a phone number'] } },
    }));
    renderPage();
    fillForm();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(field(/Phone number/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/Phone number/)).toHaveAccessibleDescription('phone must be a phone number');
  });

  it("asks for a parent or guardian only when the date of birth says under 18 today, and sends them", async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    renderPage();
    fillForm();
    expect(screen.queryByRole('group', { name: 'Your parent or guardian' })).toBeNull();

    const fifteen = `${new Date().getFullYear() - 15}-01-01`;
    fillFields([[/Date of birth/, fifteen]]);
    expect(screen.getByRole('group', { name: 'Your parent or guardian' })).toBeInTheDocument();
    submit();
    expect(screen.getByText("Please enter your parent's or guardian's name.")).toBeInTheDocument();
    expect(field(/Their relation to you/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    fillFields([
      [/Parent's or guardian's name/, 'Sunita Devi'],
      [/Their relation to you/, 'mother'],
      [/Their phone number/, '98765 43210'],
    ]);
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ dob: fifteen, guardianName: 'Sunita Devi', guardianRelation: 'mother', guardianPhone: '98765 43210' });

  });
});

describe('VolunteerPage in Hindi (/hi/support/volunteer)', () => {
  beforeAll(() => Promise.all([formsVolunteerText, formsApplicationText, formsKitText, messagesText].map((catalogue) => catalogue.load('hi'))));

  async function renderInHindi() {
    render(
      <MemoryRouter initialEntries={['/hi/support/volunteer']}>
        <VolunteerPage />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'हमारे साथ स्वयंसेवा करें' });
  }

  function fillInHindi(dob = '2001-08-15') {
    fillFields([
      [/पूरा नाम/, 'रवि कुमार'],
      [/ईमेल पता/, 'ravi@example.org'],
      [/^फ़ोन नंबर/, '+91 98765 43210'],
      [/^लिंग/, 'male'],
      [/जन्म की तारीख़/, dob],
      [/रुचि का क्षेत्र/, 'events'],
      [/उपलब्धता/, '8'],
      [/हमारे बारे में कैसे पता चला/, 'word-of-mouth'],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: /स्वयंसेवा की शर्तें/ }));
  }

  const submitInHindi = () => fireEvent.click(screen.getByRole('button', { name: 'आवेदन भेजें' }));

  it('shows the terms, the labels and the choices in Hindi, sending the same values', async () => {
    await renderInHindi();
    expect(screen.getByRole('heading', { level: 2, name: 'स्वयंसेवा की शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('कम से कम 3 महीने')).toBeInTheDocument();
    expect(screen.getByText('हर हफ़्ते कम से कम 5 घंटे')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'स्वयंसेवा के लिए आवेदन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आगे क्या होगा' })).toBeInTheDocument();
    expect(field(/पूरा नाम/)).toHaveAttribute('name', 'name');
    expect(field(/उपलब्धता/)).toHaveAttribute('placeholder', 'कम से कम 5 घंटे');
    expect(field(/उपलब्धता/)).toHaveAccessibleDescription('5 से 72 घंटे के बीच।');
    expect(field(/पिछला अनुभव/)).toBeInTheDocument();
    expect(screen.getByText('(वैकल्पिक)', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'कार्यक्रम आयोजन' })).toHaveValue('events');
    expect(screen.getByRole('option', { name: 'महिला' })).toHaveValue('female');
    expect(screen.getByRole('option', { name: 'किसी जान-पहचान वाले से' })).toHaveValue('word-of-mouth');
    expect(screen.getByRole('link', { name: 'पूरी गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy');
    expect(screen.getByText('कितने समय तक:').nextElementSibling).toHaveTextContent('आवेदन बंद होने या आपके स्वयंसेवा छोड़ने के 3 साल बाद तक');
    await waitFor(() => expect(document.title).toContain('हमारे साथ स्वयंसेवा करें'));
  });

  it('says in Hindi what is missing, the hours and the terms, before sending anything', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    await renderInHindi();
    submitInHindi();
    expect(screen.getByText('कृपया नियम और शर्तें स्वीकार करें')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना नाम लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया रुचि का क्षेत्र चुनें।')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया चिह्नित जानकारी दोबारा जाँच लें।');
    fillFields([[/उपलब्धता/, '4']]);
    submitInHindi();
    expect(screen.getByText('कृपया 5 से 72 के बीच पूरे घंटे लिखें।')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks an applicant under 18 for a parent or guardian in Hindi', async () => {
    mockFetch(() => ({ status: 201, body: {} }));
    await renderInHindi();
    fillInHindi(`${new Date().getFullYear() - 15}-01-01`);
    expect(screen.getByRole('group', { name: 'आपके माता-पिता या अभिभावक' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'माँ' })).toHaveValue('mother');
    submitInHindi();
    expect(screen.getByText('कृपया अपने माता-पिता या अभिभावक का नाम लिखें।')).toBeInTheDocument();
    expect(field(/आपसे उनका रिश्ता/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('thanks the applicant in Hindi, and shows a refusal in Hindi', async () => {
    mockFetch(() => ({ status: 201, body: { message: 'Application received' } }));
    await renderInHindi();
    fillInHindi();
    submitInHindi();
    expect(await screen.findByText('आपका आवेदन मिल गया है! हम जल्द ही आपसे संपर्क करेंगे।')).toBeInTheDocument();
    expect(field(/पूरा नाम/)).toHaveValue('');

    mockFetch(() => ({ status: 409, body: { statusCode: 409, message: 'Duplicate' } }));
    fillInHindi();
    submitInHindi();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('आप स्वयंसेवा के लिए पहले ही आवेदन कर चुके हैं।'));
  });
});

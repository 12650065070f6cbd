import type { ReactElement } from 'react';
import { CURRENT_PRIVACY_NOTICE, DATA_REQUEST_MESSAGES, legalDataKindsText, legalDataLinksText, legalYourDataText, messagesText } from '@society/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { mockFetch } from '@society/web-kit/src/testing/mock-fetch';
import { PAGE_PATHS } from '../../../server';
import { formClock } from '../../../testing/form-clock';
import { ConfirmRequestPage } from './confirm-request-page';
import { ExportPage } from './export-page';
import { YourDataPage } from './your-data-page';

function renderPage(page: ReactElement, path = '/') {
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </WithSiteSettings>,
  );
}

/** A page in Hindi: its catalogues' Hindi (the form kit's too) loads while it suspends. */
async function renderHindi(page: ReactElement, path: string) {
  await act(async () => renderPage(page, path));
}

const loadHindi = () => Promise.all([legalYourDataText, legalDataKindsText, legalDataLinksText, messagesText].map((catalogue) => catalogue.load('hi')));

describe('the "Your data" page', () => {
  it('asks for what each right needs, sends the request with the notice, and gives the same answer whatever is held', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 201, body: { message: DATA_REQUEST_MESSAGES.received } }));
    const clock = formClock();
    renderPage(<YourDataPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText('How long:').nextElementSibling).toHaveTextContent(CURRENT_PRIVACY_NOTICE.forms.dataRequest.short.keep);

    // A correction needs to say what is wrong; a nomination names someone.
    await user.click(screen.getByRole('radio', { name: /Correct my data/ }));
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Meena Gupta' } });
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'meena@example.org' } });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByText('Please tell us what needs correcting.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Nominate someone/ }));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByText('Please enter the name of the person you nominate.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Name of the person you nominate/), { target: { value: 'Ravi Gupta' } });
    fireEvent.change(screen.getByLabelText(/Their email address/), { target: { value: 'ravi@example.org' } });
    clock.pass(30);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/public/data-requests');
    expect(JSON.parse(init.body)).toEqual({
      kind: 'nomination',
      name: 'Meena Gupta',
      email: 'meena@example.org',
      details: '',
      nomineeName: 'Ravi Gupta',
      nomineeEmail: 'ravi@example.org',
      fillSeconds: 30,
      noticeVersion: CURRENT_PRIVACY_NOTICE.version,
    });
    expect(await screen.findByText(DATA_REQUEST_MESSAGES.received)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it('is in the sitemap; the pages the mailed links open are not', () => {
    expect(PAGE_PATHS).toContain('/your-data');
    expect(PAGE_PATHS.some((path) => path.startsWith('/your-data/'))).toBe(false);
  });
});

describe('the confirmation page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('confirms with the link’s token once, takes the token out of the address, and says by when we answer', async () => {
    window.history.replaceState(null, '', '/your-data/confirm#token=abc_DEF-123');
    const fetchMock = mockFetch(() => ({ status: 200, body: { kind: 'erasure', dueAt: '2026-12-26T07:00:00.000Z', responseDays: 30 } }));
    renderPage(<ConfirmRequestPage />);
    expect(await screen.findByText('Thank you, your request is confirmed')).toBeInTheDocument();
    expect(screen.getByText('Erase my data')).toBeInTheDocument();
    expect(screen.getByText('26 December 2026')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ token: 'abc_DEF-123' });
    expect(window.location.hash).toBe('');
  });

  it('says a used or expired link is no good, and offers a new request', async () => {
    window.history.replaceState(null, '', '/your-data/confirm#token=used');
    mockFetch(() => ({ status: 410, body: { statusCode: 410, message: DATA_REQUEST_MESSAGES.linkInvalid } }));
    renderPage(<ConfirmRequestPage />);
    expect(await screen.findByText(DATA_REQUEST_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a new request' })).toHaveAttribute('href', '/your-data');
  });
});

describe('the download page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says a lapsed download link is no good (410), and offers a new request', async () => {
    window.history.replaceState(null, '', '/your-data/export#token=lapsed');
    const fetchMock = mockFetch(() => ({ status: 410, body: { statusCode: 410, message: DATA_REQUEST_MESSAGES.exportLinkInvalid } }));
    renderPage(<ExportPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Data file (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DATA_REQUEST_MESSAGES.exportLinkInvalid);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ token: 'lapsed', format: 'json' });
    expect(screen.getByRole('link', { name: 'Make a new request' })).toHaveAttribute('href', '/your-data');
  });
});

describe('in Hindi', () => {
  beforeAll(loadHindi);
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the request in Hindi at /hi/your-data, checks it in Hindi, and answers in Hindi', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 201, body: { message: 'धन्यवाद।' } }));
    const clock = formClock();
    await renderHindi(<YourDataPage />, '/hi/your-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका डेटा' })).toBeInTheDocument();
    expect(screen.getByText('डेटा संरक्षण अधिनियम के तहत आपके अधिकार')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अनुरोध करें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'आप क्या करना चाहते हैं?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy');
    expect(screen.getByText('आप हमारे शिकायत अधिकारी को', { exact: false })).toHaveTextContent('आप हमारे शिकायत अधिकारी को grievance@society.test पर भी लिख सकते हैं।');

    await user.click(screen.getByRole('radio', { name: /मेरा डेटा ठीक करें/ }));
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(screen.getByText('कृपया अपना नाम लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया बताएँ कि क्या ठीक करना है।')).toBeInTheDocument();
    expect(screen.getByText('कृपया चिह्नित फ़ील्ड जाँच लें।')).toBeInTheDocument();
    expect(screen.getByLabelText(/क्या ठीक करना है/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /किसी को नामित करें/ }));
    fireEvent.change(screen.getByLabelText(/आपका नाम/), { target: { value: 'मीना गुप्ता' } });
    fireEvent.change(screen.getByLabelText(/^ईमेल पता/), { target: { value: 'meena@example.org' } });
    fireEvent.change(screen.getByLabelText(/जिस व्यक्ति को आप नामित कर रहे हैं/), { target: { value: 'रवि गुप्ता' } });
    fireEvent.change(screen.getByLabelText(/उनका ईमेल पता/), { target: { value: 'ravi@example' } });
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(screen.getByText('कृपया सही ईमेल पता लिखें।')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/उनका ईमेल पता/), { target: { value: 'ravi@example.org' } });
    clock.pass(30);
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ kind: 'nomination', nomineeName: 'रवि गुप्ता', noticeVersion: CURRENT_PRIVACY_NOTICE.version });
    expect(
      await screen.findByText('धन्यवाद। हमने उस पते पर एक लिंक ईमेल किया है। अपने अनुरोध की पुष्टि के लिए उसे 48 घंटे के भीतर खोलें; तब तक हम उस पर कोई कार्रवाई नहीं करते।'),
    ).toBeInTheDocument();
  });

  it('says a throttled request (429) in Hindi', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 429, body: { statusCode: 429, message: DATA_REQUEST_MESSAGES.tooMany } }));
    const clock = formClock();
    await renderHindi(<YourDataPage />, '/hi/your-data');
    fireEvent.change(await screen.findByLabelText(/आपका नाम/), { target: { value: 'Meena Gupta' } });
    fireEvent.change(screen.getByLabelText(/^ईमेल पता/), { target: { value: 'meena@example.org' } });
    clock.pass(30);
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await screen.findByText('आपकी ओर से बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।')).toBeInTheDocument();
  });

  it('confirms at /hi/your-data/confirm and says by when we answer, in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/your-data/confirm#token=abc_DEF-123');
    mockFetch(() => ({ status: 200, body: { kind: 'erasure', dueAt: '2026-12-26T07:00:00.000Z', responseDays: 30 } }));
    await renderHindi(<ConfirmRequestPage />, '/hi/your-data/confirm');
    expect(screen.getByRole('heading', { level: 1, name: 'अपने अनुरोध की पुष्टि करें' })).toBeInTheDocument();
    expect(await screen.findByText('धन्यवाद, आपके अनुरोध की पुष्टि हो गई है')).toBeInTheDocument();
    expect(screen.getByText('मेरा डेटा मिटाएँ').parentElement).toHaveTextContent('मेरा डेटा मिटाएँ: हम 26 दिसंबर 2026 तक ईमेल से उत्तर देंगे (30 दिनों के भीतर)।');
    expect(screen.getByText('26 दिसंबर 2026').tagName).toBe('STRONG');
  });

  it('says in Hindi that a confirmation page opened without its link needs the whole link, and offers a new request in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/your-data/confirm');
    const fetchMock = mockFetch(() => ({ status: 200, body: {} }));
    await renderHindi(<ConfirmRequestPage />, '/hi/your-data/confirm');
    expect(await screen.findByText('हम अनुरोध की पुष्टि नहीं कर सके')).toBeInTheDocument();
    expect(screen.getByText('यह पेज हमारे ईमेल में दिए गए लिंक से खुलता है। कृपया पूरा लिंक इस्तेमाल करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया अनुरोध करें' })).toHaveAttribute('href', '/hi/your-data');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the download in Hindi at /hi/your-data/export, and shows the server’s message with a new request in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/your-data/export#token=lapsed');
    mockFetch(() => ({ status: 410, body: { statusCode: 410, message: 'यह डाउनलोड लिंक समाप्त हो चुका है।' } }));
    await renderHindi(<ExportPage />, '/hi/your-data/export');
    expect(screen.getByRole('heading', { level: 1, name: 'अपना डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByText(/यह लिंक हमारा ईमेल भेजे जाने से 7 दिन तक काम करता है।$/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'फ़ॉर्मैट चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पढ़ने योग्य प्रति (HTML)' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'डेटा फ़ाइल (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह डाउनलोड लिंक समाप्त हो चुका है। नया अनुरोध करें');
    expect(screen.getByRole('link', { name: 'नया अनुरोध करें' })).toHaveAttribute('href', '/hi/your-data');
  });
});

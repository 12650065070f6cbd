import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DONATION_REFERENCE_PATTERN, PAN_MESSAGE, type PaymentDetails, type PublicSiteSettings, CURRENT_PRIVACY_NOTICE, formsDonateText, formsKitText, messagesText } from '@society/contracts';
import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { TEST_SITE_SETTINGS, WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { DonatePage } from './donate-page';
import { formClock } from '../../../testing/form-clock';

const DETAILS: PaymentDetails = {
  bank: { accountName: 'Example Welfare Society', accountNumber: '000111222333', ifsc: 'EXMP0000001', bankName: 'Example Bank', branch: 'Ambala Cantt' },
  upi: { id: 'society@exampleupi', payeeName: 'Example Welfare Society', qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
  chequePayee: 'Example Welfare Society',
  csrEmail: 'csr@society.example',
  isExample: true,
};

/** Answers each donation POST with `donation` (or a dropped connection). */
function serve(donation: FakeReply | Promise<FakeReply> | 'no response' = { status: 201, body: {} }) {
  return mockFetch(() => {
    if (donation === 'no response') throw new TypeError('Failed to fetch');
    return donation;
  });
}

/** The page with the society's settings holding `payments` (the public settings read). */
function renderPage(payments: PublicSiteSettings['payments'] = DETAILS, path = '/support/donate') {
  render(
    <WithSiteSettings settings={{ ...TEST_SITE_SETTINGS, payments }}>
      <MemoryRouter initialEntries={[path]}>
        <DonatePage />
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request Receipt' }));

function fillForm({ amount = '1500' } = {}) {
  fireEvent.change(field(/Full name/), { target: { value: 'Sunil Sharma' } });
  fireEvent.change(field(/Email address/), { target: { value: 'sunil@example.org' } });
  fireEvent.change(field(/Amount/), { target: { value: amount } });
  fireEvent.change(field(/Payment mode/), { target: { value: 'UPI' } });
  fireEvent.change(field(/UTR number/), { target: { value: '412345678901' } });
}

function chooseScreenshot(file: File) {
  fireEvent.change(field(/Screenshot/), { target: { files: [file] } });
}

describe('DonatePage', () => {
  it('shows the tax notes, and the bank, UPI and CSR details of the settings, marked when they are examples', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    expect(screen.getByText('50% deduction under section 80G')).toBeInTheDocument();
    expect(screen.getByText('12A registration')).toBeInTheDocument();

    expect(await screen.findByText('000111222333')).toBeInTheDocument();
    expect(screen.getByText('EXMP0000001')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'UPI QR code to pay Example Welfare Society' })).toHaveAttribute('src', DETAILS.upi.qrDataUrl);
    expect(screen.getByText('society@exampleupi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'csr@society.example' })).toHaveAttribute('href', 'mailto:csr@society.example');
    expect(screen.getByRole('note')).toHaveTextContent('Example details.');
    expect(screen.getByRole('link', { name: 'Full privacy policy' })).toHaveAttribute('href', '/privacy');
    // The itemised notice beside the form: what, why, how long, how to withdraw and where to complain.
    expect(screen.getByText(`By sending this form you accept this notice (version ${CURRENT_PRIVACY_NOTICE.version}).`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('How long:').nextElementSibling).toHaveTextContent(CURRENT_PRIVACY_NOTICE.forms.donation.short.keep);
    expect(screen.getByText('To complain:').nextElementSibling).toHaveTextContent('Data Protection Board of India');
  });

  it('says donations are not open yet, and shows no details, until the admin has set them', () => {
    serve();
    renderPage(null);
    expect(screen.getByRole('status')).toHaveTextContent('Donations are not open yet');
    expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText('Bank transfer (NEFT / RTGS / IMPS)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('defaults the mode to Bank Transfer, labels the screenshot, and checks the form before sending', async () => {
    const fetchMock = serve();
    renderPage();
    expect(field(/Payment mode/)).toHaveValue('Bank Transfer');
    expect(screen.getByLabelText('Screenshot (Max size: 1MB)')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(field(/Amount/)).toHaveAttribute('min', '1');

    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields');

    fillForm({ amount: '0' });
    submit();
    expect(screen.getByText('The amount must be at least INR 1.')).toBeInTheDocument();

    fillForm();
    chooseScreenshot(new File(['<html>'], 'receipt.html', { type: 'text/html' }));
    expect(screen.getByText('Invalid file type. Please upload only images.')).toBeInTheDocument();
    chooseScreenshot(new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('Screenshot file size is too large. Please upload a smaller file (max 1MB).')).toBeInTheDocument();

    // Nothing was sent: every problem was caught before.
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it("sends the request as multipart with the screenshot, shows 'Submitting...', then clears the form", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const fetchMock = serve(new Promise<FakeReply>((resolve) => (answer = resolve)));
    const clock = formClock();
    renderPage();
    fillForm();
    clock.pass(42);
    const screenshot = new File([new Uint8Array(2048)], 'upi.png', { type: 'image/png' });
    chooseScreenshot(screenshot);
    submit();

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/public/donations');
    expect(call?.[1].method).toBe('POST');
    const body = call?.[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'screenshot'))).toEqual({
      name: 'Sunil Sharma',
      email: 'sunil@example.org',
      amount: '1500',
      mode: 'UPI',
      utr: '412345678901',
      fillSeconds: '42',
      noticeVersion: String(CURRENT_PRIVACY_NOTICE.version),
    });
    expect((body.get('screenshot') as File).name).toBe('upi.png');

    answer({ status: 201, body: { message: 'Receipt request received' } });
    expect(await screen.findByText('Receipt request submitted for INR 1500. Receipt will be sent to sunil@example.org.')).toBeInTheDocument();
    expect(field(/Full name/)).toHaveValue('');
    expect(field(/Amount/)).toHaveValue(null);
    expect(field(/Payment mode/)).toHaveValue('Bank Transfer');
    expect((field(/Screenshot/) as HTMLInputElement).files).toHaveLength(0);
  });

  it('sends the optional postal address and PAN (upper-cased as typed) for the 80G certificate', async () => {
    const fetchMock = serve({ status: 201, body: { message: 'Receipt request received' } });
    renderPage();
    expect(screen.getByText('Both are needed for an 80G certificate.')).toBeInTheDocument();
    fillForm();
    fireEvent.change(field(/Postal address/), { target: { value: '  12 Topkhana Basti, Ambala Cantt  ' } });
    fireEvent.change(field(/^PAN/), { target: { value: 'abcde1234f' } });
    expect(field(/^PAN/)).toHaveValue('ABCDE1234F');
    submit();

    expect(await screen.findByText('Receipt request submitted for INR 1500. Receipt will be sent to sunil@example.org.')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === '/api/public/donations')?.[1].body as FormData;
    expect(body.get('address')).toBe('12 Topkhana Basti, Ambala Cantt');
    expect(body.get('pan')).toBe('ABCDE1234F');
    expect(field(/Postal address/)).toHaveValue('');
    expect(field(/^PAN/)).toHaveValue('');
  });

  it('leaves address and PAN out when blank, and refuses a malformed PAN before sending', async () => {
    const fetchMock = serve();
    renderPage();
    await screen.findByText('000111222333');
    fillForm();
    fireEvent.change(field(/^PAN/), { target: { value: 'ABCD1234F' } });
    submit();
    expect(screen.getByText(PAN_MESSAGE)).toBeInTheDocument();
    expect(field(/^PAN/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/public/donations')).toBe(false);

    fireEvent.change(field(/^PAN/), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Receipt request submitted for INR 1500. Receipt will be sent to sunil@example.org.')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === '/api/public/donations')?.[1].body as FormData;
    expect(body.has('address')).toBe(false);
    expect(body.has('pan')).toBe(false);
  });

  it.each<[string, FakeReply | 'no response', string]>([
    ['400 with a message', { status: 400, body: { statusCode: 400, message: 'amount must be at least 1' } }, 'amount must be at least 1'],
    ['400 without one', { status: 400, body: {} }, 'Invalid donation details provided.'],
    ['413', { status: 413, body: { statusCode: 413, message: 'Too large' } }, 'Screenshot file size is too large. Please upload a smaller file (max 1MB).'],
    ['415', { status: 415, body: { statusCode: 415, message: 'Bad type' } }, 'Invalid file type. Please upload only images.'],
    ['429', { status: 429, body: {} }, 'Too many requests. Please try again later.'],
    ['500 with a message', { status: 500, body: { statusCode: 500, message: 'Internal server error' } }, 'Internal server error'],
    ['another status without one', { status: 502, body: '' }, 'An unexpected error occurred.'],
    ['no response', 'no response', 'Network error. Please check your connection.'],
  ])('on %s shows the SPEC message and keeps the answers', async (_case, reply, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(reply);
    renderPage();
    await screen.findByText('000111222333');
    fillForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(field(/Full name/)).toHaveValue('Sunil Sharma');
  });
});

describe('DonatePage in Hindi (/hi/support/donate)', () => {
  beforeAll(() => Promise.all([formsDonateText, formsKitText, messagesText].map((catalogue) => catalogue.load('hi'))));

  async function renderInHindi(payments: PublicSiteSettings['payments'] = DETAILS) {
    renderPage(payments, '/hi/support/donate');
    await screen.findByRole('heading', { level: 1, name: 'दान करें' });
  }

  const submitInHindi = () => fireEvent.click(screen.getByRole('button', { name: 'रसीद माँगें' }));

  function fillInHindi({ amount = '1500' } = {}) {
    fireEvent.change(field(/पूरा नाम/), { target: { value: 'Sunil Sharma' } });
    fireEvent.change(field(/ईमेल पता/), { target: { value: 'sunil@example.org' } });
    fireEvent.change(field(/^राशि/), { target: { value: amount } });
    fireEvent.change(field(/भुगतान का तरीक़ा/), { target: { value: 'UPI' } });
    fireEvent.change(field(/^UTR नंबर/), { target: { value: '412345678901' } });
  }

  it('shows the ways to give, the bank and UPI details, the tax notes and the receipt form in Hindi', async () => {
    serve();
    await renderInHindi();
    expect(screen.getByRole('heading', { level: 2, name: 'दान करने के तरीक़े' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'बैंक ट्रांसफ़र (NEFT / RTGS / IMPS)' })).toBeInTheDocument();
    expect(screen.getByText('खाता संख्या').nextElementSibling).toHaveTextContent('000111222333');
    expect(screen.getByText('शाखा').nextElementSibling).toHaveTextContent('Ambala Cantt');
    expect(screen.getByRole('img', { name: 'Example Welfare Society को भुगतान करने के लिए UPI QR कोड' })).toBeInTheDocument();
    expect(screen.getByText('society@exampleupi')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('नमूने की जानकारी।');
    expect(screen.getByText('धारा 80G के तहत 50% कटौती')).toBeInTheDocument();
    expect(screen.getByText('12A पंजीकरण')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'csr@society.example' }).parentElement).toHaveTextContent('csr@society.example पर लिखें।');
    expect(screen.getByRole('heading', { level: 2, name: 'दान की रसीद माँगें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अपनी रसीद कैसे पाएँ' })).toBeInTheDocument();
    expect(field(/ईमेल पता/)).toHaveAccessibleDescription('रसीद इसी पते पर भेजी जाएगी।');
    expect(screen.getByLabelText('स्क्रीनशॉट (अधिकतम आकार: 1MB)')).toHaveAttribute('type', 'file');
    // The payment modes read in Hindi and send the values the API stores.
    expect(field(/भुगतान का तरीक़ा/)).toHaveValue('Bank Transfer');
    expect(screen.getByRole('option', { name: 'बैंक ट्रांसफ़र' })).toHaveValue('Bank Transfer');
    expect(screen.getByRole('option', { name: 'चेक' })).toHaveValue('Cheque');
    expect(screen.getByText('कितने समय तक:').nextElementSibling).toHaveTextContent('दान के रिकॉर्ड 8 साल');
    expect(screen.getByRole('link', { name: 'पूरी गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy');
    await waitFor(() => expect(document.title).toContain('दान करें'));
  });

  it('says in Hindi that donations are not open yet, with links to the Hindi contact page', async () => {
    serve();
    await renderInHindi(null);
    expect(screen.getByRole('status')).toHaveTextContent('अभी दान लेना शुरू नहीं हुआ है');
    expect(screen.getByRole('link', { name: 'हमें लिखें' })).toHaveAttribute('href', '/hi/contact');
    expect(screen.getByRole('link', { name: 'संपर्क पेज' })).toHaveAttribute('href', '/hi/contact');
  });

  it('checks the form in Hindi before sending: required fields, the amount in rupees, the PAN and the file', async () => {
    const fetchMock = serve();
    await renderInHindi();
    submitInHindi();
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सभी ज़रूरी जानकारी भरें');

    fillInHindi({ amount: '0' });
    submitInHindi();
    expect(screen.getByText('राशि कम से कम ₹1 होनी चाहिए।')).toBeInTheDocument();
    fillInHindi({ amount: '20000000' });
    submitInHindi();
    expect(screen.getByText('राशि ज़्यादा से ज़्यादा ₹1,00,00,000 हो सकती है।')).toBeInTheDocument();

    fillInHindi();
    fireEvent.change(field(/^PAN/), { target: { value: 'ABCD1234F' } });
    submitInHindi();
    expect(screen.getByText('कृपया सही PAN लिखें (जैसे ABCDE1234F)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया चिह्नित जानकारी दोबारा जाँच लें।');

    fireEvent.change(field(/स्क्रीनशॉट/), { target: { files: [new File(['<html>'], 'receipt.html', { type: 'text/html' })] } });
    expect(screen.getByText('यह फ़ाइल स्वीकार नहीं है। कृपया केवल तस्वीर अपलोड करें।')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/public/donations')).toBe(false);
  });

  it('confirms the request in Hindi with the amount in rupees, and shows a refusal in Hindi', async () => {
    serve({ status: 201, body: { message: 'Receipt request received' } });
    await renderInHindi();
    fillInHindi();
    submitInHindi();
    expect(await screen.findByText('₹1,500 की रसीद का अनुरोध मिल गया है। रसीद sunil@example.org पर भेजी जाएगी।')).toBeInTheDocument();
    expect(field(/पूरा नाम/)).toHaveValue('');

    serve({ status: 429, body: {} });
    fillInHindi();
    submitInHindi();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('बहुत ज़्यादा अनुरोध भेजे गए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।'));
  });
});

describe('DonatePage: UPI with the amount and a reference (issue 33, item 3)', () => {
  let location = '';
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location = `${pathname}${search}`;
    return null;
  }

  function renderAt(path: string) {
    render(
      <WithSiteSettings settings={{ ...TEST_SITE_SETTINGS, payments: DETAILS }}>
        <MemoryRouter initialEntries={[path]}>
          <DonatePage />
          <LocationProbe />
        </MemoryRouter>
      </WithSiteSettings>,
    );
  }

  /** The reference the page put into the address. */
  async function referenceOfVisit(): Promise<string> {
    await waitFor(() => expect(location).toMatch(/[?&]ref=DON[2-9A-HJ-NP-Z]{6}(&|$)/));
    return new URLSearchParams(location.split('?')[1]).get('ref') as string;
  }

  it('makes a reference when an amount is picked: the QR code, the UPI app link and a filled-in receipt form carry both', async () => {
    const fetchMock = serve({ status: 201, body: { message: 'Receipt request received' } });
    renderAt('/support/donate');
    // Before an amount is picked: the plain QR code of the UPI id, no reference, and the address left as it came.
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay Example Welfare Society' })).toHaveAttribute('src', DETAILS.upi.qrDataUrl);
    expect(screen.getByText('Choose an amount and the QR code will carry it, with your reference.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Payment reference/)).not.toBeInTheDocument();
    expect(location).toBe('/support/donate');

    fireEvent.click(screen.getByRole('button', { name: '₹1,500' }));
    const reference = await referenceOfVisit();
    expect(reference).toMatch(DONATION_REFERENCE_PATTERN);
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay ₹1,500 to Example Welfare Society' })).toHaveAttribute(
      'src',
      `/api/public/upi-qr?amount=1500&ref=${reference}`,
    );
    expect(screen.getByRole('button', { name: '₹1,500' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '₹500' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Pay ₹1,500 with a UPI app' })).toHaveAttribute(
      'href',
      `upi://pay?pa=society@exampleupi&pn=Example%20Welfare%20Society&am=1500.00&cu=INR&tn=${reference}%20Donation`,
    );
    expect(screen.getByText(reference).parentElement).toHaveTextContent(`Your reference: ${reference}. Keep it in the payment note`);
    expect(location).toBe(`/support/donate?amount=1500&ref=${reference}`);

    // The receipt form opens with the amount, UPI and the reference (read only), and sends the reference.
    expect(field(/Amount/)).toHaveValue(1500);
    expect(field(/Payment mode/)).toHaveValue('UPI');
    expect(field(/Payment reference/)).toHaveValue(reference);
    expect(field(/Payment reference/)).toHaveAttribute('readonly');
    fireEvent.change(field(/Full name/), { target: { value: 'Sunil Sharma' } });
    fireEvent.change(field(/Email address/), { target: { value: 'sunil@example.org' } });
    fireEvent.change(field(/UTR number/), { target: { value: '412345678901' } });
    submit();
    expect(await screen.findByText('Receipt request submitted for INR 1500. Receipt will be sent to sunil@example.org.')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === '/api/public/donations')?.[1].body as FormData;
    expect(body.get('reference')).toBe(reference);
    expect(body.get('amount')).toBe('1500');
    expect(body.get('mode')).toBe('UPI');
  });

  it('reads the amount and reference from the address (a reload, or the picker without JavaScript), and takes any other whole amount', async () => {
    serve();
    renderAt('/support/donate?amount=2500&ref=DON7KQ4MX');
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹2,500 to Example Welfare Society' })).toHaveAttribute('src', '/api/public/upi-qr?amount=2500&ref=DON7KQ4MX');
    expect(field(/Amount/)).toHaveValue(2500);
    expect(field(/Payment reference/)).toHaveValue('DON7KQ4MX');
    // The picker is a GET form that keeps the reference.
    const form = screen.getByRole('button', { name: '₹500' }).closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[name="ref"]')).toHaveValue('DON7KQ4MX');

    fireEvent.change(field(/Other amount/), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this amount' }));
    expect(screen.getByText('Please enter whole rupees from ₹1 to ₹1,00,00,000.')).toBeInTheDocument();
    expect(field(/Other amount/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field(/Other amount/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this amount' }));
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay ₹1,234 to Example Welfare Society' })).toHaveAttribute('src', '/api/public/upi-qr?amount=1234&ref=DON7KQ4MX');
    expect(screen.queryByText('Please enter whole rupees from ₹1 to ₹1,00,00,000.')).not.toBeInTheDocument();
    expect(field(/Amount/)).toHaveValue(1234);
    expect(location).toBe('/support/donate?amount=1234&ref=DON7KQ4MX');
  });

  it('ignores an amount or reference that is not valid: the plain QR code, and a new reference once an amount is picked', async () => {
    serve();
    renderAt('/support/donate?amount=0&ref=DON0000');
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay Example Welfare Society' })).toBeInTheDocument();
    expect(screen.getByText('Please enter whole rupees from ₹1 to ₹1,00,00,000.')).toBeInTheDocument();
    expect(field(/Payment mode/)).toHaveValue('Bank Transfer');
    fireEvent.click(screen.getByRole('button', { name: '₹500' }));
    const reference = await referenceOfVisit();
    expect(reference).toMatch(DONATION_REFERENCE_PATTERN);
    expect(reference).not.toBe('DON0000');
  });

  it('does the same in Hindi: amounts in rupees, the QR code, the UPI app link, the reference and the filled-in form', async () => {
    await Promise.all([formsDonateText, formsKitText, messagesText].map((catalogue) => catalogue.load('hi')));
    serve();
    renderAt('/hi/support/donate?ref=DON7KQ4MX');
    await screen.findByRole('heading', { level: 1, name: 'दान करें' });
    expect(screen.getByText('राशि चुनें')).toBeInTheDocument();
    expect(screen.getByText('राशि चुनें: QR कोड में वह राशि और आपका संदर्भ कोड पहले से भरे होंगे।')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '₹1,500' }));
    expect(await screen.findByRole('img', { name: 'Example Welfare Society को ₹1,500 का भुगतान करने के लिए UPI QR कोड' })).toHaveAttribute(
      'src',
      '/api/public/upi-qr?amount=1500&ref=DON7KQ4MX',
    );
    expect(screen.getByRole('link', { name: 'UPI ऐप से ₹1,500 का भुगतान करें' })).toHaveAttribute(
      'href',
      'upi://pay?pa=society@exampleupi&pn=Example%20Welfare%20Society&am=1500.00&cu=INR&tn=DON7KQ4MX%20Donation',
    );
    expect(screen.getByText('DON7KQ4MX').parentElement).toHaveTextContent('आपका संदर्भ कोड: DON7KQ4MX। इसे भुगतान के नोट में रहने दें');
    expect(location).toBe('/hi/support/donate?ref=DON7KQ4MX&amount=1500');
    expect(field(/^राशि/)).toHaveValue(1500);
    expect(field(/भुगतान का तरीक़ा/)).toHaveValue('UPI');
    expect(field(/भुगतान का संदर्भ कोड/)).toHaveValue('DON7KQ4MX');
    expect(field(/भुगतान का संदर्भ कोड/)).toHaveAccessibleDescription('आपके UPI भुगतान के नोट वाला कोड; यह इस अनुरोध के साथ भेजा जाएगा।');

    fireEvent.change(field(/कोई और राशि/), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'यह राशि चुनें' }));
    expect(screen.getByText('कृपया ₹1 से ₹1,00,00,000 के बीच पूरे रुपयों में राशि लिखें।')).toBeInTheDocument();
  });
});

import { CURRENT_PRIVACY_NOTICE } from '@society/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { mockFetch, mockNetworkFailure, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { ContactPage } from './contact-page';
import { formClock } from '../../../testing/form-clock';

function renderPage() {
  render(
    <WithSiteSettings>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Asha Rani' } });
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'asha@example.org' } });
  fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'How can I help with the classes?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactPage', () => {
  it('shows the address, hours, links and a map that loads only when asked', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Our Publications' })).toHaveAttribute('href', '/publications');
    expect(screen.getByRole('link', { name: 'Support Our Cause' })).toHaveAttribute('href', '/support/donate');
    expect(screen.getByText('Ambala Cantt, Haryana 133001')).toBeInTheDocument();
    // The contact details, and the notice beside the form (to withdraw), give the address.
    expect(screen.getAllByRole('link', { name: 'hello@society.test' }).map((link) => link.getAttribute('href'))).toEqual(['mailto:hello@society.test', 'mailto:hello@society.test']);
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByText('Monday to Saturday')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM to 6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Full privacy policy' })).toHaveAttribute('href', '/privacy');
    // The itemised notice beside the form: what, why, how long, how to withdraw and where to complain.
    expect(screen.getByText(`By sending this form you accept this notice (version ${CURRENT_PRIVACY_NOTICE.version}).`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('How long:').nextElementSibling).toHaveTextContent(CURRENT_PRIVACY_NOTICE.forms.contact.short.keep);
    expect(screen.getByText('To complain:').nextElementSibling).toHaveTextContent('Data Protection Board of India');

    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle(/Map of Ambala Cantt/)).toHaveAttribute('loading', 'lazy');
  });

  it('checks required fields and the email format before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => ({ status: 201, body: { message: 'ok' } }));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/Your name/)).toHaveFocus());

    await user.type(screen.getByLabelText(/Email address/), 'asha@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the bot-check field away from people, and sends it when a script filled it in', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: { message: 'Message sent' } }));
    renderPage();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'http://cheap-pills.example' } });
    fillAndSend();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ website: 'http://cheap-pills.example' });
  });

  it("sends the message, reads 'Submitting...' meanwhile, then clears the form and thanks the visitor", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const clock = formClock();
    renderPage();
    clock.pass(42);
    fillAndSend();

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/public/contact');
    expect(JSON.parse(init.body)).toEqual({ name: 'Asha Rani', email: 'asha@example.org', message: 'How can I help with the classes?', fillSeconds: 42, noticeVersion: CURRENT_PRIVACY_NOTICE.version });

    answer({ status: 201, body: { message: 'Message sent' } });
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each<[string, FakeReply | 'no response', string]>([
    ['400 with a message', { status: 400, body: { statusCode: 400, message: 'email must be an email' } }, 'email must be an email'],
    ['400 without one', { status: 400, body: {} }, 'Please provide all required information.'],
    ['429', { status: 429, body: { statusCode: 429, message: 'slow down' } }, 'Too many messages sent. Please try again later.'],
    ['500', { status: 500, body: { statusCode: 500, message: 'Internal server error' } }, 'Server error. Please try again later.'],
    ['another status with a message', { status: 503, body: { statusCode: 503, message: 'Database unavailable' } }, 'Database unavailable'],
    ['another status without one', { status: 502, body: '' }, 'Failed to send message. Please try again.'],
    ['no response', 'no response', 'Network Error: Please check your internet connection.'],
  ])('on %s shows the SPEC message and keeps what was typed', async (_case, reply, message) => {
    if (reply === 'no response') {
      mockNetworkFailure();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    } else {
      mockFetch(() => reply);
    }
    renderPage();
    fillAndSend();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rani');
  });
});

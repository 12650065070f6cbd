import type { ReactElement } from 'react';
import { CURRENT_PRIVACY_NOTICE, DATA_REQUEST_MESSAGES } from '@society/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { mockFetch } from '@society/web-kit/src/testing/mock-fetch';
import { PAGE_PATHS } from '../../../server';
import { formClock } from '../../../testing/form-clock';
import { ConfirmRequestPage } from './confirm-request-page';
import { ExportPage } from './export-page';
import { YourDataPage } from './your-data-page';

function renderPage(page: ReactElement) {
  render(
    <WithSiteSettings>
      <MemoryRouter>{page}</MemoryRouter>
    </WithSiteSettings>,
  );
}

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

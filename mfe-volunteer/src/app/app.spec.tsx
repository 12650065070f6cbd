import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { aCertificate, aLeaveRequest, aProfile, fakeApi, renderVolunteer } from '../testing/render-volunteer';
import { VolunteerApp } from './app';

const PROFILE = 'GET /api/volunteer/profile';

describe('volunteer dashboard remote', () => {
  it('shows the person their own record, read-only, and sends a correction note to HR', async () => {
    const fetchMock = fakeApi({ [PROFILE]: { body: aProfile() }, 'POST /api/volunteer/profile/correction': { status: 201, body: { message: 'Thank you. HR will look at your note.' } } });
    const { user } = renderVolunteer();
    expect(screen.getByRole('heading', { level: 1, name: 'My Volunteer Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Su-Shiksha Pathshala')).toBeInTheDocument();
    expect(screen.getByText('5 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText('10 hours a week')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a correction' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a correction' });
    await user.type(within(dialog).getByLabelText(/What should HR correct/), 'My phone is 98140 12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send to HR' }));
    expect(await screen.findByText('Thank you. HR will look at your note.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/volunteer/profile/correction');
    expect(JSON.parse(sent?.[1].body)).toEqual({ message: 'My phone is 98140 12345' });
  });

  it('asks for leave, lists requests with HR’s reply, and cancels a pending one', async () => {
    let requests = [aLeaveRequest({ _id: 'l0', status: 'approved', hrReply: 'All the best!', type: 'family' })];
    const fetchMock = fakeApi({
      [PROFILE]: { body: aProfile() },
      'GET /api/volunteer/leave-requests': () => ({ body: requests }),
      'POST /api/volunteer/leave-requests': (init) => {
        const created = aLeaveRequest({ _id: 'l2', ...JSON.parse(String(init.body)) });
        requests = [created, ...requests];
        return { status: 201, body: created };
      },
      'POST /api/volunteer/leave-requests/l2/cancel': () => {
        requests = requests.map((request) => (request._id === 'l2' ? { ...request, status: 'cancelled' } : request));
        return { body: requests[0] };
      },
    });
    const { user } = renderVolunteer();
    await user.click(screen.getByRole('tab', { name: 'Leave' }));
    expect(await screen.findByText('All the best!')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Ask for leave' });
    await user.click(within(form).getByRole('button', { name: 'Ask for leave' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose the type, both dates and give a reason.');
    await user.selectOptions(within(form).getByLabelText('Type of leave'), 'Exams');
    await user.type(within(form).getByLabelText('First day'), '2026-12-01');
    await user.type(within(form).getByLabelText('Last day'), '2026-12-03');
    await user.type(within(form).getByLabelText('Reason'), 'Semester exams');
    await user.click(within(form).getByRole('button', { name: 'Ask for leave' }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/volunteer/leave-requests' && init.method === 'POST');
    expect(JSON.parse(sent?.[1].body)).toEqual({ type: 'exams', from: '2026-12-01', to: '2026-12-03', reason: 'Semester exams' });

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('lists certificates: a valid one downloads, a revoked one says so and offers no download', async () => {
    const api = fakeApi({
      [PROFILE]: { body: aProfile() },
      'GET /api/volunteer/certificates': { body: [aCertificate(), aCertificate({ _id: 'c2', code: 'AAAA-BBBB-CCCC', status: 'revoked', revokedAt: '2026-11-10T06:00:00.000Z' })] },
    });
    // The PDF comes as a blob (the fake API's answers are JSON or text).
    const pdfCalls: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/pdf')) return api(input, init);
      pdfCalls.push(`${String(input)} ${new Headers(init?.headers).get('Authorization')}`);
      return { ok: true, status: 200, headers: new Headers({ 'content-type': 'application/pdf' }), blob: async () => new Blob(['%PDF-1.3']) } as unknown as Response;
    }) as unknown as typeof fetch;
    const created: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:certificate');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    const { user } = renderVolunteer();
    await user.click(screen.getByRole('tab', { name: 'Certificates' }));
    const items = await screen.findAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Revoked');
    expect(items[1]).toHaveTextContent('revoked 10 Nov 2026');
    expect(within(items[1]).queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Check page' })).toHaveAttribute('href', '/verify/7KQ2-M9XD-4TRB');
    await user.click(within(items[0]).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(created).toEqual(['certificate-7KQ2-M9XD-4TRB.pdf']));
    expect(pdfCalls).toEqual(['/api/volunteer/certificates/c1/pdf Bearer test-token']);
  });

  it('sends an exit request, then shows it waiting for HR instead of the form', async () => {
    let exits: unknown[] = [];
    fakeApi({
      [PROFILE]: { body: aProfile() },
      'GET /api/volunteer/exit-requests': () => ({ body: exits }),
      'POST /api/volunteer/exit-requests': (init) => {
        exits = [{ _id: 'e1', ...JSON.parse(String(init.body)), status: 'pending', hrReply: '', createdAt: '2026-11-20T09:00:00.000Z', decidedAt: null }];
        return { status: 201, body: exits[0] };
      },
    });
    const { user } = renderVolunteer();
    await user.click(screen.getByRole('tab', { name: 'Leaving' }));
    const form = await screen.findByRole('form', { name: 'Tell HR you are leaving' });
    await user.type(within(form).getByLabelText('Last working day'), '2099-01-31');
    await user.type(within(form).getByLabelText('Reason'), 'Moving to Pune');
    await user.click(within(form).getByRole('button', { name: 'Send exit request' }));
    expect(await screen.findByText('HR has your exit request and will reply by email.')).toBeInTheDocument();
    expect(screen.getByText('Last working day: 31 Jan 2099')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Tell HR you are leaving' })).not.toBeInTheDocument();
  });

  it('checks the role itself and sends anyone else to /login without a call', () => {
    const fetchMock = fakeApi({});
    useSession.getState().login({ _id: 'h1', email: 'hr@example.org', role: 'hr' }, 'jwt');
    render(
      <MemoryRouter initialEntries={['/volunteer-dashboard']}>
        <Routes>
          <Route path="/volunteer-dashboard/*" element={<VolunteerApp />} />
          <Route path="/login" element={<p>at /login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /login')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

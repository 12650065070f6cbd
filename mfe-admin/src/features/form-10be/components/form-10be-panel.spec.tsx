import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Form10beCertificate } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { AppToaster } from '@society/web-kit/staff';
import { mockApi, requestsTo } from '../../../testing/api-mock';
import { ADMIN, TOKEN } from '../../../testing/render-admin';
import { Form10bePanel } from './form-10be-panel';

function certificate(fields: Partial<Form10beCertificate>): Form10beCertificate {
  return {
    id: 'c1',
    financialYear: '2025-26',
    idCode: 'Permanent Account Number',
    uniqueId: 'KLMNO4321P',
    donorName: 'SUNITA DEVI',
    amount: 150000,
    arn: '100000000000001',
    fileName: 'sunita.pdf',
    uploadedAt: '2026-06-01T10:00:00.000Z',
    uploadedBy: 'admin@society.local',
    match: { by: 'pan', name: 'Sunita Devi', email: 'sunita@example.org', pan: 'KLMNO4321P', donationIds: ['d1'] },
    mail: { state: 'not-sent', times: 0, lastQueuedAt: null, lastQueuedBy: null },
    ...fields,
  };
}

const sunita = certificate({});
const stranger = certificate({ id: 'c2', uniqueId: 'ZZZZZ9999Z', donorName: 'NOBODY WE KNOW', amount: null, match: null });

function renderPanel() {
  useSession.getState().login(ADMIN, TOKEN);
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <Form10bePanel />
      <AppToaster />
    </>,
  );
  return user;
}

describe('Form 10BE tab', () => {
  it('lists the year\'s certificates, matched or not, with their mailing', async () => {
    mockApi({ 'GET /api/admin/form-10be': { body: [stranger, sunita] } });
    renderPanel();
    const row = (await screen.findByRole('cell', { name: 'SUNITA DEVI' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('₹1,50,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Sunita Devi')).toBeInTheDocument();
    expect(within(row).getByText('Not mailed yet')).toBeInTheDocument();
    const unmatched = screen.getByRole('cell', { name: 'NOBODY WE KNOW' }).closest('tr') as HTMLElement;
    expect(within(unmatched).getByText('Not matched')).toBeInTheDocument();
    expect(within(unmatched).queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mail certificates not yet sent (1)' })).toBeEnabled();
  });

  it('matches the unmatched certificates again on request', async () => {
    let matched = false;
    const fetchMock = mockApi({
      'GET /api/admin/form-10be': () => ({ body: matched ? [certificate({ ...stranger, match: sunita.match })] : [stranger] }),
      'POST /api/admin/form-10be/rematch': () => {
        matched = true;
        return { status: 201, body: { changed: 1, unmatched: 0, message: 'Matched again: 1 certificate changed, 0 not matched.' } };
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Match again (1 not matched)' }));
    expect(await screen.findByText('Matched again: 1 certificate changed, 0 not matched.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Match again/ })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST /api/admin/form-10be/rematch')).toHaveLength(1);
  });

  it('uploads each file, shows the API\'s message naming a refused file, and reloads after an upload', async () => {
    let posts = 0;
    const fetchMock = mockApi({
      'GET /api/admin/form-10be': { body: [] },
      'POST /api/admin/form-10be': () => {
        posts += 1;
        if (posts === 1) return { status: 400, body: { statusCode: 400, message: 'donors.csv is not a PDF or a zip of PDFs' } };
        return { status: 201, body: { added: [sunita], alreadyUploaded: [] } };
      },
    });
    const user = renderPanel();
    await screen.findByText('No certificates uploaded for this year yet.');
    const input = screen.getByLabelText('Certificates (PDF or zip)');
    await user.upload(input, new File(['Sl. No.'], 'donors.csv', { type: 'text/csv' }));
    expect(await screen.findByText('donors.csv is not a PDF or a zip of PDFs')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/admin/form-10be')).toHaveLength(1);

    await user.upload(input, new File(['%PDF-1.4'], 'sunita.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('1 certificate added.')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST /api/admin/form-10be').slice(-1);
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    expect((sent.body as FormData).get('fy')).toMatch(/^\d{4}-\d{2}$/);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/admin/form-10be')).toHaveLength(2));
  });

  it('mails the certificates not yet sent, and sends one again only when confirmed', async () => {
    const mailed = certificate({ mail: { state: 'sent', times: 1, lastQueuedAt: '2026-06-02T10:00:00.000Z', lastQueuedBy: 'admin@society.local' } });
    let sent = false;
    const fetchMock = mockApi({
      // After the mailing, the list reads the certificate as sent.
      'GET /api/admin/form-10be': () => ({ body: [sent ? mailed : sunita] }),
      'POST /api/admin/form-10be/send': () => {
        sent = true;
        return { status: 202, body: { queued: 1, skipped: 0, message: '1 certificate queued for mailing.' } };
      },
      'POST /api/admin/form-10be/c1/resend': { status: 202, body: { message: 'Certificate queued for mailing again.' } },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mail certificates not yet sent (1)' }));
    expect(await screen.findByText('1 certificate queued for mailing.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/form-10be/send')[0]).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]: [string]) => /\/api\/admin\/form-10be\/send\?fy=\d{4}-\d{2}$/.test(url))).toBe(true);

    await screen.findByRole('button', { name: 'Send again the certificate of SUNITA DEVI' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Send again the certificate of SUNITA DEVI' }));
    expect(screen.queryByText('Certificate queued for mailing again.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again the certificate of SUNITA DEVI' }));
    expect(await screen.findByText('Certificate queued for mailing again.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Mail the certificate to sunita@example.org again?');
    expect(requestsTo(fetchMock, 'POST /api/admin/form-10be/c1/resend')).toHaveLength(1);
    confirm.mockRestore();
  });
});

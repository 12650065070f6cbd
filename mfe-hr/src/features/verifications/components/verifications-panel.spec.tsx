import { screen, waitFor, within } from '@testing-library/react';
import type { VerificationRowView } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';

beforeEach(() => useSession.getState().clear());

const rows: VerificationRowView[] = [
  { userId: 'u1', name: 'Asha Verma', email: 'asha@example.org', role: 'volunteer', verification: { status: 'verified', verifiedOn: '2026-01-10', certificateNumber: 'PCC/AMB/1120', expiresOn: '2026-12-20', hasScan: true, updatedAt: '2026-01-10T05:00:00.000Z' }, policyAcknowledged: true, expiresInDays: 18 },
  { userId: 'u2', name: 'Ravi Kumar', email: 'ravi@example.org', role: 'team', verification: null, policyAcknowledged: false, expiresInDays: null },
];

describe("HR's Verifications tab", () => {
  it('lists each person with their verification, filters those expiring in 30 days, and records a verification with its scan', async () => {
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/verifications': (_init, url) => {
        const soon = new URL(url, 'http://site').searchParams.get('expiringWithinDays');
        const items = soon ? rows.filter((row) => row.expiresInDays !== null && row.expiresInDays <= Number(soon)) : rows;
        return { body: { items, total: items.length, page: 1, pageSize: 25 } };
      },
      'PUT /api/hr/verifications/u2': { body: { status: 'verified' } },
    });
    const { user } = renderHr({ tab: 'verifications' });
    const asha = await screen.findByRole('listitem', { name: 'Asha Verma' });
    expect(within(asha).getByText('Verified')).toBeInTheDocument();
    expect(within(asha).getByText(/\(in 18 days\)/)).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Download scan' })).toBeInTheDocument();
    const ravi = screen.getByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(ravi).getByText('Not on record')).toBeInTheDocument();
    expect(within(ravi).getByText('Has not acknowledged the current policy')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Expiry'), 'Expires in the next 30 days');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ravi Kumar' })).toBeNull());
    expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/hr/verifications?page=1&pageSize=25&expiringWithinDays=30');
    await user.selectOptions(screen.getByLabelText('Expiry'), 'Any expiry');

    await user.click(within(await screen.findByRole('listitem', { name: 'Ravi Kumar' })).getByRole('button', { name: 'Edit verification' }));
    const dialog = screen.getByRole('dialog', { name: 'Police verification of Ravi Kumar' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'verified');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A verified record needs the day it was verified and the certificate number.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Day verified'), '2026-11-20');
    await user.type(within(dialog).getByLabelText('Certificate number'), 'PCC/AMB/2291');
    await user.type(within(dialog).getByLabelText('Expires on'), '2027-11-19');
    await user.upload(within(dialog).getByLabelText('Scan of the certificate'), new File(['%PDF-1.4'], 'pcc.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Verification of Ravi Kumar saved')).toBeInTheDocument();
    const sent = requestsTo(api, 'PUT /api/hr/verifications/u2')[0].body as FormData;
    expect(Object.fromEntries([...sent.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]))).toEqual({
      status: 'verified',
      verifiedOn: '2026-11-20',
      certificateNumber: 'PCC/AMB/2291',
      expiresOn: '2027-11-19',
      scan: 'pcc.pdf',
    });
  });
});

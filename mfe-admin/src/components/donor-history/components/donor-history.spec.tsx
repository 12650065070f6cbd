import { render, screen, within } from '@testing-library/react';
import type { DonorHistory } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { mockApi } from '../../../testing/api-mock';
import { ADMIN, TOKEN } from '../../../testing/render-admin';
import { DonationForm10beState, DonorHistoryDialog } from './donor-history';

const history: DonorHistory = {
  by: 'pan',
  donor: { name: 'Meera Sharma', email: 'meera@example.org', pan: 'HISTO1234R' },
  total: 5349.5,
  years: [
    {
      financialYear: '2025-26',
      total: 4099,
      donations: [
        { id: 'd4', date: '2025-07-01T06:00:00.000Z', amount: 99, mode: 'UPI', receiptNumber: null, receiptDate: null, voidedReceipts: [] },
        { id: 'd3', date: '2025-06-01T06:00:00.000Z', amount: 4000, mode: 'UPI', receiptNumber: '2025-26/0007', receiptDate: '2025-06-02T06:00:00.000Z', voidedReceipts: ['2025-26/0003'] },
      ],
      form10be: [],
    },
    {
      financialYear: '2024-25',
      total: 1250.5,
      donations: [{ id: 'd1', date: '2024-05-01T06:00:00.000Z', amount: 1250.5, mode: 'Cash', receiptNumber: '2024-25/0001', receiptDate: '2024-05-02T06:00:00.000Z', voidedReceipts: [] }],
      form10be: [{ id: 'c1', arn: '200000000000001', amount: 1250.5, mail: { state: 'sent', times: 1, lastQueuedAt: '2025-06-05T06:00:00.000Z', lastQueuedBy: 'admin@society.local' } }],
    },
  ],
};

describe('donor history', () => {
  it('opens from a donation: the donor, the total, and each year\'s gifts, receipts and Form 10BE', async () => {
    useSession.getState().login(ADMIN, TOKEN);
    mockApi({ 'GET /api/admin/donors/of-donation/d3': { body: history } });
    render(<DonorHistoryDialog donationId="d3" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Donor history' });
    expect(await within(dialog).findByText('Meera Sharma')).toBeInTheDocument();
    expect(within(dialog).getByText(/PAN HISTO1234R/)).toBeInTheDocument();
    expect(within(dialog).getByText('₹5,349.50')).toBeInTheDocument();
    const current = within(dialog).getByRole('region', { name: 'Financial year 2025-26' });
    expect(within(current).getByRole('heading', { name: '2025-26: ₹4,099.00' })).toBeInTheDocument();
    expect(within(current).getByText('Pending')).toBeInTheDocument();
    expect(within(current).getByText(/voided: 2025-26\/0003/)).toBeInTheDocument();
    expect(within(current).getByText('Form 10BE: none uploaded')).toBeInTheDocument();
    const previous = within(dialog).getByRole('region', { name: 'Financial year 2024-25' });
    expect(within(previous).getByText('Cash')).toBeInTheDocument();
    expect(within(previous).getByText('Form 10BE: 200000000000001 for ₹1,250.50, mailed')).toBeInTheDocument();
  });
});

describe("a donation's Form 10BE", () => {
  it("says which year's certificate it is and whether it was mailed, or that none was uploaded", async () => {
    useSession.getState().login(ADMIN, TOKEN);
    mockApi({
      'GET /api/admin/form-10be/of-donations?ids=d1': { body: [{ donationId: 'd1', certificateId: 'c1', financialYear: '2024-25', mail: { state: 'sent', times: 1, lastQueuedAt: null, lastQueuedBy: null } }] },
      'GET /api/admin/form-10be/of-donations?ids=d9': { body: [] },
    });
    render(
      <p>
        <DonationForm10beState donationId="d1" /> | <DonationForm10beState donationId="d9" />
      </p>,
    );
    expect(await screen.findByText('2024-25, mailed | none uploaded')).toBeInTheDocument();
  });
});

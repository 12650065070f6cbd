import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';
import type { BankReconciliation } from '@society/contracts';

const request = (id: string, name: string, amount: number, utr: string, date = '2026-11-02T06:30:00.000Z') => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.org`,
  amount,
  mode: 'UPI',
  utr,
  date,
  receiptGenerated: false,
  receiptNumber: null,
});

const credit = (id: string, amount: number, reference: string, narration: string) => ({
  id,
  day: '2026-11-02',
  amount,
  narration,
  reference: '',
  references: [reference],
  statementId: 's1',
  row: 5,
});

function lists(overrides: Partial<BankReconciliation> = {}): BankReconciliation {
  const base: BankReconciliation = {
    matched: [{ credit: credit('c1', 2500, '433012345678', 'UPI/P2A/433012345678/KAVITA RAO/State Bank/Donation'), request: request('d1', 'Kavita Rao', 2500, '433012345678') }],
    review: [
      {
        credit: credit('c2', 1000, '433099990001', 'UPI/P2A/433099990001/SURESH IYER/HDFC/Donation'),
        candidates: [
          { request: request('d2', 'Suresh Iyer', 1000, '433099990002'), reason: 'near-miss-utr' },
          { request: request('d3', 'Meena Das', 1000, '433055550000'), reason: 'same-amount-and-date' },
        ],
      },
    ],
    unmatched: [{ credit: credit('c3', 7777, '531200001111', 'IMPS/P2A/531200001111/FARAH KHAN/HDFC'), suggestedName: 'Farah Khan' }],
    notFound: [request('d9', 'Vikram Singh', 999, '412345678901', '2026-10-01T06:30:00.000Z')],
    counts: { matched: 1, review: 1, unmatched: 1, notFound: 1, confirmed: 0, recorded: 0 },
    statements: [],
    window: { daysBefore: 3, daysAfter: 10, notFoundAfterDays: 10 },
  };
  const merged = { ...base, ...overrides };
  return { ...merged, counts: { ...merged.counts, matched: merged.matched.length, review: merged.review.length, unmatched: merged.unmatched.length, notFound: merged.notFound.length } };
}

const BANKS = { body: { banks: [{ id: 'sbi', name: 'State Bank of India' }, { id: 'hdfc', name: 'HDFC Bank' }], mappings: [{ bankName: 'Kotak Mahindra', date: 'Posting Date', narration: 'Details', credit: 'Money In', reference: 'UTR', debit: '', balance: '' }] } };

const donations = [
  { _id: 'd9', name: 'Vikram Singh', email: 'vikram@example.org', amount: 999, mode: 'UPI', utr: '412345678901', hasScreenshot: false, date: '2026-10-01T06:30:00.000Z', receiptGenerated: false, createdAt: '2026-10-01T06:30:00.000Z', address: '', pan: '', receipt: null, voidedReceipts: [] },
];

async function openPanel(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes({ donations }), 'GET /api/admin/bank-statements': { body: lists() }, 'GET /api/admin/bank-statements/banks': BANKS, ...routes });
  const view = renderAdmin({ tab: 'donations' });
  await screen.findByRole('navigation', { name: 'Pages of donations' });
  return { fetchMock, ...view };
}

describe('Import bank statement (Donations tab)', () => {
  it('flags the receipt requests not found in the bank after 10 days in the table', async () => {
    await openPanel();
    const row = screen.getByRole('row', { name: /Vikram Singh/ });
    expect(await within(row).findByText('Not found in the bank')).toBeInTheDocument();
    expect(screen.getByText('1 matched · 1 need a look · 1 without a request · 1 not found in the bank')).toBeInTheDocument();
  });

  it('uploads the statement with the bank chosen, shows progress, then the three lists with their counts', async () => {
    const reply = deferredReply();
    const { user, fetchMock } = await openPanel({ 'GET /api/admin/bank-statements': { body: lists({ matched: [], review: [], unmatched: [], notFound: [] }) }, 'POST /api/admin/bank-statements': reply.route });
    await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
    await user.upload(screen.getByLabelText('Statement file (CSV or XLSX)'), new File(['Txn Date,Description'], 'sbi-nov.csv', { type: 'text/csv' }));
    await screen.findByRole('option', { name: 'State Bank of India' });
    await user.selectOptions(screen.getByLabelText('Bank'), 'sbi');
    await user.click(screen.getByRole('button', { name: 'Import and match' }));
    expect(await screen.findByText('Uploading and matching…')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST /api/admin/bank-statements')[0].body as FormData;
    expect(sent.get('bank')).toBe('sbi');
    expect((sent.get('statement') as File).name).toBe('sbi-nov.csv');
    const statements = [{ id: 's1', bankName: 'State Bank of India', fileName: 'sbi-nov.csv', from: '2026-11-01', to: '2026-11-30', credits: 4, added: 3, importedAt: '2026-11-20T06:00:00.000Z', importedBy: 'admin@society.local' }];
    reply.resolve({ status: 201, body: { statementId: 's1', bank: 'sbi', bankName: 'State Bank of India', credits: 4, added: 3, duplicates: 1, debits: 2, from: '2026-11-01', to: '2026-11-30', reconciliation: lists({ statements }) } });
    expect(await screen.findByRole('heading', { name: 'Matched (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Needs a look (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credits without a request (1)' })).toBeInTheDocument();
    expect(screen.getByText(/State Bank of India: 4 credits read, 3 new, 1 already imported/)).toBeInTheDocument();
    expect(screen.queryByText('Uploading and matching…')).not.toBeInTheDocument();
    expect(screen.getByText('Imported statements (1)')).toBeInTheDocument();
    expect(screen.getByText(/sbi-nov\.csv \(State Bank of India\), 1 Nov 2026 to 30 Nov 2026: 4 credits, 3 new, imported 20 Nov 2026 by admin@society\.local/)).toBeInTheDocument();
  });

  it("shows the server's refusal naming the row and column", async () => {
    const { user } = await openPanel({
      'POST /api/admin/bank-statements': { status: 400, body: { statusCode: 400, message: 'Row 7, column "Credit": "1O0.00" is not an amount.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
    await user.click(screen.getByRole('button', { name: 'Import and match' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the statement file (CSV or XLSX) to import.');
    await user.upload(screen.getByLabelText('Statement file (CSV or XLSX)'), new File(['x'], 'broken.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import and match' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Row 7, column "Credit": "1O0.00" is not an amount.'));
  });

  it('sends the column mapping for "Other", filled from a remembered bank', async () => {
    const { user, fetchMock } = await openPanel({ 'POST /api/admin/bank-statements': { status: 201, body: { statementId: 's2', bank: 'other', bankName: 'Kotak Mahindra', credits: 1, added: 1, duplicates: 0, debits: 0, from: null, to: null, reconciliation: lists() } } });
    await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
    await user.upload(screen.getByLabelText('Statement file (CSV or XLSX)'), new File(['x'], 'kotak.csv', { type: 'text/csv' }));
    await screen.findByRole('option', { name: 'State Bank of India' });
    await user.selectOptions(screen.getByLabelText('Bank'), 'other');
    await user.selectOptions(screen.getByLabelText('Remembered banks'), 'Kotak Mahindra');
    expect(screen.getByLabelText('Credit (deposit) column')).toHaveValue('Money In');
    await user.click(screen.getByRole('button', { name: 'Import and match' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/admin/bank-statements')).toHaveLength(1));
    const sent = requestsTo(fetchMock, 'POST /api/admin/bank-statements')[0].body as FormData;
    expect([sent.get('bank'), sent.get('bankName'), sent.get('dateColumn'), sent.get('narrationColumn'), sent.get('creditColumn'), sent.get('referenceColumn')]).toEqual(['other', 'Kotak Mahindra', 'Posting Date', 'Details', 'Money In', 'UTR']);
  });

  it('confirms all matched, matches or dismisses a doubtful credit, and records a credit without a request under the edited name', async () => {
    const { user, fetchMock } = await openPanel({
      'POST /api/admin/bank-statements/confirm': { body: { confirmed: 1, receipts: [{ donationId: 'd1', receiptNumber: '2026-27/0001' }], skipped: [] } },
      'POST /api/admin/bank-statements/credits/c2/match': { body: { ...donations[0], _id: 'd3', name: 'Meena Das', receiptGenerated: true, receipt: { number: '2026-27/0002', financialYear: '2026-27', issuedAt: '2026-11-20T00:00:00.000Z' } } },
      'POST /api/admin/bank-statements/credits/c2/dismiss': { body: { message: 'Dismissed' } },
      'POST /api/admin/bank-statements/credits/c3/record': { status: 201, body: { ...donations[0], _id: 'd10', name: 'Farah Khan (HDFC)', email: '', amount: 7777 } },
    });
    await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm all matched' }));
    expect(await screen.findByText('Confirmed 1 matches and issued their receipts')).toBeInTheDocument();

    const pick = screen.getByLabelText('Receipt request');
    expect(within(pick).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Suresh Iyer, ₹1,000.00, UTR 433099990002, 2 Nov 2026 (UTR one digit off)',
      'Meena Das, ₹1,000.00, UTR 433055550000, 2 Nov 2026 (Same amount and date only)',
    ]);
    await user.selectOptions(pick, 'd3');
    await user.click(screen.getByRole('button', { name: 'Match' }));
    expect(await screen.findByText('Matched: receipt 2026-27/0002 issued for Meena Das')).toBeInTheDocument();
    expect(jsonOf(requestsTo(fetchMock, 'POST /api/admin/bank-statements/credits/c2/match')[0])).toEqual({ donationId: 'd3' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Suggestion dismissed')).toBeInTheDocument();

    const name = screen.getByLabelText('Donor name');
    expect(name).toHaveValue('Farah Khan');
    await user.clear(name);
    await user.type(name, 'Farah Khan (HDFC)');
    await user.click(screen.getByRole('button', { name: 'Record as donation' }));
    expect(await screen.findByText('Recorded ₹7,777.00 from Farah Khan (HDFC) as a donation')).toBeInTheDocument();
    expect(jsonOf(requestsTo(fetchMock, 'POST /api/admin/bank-statements/credits/c3/record')[0])).toEqual({ name: 'Farah Khan (HDFC)' });
    // Each step reloads the lists and the donations.
    expect(requestsTo(fetchMock, 'GET /api/admin/bank-statements').length).toBeGreaterThanOrEqual(4);
  });

  it('shows a page of a long list with how much is left, and asks for the next page', async () => {
    const cut = { ...lists(), counts: { matched: 1, review: 1, unmatched: 120, notFound: 1, confirmed: 0, recorded: 0 } };
    const { user, fetchMock } = await openPanel({ 'GET /api/admin/bank-statements': { body: cut } });
    await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
    expect(await screen.findByText('Showing 1 of 120')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/admin/bank-statements?limit=50')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show 50 more' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/admin/bank-statements?limit=100')).toHaveLength(1));
  });
});

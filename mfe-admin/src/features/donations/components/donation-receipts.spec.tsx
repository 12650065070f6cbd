import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDonation } from '../api/get-donations';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin, TOKEN } from '../../../testing/render-admin';
import { serveFiles, watchDownloads } from '../../../testing/downloads';

const asha: AdminDonation = {
  _id: 'd1',
  name: 'Asha',
  email: 'asha@example.org',
  amount: 2500,
  mode: 'UPI',
  utr: 'UTR-d1',
  hasScreenshot: false,
  date: '2025-06-10T06:30:00.000Z',
  receiptGenerated: false,
  createdAt: '2025-06-10T06:30:00.000Z',
  address: '',
  pan: '',
  receipt: null,
  voidedReceipts: [],
};
const bhanu: AdminDonation = {
  ...asha,
  _id: 'd2',
  name: 'Bhanu',
  email: 'bhanu@example.org',
  amount: 1000,
  utr: 'UTR-d2',
  receiptGenerated: true,
  address: '4 Mall Road\nAmbala Cantt',
  pan: 'ABCDE1234F',
  receipt: { number: '2025-26/0002', financialYear: '2025-26', issuedAt: '2025-07-01T05:00:00.000Z' },
  voidedReceipts: [
    {
      number: '2025-26/0001',
      financialYear: '2025-26',
      issuedAt: '2025-06-20T05:00:00.000Z',
      reason: 'Wrong amount entered',
      voidedAt: '2025-06-30T05:00:00.000Z',
      voidedBy: 'admin@society.local',
    },
  ],
};

async function openDonations(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes({ donations: [asha, bhanu] }), ...routes });
  const view = renderAdmin({ tab: 'donations' });
  await screen.findByRole('tab', { name: 'Donations (2)', selected: true });
  await screen.findByRole('navigation', { name: 'Pages of donations' });
  return { fetchMock, ...view };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const receiptCell = (name: string) => within(rowOf(name)).getAllByRole('cell')[7];

describe('Donations tab: receipts', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows each receipt number or Pending, and the new number when Done issues one', async () => {
    const issued = { number: '2025-26/0003', financialYear: '2025-26', issuedAt: '2025-08-15T05:00:00.000Z' };
    const { user } = await openDonations({
      'PUT /api/public/donations/d1/status': { body: { ...asha, receiptGenerated: true, receipt: issued } },
    });
    expect(receiptCell('Bhanu')).toHaveTextContent('2025-26/0002');
    expect(within(receiptCell('Asha')).getByRole('combobox')).toHaveDisplayValue('Pending');
    expect(receiptCell('Asha')).not.toHaveTextContent(/2025-26\//);
    expect(within(rowOf('Asha')).queryByRole('button', { name: /Download receipt/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Receipt status for Asha' }), 'Done');
    await waitFor(() => expect(receiptCell('Asha')).toHaveTextContent('2025-26/0003'));
    expect(await screen.findByText('Receipt 2025-26/0003 issued for Asha')).toBeInTheDocument();
    expect(within(rowOf('Asha')).getByRole('button', { name: 'Download receipt 2025-26/0003 for Asha' })).toBeInTheDocument();
    expect(within(rowOf('Asha')).getByRole('button', { name: 'Void receipt 2025-26/0003' })).toBeInTheDocument();
  });

  it('voids a receipt only with a reason, after which the row is Pending and its status can be set again', async () => {
    const { user, fetchMock } = await openDonations({
      'POST /api/admin/donations/d2/receipt/void': (init) => ({
        status: 201,
        body: {
          ...bhanu,
          receiptGenerated: false,
          receipt: null,
          voidedReceipts: [...bhanu.voidedReceipts, { ...bhanu.receipt, reason: jsonOf(init).reason, voidedAt: '2025-08-15T05:00:00.000Z', voidedBy: 'admin@society.local' }],
        },
      }),
    });
    expect(screen.getByRole('combobox', { name: 'Receipt status for Bhanu' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Void receipt 2025-26/0002' }));
    const dialog = screen.getByRole('dialog', { name: 'Void receipt 2025-26/0002' });
    const confirm = within(dialog).getByRole('button', { name: 'Void receipt' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Donor asked for a corrected name  ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonOf(requestsTo(fetchMock, 'POST /api/admin/donations/d2/receipt/void')[0])).toEqual({ reason: 'Donor asked for a corrected name' });
    expect(receiptCell('Bhanu')).not.toHaveTextContent('2025-26/0002');
    const status = screen.getByRole('combobox', { name: 'Receipt status for Bhanu' });
    expect(status).toHaveValue('pending');
    expect(status).toBeEnabled();
    expect(within(rowOf('Bhanu')).queryByRole('button', { name: /Void receipt/ })).not.toBeInTheDocument();

    // The voided receipt stays in the donation's history.
    await user.click(screen.getByRole('button', { name: "Details of Bhanu's donation" }));
    const history = within(screen.getByRole('dialog', { name: 'Donation from Bhanu' })).getByRole('table', { name: 'Voided receipts of this donation' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText('Donor asked for a corrected name')).toBeInTheDocument();
  });

  it('shows address, PAN and the voided receipts in the details', async () => {
    const { user } = await openDonations();
    await user.click(screen.getByRole('button', { name: "Details of Bhanu's donation" }));
    const dialog = screen.getByRole('dialog', { name: 'Donation from Bhanu' });
    expect(within(dialog).getByText('Postal address').nextElementSibling).toHaveTextContent('4 Mall Road Ambala Cantt');
    expect(within(dialog).getByText('PAN').nextElementSibling).toHaveTextContent('ABCDE1234F');
    expect(within(dialog).getByText('Receipt').nextElementSibling).toHaveTextContent('2025-26/0002, issued 1 Jul 2025');
    const [, row] = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2025-26/0001',
      '20 Jun 2025',
      '30 Jun 2025',
      'Wrong amount entered',
      'admin@society.local',
    ]);
  });

  it('sends only the corrected fields, and shows the lock message when a receipt refuses the change', async () => {
    const { user, fetchMock } = await openDonations({
      'PUT /api/admin/donations/d2': { status: 409, body: { statusCode: 409, message: 'Receipt issued: amount, name and PAN are locked' } },
      'PUT /api/admin/donations/d1': (init) => ({ body: { ...asha, ...jsonOf(init) } }),
    });
    await user.click(screen.getByRole('button', { name: "Details of Bhanu's donation" }));
    await user.click(screen.getByRole('button', { name: 'Edit Donation' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Donation' });
    expect(within(dialog).getByText(/Receipt 2025-26\/0002 is issued/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (INR)'));
    await user.type(within(dialog).getByLabelText('Amount (INR)'), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Receipt issued: amount, name and PAN are locked');
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/donations/d2')[0])).toEqual({ amount: 1200 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: "Details of Asha's donation" }));
    await user.click(screen.getByRole('button', { name: 'Edit Donation' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Donation' });
    await user.type(within(dialog).getByLabelText('PAN'), 'abcd1234f');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('pan must be a valid PAN (e.g. ABCDE1234F)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('PAN'));
    await user.type(within(dialog).getByLabelText('PAN'), 'pqrst6789z');
    await user.type(within(dialog).getByLabelText('Postal address'), '9 Topkhana Basti');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/donations/d1')[0])).toEqual({ address: '9 Topkhana Basti', pan: 'PQRST6789Z' });
  });

  it('downloads the receipt PDF with the admin token through an object URL', async () => {
    const { user } = await openDonations();
    const fetchMock = serveFiles({
      '/api/admin/donations/d2/receipt': { body: '%PDF-1.7', type: 'application/pdf', fileName: 'receipt-2025-26-0002.pdf' },
    });
    const createUrl = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const downloads = watchDownloads();

    await user.click(screen.getByRole('button', { name: 'Download receipt 2025-26/0002 for Bhanu' }));
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:receipt', download: 'receipt-2025-26-0002.pdf' }]));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/donations/d2/receipt');
    expect(init.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
    expect((createUrl.mock.calls[0][0] as Blob).type).toBe('application/pdf');
  });

  it('offers Form 10BD for this financial year and the three before, and the books CSV for a date range', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2026-03-31T19:00:00.000Z')); // 00:30 on 1 April 2026 in India: FY 2026-27 has begun
    const { user } = await openDonations();
    const fetchMock = serveFiles({
      '/api/admin/donations/form-10bd.csv?fy=2025-26': { body: 'a,b\n', type: 'text/csv', fileName: 'form-10bd-2025-26.csv' },
      '/api/admin/donations/export.csv?from=2025-04-01&to=2025-06-30': { body: 'a,b\n', type: 'text/csv', fileName: 'donations.csv' },
    });
    const downloads = watchDownloads();

    const year = screen.getByLabelText('Financial year');
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026-27', '2025-26', '2024-25', '2023-24']);
    // Chosen already: the year just ended, which 10BD is filed for (by 31 May).
    expect(year).toHaveValue('2025-26');
    await user.click(screen.getByRole('button', { name: 'Form 10BD (CSV)' }));
    await waitFor(() => expect(downloads.map((file) => file.download)).toEqual(['form-10bd-2025-26.csv']));

    await user.type(screen.getByLabelText('From'), '2025-04-01');
    await user.type(screen.getByLabelText('To'), '2025-06-30');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.map((file) => file.download)).toEqual(['form-10bd-2025-26.csv', 'donations.csv']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/donations/form-10bd.csv?fy=2025-26',
      '/api/admin/donations/export.csv?from=2025-04-01&to=2025-06-30',
    ]);
  });

  it('shows the server message in a toast when a download fails', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2025-08-15T04:30:00.000Z'));
    const { user } = await openDonations({
      'GET /api/admin/donations/form-10bd.csv?fy=2022-23': { status: 400, body: { statusCode: 400, message: 'No donations are kept for 2022-23' } },
      'GET /api/admin/donations/export.csv?to=2025-01-31': { status: 503, body: { statusCode: 503, message: 'The database is not reachable' } },
    });
    await user.selectOptions(screen.getByLabelText('Financial year'), '2022-23');
    await user.click(screen.getByRole('button', { name: 'Form 10BD (CSV)' }));
    expect(await screen.findByText('No donations are kept for 2022-23')).toBeInTheDocument();

    await user.type(screen.getByLabelText('To'), '2025-01-31');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The database is not reachable')).toBeInTheDocument();
  });
});

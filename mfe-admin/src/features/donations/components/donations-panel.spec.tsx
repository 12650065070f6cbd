import { screen, waitFor, within } from '@testing-library/react';
import type { VoidedReceipt } from '@society/contracts';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

function donation(id: string, name: string, amount: number, date: string, receiptGenerated: boolean) {
  const receipt = receiptGenerated ? { number: `2025-26/000${id.slice(1)}`, financialYear: '2025-26', issuedAt: date } : null;
  return {
    _id: id,
    name,
    email: `${name.toLowerCase()}@example.org`,
    amount,
    mode: 'UPI',
    utr: `UTR-${id}`,
    hasScreenshot: false,
    date,
    receiptGenerated,
    createdAt: date,
    address: '',
    pan: '',
    receipt,
    voidedReceipts: [] as VoidedReceipt[],
  };
}

// Fixed dates around the financial year boundary (India is UTC+5:30).
const donations = [
  donation('d1', 'Asha', 2500, '2025-06-10T06:30:00.000Z', false), // June 2025
  donation('d2', 'Bhanu', 1000, '2025-03-31T19:00:00.000Z', true), // 00:30 on 1 April 2025 in India
  donation('d3', 'Chetan', 5000, '2025-03-31T17:00:00.000Z', false), // 22:30 on 31 March 2025: last year
  donation('d4', 'Divya', 700, '2026-02-02T05:00:00.000Z', true), // in the future of 'now', same FY
];

async function openDonations(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes({ donations }), ...routes });
  const view = renderAdmin({ tab: 'donations' });
  await screen.findByRole('tab', { name: 'Donations (4)', selected: true });
  return { fetchMock, ...view };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Donations tab', () => {
  afterEach(() => jest.useRealTimers());

  it("sums this Indian financial year by donation date, counts pending receipts and charts each month", async () => {
    // Only the clock is fixed; timers stay real so the UI runs normally.
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'],
    });
    jest.setSystemTime(new Date('2025-08-15T04:30:00.000Z'));
    await openDonations();

    expect(screen.getByText('Received in FY 2025–26').nextElementSibling).toHaveTextContent('₹4,200.00');
    expect(screen.getByText('Pending receipts').nextElementSibling).toHaveTextContent('2');
    const chart = screen.getByRole('figure', { name: 'Donations per month, FY 2025–26' });
    const months = within(chart).getAllByRole('listitem');
    expect(months).toHaveLength(12);
    expect(months[0]).toHaveTextContent('April 2025: ₹1,000.00');
    expect(months[2]).toHaveTextContent('June 2025: ₹2,500.00');
    expect(months[10]).toHaveTextContent('February 2026: ₹700.00');
    expect(months[11]).toHaveTextContent('March 2026: ₹0.00');
  });

  it('shows each donation in INR and en-IN dates, and filters by receipt status', async () => {
    const { user } = await openDonations();
    const asha = rowOf('Asha');
    expect(within(asha).getByText('₹2,500.00')).toBeInTheDocument();
    expect(within(asha).getByText('10 Jun 2025')).toBeInTheDocument();
    expect(within(asha).getByText('UTR-d1')).toBeInTheDocument();
    // 19:00 UTC on 31 March is 1 April in India.
    expect(within(rowOf('Bhanu')).getByText('1 Apr 2025')).toBeInTheDocument();

    const filter = screen.getByLabelText('Show');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Pending receipt', 'Receipt generated']);
    await user.selectOptions(filter, 'Pending receipt');
    expect(screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Asha', 'Chetan']);
    await user.selectOptions(filter, 'Receipt generated');
    expect(screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Bhanu', 'Divya']);
    await user.selectOptions(filter, 'All');
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('marks a Pending receipt Done once, then locks the control; a failure says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let puts = 0;
    const { user, fetchMock } = await openDonations({
      'PUT /api/public/donations/d1/status': () => ((puts += 1), { body: { ...donations[0], receiptGenerated: true } }),
      'PUT /api/public/donations/d3/status': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });

    const bhanu = screen.getByRole('combobox', { name: 'Receipt status for Bhanu' });
    expect(bhanu).toHaveValue('done');
    expect(bhanu).toBeDisabled();

    const asha = screen.getByRole('combobox', { name: 'Receipt status for Asha' });
    expect(asha).toHaveValue('pending');
    await user.selectOptions(asha, 'Done');
    await waitFor(() => expect(asha).toHaveValue('done'));
    expect(asha).toBeDisabled();
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/public/donations/d1/status')[0])).toEqual({ receiptGenerated: true });
    expect(screen.getByText('Pending receipts').nextElementSibling).toHaveTextContent('1');

    const chetan = screen.getByRole('combobox', { name: 'Receipt status for Chetan' });
    await user.selectOptions(chetan, 'Done');
    expect(await screen.findByText('Failed to update receipt status')).toBeInTheDocument();
    expect(chetan).toHaveValue('pending');
    expect(chetan).toBeEnabled();
    expect(puts).toBe(1);
  });

  it('shows the error message text when refreshing the list fails', async () => {
    let gets = 0;
    const { user } = await openDonations({
      'GET /api/public/donations': () =>
        (gets += 1) === 1 ? { body: donations } : { status: 503, body: { statusCode: 503, message: 'The database is not reachable' } },
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable');
    expect(rowOf('Asha')).toBeInTheDocument();
  });
});

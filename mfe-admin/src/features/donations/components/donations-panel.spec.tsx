import { screen, waitFor, within } from '@testing-library/react';
import type { VoidedReceipt } from '@society/contracts';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { donationPages } from '../../../testing/donation-pages';
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
  await screen.findByRole('navigation', { name: 'Pages of donations' });
  return { fetchMock, ...view };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Donations tab', () => {
  afterEach(() => jest.useRealTimers());

  it("shows this Indian financial year's total, the pending receipts and each month's bar as the server gives them", async () => {
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
    const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
    // Newest first: the server sorts by donation date.
    expect(names()).toEqual(['Divya', 'Asha', 'Bhanu', 'Chetan']);
    await user.selectOptions(filter, 'Pending receipt');
    await waitFor(() => expect(names()).toEqual(['Asha', 'Chetan']));
    await user.selectOptions(filter, 'Receipt generated');
    await waitFor(() => expect(names()).toEqual(['Divya', 'Bhanu']));
    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
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
    let down = false;
    const pages = donationPages(donations);
    const { user } = await openDonations({
      'GET /api/public/donations': (init, url) => (down ? { status: 503, body: { statusCode: 503, message: 'The database is not reachable' } } : pages(init, url)),
    });
    down = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable');
    expect(rowOf('Asha')).toBeInTheDocument();
  });

  describe('paged on the server', () => {
    // 60 donations, one a day through June and July 2025; the odd ones receipted.
    const many = Array.from({ length: 60 }, (_, index) =>
      donation(`p${index}`, `Giver ${String(index).padStart(2, '0')}`, 100 + index, new Date(Date.UTC(2025, 5, 1) + index * 86_400_000).toISOString(), index % 2 === 1),
    );
    const lastQuery = (fetchMock: jest.Mock) => {
      const urls = fetchMock.mock.calls.map(([url]: [string]) => url).filter((url: string) => url.startsWith('/api/public/donations?'));
      return Object.fromEntries(new URL(urls[urls.length - 1], 'http://site').searchParams);
    };

    it('opens the page, filter and search the address holds, and moves between pages', async () => {
      const fetchMock = mockApi(dashboardRoutes({ donations: many }));
      const { user } = renderAdmin({ tab: 'donations', query: '&receipt=pending&page=2' });
      const pager = await screen.findByRole('navigation', { name: 'Pages of donations' });
      expect(screen.getByLabelText('Show')).toHaveValue('pending');
      expect(within(pager).getByText('26–30 of 30 donations')).toBeInTheDocument();
      expect(lastQuery(fetchMock)).toEqual({ page: '2', pageSize: '25', sort: '-date', receipt: 'pending' });
      expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

      await user.click(within(pager).getByRole('button', { name: 'Previous' }));
      expect(await within(pager).findByText('1–25 of 30 donations')).toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(26);
      expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();

      // A new search starts again at page 1, with the filter kept.
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      await within(pager).findByText('26–30 of 30 donations');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'giver 4{Enter}');
      expect(await within(pager).findByText('1–5 of 5 donations')).toBeInTheDocument();
      expect(lastQuery(fetchMock)).toEqual({ page: '1', pageSize: '25', sort: '-date', receipt: 'pending', search: 'giver 4' });

      await user.selectOptions(screen.getByLabelText('Rows'), '10');
      await user.selectOptions(screen.getByLabelText('Sort'), 'Largest amount');
      await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ pageSize: '10', sort: '-amount', search: 'giver 4' }));
      await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Giver 48'));
    });

    it('keeps the figures right after a receipt is issued on a later page', async () => {
      mockApi({
        ...dashboardRoutes({ donations: many }),
        'PUT /api/public/donations/p8/status': {
          body: { ...many[8], receiptGenerated: true, receipt: { number: '2025-26/0031', financialYear: '2025-26', issuedAt: '2025-08-01T05:00:00.000Z' } },
        },
      });
      const { user } = renderAdmin({ tab: 'donations', query: '&receipt=pending&page=2' });
      await screen.findByRole('navigation', { name: 'Pages of donations' });
      expect(screen.getByText('Pending receipts').nextElementSibling).toHaveTextContent('30');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Receipt status for Giver 08' }), 'Done');
      await waitFor(() => expect(screen.getByText('Pending receipts').nextElementSibling).toHaveTextContent('29'));
      // Reloaded with its filter: the receipted row leaves the pending list, and the tab counts all 60.
      await waitFor(() => expect(screen.queryByRole('row', { name: /Giver 08/ })).not.toBeInTheDocument());
      expect(screen.getByText('26–29 of 29 donations')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Donations (60)' })).toBeInTheDocument();
    });
  });
});

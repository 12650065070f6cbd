import { screen, waitFor, within } from '@testing-library/react';
import type { MailState } from '@society/contracts';
import type { AdminDonation } from '../api/get-donations';
import { mockApi, requestsTo } from '../../../testing/api-mock';
import { donationPages } from '../../../testing/donation-pages';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const sent = (sentAt: string): MailState => ({ status: 'sent', attempts: 1, sentAt });
const receiptNo = (n: number) => ({ number: `2025-26/000${n}`, financialYear: '2025-26', issuedAt: '2025-07-01T05:00:00.000Z' });

function donation(id: string, name: string, extra: Partial<AdminDonation>): AdminDonation {
  return {
    _id: id,
    name,
    email: `${name.toLowerCase()}@example.org`,
    amount: 1000,
    mode: 'UPI',
    utr: `UTR-${id}`,
    hasScreenshot: false,
    date: '2025-06-10T06:30:00.000Z',
    receiptGenerated: false,
    createdAt: '2025-06-10T06:30:00.000Z',
    address: '',
    pan: '',
    receipt: null,
    voidedReceipts: [],
    ...extra,
  };
}

const issued = (n: number) => ({ receiptGenerated: true, receipt: receiptNo(n) });
const asha = donation('d1', 'Asha', { mail: { acknowledgement: sent('2025-06-10T06:31:00.000Z'), receipt: null } });
const bhanu = donation('d2', 'Bhanu', { ...issued(1), mail: { acknowledgement: sent('2025-06-10T06:31:00.000Z'), receipt: sent('2025-07-01T05:00:00.000Z') } });
const chetan = donation('d3', 'Chetan', {
  ...issued(2),
  mail: { acknowledgement: { status: 'pending', attempts: 1, lastError: 'Connection timeout' }, receipt: { status: 'failed', attempts: 5, lastError: '550 Mailbox unavailable' } },
});
const OVER_LIMIT = 'Not sent: this address already had 3 acknowledgements in the last 24 hours (a limit against misuse of the form)';
const divya = donation('d4', 'Divya', {
  ...issued(3),
  mail: { acknowledgement: { status: 'failed', attempts: 0, lastError: OVER_LIMIT }, receipt: { status: 'pending', attempts: 0 } },
});
const esha = donation('d5', 'Esha', { ...issued(4), mail: { acknowledgement: { status: 'disabled', attempts: 0 }, receipt: { status: 'disabled', attempts: 0 } } });
// An API from before mail: no `mail` at all.
const farid = donation('d6', 'Farid', issued(5));
const all = [asha, bhanu, chetan, divya, esha, farid];

async function openDonations(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes({ donations: all }), ...routes });
  const view = renderAdmin({ tab: 'donations' });
  await screen.findByRole('tab', { name: 'Donations (6)', selected: true });
  await screen.findByRole('navigation', { name: 'Pages of donations' });
  return { fetchMock, ...view };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const receiptCell = (name: string) => within(rowOf(name)).getAllByRole('cell')[7];

async function openDetails(user: Awaited<ReturnType<typeof openDonations>>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Details of ${name}'s donation` }));
  return screen.getByRole('dialog', { name: `Donation from ${name}` });
}

const valueOf = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling;

describe('Donations tab: email to donors', () => {
  it('says in words under each receipt number whether the receipt was emailed', async () => {
    await openDonations();
    expect(receiptCell('Bhanu')).toHaveTextContent('2025-26/0001Receipt emailed');
    expect(receiptCell('Chetan')).toHaveTextContent('2025-26/0002Email failed');
    expect(receiptCell('Divya')).toHaveTextContent('2025-26/0003Email pending');
    expect(receiptCell('Esha')).toHaveTextContent('2025-26/0004Email not configured');
    // No receipt, or an API that says nothing about mail: nothing is claimed.
    expect(receiptCell('Asha')).not.toHaveTextContent(/email/i);
    expect(receiptCell('Farid').textContent).toBe('PendingDone2025-26/0005');
  });

  it('shows each mail state in words in the details', async () => {
    const { user } = await openDonations();
    let dialog = await openDetails(user, 'Bhanu');
    expect(within(dialog).getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(valueOf(dialog, 'Acknowledgement email')).toHaveTextContent('Sent on 10 Jun 2025, 12:01 pm');
    expect(valueOf(dialog, 'Receipt email')).toHaveTextContent('Sent on 1 Jul 2025, 10:30 am');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await openDetails(user, 'Chetan');
    expect(valueOf(dialog, 'Acknowledgement email')).toHaveTextContent('Waiting to send (attempt 2)');
    expect(valueOf(dialog, 'Receipt email')).toHaveTextContent('Failed after 5 attempts: 550 Mailbox unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Never tried: the reason alone, not "Failed after 0 attempts".
    dialog = await openDetails(user, 'Divya');
    expect(valueOf(dialog, 'Acknowledgement email')?.textContent).toBe(OVER_LIMIT);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await openDetails(user, 'Esha');
    expect(valueOf(dialog, 'Acknowledgement email')).toHaveTextContent('Email not configured');
    expect(valueOf(dialog, 'Receipt email')).toHaveTextContent('Email not configured');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await openDetails(user, 'Asha');
    expect(valueOf(dialog, 'Receipt email')).toHaveTextContent('No receipt issued yet');
    expect(within(dialog).queryByRole('button', { name: 'Resend receipt email' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    dialog = await openDetails(user, 'Farid');
    expect(within(dialog).queryByRole('heading', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Receipt email')).not.toBeInTheDocument();
  });

  it('queues the receipt email again, says so, and reloads the list', async () => {
    let resent = false;
    const before = donationPages(all);
    const after = donationPages(all.map((item) => (item._id === 'd3' ? { ...chetan, mail: { ...chetan.mail, receipt: { status: 'pending' as const, attempts: 0 } } } : item)));
    const { user, fetchMock } = await openDonations({
      'GET /api/public/donations': (init, url) => (resent ? after : before)(init, url),
      'POST /api/admin/donations/d3/receipt/resend': () => ((resent = true), { status: 202, body: { message: 'Receipt email queued.' } }),
    });
    const getsBefore = requestsTo(fetchMock, 'GET /api/public/donations').length;
    const dialog = await openDetails(user, 'Chetan');
    await user.click(within(dialog).getByRole('button', { name: 'Resend receipt email' }));

    expect(await screen.findByText('Receipt email queued.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/donations/d3/receipt/resend')).toHaveLength(1);
    await waitFor(() => expect(valueOf(dialog, 'Receipt email')).toHaveTextContent('Waiting to send (attempt 1)'));
    expect(requestsTo(fetchMock, 'GET /api/public/donations')).toHaveLength(getsBefore + 1);
    expect(receiptCell('Chetan')).toHaveTextContent('Email pending');
  });

  it.each(['Email is not configured.', 'No receipt to send'])("shows the server's 409 message '%s'", async (message) => {
    const { user } = await openDonations({
      'POST /api/admin/donations/d5/receipt/resend': { status: 409, body: { statusCode: 409, message } },
    });
    const dialog = await openDetails(user, 'Esha');
    await user.click(within(dialog).getByRole('button', { name: 'Resend receipt email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Receipt email queued.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend receipt email' })).toBeEnabled();
  });
});

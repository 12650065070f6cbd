import { screen, within } from '@testing-library/react';
import type { AdminDonation } from '../api/get-donations';
import { mockApi } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

/** A UPI gift made through the Donate page's UPI card, with its reference code (issue 33, item 3), and one without. */
const withReference: AdminDonation = {
  _id: 'd1',
  name: 'Kavita',
  email: 'kavita@example.org',
  amount: 1500,
  mode: 'UPI',
  utr: '433012345678',
  hasScreenshot: false,
  date: '2025-06-10T06:30:00.000Z',
  receiptGenerated: false,
  createdAt: '2025-06-10T06:30:00.000Z',
  address: '',
  pan: '',
  reference: 'DON7KQ4MX',
  receipt: null,
  voidedReceipts: [],
};
const { reference: _none, ...withoutReference } = { ...withReference, _id: 'd2', name: 'Bhanu', email: 'bhanu@example.org', utr: 'UTR-d2' };

describe('Donations tab: the payment reference of the Donate page', () => {
  it('shows the reference under the UTR in the list and as a line of the details; none reads -', async () => {
    mockApi(dashboardRoutes({ donations: [withReference, withoutReference] }));
    const { user } = renderAdmin({ tab: 'donations' });
    await screen.findByRole('tab', { name: 'Donations (2)', selected: true });
    const row = await screen.findByRole('row', { name: /Kavita/ });
    expect(within(row).getByText('433012345678')).toHaveTextContent('Ref DON7KQ4MX');
    expect(within(screen.getByRole('row', { name: /Bhanu/ })).queryByText(/Ref /)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Details of Kavita's donation" }));
    const dialog = screen.getByRole('dialog', { name: 'Donation from Kavita' });
    expect(within(dialog).getByText('Payment reference').nextElementSibling).toHaveTextContent('DON7KQ4MX');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: "Details of Bhanu's donation" }));
    const other = screen.getByRole('dialog', { name: 'Donation from Bhanu' });
    expect(within(other).getByText('Payment reference').nextElementSibling).toHaveTextContent('-');
  });
});

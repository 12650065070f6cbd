import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const message = {
  _id: 'c1',
  name: 'Neha',
  email: 'neha@example.org',
  message: 'I would like to teach on weekends.\nHow can I join?',
  createdAt: '2025-05-20T09:00:00.000Z',
};

describe('Contacts tab', () => {
  it("shows 'Failed to fetch contact messages' with Retry, then the cards and a message in full", async () => {
    let gets = 0;
    mockApi({
      ...dashboardRoutes(),
      'GET /api/public/contact': () => ((gets += 1) === 1 ? { status: 500, body: '' } : { body: [message] }),
    });
    const { user } = renderAdmin({ tab: 'contacts' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch contact messages');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    const card = await screen.findByRole('button', { name: /Neha/ });
    expect(card).toHaveTextContent('20 May 2025');
    expect(card).toHaveTextContent('neha@example.org');
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Message from Neha' });
    expect(within(dialog).getByText(/How can I join\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'neha@example.org' })).toHaveAttribute('href', 'mailto:neha@example.org');
  });
});

import { screen, within } from '@testing-library/react';
import type { ContactMessage } from '@society/contracts';
import { mockApi } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const message: ContactMessage = {
  _id: 'c1',
  name: 'Neha',
  email: 'neha@example.org',
  message: 'I would like to teach on weekends.\nHow can I join?',
  createdAt: '2025-05-20T09:00:00.000Z',
};

/** Thirty messages, newest first, as the API pages them (searching name, email and text). */
const MESSAGES: ContactMessage[] = Array.from({ length: 30 }, (_, index) => ({
  _id: `m${index}`,
  name: index === 7 ? 'Ravi Kumar' : `Sender ${index + 1}`,
  email: `sender${index + 1}@example.org`,
  message: `Message number ${index + 1}`,
  createdAt: new Date(Date.UTC(2025, 5, 30 - index)).toISOString(),
}));

function contactPages(url: string) {
  const query = new URL(url, 'http://site').searchParams;
  const search = (query.get('search') ?? '').toLowerCase();
  const matching = MESSAGES.filter((m) => !search || [m.name, m.email, m.message].some((text) => text.toLowerCase().includes(search)));
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 25);
  return { body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
}

describe('Contacts tab', () => {
  it("shows 'Failed to fetch contact messages' with Retry, then the cards and a message in full", async () => {
    let gets = 0;
    mockApi({
      ...dashboardRoutes(),
      'GET /api/public/contact': () => ((gets += 1) === 1 ? { status: 500, body: '' } : { body: { items: [message], total: 1, page: 1, pageSize: 25 } }),
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

  it('pages through the messages from the server and searches them from the first page', async () => {
    const fetchMock = mockApi({ ...dashboardRoutes(), 'GET /api/public/contact': (_init, url) => contactPages(url) });
    const { user } = renderAdmin({ tab: 'contacts' });

    expect(await screen.findByRole('button', { name: /Sender 1\b/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Sender|Ravi/ })).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('button', { name: /Sender 26/ })).toBeInTheDocument();
    expect(screen.getByText('26–30 of 30 messages')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ravi{Enter}');
    expect(await screen.findByRole('button', { name: /Ravi Kumar/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sender 26/ })).not.toBeInTheDocument();
    expect(screen.getByText('1–1 of 1 messages')).toBeInTheDocument();
    // Asked of the server, from page 1.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toMatch(/search=ravi/);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).not.toMatch(/page=2/);
  });
});

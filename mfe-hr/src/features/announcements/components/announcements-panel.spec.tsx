import { screen, waitFor, within } from '@testing-library/react';
import type { Announcement } from '@society/contracts';
import { useSession } from '@society/web-kit';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { bodiesTo, mockApi, requestsTo, type FakeRoute } from '../../../testing/api-mock';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';

const camp: Announcement = { _id: 'n1', Title: 'Health camp', Announcement: 'Free check-up on Sunday at Topkhana Basti', order: 2 };
const drive: Announcement = { _id: 'n2', Title: 'Book drive', Announcement: 'Bring old school books', order: 1 };

/** A fake announcements API that stores what is posted, so the reload shows it. */
function fakeApi(extra: Record<string, FakeRoute> = {}) {
  let list: Announcement[] = [camp, drive];
  return mockApi({
    ...dashboardRoutes(),
    'GET /api/public/Announcement': () => ({ body: list }),
    'POST /api/public/Announcement': (init) => {
      const created = { _id: 'n3', ...(JSON.parse(String(init.body)) as Omit<Announcement, '_id'>) };
      list = [...list, created];
      return { status: 201, body: created };
    },
    ...extra,
  });
}

async function openPanel() {
  const view = renderHr({ tab: 'announcements' });
  await screen.findByRole('heading', { name: 'Announcements' });
  return view;
}

beforeEach(() => useSession.getState().clear());

describe('the Announcements tab', () => {
  it('lists order, title and text by order, with named edit and delete buttons', async () => {
    fakeApi();
    await openPanel();
    const rows = screen.getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', 'Book drive', 'Bring old school books', ''],
      ['2', 'Health camp', 'Free check-up on Sunday at Topkhana Basti', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Edit announcement: Health camp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete announcement: Book drive' })).toBeInTheDocument();
  });

  it('adds one: Save is disabled while a text is empty, blanks are refused, texts trimmed, order defaults to 1', async () => {
    const fetchMock = fakeApi();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Add Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Announcement' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByLabelText('Order')).toHaveValue(1);
    expect(save).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Title'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Announcement'), 'Classes resume on Monday');
    await user.click(save);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All required fields must be filled.');
    expect(requestsTo(fetchMock, 'POST /api/public/Announcement')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Classes ');
    await user.type(within(dialog).getByLabelText('Announcement'), '  ');
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'POST /api/public/Announcement')).toEqual([
      { Title: 'Classes', Announcement: 'Classes resume on Monday', order: 1 },
    ]);
    expect(await screen.findByRole('tab', { name: 'Announcements (3)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Classes resume on Monday' })).toBeInTheDocument();
  });

  it('holds Title to 200 and Announcement to 1000 characters', async () => {
    fakeApi();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Add Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Announcement' });
    const title = within(dialog).getByLabelText('Title');
    const text = within(dialog).getByLabelText('Announcement');
    expect(title).toHaveAttribute('maxLength', '200');
    expect(text).toHaveAttribute('maxLength', '1000');
    await user.click(title);
    await user.paste('t'.repeat(205));
    await user.click(text);
    await user.paste('a'.repeat(1010));
    expect(title).toHaveValue('t'.repeat(200));
    expect(text).toHaveValue('a'.repeat(1000));
    expect(within(dialog).getByText('200/200 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('1000/1000 characters')).toBeInTheDocument();
  });

  it.each([
    ['', 1],
    ['0', 1],
    ['-4', 1],
    ['3', 3],
    ['2.7', 2],
  ])('sends order %j as %d', async (typed, sent) => {
    const fetchMock = fakeApi();
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Add Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Announcement' });
    await user.type(within(dialog).getByLabelText('Title'), 'Order check');
    await user.type(within(dialog).getByLabelText('Announcement'), 'Text');
    await user.clear(within(dialog).getByLabelText('Order'));
    if (typed) await user.type(within(dialog).getByLabelText('Order'), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesTo(fetchMock, 'POST /api/public/Announcement')).toEqual([{ Title: 'Order check', Announcement: 'Text', order: sent }]));
  });

  it('edits one with PUT, keeping Save disabled while saving', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const fetchMock = fakeApi({
      'PUT /api/public/Announcement/n1': () => new Promise<FakeReply>((done) => (release = done)),
    });
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Edit announcement: Health camp' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Announcement' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Health camp');
    expect(within(dialog).getByLabelText('Order')).toHaveValue(2);
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release({ body: { ...camp, order: 5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'PUT /api/public/Announcement/n1')).toEqual([
      { Title: 'Health camp', Announcement: 'Free check-up on Sunday at Topkhana Basti', order: 5 },
    ]);
  });

  it("shows 'Failed to save announcement' when the save fails", async () => {
    fakeApi({ 'POST /api/public/Announcement': { status: 500, body: {} } });
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Add Announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Announcement' });
    await user.type(within(dialog).getByLabelText('Title'), 'Camp');
    await user.type(within(dialog).getByLabelText('Announcement'), 'Sunday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save announcement');
  });

  it('deletes one after confirming, then reloads', async () => {
    const fetchMock = fakeApi({ 'DELETE /api/public/Announcement/n2': { body: { message: 'Deleted' } } });
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Delete announcement: Book drive' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Announcement' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/public/Announcement')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'DELETE /api/public/Announcement/n2')).toHaveLength(1);
  });

  it("shows 'Error deleting announcement' when the delete fails", async () => {
    fakeApi({ 'DELETE /api/public/Announcement/n2': { status: 500, body: {} } });
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Delete announcement: Book drive' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Announcement' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting announcement')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Book drive' })).toBeInTheDocument();
  });

  it('takes an optional Hindi title and text, sends them when written or to clear them, and shows them under the English', async () => {
    const bilingual = { ...camp, TitleHi: 'स्वास्थ्य शिविर', AnnouncementHi: 'रविवार को तोपखाना बस्ती में मुफ़्त जाँच' };
    const fetchMock = fakeApi({
      'GET /api/public/Announcement': () => ({ body: [bilingual, drive] }),
      'PUT /api/public/Announcement/n1': { body: bilingual },
    });
    const { user } = await openPanel();
    const row = screen.getByRole('row', { name: /Health camp/ });
    expect(within(row).getByText('स्वास्थ्य शिविर')).toHaveAttribute('lang', 'hi');
    expect(within(row).getByText('रविवार को तोपखाना बस्ती में मुफ़्त जाँच')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Announcement' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Announcement' });
    await user.type(within(dialog).getByLabelText('Title'), 'Classes');
    await user.type(within(dialog).getByLabelText('Announcement'), 'Classes resume on Monday');
    const titleHi = within(dialog).getByLabelText('Title in Hindi (optional)');
    expect(titleHi).toHaveAttribute('lang', 'hi');
    expect(titleHi).toHaveAttribute('maxLength', '200');
    await user.type(titleHi, ' कक्षाएँ ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'POST /api/public/Announcement')).toEqual([{ Title: 'Classes', Announcement: 'Classes resume on Monday', order: 1, TitleHi: 'कक्षाएँ' }]);

    // Editing one that has Hindi: clearing a field sends it blank, so the Hindi pages show the English.
    await user.click(screen.getByRole('button', { name: 'Edit announcement: Health camp' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Announcement' });
    expect(within(dialog).getByLabelText('Title in Hindi (optional)')).toHaveValue('स्वास्थ्य शिविर');
    await user.clear(within(dialog).getByLabelText('Announcement in Hindi (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetchMock, 'PUT /api/public/Announcement/n1')).toEqual([
      { Title: 'Health camp', Announcement: 'Free check-up on Sunday at Topkhana Basti', order: 2, TitleHi: 'स्वास्थ्य शिविर', AnnouncementHi: '' },
    ]);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '@society/web-kit/staff';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { bodiesTo, freezeDate, mockApi, requestsTo, type FakeRoute } from '../../../testing/api-mock';
import { BirthdayList } from './birthday-list';
import type { BirthdayPerson } from '../utils/group-birthdays';

const people: BirthdayPerson[] = [
  { _id: '1', name: 'Asha', email: 'asha@example.org', dob: '2001-03-21T00:00:00.000Z' },
  { _id: '2', name: 'Bilal', email: 'bilal@example.org', dob: '1998-11-02T00:00:00.000Z' },
  { _id: '3', name: 'Chitra', email: 'chitra@example.org', dob: '2003-03-04T00:00:00.000Z' },
  { _id: '4', name: 'Dev', email: 'dev@example.org', dob: null },
  { _id: '5', name: 'Esha', email: 'esha@example.org', dob: '1995-01-30T00:00:00.000Z' },
  { _id: '6', name: 'Farid', email: 'farid@example.org' },
];

/** Each month section: its heading and the rows' name and birthday. */
function shownGroups() {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => ({
    month: heading.textContent,
    rows: within(heading.closest('section') as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row).getAllByRole('cell');
        return `${cells[0].textContent} ${cells[2].textContent}`;
      }),
  }));
}

/** The API's answer: the people of the month asked for (1–12), else everyone with a date of birth. */
function birthdaysOf(list: readonly BirthdayPerson[]): FakeRoute {
  return (_init, url) => {
    const month = new URL(url, 'http://site').searchParams.get('month');
    return { body: list.filter((person) => person.dob && (!month || new Date(person.dob).getUTCMonth() + 1 === Number(month))) };
  };
}

/** Waits for the list's read of the chosen month to be drawn. */
async function loaded() {
  await waitFor(() => expect(document.querySelector('.wk-page-spinner')).toBeNull());
}

/** The list with the page's toasts, its people served as the API does, its mail check answered by `routes` (mail off unless told). */
async function renderList(list: readonly BirthdayPerson[], routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockApi({ 'GET /api/hr/mail': { body: { enabled: false } }, 'GET /api/hr/birthdays': birthdaysOf(list), ...routes });
  const user = userEvent.setup();
  render(
    <>
      <BirthdayList />
      <AppToaster />
    </>,
  );
  await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/hr/mail')).toHaveLength(1));
  await loaded();
  return { user, fetchMock };
}

/** Chooses a month (or All Months) and waits for its people. */
async function choose(user: ReturnType<typeof userEvent.setup>, month: string) {
  await user.selectOptions(screen.getByLabelText('Month'), month);
  await loaded();
}

const MAIL_ON = { 'GET /api/hr/mail': { body: { enabled: true } } };
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => jest.useRealTimers());

describe('the Birthday List', () => {
  it('opens on the current month, sorted by day, with name, email, day and month', async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    await renderList(people);
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('March');
    expect(shownGroups()).toEqual([{ month: 'March (2)', rows: ['Chitra 4 March', 'Asha 21 March'] }]);
    expect(screen.getByRole('cell', { name: 'chitra@example.org' })).toBeInTheDocument();
  });

  it("takes the current month in India (31 Jan 20:00 UTC is already February there)", async () => {
    freezeDate('2025-01-31T20:00:00.000Z');
    await renderList(people);
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('February');
  });

  it('All Months groups by month in calendar order, then by day', async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const { user, fetchMock } = await renderList(people);
    await choose(user, 'All Months');
    expect(requestsTo(fetchMock, 'GET /api/hr/birthdays').length).toBe(2);
    expect(shownGroups()).toEqual([
      { month: 'January (1)', rows: ['Esha 30 January'] },
      { month: 'March (2)', rows: ['Chitra 4 March', 'Asha 21 March'] },
      { month: 'November (1)', rows: ['Bilal 2 November'] },
    ]);
  });

  it("says 'No birthdays in {month}.' for a month without any", async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const { user } = await renderList(people);
    await choose(user, 'July');
    expect(screen.getByText('No birthdays in July.')).toBeInTheDocument();
    expect(shownGroups()).toEqual([]);
  });

  it("says 'No birthdays found' for All Months when nobody has a date of birth", async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const { user } = await renderList([people[3], people[5]]);
    expect(screen.getByText('No birthdays in March.')).toBeInTheDocument();
    await choose(user, 'All Months');
    expect(screen.getByText('No birthdays found')).toBeInTheDocument();
  });

  it('asks the server for the chosen month only (1–12 on the wire), and offers a retry when the read fails', async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    let fail = true;
    const { user, fetchMock } = await renderList(people, {
      'GET /api/hr/birthdays': (init, url) => (fail ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : (birthdaysOf(people) as (i: RequestInit, u: string) => FakeReply)(init, url)),
    });
    expect(screen.getByText('Error fetching data. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(shownGroups()).toEqual([{ month: 'March (2)', rows: ['Chitra 4 March', 'Asha 21 March'] }]);
    await choose(user, 'November');
    expect(fetchMock.mock.calls.map(([url]: [string]) => url).filter((url) => url.includes('/hr/birthdays'))).toEqual([
      '/api/hr/birthdays?month=3',
      '/api/hr/birthdays?month=3',
      '/api/hr/birthdays?month=11',
    ]);
    expect(shownGroups()).toEqual([{ month: 'November (1)', rows: ['Bilal 2 November'] }]);
  });

  describe("'Send Birthday Wish'", () => {
    function expectAllDisabledSayingWhy() {
      const buttons = screen.getAllByRole('button', { name: 'Send Birthday Wish' });
      expect(buttons).toHaveLength(2);
      for (const button of buttons) {
        expect(button).toBeDisabled();
        expect(button).toHaveAttribute('title', expect.stringMatching(/not set up yet/));
        expect(button).toHaveAccessibleDescription(/not set up yet/);
      }
    }

    beforeEach(() => freezeDate('2025-03-15T10:00:00.000Z'));

    it('stays disabled, saying why, when mail is not configured', async () => {
      await renderList(people);
      expectAllDisabledSayingWhy();
    });

    it('stays disabled, saying why, when the mail check fails or gets no answer', async () => {
      const { fetchMock } = await renderList(people, { 'GET /api/hr/mail': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
      expectAllDisabledSayingWhy();
      expect(requestsTo(fetchMock, 'GET /api/hr/mail')).toHaveLength(1);
    });

    it('stays disabled, saying why, when the mail check cannot reach the server', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      // The list is read; the mail check finds no server.
      const fetchMock = mockApi({ 'GET /api/hr/birthdays': birthdaysOf(people), 'GET /api/hr/mail': () => Promise.reject(new TypeError('Failed to fetch')) });
      render(<BirthdayList />);
      await loaded();
      await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/hr/mail')).toHaveLength(1));
      expectAllDisabledSayingWhy();
    });

    it('is live when mail is configured, sends {email, name} and shows the server message', async () => {
      const { user, fetchMock } = await renderList(people, {
        ...MAIL_ON,
        'POST /api/hr/send-birthday-wish': { body: { message: 'Birthday wish sent.' } },
      });
      await waitFor(() => expect(within(rowOf('Asha')).getByRole('button', { name: 'Send Birthday Wish' })).toBeEnabled());
      expect(within(rowOf('Chitra')).getByRole('button', { name: 'Send Birthday Wish' })).toBeEnabled();
      expect(screen.queryByText(/not set up yet/)).not.toBeInTheDocument();

      await user.click(within(rowOf('Asha')).getByRole('button', { name: 'Send Birthday Wish' }));
      expect(await screen.findByText('Birthday wish sent.')).toBeInTheDocument();
      expect(bodiesTo(fetchMock, 'POST /api/hr/send-birthday-wish')).toEqual([{ email: 'asha@example.org', name: 'Asha' }]);
    });

    it("shows 'Sending...' and stays disabled until the server answers", async () => {
      let answer: (reply: FakeReply) => void = () => undefined;
      const { user, fetchMock } = await renderList(people, {
        ...MAIL_ON,
        'POST /api/hr/send-birthday-wish': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
      });
      const button = await waitFor(() => {
        const found = within(rowOf('Chitra')).getByRole('button', { name: 'Send Birthday Wish' });
        expect(found).toBeEnabled();
        return found;
      });
      await user.click(button);
      expect(button).toHaveTextContent('Sending...');
      expect(button).toBeDisabled();
      await user.click(button);
      expect(requestsTo(fetchMock, 'POST /api/hr/send-birthday-wish')).toHaveLength(1);
      // The other person's button stays free.
      expect(within(rowOf('Asha')).getByRole('button', { name: 'Send Birthday Wish' })).toBeEnabled();

      answer({ body: { message: 'Birthday wish sent.' } });
      expect(await screen.findByText('Birthday wish sent.')).toBeInTheDocument();
      expect(button).toHaveTextContent('Send Birthday Wish');
      expect(button).toBeEnabled();
    });

    it.each([
      [502, 'Failed to send birthday wish. Please try again.'],
      [501, 'Birthday wishes are not available yet.'],
    ])("says 'Failed to send birthday wish. Please try again.' when the server answers %i", async (status, message) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await renderList(people, {
        ...MAIL_ON,
        'POST /api/hr/send-birthday-wish': { status, body: { statusCode: status, message } },
      });
      const button = await waitFor(() => {
        const found = within(rowOf('Asha')).getByRole('button', { name: 'Send Birthday Wish' });
        expect(found).toBeEnabled();
        return found;
      });
      await user.click(button);
      expect(await screen.findByText('Failed to send birthday wish. Please try again.')).toBeInTheDocument();
      expect(screen.queryByText('Birthday wishes are not available yet.')).not.toBeInTheDocument();
      expect(button).toBeEnabled();
    });
  });
});

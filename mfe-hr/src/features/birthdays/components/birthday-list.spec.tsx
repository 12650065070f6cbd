import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '@society/web-kit';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { mockNetworkFailure } from '@society/web-kit/src/testing/mock-fetch';
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

/** The list with the page's toasts, its mail check answered by `routes` (mail off unless told). */
async function renderList(list: readonly BirthdayPerson[], routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockApi({ 'GET /api/hr/mail': { body: { enabled: false } }, ...routes });
  const user = userEvent.setup();
  render(
    <>
      <BirthdayList people={list} />
      <AppToaster />
    </>,
  );
  await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/hr/mail')).toHaveLength(1));
  return { user, fetchMock };
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
    const { user } = await renderList(people);
    await user.selectOptions(screen.getByLabelText('Month'), 'All Months');
    expect(shownGroups()).toEqual([
      { month: 'January (1)', rows: ['Esha 30 January'] },
      { month: 'March (2)', rows: ['Chitra 4 March', 'Asha 21 March'] },
      { month: 'November (1)', rows: ['Bilal 2 November'] },
    ]);
  });

  it("says 'No birthdays in {month}.' for a month without any", async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const { user } = await renderList(people);
    await user.selectOptions(screen.getByLabelText('Month'), 'July');
    expect(screen.getByText('No birthdays in July.')).toBeInTheDocument();
    expect(shownGroups()).toEqual([]);
  });

  it("says 'No birthdays found' when nobody has a date of birth", async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const { user } = await renderList([people[3], people[5]]);
    expect(screen.getByText('No birthdays found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Month'), 'All Months');
    expect(screen.getByText('No birthdays found')).toBeInTheDocument();
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
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('stays disabled, saying why, when the mail check cannot reach the server', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const fetchMock = mockNetworkFailure();
      render(<BirthdayList people={people} />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
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

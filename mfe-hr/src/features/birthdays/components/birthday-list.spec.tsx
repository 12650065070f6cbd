import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeDate } from '../../../testing/api-mock';
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

afterEach(() => jest.useRealTimers());

describe('the Birthday List', () => {
  it('opens on the current month, sorted by day, with name, email, day and month', () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    render(<BirthdayList people={people} />);
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('March');
    expect(shownGroups()).toEqual([{ month: 'March (2)', rows: ['Chitra 4 March', 'Asha 21 March'] }]);
    expect(screen.getByRole('cell', { name: 'chitra@example.org' })).toBeInTheDocument();
  });

  it("takes the current month in India (31 Jan 20:00 UTC is already February there)", () => {
    freezeDate('2025-01-31T20:00:00.000Z');
    render(<BirthdayList people={people} />);
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('February');
  });

  it('All Months groups by month in calendar order, then by day', async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const user = userEvent.setup();
    render(<BirthdayList people={people} />);
    await user.selectOptions(screen.getByLabelText('Month'), 'All Months');
    expect(shownGroups()).toEqual([
      { month: 'January (1)', rows: ['Esha 30 January'] },
      { month: 'March (2)', rows: ['Chitra 4 March', 'Asha 21 March'] },
      { month: 'November (1)', rows: ['Bilal 2 November'] },
    ]);
  });

  it("says 'No birthdays in {month}.' for a month without any", async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const user = userEvent.setup();
    render(<BirthdayList people={people} />);
    await user.selectOptions(screen.getByLabelText('Month'), 'July');
    expect(screen.getByText('No birthdays in July.')).toBeInTheDocument();
    expect(shownGroups()).toEqual([]);
  });

  it("says 'No birthdays found' when nobody has a date of birth", async () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    const user = userEvent.setup();
    render(<BirthdayList people={[people[3], people[5]]} />);
    expect(screen.getByText('No birthdays found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Month'), 'All Months');
    expect(screen.getByText('No birthdays found')).toBeInTheDocument();
  });

  it("keeps 'Send Birthday Wish' disabled, saying why", () => {
    freezeDate('2025-03-15T10:00:00.000Z');
    render(<BirthdayList people={people} />);
    const buttons = screen.getAllByRole('button', { name: 'Send Birthday Wish' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', expect.stringMatching(/not set up yet/));
      expect(button).toHaveAccessibleDescription(/not set up yet/);
    }
  });
});

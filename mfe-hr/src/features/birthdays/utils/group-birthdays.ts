import { monthAndDay } from '../../../utils/format';

/** Who the Birthday List needs to know about (any applicant record fits). */
export interface BirthdayPerson {
  _id: string;
  name: string;
  email: string;
  dob?: string | null;
}

export interface Birthday {
  person: BirthdayPerson;
  month: number;
  day: number;
}

export interface BirthdayMonth {
  month: number;
  birthdays: Birthday[];
}

/** 'all', or one month 0–11. */
export type MonthFilter = 'all' | number;

/**
 * The people the server chose (one month's, or everyone's with a date of birth) grouped by month, in
 * calendar order. Within a month, by day (then name).
 */
export function groupBirthdays(people: readonly BirthdayPerson[]): BirthdayMonth[] {
  const birthdays: Birthday[] = [];
  for (const person of people) {
    const date = monthAndDay(person.dob);
    if (date) birthdays.push({ person, ...date });
  }
  birthdays.sort((a, b) => a.month - b.month || a.day - b.day || a.person.name.localeCompare(b.person.name));

  const groups: BirthdayMonth[] = [];
  for (const birthday of birthdays) {
    const last = groups[groups.length - 1];
    if (last?.month === birthday.month) last.birthdays.push(birthday);
    else groups.push({ month: birthday.month, birthdays: [birthday] });
  }
  return groups;
}

import { api } from '@society/web-kit';
import type { BirthdayPerson, MonthFilter } from '../utils/group-birthdays';

/** GET /api/hr/birthdays: the people of one month (0–11 here, 1–12 on the wire), or of all months. */
export function getBirthdays(filter: MonthFilter): Promise<BirthdayPerson[]> {
  return api.get<BirthdayPerson[]>(filter === 'all' ? '/hr/birthdays' : `/hr/birthdays?month=${filter + 1}`);
}

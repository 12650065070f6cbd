// The one formatter of dates and times in each language (packages/contracts/src/i18n/format.ts): India's
// time whatever the machine's zone, Hindi naming the part of the day where English writes am or pm.
import { formatDateTime, formatDay, formatTime } from '@society/contracts';

describe('dates and times in each language', () => {
  it.each([
    // UTC instant, English, Hindi (India is UTC+05:30)
    ['2026-11-28T09:00:00Z', '28 November 2026, 2:30 pm', '28 नवंबर 2026, दोपहर 2:30 बजे'],
    ['2026-11-26T04:45:00Z', '26 November 2026, 10:15 am', '26 नवंबर 2026, सुबह 10:15 बजे'],
    ['2026-11-28T12:00:00Z', '28 November 2026, 5:30 pm', '28 नवंबर 2026, शाम 5:30 बजे'],
    ['2026-11-28T16:05:00Z', '28 November 2026, 9:35 pm', '28 नवंबर 2026, रात 9:35 बजे'],
    // Past midnight in India while it is still the day before in UTC.
    ['2026-11-27T18:59:00Z', '28 November 2026, 12:29 am', '28 नवंबर 2026, रात 12:29 बजे'],
    ['2026-11-27T22:30:00Z', '28 November 2026, 4:00 am', '28 नवंबर 2026, सुबह 4:00 बजे'],
    ['2026-11-28T06:30:00Z', '28 November 2026, 12:00 pm', '28 नवंबर 2026, दोपहर 12:00 बजे'],
    ['2026-11-28T10:29:00Z', '28 November 2026, 3:59 pm', '28 नवंबर 2026, दोपहर 3:59 बजे'],
  ])('%s → %s / %s', (instant, english, hindi) => {
    expect(formatDateTime(instant, 'en')).toBe(english);
    expect(formatDateTime(new Date(instant), 'hi')).toBe(hindi);
  });

  it('writes the day and the time alone the same way', () => {
    expect(formatDay('2026-11-27T18:59:00Z', 'hi')).toBe('28 नवंबर 2026');
    expect(formatTime('2026-11-27T18:59:00Z', 'en')).toBe('12:29 am');
    expect(formatTime('2026-11-28T14:30:00Z', 'hi')).toBe('रात 8:00 बजे');
  });
});

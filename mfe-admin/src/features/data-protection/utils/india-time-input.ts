// <input type="datetime-local"> holds no zone: the register reads and writes it as India's time (UTC+05:30,
// no daylight saving), as every time on the staff screens is shown.
const IST_OFFSET_MS = 330 * 60_000;

/** An ISO instant as the input's value in India's time ('' when none). */
export function toIndiaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The input's value (India's time) as an ISO instant; null when empty or not a time. */
export function fromIndiaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = new Date(`${value}:00.000+05:30`).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

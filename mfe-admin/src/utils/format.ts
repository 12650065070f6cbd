// Dates and money as an Indian reader expects them (SPEC §9: en-IN). Dates are India's (the one
// India-time module in contracts), so a donation made at 1 a.m. IST on 1 April is in April whatever
// the browser's zone.
export {
  formatIndiaDate as formatDate,
  formatIndiaDateTime as formatDateTime,
  indiaDay as toDateInput,
} from '@society/contracts';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** Loose on purpose: the server has the final say; this only catches typos like a missing '@' or domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Today as YYYY-MM-DD in the visitor's time zone, the `max` of a birth-date field. */
export function todayIsoDate(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** After a failed check, move focus to the first field marked invalid once React has drawn the marks. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

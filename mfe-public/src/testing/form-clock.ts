/**
 * Puts Date.now under the spec's control, so it can say how long the visitor took over a form (the bot
 * check sends it): call before rendering, then `pass(seconds)` before sending. Restored after each test.
 */
export function formClock(): { pass: (seconds: number) => void } {
  let now = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  return { pass: (seconds) => (now += seconds * 1000) };
}

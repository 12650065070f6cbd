import { IntlMessageFormat } from 'intl-messageformat';
import { provideMessageFormat } from '@society/contracts';

/**
 * The API formats plural and select messages (mails, certificates) at any moment, so it has the formatter from
 * the start; a page loads it only when one of its catalogues needs it. Imported by create-app.ts (and the
 * tests' setup, for specs that format without an app).
 */
export function provideApiMessageFormat(): void {
  provideMessageFormat(IntlMessageFormat);
}

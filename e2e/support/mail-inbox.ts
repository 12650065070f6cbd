// Reads the mail catcher's inbox (MailDev REST API) that global setup started for the API's mail.
import { mailUrl } from './state';

/** The fields of a MailDev message the specs look at. */
export interface CaughtMail {
  subject: string;
  text?: string;
  to: Array<{ address: string; name: string }>;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

/** All mail received so far. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl()}/api/email`);
  if (response.status !== 200) throw new Error(`the mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits (the outbox worker sends in the background) until a mail to `to` with exactly `subject` arrived;
 * returns it, or throws after `timeoutMs` listing the subjects that did arrive for `to`.
 */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const forRecipient = (await caughtMails()).filter((mail) => mail.to.some((address) => address.address === to));
    const found = forRecipient.find((mail) => mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs / 1000} s; received: ${JSON.stringify(forRecipient.map((mail) => mail.subject))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

import type { MailState } from '@society/contracts';
import { formatDateTime } from '../../../utils/format';

/** A mail's state in words for the details dialog. */
export function describeMail(mail: MailState): string {
  switch (mail.status) {
    case 'sent': {
      // The moment it left: '1 Jul 2025, 10:30 am' in India's time.
      const when = formatDateTime(mail.sentAt, '');
      return when ? `Sent on ${when}` : 'Sent';
    }
    case 'pending':
      // attempts counts the tries made so far; the one it waits for is the next.
      return `Waiting to send (attempt ${mail.attempts + 1})`;
    case 'failed': {
      // Never tried (a limit said no): the reason alone.
      if (mail.attempts === 0 && mail.lastError) return mail.lastError;
      const tries = `Failed after ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}`;
      return mail.lastError ? `${tries}: ${mail.lastError}` : tries;
    }
    case 'disabled':
      return 'Email not configured';
  }
}

/** The short words under a receipt number in the table (never colour alone). */
export function receiptMailLabel(mail: MailState): string {
  switch (mail.status) {
    case 'sent':
      return 'Receipt emailed';
    case 'pending':
      return 'Email pending';
    case 'failed':
      return 'Email failed';
    case 'disabled':
      return 'Email not configured';
  }
}

import { useState } from 'react';
import { MAIL_MESSAGES } from '@society/contracts';
import { Button } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { sendBirthdayWish } from '../api/send-birthday-wish';
import type { BirthdayPerson } from '../utils/group-birthdays';

export const WISH_UNAVAILABLE = 'Birthday emails are not set up yet, so wishes cannot be sent from here.';

export interface BirthdayWishButtonProps {
  person: Pick<BirthdayPerson, 'name' | 'email'>;
  /** Mail is configured on the server (GET /api/hr/mail). */
  mailEnabled: boolean;
  /** The id of the note that says why the button is disabled. */
  unavailableNoteId: string;
}

/** Sends one person a birthday wish; disabled, saying why, while the society has no mail set up (SPEC §2). */
export function BirthdayWishButton({ person, mailEnabled, unavailableNoteId }: BirthdayWishButtonProps) {
  const [sending, setSending] = useState(false);

  if (!mailEnabled) {
    return (
      <Button variant="secondary" size="sm" disabled title={WISH_UNAVAILABLE} aria-describedby={unavailableNoteId}>
        Send Birthday Wish
      </Button>
    );
  }

  async function send() {
    setSending(true);
    try {
      const answer = await sendBirthdayWish({ email: person.email, name: person.name });
      toast.success(answer?.message || MAIL_MESSAGES.birthdaySent);
    } catch (error) {
      console.error(`The birthday wish to ${person.email} was not sent.`, error);
      // SPEC §8: one message, whatever the server said.
      toast.error(MAIL_MESSAGES.birthdayFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" disabled={sending} aria-busy={sending} onClick={() => void send()}>
      {sending ? 'Sending...' : 'Send Birthday Wish'}
    </Button>
  );
}

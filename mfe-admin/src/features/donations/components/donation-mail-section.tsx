import { useState } from 'react';
import { MAIL_MESSAGES, type DonationMail } from '@society/contracts';
import { Button } from '@society/web-kit';
import { DetailList, toast } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import type { AdminDonation } from '../api/get-donations';
import { resendReceiptEmail } from '../api/resend-receipt-email';
import { describeMail } from '../utils/mail-state';

export interface DonationMailSectionProps {
  donation: AdminDonation & { mail: DonationMail };
  /** Called after every resend attempt, so the list shows the current mail state. */
  onResendAnswered: () => void;
}

/** Whether the donor's acknowledgement and receipt mails went out, and a resend for the receipt. */
export function DonationMailSection({ donation, onResendAnswered }: DonationMailSectionProps) {
  const [resending, setResending] = useState(false);
  const { acknowledgement, receipt } = donation.mail;

  async function resend() {
    setResending(true);
    try {
      const answer = await resendReceiptEmail(donation._id);
      toast.success(answer?.message || MAIL_MESSAGES.receiptQueued);
    } catch (error) {
      // 409 says why ('No receipt to send', 'Email is not configured.').
      toast.error(serverMessageOr(error, 'The receipt email could not be queued. Please try again.'));
    } finally {
      setResending(false);
    }
    onResendAnswered();
  }

  return (
    <>
      <h3 className="adm-donation-subhead">Email</h3>
      <DetailList
        items={[
          ['Acknowledgement email', describeMail(acknowledgement)],
          ['Receipt email', receipt ? describeMail(receipt) : 'No receipt issued yet'],
        ]}
      />
      {donation.receipt ? (
        <div className="adm-donation-mail-actions">
          <Button variant="secondary" size="sm" disabled={resending} aria-busy={resending} onClick={() => void resend()}>
            {resending ? 'Resending...' : 'Resend receipt email'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

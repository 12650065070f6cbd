import { useState } from 'react';
import type { BreachRecord } from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { FormError, toast } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { sendBreachNotices } from '../api/send-breach-notices';

/** Queues the notice mail to every affected person with an address. */
export function SendNoticesDialog({ breach, onClose, onSent }: { breach: BreachRecord; onClose: () => void; onSent: () => void }) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const addresses = breach.affected.reduce((sum, kind) => sum + kind.emails, 0);
  async function send() {
    setBusy(true);
    try {
      const result = await sendBreachNotices(breach._id);
      toast.success(`${result.queued} ${result.queued === 1 ? 'notice' : 'notices'} queued${result.alreadySent ? `, ${result.alreadySent} already sent before` : ''}.`);
      onSent();
    } catch (error) {
      setFailure(serverMessageOr(error, 'The notices could not be sent. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      size="sm"
      title="Send the notice by email"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy} aria-busy={busy} onClick={() => void send()}>
            {busy ? 'Sending...' : 'Send Notices'}
          </Button>
        </>
      }
    >
      {failure ? <FormError message={failure} /> : null}
      <p>
        The notice below goes to each of the {addresses} {addresses === 1 ? 'address' : 'addresses'} reached, once, with the person&apos;s name. Addresses already written to
        for this incident are skipped.
      </p>
      {breach.kinds.includes('students') ? <p>Children&apos;s records have no email address: tell their parents or guardians by phone or in person, using the guardian&apos;s notice.</p> : null}
    </Modal>
  );
}

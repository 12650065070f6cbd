import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { Field, FormError } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import type { AdminDonation } from '../api/get-donations';
import { voidReceipt } from '../api/void-receipt';

export interface VoidReceiptDialogProps {
  donation: AdminDonation & { receipt: NonNullable<AdminDonation['receipt']> };
  onClose: () => void;
  onVoided: (donation: AdminDonation) => void;
}

/** Voids the current receipt with a reason (kept for ever); the donation is Pending again. */
export function VoidReceiptDialog({ donation, onClose, onVoided }: VoidReceiptDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !trimmed) return;
    setBusy(true);
    setFailure('');
    try {
      onVoided(await voidReceipt(donation._id, { reason: trimmed }));
    } catch (error) {
      setFailure(serverMessageOr(error, 'The receipt could not be voided. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={`Void receipt ${donation.receipt.number}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={busy || !trimmed} aria-busy={busy}>
            {busy ? 'Voiding...' : 'Void receipt'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="wk-form">
        {failure ? <FormError message={failure} /> : null}
        <p className="adm-donation-note">
          The receipt stays on record as voided. {donation.name}&apos;s donation becomes Pending again, and marking it Done
          issues a new receipt with the next number.
        </p>
        <Field id={`${formId}-reason`} label="Reason" required>
          {(control) => (
            <textarea {...control} rows={3} maxLength={LIMITS.shortTextMax} value={reason} onChange={(event) => setReason(event.target.value)} />
          )}
        </Field>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Modal } from '@society/web-kit';
import { DetailList } from '@society/web-kit/staff';
import { DonationForm10beState, DonorHistoryDialog } from '../../../components/donor-history/components/donor-history';
import { formatDate, formatInr } from '../../../utils/format';
import type { AdminDonation } from '../api/get-donations';
import { DonationMailSection } from './donation-mail-section';

export interface DonationDetailsDialogProps {
  donation: AdminDonation;
  onClose: () => void;
  onEdit: () => void;
  /** Reloads the list after a receipt email resend. */
  onMailChanged: () => void;
}

/** Everything about one donation, with its voided receipts: kept for ever, shown for audit. */
export function DonationDetailsDialog({ donation, onClose, onEdit, onMailChanged }: DonationDetailsDialogProps) {
  const voided = donation.voidedReceipts ?? [];
  // The donor's history takes the dialog's place (one dialog at a time); closing it comes back here.
  const [showHistory, setShowHistory] = useState(false);
  if (showHistory) return <DonorHistoryDialog donationId={donation._id} onClose={() => setShowHistory(false)} />;
  return (
    <Modal
      open
      size="lg"
      title={`Donation from ${donation.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button variant="secondary" onClick={() => setShowHistory(true)}>
            Donor history
          </Button>
          <Button onClick={onEdit}>Edit Donation</Button>
        </>
      }
    >
      <DetailList
        items={[
          ['Name', donation.name],
          ['Email', donation.email],
          ['Amount', formatInr(donation.amount)],
          ['Mode', donation.mode],
          ['UTR', donation.utr],
          // The Donate page's reference code from the UPI note (issue 33, item 3): finds the payment without a UTR.
          ['Payment reference', donation.reference ? <span className="wk-table__mono">{donation.reference}</span> : ''],
          ['Date', formatDate(donation.date || donation.createdAt)],
          ['Postal address', donation.address ? <span className="adm-pre-line">{donation.address}</span> : ''],
          ['PAN', donation.pan],
          ['Receipt', donation.receipt ? `${donation.receipt.number}, issued ${formatDate(donation.receipt.issuedAt)}` : 'Pending'],
          ['Form 10BE', <DonationForm10beState key="form-10be" donationId={donation._id} />],
        ]}
      />
      {/* An API without mail sends no `mail`: say nothing rather than guess. */}
      {donation.mail ? <DonationMailSection donation={{ ...donation, mail: donation.mail }} onResendAnswered={onMailChanged} /> : null}
      <h3 className="adm-donation-subhead">Voided receipts</h3>
      {voided.length === 0 ? (
        <p className="adm-donation-note">None.</p>
      ) : (
        <div className="wk-table-wrap">
          <table className="wk-table wk-table--one-line">
            <caption className="wk-visually-hidden">Voided receipts of this donation</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Issued</th>
                <th scope="col">Voided</th>
                <th scope="col">Reason</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {voided.map((receipt) => (
                <tr key={receipt.number}>
                  <td className="wk-table__mono">{receipt.number}</td>
                  <td>{formatDate(receipt.issuedAt)}</td>
                  <td>{formatDate(receipt.voidedAt)}</td>
                  <td className="adm-donation-wrap">{receipt.reason}</td>
                  <td>{receipt.voidedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}

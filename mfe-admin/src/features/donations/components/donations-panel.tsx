import { useId, useState } from 'react';
import { RECEIPT_FILTERS, type ReceiptFilter } from '@society/contracts';
import { Button, toast } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { formatDate, formatInr } from '../../../utils/format';
import { getDonations, type AdminDonation } from '../api/get-donations';
import { markReceiptGenerated } from '../api/mark-receipt-generated';
import { receiptMailLabel } from '../utils/mail-state';
import { DonationDetailsDialog } from './donation-details-dialog';
import { DonationExports } from './donation-exports';
import { DonationFormDialog } from './donation-form-dialog';
import { DonationSummary } from './donation-summary';
import { ReceiptDownloadButton } from './receipt-download-button';
import { ScreenshotButton } from './screenshot-button';
import { VoidReceiptDialog } from './void-receipt-dialog';
import './donations.css';

const FILTER_LABELS: Record<ReceiptFilter, string> = {
  all: 'All',
  pending: 'Pending receipt',
  generated: 'Receipt generated',
};

function matches(filter: ReceiptFilter, donation: AdminDonation): boolean {
  if (filter === 'pending') return !donation.receiptGenerated;
  if (filter === 'generated') return donation.receiptGenerated;
  return true;
}

type Dialog = { kind: 'details' | 'edit' | 'void'; id: string } | null;

export interface DonationsPanelProps {
  donations: AdminDonation[];
  /** Replaces the dashboard's list (and so the tab count). */
  updateDonations: (change: (donations: AdminDonation[]) => AdminDonation[]) => void;
}

/** The Donations tab: the year's figures, then the receipt requests with their receipt status (SPEC §2, §4). */
export function DonationsPanel({ donations, updateDonations }: DonationsPanelProps) {
  const filterId = useId();
  const [filter, setFilter] = useState<ReceiptFilter>('all');
  const [savingId, setSavingId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [listError, setListError] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);

  const shown = donations.filter((donation) => matches(filter, donation));
  // The dialog reads the row from the list, so it always shows the saved state.
  const open = dialog ? donations.find((donation) => donation._id === dialog.id) : undefined;

  function replace(saved: AdminDonation) {
    updateDonations((list) => list.map((item) => (item._id === saved._id ? { ...item, ...saved } : item)));
  }

  async function refresh() {
    setRefreshing(true);
    setListError('');
    try {
      const fresh = await getDonations();
      updateDonations(() => fresh);
    } catch (error) {
      // SPEC §8: the donation list shows the error's own message.
      setListError(error instanceof Error ? error.message : String(error));
    } finally {
      setRefreshing(false);
    }
  }

  async function markDone(donation: AdminDonation) {
    setSavingId(donation._id);
    try {
      const saved = await markReceiptGenerated(donation._id);
      replace({ ...saved, receiptGenerated: true });
      // The server issues the receipt in the same step and returns its number.
      if (saved.receipt) toast.success(`Receipt ${saved.receipt.number} issued for ${donation.name}`);
    } catch (error) {
      console.error('The receipt status could not be updated.', error);
      toast.error(ADMIN_MESSAGES.receiptUpdateFailed);
    } finally {
      setSavingId(null);
    }
  }

  return (
    <section className="adm-panel" aria-labelledby="donations-heading">
      <div className="adm-panel__head">
        <h2 id="donations-heading">Donations</h2>
        <Button variant="ghost" disabled={refreshing} onClick={() => void refresh()}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <DonationSummary donations={donations} />
      <DonationExports />
      <div className="wk-toolbar">
        <div className="wk-toolbar__field">
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as ReceiptFilter)}>
            {RECEIPT_FILTERS.map((key) => (
              <option key={key} value={key}>
                {FILTER_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <p className="wk-toolbar__count" aria-live="polite">
          {shown.length} of {donations.length} donations
        </p>
      </div>
      {listError ? (
        <p className="adm-inline-error" role="alert">
          {listError}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="wk-empty">{donations.length === 0 ? 'No donations yet.' : 'No donations match this filter.'}</p>
      ) : (
        <div className="wk-table-wrap">
          <table className="wk-table wk-table--one-line adm-donations-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col" className="wk-table__num">
                  Amount
                </th>
                <th scope="col">Mode</th>
                <th scope="col">UTR</th>
                <th scope="col">Date</th>
                <th scope="col">Screenshot</th>
                <th scope="col">Receipt</th>
                <th scope="col" className="wk-table__actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((donation) => (
                <tr key={donation._id}>
                  <td className="wk-table__strong adm-donation-wrap">{donation.name}</td>
                  <td className="adm-donation-wrap">{donation.email}</td>
                  <td className="wk-table__num">{formatInr(donation.amount)}</td>
                  <td className="adm-donation-wrap adm-donation-mode">{donation.mode}</td>
                  <td className="wk-table__mono">{donation.utr || '-'}</td>
                  <td className="wk-table__nowrap">{formatDate(donation.date || donation.createdAt)}</td>
                  <td>{donation.hasScreenshot ? <ScreenshotButton donationId={donation._id} donorName={donation.name} /> : '-'}</td>
                  <td>
                    <select
                      className={`adm-status adm-status--${donation.receiptGenerated ? 'done' : 'pending'}`}
                      aria-label={`Receipt status for ${donation.name}`}
                      value={donation.receiptGenerated ? 'done' : 'pending'}
                      // Done is final (SPEC §4): the control is locked once the receipt is generated.
                      disabled={donation.receiptGenerated || savingId === donation._id}
                      onChange={(event) => event.target.value === 'done' && void markDone(donation)}
                    >
                      <option value="pending">Pending</option>
                      <option value="done">Done</option>
                    </select>
                    {donation.receipt ? <span className="wk-table__mono adm-donation-receipt-no">{donation.receipt.number}</span> : null}
                    {donation.receipt && donation.mail?.receipt ? (
                      <span className={`adm-donation-mail adm-donation-mail--${donation.mail.receipt.status}`}>{receiptMailLabel(donation.mail.receipt)}</span>
                    ) : null}
                  </td>
                  <td className="wk-table__actions">
                    <div className="adm-donation-actions">
                    <Button variant="ghost" size="sm" aria-label={`Details of ${donation.name}'s donation`} onClick={() => setDialog({ kind: 'details', id: donation._id })}>
                      Details
                    </Button>
                    {donation.receipt ? (
                      <>
                        <Button variant="danger" size="sm" aria-label={`Void receipt ${donation.receipt.number}`} onClick={() => setDialog({ kind: 'void', id: donation._id })}>
                          Void
                        </Button>
                        <ReceiptDownloadButton donationId={donation._id} receiptNumber={donation.receipt.number} donorName={donation.name} />
                      </>
                    ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && dialog?.kind === 'details' ? (
        <DonationDetailsDialog
          donation={open}
          onClose={() => setDialog(null)}
          onEdit={() => setDialog({ kind: 'edit', id: open._id })}
          onMailChanged={() => void refresh()}
        />
      ) : null}
      {open && dialog?.kind === 'edit' ? (
        <DonationFormDialog
          donation={open}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            replace(saved);
            setDialog(null);
            toast.success('Donation updated');
          }}
        />
      ) : null}
      {open?.receipt && dialog?.kind === 'void' ? (
        <VoidReceiptDialog
          donation={{ ...open, receipt: open.receipt }}
          onClose={() => setDialog(null)}
          onVoided={(saved) => {
            // Pending again: the select is enabled, and Done issues a new receipt with the next number.
            replace({ ...saved, receiptGenerated: false, receipt: null });
            setDialog(null);
            toast.success(`Receipt ${open.receipt?.number ?? ''} voided`);
          }}
        />
      ) : null}
    </section>
  );
}

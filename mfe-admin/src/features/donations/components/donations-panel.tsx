import { useId, useState } from 'react';
import { RECEIPT_FILTERS, type ReceiptFilter } from '@society/contracts';
import { Button, toast } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { formatDate, formatInr } from '../../../utils/format';
import { getDonations, type AdminDonation } from '../api/get-donations';
import { markReceiptGenerated } from '../api/mark-receipt-generated';
import { DonationSummary } from './donation-summary';
import { ScreenshotButton } from './screenshot-button';

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

  const shown = donations.filter((donation) => matches(filter, donation));

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
      updateDonations((list) => list.map((item) => (item._id === donation._id ? { ...item, ...saved, receiptGenerated: true } : item)));
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
      <div className="adm-toolbar">
        <div className="adm-toolbar__field">
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as ReceiptFilter)}>
            {RECEIPT_FILTERS.map((key) => (
              <option key={key} value={key}>
                {FILTER_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <p className="adm-toolbar__count" aria-live="polite">
          {shown.length} of {donations.length} donations
        </p>
      </div>
      {listError ? (
        <p className="adm-inline-error" role="alert">
          {listError}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="adm-empty">{donations.length === 0 ? 'No donations yet.' : 'No donations match this filter.'}</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col" className="adm-table__num">
                  Amount
                </th>
                <th scope="col">Mode</th>
                <th scope="col">UTR</th>
                <th scope="col">Date</th>
                <th scope="col">Screenshot</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((donation) => (
                <tr key={donation._id}>
                  <td className="adm-table__strong">{donation.name}</td>
                  <td>{donation.email}</td>
                  <td className="adm-table__num">{formatInr(donation.amount)}</td>
                  <td>{donation.mode}</td>
                  <td className="adm-table__mono">{donation.utr || '-'}</td>
                  <td className="adm-table__nowrap">{formatDate(donation.date || donation.createdAt)}</td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

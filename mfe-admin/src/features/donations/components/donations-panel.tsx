import { useCallback, useEffect, useState } from 'react';
import { DONATION_SORT_DEFAULT, DONATION_SORTS, RECEIPT_FILTERS, type BankReconciliation, type DonationSort, type ReceiptFilter } from '@society/contracts';
import { Button, PageSpinner } from '@society/web-kit';
import { ListToolbar, Pager, toast, useListQuery, usePage, type ListFilter } from '@society/web-kit/staff';
import { ListTable } from '../../../components/list-table';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { formatDate, formatInr } from '../../../utils/format';
import { getDonationPage, type AdminDonation } from '../api/get-donations';
import { markReceiptGenerated } from '../api/mark-receipt-generated';
import { receiptMailLabel } from '../utils/mail-state';
import { BankStatementPanel } from './bank-statement-panel';
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

const SORT_LABELS: Record<DonationSort, string> = {
  '-date': 'Newest first',
  date: 'Oldest first',
  '-amount': 'Largest amount',
  amount: 'Smallest amount',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
};

const RECEIPT_CHOICES = RECEIPT_FILTERS.map((filter) => [filter, FILTER_LABELS[filter]] as const);
const SORT_CHOICES = DONATION_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const);

const LIST_OPTIONS = {
  sorts: DONATION_SORTS,
  defaultSort: DONATION_SORT_DEFAULT,
  filters: { receipt: { choices: RECEIPT_FILTERS, fallback: 'all' } satisfies ListFilter },
};

type Dialog = { kind: 'details' | 'edit' | 'void'; id: string } | null;

export interface DonationsPanelProps {
  /** Tells the dashboard how many donations there are (the tab's count). */
  onCount?: (count: number) => void;
}

/**
 * The Donations tab: the year's figures, then one page of the receipt requests with their receipt status
 * (SPEC §2, §4). The server searches, filters, sorts and pages; the page, search and filter live in the
 * address, so a reload or a shared link shows the same rows.
 */
export function DonationsPanel({ onCount }: DonationsPanelProps) {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload, update } = usePage(getDonationPage, list.params);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Requests whose UTR no imported bank statement holds after 10 days (issue 33): flagged in the table.
  const [notInBank, setNotInBank] = useState<ReadonlySet<string>>(new Set());
  const showReconciliation = useCallback((lists: BankReconciliation | null) => setNotInBank(new Set(lists?.notFound.map((request) => request.id) ?? [])), []);

  const count = data?.figures.count;
  useEffect(() => {
    if (count !== undefined) onCount?.(count);
  }, [count, onCount]);

  const rows = data?.items ?? [];
  // The dialog reads the row from the page, so it always shows the saved state.
  const open = dialog ? rows.find((donation) => donation._id === dialog.id) : undefined;
  const narrowed = list.query.search !== '' || list.query.receipt !== 'all';

  /** Shows the saved row at once, then reloads the page: the figures, and the filter, follow the change. */
  function saved(donation: AdminDonation) {
    update((page) => ({ ...page, items: page.items.map((item) => (item._id === donation._id ? { ...item, ...donation } : item)) }));
    reload();
  }

  async function markDone(donation: AdminDonation) {
    setSavingId(donation._id);
    try {
      const result = await markReceiptGenerated(donation._id);
      saved({ ...result, receiptGenerated: true });
      // The server issues the receipt in the same step and returns its number.
      if (result.receipt) toast.success(`Receipt ${result.receipt.number} issued for ${donation.name}`);
    } catch (failure) {
      console.error('The receipt status could not be updated.', failure);
      toast.error(ADMIN_MESSAGES.receiptUpdateFailed);
    } finally {
      setSavingId(null);
    }
  }

  // SPEC §8: the donation list shows the error's own message.
  const listError = error ? (error instanceof Error ? error.message : String(error)) : '';

  return (
    <section className="adm-panel" aria-labelledby="donations-heading">
      <div className="adm-panel__head">
        <h2 id="donations-heading">Donations</h2>
        <Button variant="ghost" disabled={loading} onClick={reload}>
          {loading && data ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {data ? <DonationSummary figures={data.figures} /> : null}
      <DonationExports />
      <BankStatementPanel onReconciliation={showReconciliation} onDonationsChanged={reload} />
      <ListToolbar
        list={list}
        searchPlaceholder="Name, email, UTR or receipt number"
        filter={{ name: 'receipt', label: 'Show', options: RECEIPT_CHOICES }}
        sorts={SORT_CHOICES}
      />
      {listError ? (
        <p className="adm-inline-error" role="alert">
          {listError}
        </p>
      ) : null}
      {!data && loading ? <PageSpinner label="Loading donations" /> : null}
      {data && rows.length === 0 ? (
        <p className="wk-empty">{data.total > 0 ? 'No donations on this page.' : narrowed ? 'No donations match this search or filter.' : 'No donations yet.'}</p>
      ) : null}
      {rows.length > 0 ? (
        <ListTable
          className="adm-donations-table"
          columns={['Name', 'Email', { label: 'Amount', className: 'wk-table__num' }, 'Mode', 'UTR', 'Date', 'Screenshot', 'Receipt']}
        >
          {rows.map((donation) => (
            <tr key={donation._id}>
              <td className="wk-table__strong adm-donation-wrap">{donation.name}</td>
              <td className="adm-donation-wrap">{donation.email}</td>
              <td className="wk-table__num">{formatInr(donation.amount)}</td>
              <td className="adm-donation-wrap adm-donation-mode">{donation.mode}</td>
              <td className="wk-table__mono">
                {donation.utr || '-'}
                {donation.reference ? <span className="adm-donation-reference">Ref {donation.reference}</span> : null}
                {notInBank.has(donation._id) ? <span className="adm-bank-flag">Not found in the bank</span> : null}
              </td>
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
        </ListTable>
      ) : null}
      {data ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="donations" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
      ) : null}
      {open && dialog?.kind === 'details' ? (
        <DonationDetailsDialog
          donation={open}
          onClose={() => setDialog(null)}
          onEdit={() => setDialog({ kind: 'edit', id: open._id })}
          onMailChanged={reload}
        />
      ) : null}
      {open && dialog?.kind === 'edit' ? (
        <DonationFormDialog
          donation={open}
          onClose={() => setDialog(null)}
          onSaved={(donation) => {
            saved(donation);
            setDialog(null);
            toast.success('Donation updated');
          }}
        />
      ) : null}
      {open?.receipt && dialog?.kind === 'void' ? (
        <VoidReceiptDialog
          donation={{ ...open, receipt: open.receipt }}
          onClose={() => setDialog(null)}
          onVoided={(donation) => {
            // Pending again: the select is enabled, and Done issues a new receipt with the next number.
            saved({ ...donation, receiptGenerated: false, receipt: null });
            setDialog(null);
            toast.success(`Receipt ${open.receipt?.number ?? ''} voided`);
          }}
        />
      ) : null}
    </section>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BANK_LIST_DEFAULT, BANK_LIST_MAX, type BankChoices, type BankReconciliation, type BankStatementImport } from '@society/contracts';
import { Button } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import { getBankChoices, getReconciliation } from '../api/bank-statements';
import { MatchedList } from './bank-statements/matched-list';
import { ReviewList } from './bank-statements/review-list';
import { NotFoundList, StatementHistory } from './bank-statements/statement-history';
import { messageOf, StatementImportForm } from './bank-statements/statement-import-form';
import { UnmatchedList } from './bank-statements/unmatched-list';

export interface BankStatementPanelProps {
  /** The lists as last read: the Donations table flags the requests "not found in the bank" from them. */
  onReconciliation?: (reconciliation: BankReconciliation | null) => void;
  /** Receipts were issued or a donation recorded: the donations list and figures reload. */
  onDonationsChanged?: () => void;
}

/**
 * "Import bank statement" on the Donations tab: the admin uploads the statement net banking exports (CSV
 * or XLSX; the bank told by its columns, or named, or "Other" with a column mapping remembered per bank),
 * then works through three lists: matched (confirmed in one click, issuing their receipts), needs a look
 * (pick the request or dismiss), and credits without a request (record as a donation). Each list is a
 * component of its own under ./bank-statements; this one holds what they share: the lists as last read
 * and the one step that runs at a time.
 */
export function BankStatementPanel({ onReconciliation, onDonationsChanged }: BankStatementPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<BankReconciliation | null>(null);
  const [choices, setChoices] = useState<BankChoices | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [lastImport, setLastImport] = useState<BankStatementImport | null>(null);
  /** How many entries of each list are asked for: a year's statement has thousands, the screen shows a page of each. */
  const limit = useRef(BANK_LIST_DEFAULT);

  const show = useCallback(
    (next: BankReconciliation | null) => {
      setLists(next);
      onReconciliation?.(next);
    },
    [onReconciliation],
  );

  const reload = useCallback(async () => {
    try {
      show(await getReconciliation(limit.current));
    } catch {
      // The lists are an aid beside the table: without them the tab still works.
      show(null);
    }
  }, [show]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!open || choices) return;
    getBankChoices()
      .then(setChoices)
      .catch(() => setChoices({ banks: [], mappings: [] }));
  }, [open, choices]);

  function imported(result: BankStatementImport) {
    setLastImport(result);
    // The answer carries the first page of each list.
    limit.current = BANK_LIST_DEFAULT;
    show(result.reconciliation);
    toast.success(`Imported ${result.added} new credits from ${result.bankName}`);
  }

  async function run(key: string, step: () => Promise<string>) {
    setBusy(key);
    try {
      toast.success(await step());
      await reload();
      onDonationsChanged?.();
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setBusy(null);
    }
  }

  async function showMore() {
    limit.current = Math.min(limit.current + BANK_LIST_DEFAULT, BANK_LIST_MAX);
    setBusy('more');
    await reload();
    setBusy(null);
  }

  const counts = lists?.counts;
  const listProps = lists ? { lists, busy, run, onMore: () => void showMore() } : null;

  return (
    <section className="adm-bank" aria-labelledby={`${id}-heading`}>
      <div className="adm-bank__head">
        <h3 id={`${id}-heading`} className="adm-donation-subhead">
          Bank statements
        </h3>
        {counts ? (
          <p className="adm-donation-note">
            {counts.matched} matched · {counts.review} need a look · {counts.unmatched} without a request · {counts.notFound} not found in the bank
          </p>
        ) : null}
        <Button variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close bank statements' : 'Import bank statement'}
        </Button>
      </div>
      {open ? (
        <>
          <StatementImportForm choices={choices} onChoicesStale={() => setChoices(null)} busy={busy} onBusy={setBusy} onImported={imported} />
          {lastImport ? (
            <p className="adm-donation-note" role="status">
              {lastImport.bankName}: {lastImport.credits} credits read, {lastImport.added} new, {lastImport.duplicates} already imported
              {lastImport.from ? ` (${formatDate(lastImport.from)} to ${formatDate(lastImport.to)})` : ''}.
            </p>
          ) : null}
          {listProps ? (
            <div className="adm-bank__lists">
              <MatchedList {...listProps} />
              <ReviewList {...listProps} />
              <UnmatchedList {...listProps} />
              <StatementHistory statements={listProps.lists.statements} />
              <NotFoundList lists={listProps.lists} />
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

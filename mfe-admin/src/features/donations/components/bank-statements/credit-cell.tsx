import { BANK_LIST_DEFAULT, BANK_LIST_MAX, type BankCreditView } from '@society/contracts';
import { Button } from '@society/web-kit';
import { formatDate, formatInr } from '../../../../utils/format';

/** A credit line as the lists show it: day, amount, references and the bank's narration. */
export function CreditCell({ credit }: { credit: BankCreditView }) {
  return (
    <div className="adm-bank-credit">
      <span className="wk-table__strong">{formatInr(credit.amount)}</span> <span className="adm-bank-muted">on {formatDate(credit.day)}</span>
      {credit.references.length > 0 ? <span className="wk-table__mono adm-bank-ref">{credit.references.join(', ')}</span> : null}
      <span className="adm-bank-narration">{credit.narration}</span>
    </div>
  );
}

/** One list's work: a key naming the step (for its button's busy text) and what it says when done. */
export type RunStep = (key: string, step: () => Promise<string>) => Promise<void>;

export interface ListMoreProps {
  shown: number;
  total: number;
  busy: string | null;
  onMore: () => void;
}

/** Under a list cut short: how much of it is shown, and a button for the next page. */
export function ListMore({ shown, total, busy, onMore }: ListMoreProps) {
  if (shown >= total) return null;
  return (
    <div className="adm-bank__more">
      <span className="adm-bank-muted">
        Showing {shown} of {total}
      </span>
      {shown < BANK_LIST_MAX ? (
        <Button size="sm" variant="ghost" disabled={busy !== null} onClick={onMore}>
          {busy === 'more' ? 'Loading…' : `Show ${Math.min(BANK_LIST_DEFAULT, total - shown)} more`}
        </Button>
      ) : (
        <span className="adm-bank-muted">Settle these to see the rest.</span>
      )}
    </div>
  );
}

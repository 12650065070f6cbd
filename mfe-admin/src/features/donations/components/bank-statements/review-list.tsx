import { useId, useState } from 'react';
import type { BankReviewReason } from '@society/contracts';
import { Button } from '@society/web-kit';
import { Field } from '@society/web-kit/staff';
import { formatDate, formatInr } from '../../../../utils/format';
import { dismissCredit, matchCredit } from '../../api/bank-statements';
import { CreditCell, ListMore } from './credit-cell';
import type { BankListProps } from './list-props';

const REASONS: Record<BankReviewReason, string> = {
  'amount-differs': 'Amount differs',
  'date-outside-window': 'Date outside the window',
  'two-candidates': 'More than one candidate',
  'near-miss-utr': 'UTR one digit off',
  'same-amount-and-date': 'Same amount and date only',
};

/** Credits that need a look: the admin picks the request a credit pays, or dismisses the suggestion. */
export function ReviewList({ lists, busy, run, onMore }: BankListProps) {
  const id = useId();
  const [picked, setPicked] = useState<Record<string, string>>({});

  return (
    <section aria-labelledby={id}>
      <h4 id={id}>Needs a look ({lists.counts.review})</h4>
      {lists.review.length === 0 ? <p className="wk-empty">Nothing to look at.</p> : null}
      <ul className="adm-bank__list">
        {lists.review.map(({ credit, candidates }) => {
          const choice = picked[credit.id] ?? candidates[0]?.request.id ?? '';
          return (
            <li key={credit.id} className="adm-bank__item">
              <CreditCell credit={credit} />
              <Field id={`${id}-pick-${credit.id}`} label="Receipt request">
                {(control) => (
                  <select {...control} value={choice} onChange={(event) => setPicked({ ...picked, [credit.id]: event.target.value })}>
                    {candidates.map(({ request, reason }) => (
                      <option key={request.id} value={request.id}>
                        {request.name}, {formatInr(request.amount)}, UTR {request.utr}, {formatDate(request.date)} ({REASONS[reason]})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="adm-bank__row-actions">
                <Button
                  size="sm"
                  disabled={busy !== null || !choice}
                  onClick={() =>
                    void run(`match-${credit.id}`, async () => {
                      const donation = await matchCredit(credit.id, choice);
                      return donation.receipt ? `Matched: receipt ${donation.receipt.number} issued for ${donation.name}` : `Matched to ${donation.name}`;
                    })
                  }
                >
                  Match
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy !== null}
                  onClick={() =>
                    void run(`dismiss-${credit.id}`, async () => {
                      await dismissCredit(credit.id);
                      return 'Suggestion dismissed';
                    })
                  }
                >
                  Dismiss
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ListMore shown={lists.review.length} total={lists.counts.review} busy={busy} onMore={onMore} />
    </section>
  );
}

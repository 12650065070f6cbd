import { useId } from 'react';
import { Button } from '@society/web-kit';
import { formatInr } from '../../../../utils/format';
import { confirmMatched } from '../../api/bank-statements';
import { CreditCell, ListMore } from './credit-cell';
import type { BankListProps } from './list-props';

/** Credits matched to a request: confirmed together in one click, which issues their receipts. */
export function MatchedList({ lists, busy, run, onMore }: BankListProps) {
  const id = useId();
  const confirmAll = () =>
    run('confirm', async () => {
      const result = await confirmMatched();
      const skipped = result.skipped.length > 0 ? ` (${result.skipped.length} left for later)` : '';
      return `Confirmed ${result.confirmed} matches and issued their receipts${skipped}`;
    });

  return (
    <section aria-labelledby={id}>
      <div className="adm-bank__list-head">
        <h4 id={id}>Matched ({lists.counts.matched})</h4>
        <Button disabled={lists.counts.matched === 0 || busy !== null} onClick={() => void confirmAll()}>
          {busy === 'confirm' ? 'Confirming…' : 'Confirm all matched'}
        </Button>
      </div>
      {lists.matched.length === 0 ? <p className="wk-empty">No matched credits.</p> : null}
      <ul className="adm-bank__list">
        {lists.matched.map(({ credit, request }) => (
          <li key={credit.id} className="adm-bank__item">
            <CreditCell credit={credit} />
            <div className="adm-bank-request">
              {request.name} · {formatInr(request.amount)} · UTR <span className="wk-table__mono">{request.utr}</span>
              {request.receiptGenerated ? ` · receipt ${request.receiptNumber ?? ''} already issued` : ''}
            </div>
          </li>
        ))}
      </ul>
      <ListMore shown={lists.matched.length} total={lists.counts.matched} busy={busy} onMore={onMore} />
    </section>
  );
}

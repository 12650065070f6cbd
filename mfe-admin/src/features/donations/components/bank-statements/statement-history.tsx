import { useId } from 'react';
import type { BankReconciliation } from '@society/contracts';
import { formatDate, formatInr } from '../../../../utils/format';

/** The statements imported so far, folded away under their count. */
export function StatementHistory({ statements }: { statements: BankReconciliation['statements'] }) {
  if (statements.length === 0) return null;
  return (
    <details className="adm-bank__history">
      <summary>Imported statements ({statements.length})</summary>
      <ul className="adm-bank__list">
        {statements.map((statement) => (
          <li key={statement.id} className="adm-bank-muted">
            {statement.fileName} ({statement.bankName}){statement.from ? `, ${formatDate(statement.from)} to ${formatDate(statement.to)}` : ''}: {statement.credits} credits, {statement.added} new, imported{' '}
            {formatDate(statement.importedAt)} by {statement.importedBy}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Receipt requests whose UTR no imported statement holds, once they are old enough to be missed. */
export function NotFoundList({ lists }: { lists: BankReconciliation }) {
  const id = useId();
  if (lists.notFound.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>Not found in the bank ({lists.counts.notFound})</h4>
      <p className="adm-donation-note">
        Receipt requests older than {lists.window.notFoundAfterDays} days whose UTR is in no imported statement. They are never receipted automatically.
      </p>
      <ul className="adm-bank__list">
        {lists.notFound.map((request) => (
          <li key={request.id} className="adm-bank__item">
            {request.name} · {formatInr(request.amount)} · UTR <span className="wk-table__mono">{request.utr}</span> · {formatDate(request.date)}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId, useState } from 'react';
import { Button } from '@society/web-kit';
import { Field } from '@society/web-kit/staff';
import { formatInr } from '../../../../utils/format';
import { recordCredit } from '../../api/bank-statements';
import { CreditCell, ListMore } from './credit-cell';
import type { BankListProps } from './list-props';

/** Credits no request asked for: recorded as a donation under the name read from the narration. */
export function UnmatchedList({ lists, busy, run, onMore }: BankListProps) {
  const id = useId();
  const [names, setNames] = useState<Record<string, string>>({});

  return (
    <section aria-labelledby={id}>
      <h4 id={id}>Credits without a request ({lists.counts.unmatched})</h4>
      {lists.unmatched.length === 0 ? <p className="wk-empty">Every credit has a request.</p> : null}
      <ul className="adm-bank__list">
        {lists.unmatched.map(({ credit, suggestedName }) => {
          const name = names[credit.id] ?? suggestedName;
          return (
            <li key={credit.id} className="adm-bank__item">
              <CreditCell credit={credit} />
              <Field id={`${id}-name-${credit.id}`} label="Donor name" hint="Read from the narration; no receipt until the donor's details are known.">
                {(control) => <input {...control} value={name} onChange={(event) => setNames({ ...names, [credit.id]: event.target.value })} />}
              </Field>
              <div className="adm-bank__row-actions">
                <Button
                  size="sm"
                  disabled={busy !== null || !name.trim()}
                  onClick={() =>
                    void run(`record-${credit.id}`, async () => {
                      const donation = await recordCredit(credit.id, name.trim());
                      return `Recorded ${formatInr(donation.amount)} from ${donation.name} as a donation`;
                    })
                  }
                >
                  Record as donation
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ListMore shown={lists.unmatched.length} total={lists.counts.unmatched} busy={busy} onMore={onMore} />
    </section>
  );
}

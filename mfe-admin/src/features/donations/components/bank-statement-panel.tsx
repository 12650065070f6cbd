import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BANK_LIST_DEFAULT, BANK_LIST_MAX, type BankChoices, type BankColumnMapping, type BankCreditView, type BankReconciliation, type BankReviewReason, type BankStatementImport } from '@society/contracts';
import { Button, Spinner } from '@society/web-kit';
import { Field, toast } from '@society/web-kit/staff';
import { formatDate, formatInr } from '../../../utils/format';
import {
  confirmMatched,
  dismissCredit,
  getBankChoices,
  getReconciliation,
  importStatement,
  matchCredit,
  recordCredit,
} from '../api/bank-statements';

const REASONS: Record<BankReviewReason, string> = {
  'amount-differs': 'Amount differs',
  'date-outside-window': 'Date outside the window',
  'two-candidates': 'More than one candidate',
  'near-miss-utr': 'UTR one digit off',
  'same-amount-and-date': 'Same amount and date only',
};

const MAPPING_FIELDS: Array<{ key: keyof Omit<BankColumnMapping, 'bankName'>; label: string; required: boolean }> = [
  { key: 'date', label: 'Date column', required: true },
  { key: 'narration', label: 'Narration column', required: true },
  { key: 'credit', label: 'Credit (deposit) column', required: true },
  { key: 'reference', label: 'Reference column', required: false },
  { key: 'debit', label: 'Debit (withdrawal) column', required: false },
  { key: 'balance', label: 'Balance column', required: false },
];

const EMPTY_MAPPING: BankColumnMapping = { bankName: '', date: '', narration: '', credit: '', reference: '', debit: '', balance: '' };

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** A credit line as the lists show it: day, amount, references and the bank's narration. */
function CreditCell({ credit }: { credit: BankCreditView }) {
  return (
    <div className="adm-bank-credit">
      <span className="wk-table__strong">{formatInr(credit.amount)}</span> <span className="adm-bank-muted">on {formatDate(credit.day)}</span>
      {credit.references.length > 0 ? <span className="wk-table__mono adm-bank-ref">{credit.references.join(', ')}</span> : null}
      <span className="adm-bank-narration">{credit.narration}</span>
    </div>
  );
}

export interface BankStatementPanelProps {
  /** The lists as last read: the Donations table flags the requests "not found in the bank" from them. */
  onReconciliation?: (reconciliation: BankReconciliation | null) => void;
  /** Receipts were issued or a donation recorded: the donations list and figures reload. */
  onDonationsChanged?: () => void;
}

/**
 * "Import bank statement" on the Donations tab (issue 33): the admin uploads the statement net banking
 * exports (CSV or XLSX; the bank told by its columns, or named, or "Other" with a column mapping remembered
 * per bank), then works through three lists: matched (confirmed in one click, issuing their receipts), needs
 * a look (pick the request or dismiss), and credits without a request (record as a donation).
 */
export function BankStatementPanel({ onReconciliation, onDonationsChanged }: BankStatementPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<BankReconciliation | null>(null);
  const [choices, setChoices] = useState<BankChoices | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState('auto');
  const [mapping, setMapping] = useState<BankColumnMapping>(EMPTY_MAPPING);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [lastImport, setLastImport] = useState<BankStatementImport | null>(null);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [names, setNames] = useState<Record<string, string>>({});
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

  function chooseBank(value: string) {
    setBank(value);
  }

  function chooseRemembered(bankName: string) {
    const remembered = choices?.mappings.find((entry) => entry.bankName === bankName);
    setMapping(remembered ? { ...EMPTY_MAPPING, ...remembered } : { ...EMPTY_MAPPING, bankName });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (!file) {
      setError('Choose the statement file (CSV or XLSX) to import.');
      return;
    }
    if (bank === 'other' && (!mapping.bankName.trim() || !mapping.date.trim() || !mapping.narration.trim() || !mapping.credit.trim())) {
      setError("For \"Other\", give the bank's name and the headers of its date, narration and credit columns.");
      return;
    }
    setBusy('import');
    try {
      const result = await importStatement({ file, bank, mapping: bank === 'other' ? mapping : undefined });
      setLastImport(result);
      // The answer carries the first page of each list.
      limit.current = BANK_LIST_DEFAULT;
      show(result.reconciliation);
      toast.success(`Imported ${result.added} new credits from ${result.bankName}`);
      if (bank === 'other') setChoices(null);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
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

  /** Under a list cut short: how much of it is shown, and a button for the next page. */
  const more = (shown: number, total: number) =>
    shown < total ? (
      <div className="adm-bank__more">
        <span className="adm-bank-muted">
          Showing {shown} of {total}
        </span>
        {shown < BANK_LIST_MAX ? (
          <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void showMore()}>
            {busy === 'more' ? 'Loading…' : `Show ${Math.min(BANK_LIST_DEFAULT, total - shown)} more`}
          </Button>
        ) : (
          <span className="adm-bank-muted">Settle these to see the rest.</span>
        )}
      </div>
    ) : null;

  const confirmAll = () =>
    run('confirm', async () => {
      const result = await confirmMatched();
      const skipped = result.skipped.length > 0 ? ` (${result.skipped.length} left for later)` : '';
      return `Confirmed ${result.confirmed} matches and issued their receipts${skipped}`;
    });

  const counts = lists?.counts;
  const fileId = `${id}-file`;
  const bankId = `${id}-bank`;

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
          <form className="adm-bank__form" onSubmit={(event) => void submit(event)} noValidate>
            <Field id={fileId} label="Statement file (CSV or XLSX)" required hint="As exported from net banking; at most 5 MB. Only credits are kept; lines imported before are skipped.">
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <Field id={bankId} label="Bank">
              {(control) => (
                <select {...control} value={bank} onChange={(event) => chooseBank(event.target.value)}>
                  <option value="auto">Detect from the columns</option>
                  {(choices?.banks ?? []).map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                  <option value="other">Other (name its columns)</option>
                </select>
              )}
            </Field>
            {bank === 'other' ? (
              <fieldset className="adm-bank__mapping">
                <legend>Columns of this bank&apos;s statement (remembered for next time)</legend>
                {choices && choices.mappings.length > 0 ? (
                  <Field id={`${id}-remembered`} label="Remembered banks">
                    {(control) => (
                      <select {...control} value="" onChange={(event) => chooseRemembered(event.target.value)}>
                        <option value="">Choose a remembered bank…</option>
                        {choices.mappings.map((entry) => (
                          <option key={entry.bankName} value={entry.bankName}>
                            {entry.bankName}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                ) : null}
                <Field id={`${id}-bank-name`} label="Bank name" required>
                  {(control) => <input {...control} value={mapping.bankName} onChange={(event) => setMapping({ ...mapping, bankName: event.target.value })} />}
                </Field>
                {MAPPING_FIELDS.map((field) => (
                  <Field key={field.key} id={`${id}-${field.key}`} label={field.label} required={field.required} hint={field.key === 'date' ? 'The header text exactly as the file shows it' : undefined}>
                    {(control) => <input {...control} value={mapping[field.key] ?? ''} onChange={(event) => setMapping({ ...mapping, [field.key]: event.target.value })} />}
                  </Field>
                ))}
              </fieldset>
            ) : null}
            {error ? (
              <p className="adm-inline-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="adm-bank__actions">
              <Button type="submit" disabled={busy !== null}>
                Import and match
              </Button>
              {busy === 'import' ? (
                <span role="status" className="adm-bank__progress">
                  <Spinner /> Uploading and matching…
                </span>
              ) : null}
            </div>
          </form>
          {lastImport ? (
            <p className="adm-donation-note" role="status">
              {lastImport.bankName}: {lastImport.credits} credits read, {lastImport.added} new, {lastImport.duplicates} already imported
              {lastImport.from ? ` (${formatDate(lastImport.from)} to ${formatDate(lastImport.to)})` : ''}.
            </p>
          ) : null}
          {lists ? (
            <div className="adm-bank__lists">
              <section aria-labelledby={`${id}-matched`}>
                <div className="adm-bank__list-head">
                  <h4 id={`${id}-matched`}>Matched ({lists.counts.matched})</h4>
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
                {more(lists.matched.length, lists.counts.matched)}
              </section>
              <section aria-labelledby={`${id}-review`}>
                <h4 id={`${id}-review`}>Needs a look ({lists.counts.review})</h4>
                {lists.review.length === 0 ? <p className="wk-empty">Nothing to look at.</p> : null}
                <ul className="adm-bank__list">
                  {lists.review.map(({ credit, candidates }) => {
                    const choice = picked[credit.id] ?? candidates[0]?.request.id ?? '';
                    const pickId = `${id}-pick-${credit.id}`;
                    return (
                      <li key={credit.id} className="adm-bank__item">
                        <CreditCell credit={credit} />
                        <Field id={pickId} label="Receipt request">
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
                {more(lists.review.length, lists.counts.review)}
              </section>
              <section aria-labelledby={`${id}-unmatched`}>
                <h4 id={`${id}-unmatched`}>Credits without a request ({lists.counts.unmatched})</h4>
                {lists.unmatched.length === 0 ? <p className="wk-empty">Every credit has a request.</p> : null}
                <ul className="adm-bank__list">
                  {lists.unmatched.map(({ credit, suggestedName }) => {
                    const name = names[credit.id] ?? suggestedName;
                    const nameId = `${id}-name-${credit.id}`;
                    return (
                      <li key={credit.id} className="adm-bank__item">
                        <CreditCell credit={credit} />
                        <Field id={nameId} label="Donor name" hint="Read from the narration; no receipt until the donor's details are known.">
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
                {more(lists.unmatched.length, lists.counts.unmatched)}
              </section>
              {lists.statements.length > 0 ? (
                <details className="adm-bank__history">
                  <summary>Imported statements ({lists.statements.length})</summary>
                  <ul className="adm-bank__list">
                    {lists.statements.map((statement) => (
                      <li key={statement.id} className="adm-bank-muted">
                        {statement.fileName} ({statement.bankName}){statement.from ? `, ${formatDate(statement.from)} to ${formatDate(statement.to)}` : ''}: {statement.credits} credits, {statement.added} new, imported{' '}
                        {formatDate(statement.importedAt)} by {statement.importedBy}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
              {lists.notFound.length > 0 ? (
                <section aria-labelledby={`${id}-not-found`}>
                  <h4 id={`${id}-not-found`}>Not found in the bank ({lists.counts.notFound})</h4>
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
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

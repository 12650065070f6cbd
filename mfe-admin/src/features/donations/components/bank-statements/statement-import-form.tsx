import { useId, useState, type FormEvent } from 'react';
import { BANK_STATEMENT_UPLOAD_MAX_BYTES, type BankChoices, type BankColumnMapping, type BankStatementImport } from '@society/contracts';
import { Button, Spinner } from '@society/web-kit';
import { Field } from '@society/web-kit/staff';
import { importStatement } from '../../api/bank-statements';

const MAPPING_FIELDS: Array<{ key: keyof Omit<BankColumnMapping, 'bankName'>; label: string; required: boolean }> = [
  { key: 'date', label: 'Date column', required: true },
  { key: 'narration', label: 'Narration column', required: true },
  { key: 'credit', label: 'Credit (deposit) column', required: true },
  { key: 'reference', label: 'Reference column', required: false },
  { key: 'debit', label: 'Debit (withdrawal) column', required: false },
  { key: 'balance', label: 'Balance column', required: false },
];

const EMPTY_MAPPING: BankColumnMapping = { bankName: '', date: '', narration: '', credit: '', reference: '', debit: '', balance: '' };

export const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

export interface StatementImportFormProps {
  /** The banks the API reads and the column mappings it remembers (null while they load). */
  choices: BankChoices | null;
  /** A new mapping was remembered: the choices are read again. */
  onChoicesStale: () => void;
  busy: string | null;
  onBusy: (busy: string | null) => void;
  onImported: (result: BankStatementImport) => void;
}

/** The statement upload: the file, its bank (detected, named, or "Other" with its columns named). */
export function StatementImportForm({ choices, onChoicesStale, busy, onBusy, onImported }: StatementImportFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState('auto');
  const [mapping, setMapping] = useState<BankColumnMapping>(EMPTY_MAPPING);
  const [error, setError] = useState('');

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
    onBusy('import');
    try {
      onImported(await importStatement({ file, bank, mapping: bank === 'other' ? mapping : undefined }));
      if (bank === 'other') onChoicesStale();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      onBusy(null);
    }
  }

  return (
    <form className="adm-bank__form" onSubmit={(event) => void submit(event)} noValidate>
      <Field id={`${id}-file`} label="Statement file (CSV or XLSX)" required hint={`As exported from net banking; at most ${BANK_STATEMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Only credits are kept; lines imported before are skipped.`}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field id={`${id}-bank`} label="Bank">
        {(control) => (
          <select {...control} value={bank} onChange={(event) => setBank(event.target.value)}>
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
  );
}

import { useState } from 'react';
import { academicYearOf, TERMS, type Term } from '@society/contracts';
import { Button } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import { termOfDay } from '../../../utils/register-days';
import { TERM_WORDS } from '../../../utils/register-words';
import { downloadBatchCards } from '../api/download-batch-cards';

/** The batch's progress cards of a term, one PDF for a parents' meeting. */
export function BatchCards({ batchId, day }: { batchId: string; day: string }) {
  const t = useTeamText();
  const [term, setTerm] = useState<Term>(termOfDay(day));
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadBatchCards(batchId, academicYearOf(day), term);
    } catch {
      toast.error(t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <details className="team-cards">
      <summary>{t('batchCards')}</summary>
      <div className="team-cards__body">
        <div className="wk-field">
          <label htmlFor="batch-cards-term">{t('termLabel')}</label>
          <select id="batch-cards-term" value={term} onChange={(event) => setTerm(event.target.value as Term)}>
            {TERMS.map((choice) => (
              <option key={choice} value={choice}>
                {t(TERM_WORDS[choice])}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {busy ? t('downloading') : t('downloadCard')}
        </Button>
      </div>
    </details>
  );
}

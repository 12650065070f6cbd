import { useState, type FormEvent } from 'react';
import { academicYearOf, REGISTER_RULES, TERMS, type Term } from '@society/contracts';
import { Button } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import { termOfDay } from '../../../utils/register-days';
import { TERM_WORDS } from '../../../utils/register-words';
import { downloadProgressCard } from '../api/download-progress-card';
import { saveRemark } from '../api/save-remark';

/** The teacher's remark of a term and the progress card it goes on (both need the network). */
export function RemarkCard({ studentId, today }: { studentId: string; today: string }) {
  const t = useTeamText();
  const academicYear = academicYearOf(today);
  const [term, setTerm] = useState<Term>(termOfDay(today));
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState<'remark' | 'card' | null>(null);

  async function run(step: 'remark' | 'card', work: () => Promise<unknown>, done: string | null, failed: string) {
    setBusy(step);
    try {
      await work();
      if (done) toast.success(done);
    } catch {
      toast.error(failed);
    } finally {
      setBusy(null);
    }
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run('remark', () => saveRemark(studentId, academicYear, term, remark.trim()), t('remarkSaved'), t('saveFailed'));
  }

  return (
    <section className="team-card wk-card" aria-labelledby="remark-heading">
      <h3 id="remark-heading">{t('remarkHeading')}</h3>
      <form className="wk-form" onSubmit={onSubmit}>
        <div className="wk-field">
          <label htmlFor="remark-term">{t('termLabel')}</label>
          <select id="remark-term" value={term} onChange={(event) => setTerm(event.target.value as Term)}>
            {TERMS.map((choice) => (
              <option key={choice} value={choice}>
                {t(TERM_WORDS[choice])} {academicYear}
              </option>
            ))}
          </select>
        </div>
        <div className="wk-field">
          <label htmlFor="remark-text">{t('remarkLabel')}</label>
          <textarea id="remark-text" value={remark} maxLength={REGISTER_RULES.remarkMax} onChange={(event) => setRemark(event.target.value)} />
        </div>
        <div className="team-row">
          <Button type="submit" disabled={busy !== null || remark.trim() === ''}>
            {busy === 'remark' ? t('saving') : t('saveRemark')}
          </Button>
          <Button variant="secondary" disabled={busy !== null} onClick={() => void run('card', () => downloadProgressCard(studentId, academicYear, term), null, t('downloadFailed'))}>
            {busy === 'card' ? t('downloading') : t('downloadCard')}
          </Button>
        </div>
      </form>
    </section>
  );
}

import { useCallback, useState } from 'react';
import { academicYearOf, REGISTER_RULES, todayInIndia } from '@society/contracts';
import { Button } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { NetworkView, useNetworkLoad } from '../../../components/network-view';
import { useTeamText } from '../../../hooks/use-team-text';
import { downloadOutcomes } from '../api/download-outcomes';
import { getOutcomes } from '../api/get-outcomes';
import { AttendanceMonths } from './attendance-months';
import { FiguresTable, type FiguresRow } from './figures-table';

/** This year and the two before it. */
function recentYears(today: string): string[] {
  const start = Number(academicYearOf(today).slice(0, 4));
  return [0, 1, 2].map((back) => academicYearOf(`${start - back}-06-01`));
}

/** Outcomes for the society and its donors: per centre and batch, figures only, and the CSV. */
export function OutcomesPanel() {
  const t = useTeamText();
  const years = recentYears(todayInIndia());
  const [academicYear, setAcademicYear] = useState(years[0]);
  const load = useNetworkLoad(useCallback(() => getOutcomes(academicYear), [academicYear]));
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    await downloadOutcomes(academicYear).catch(() => toast.error(t('downloadFailed')));
    setBusy(false);
  }

  return (
    <section className="team-panel" aria-labelledby="outcomes-heading">
      <div className="team-panel__head">
        <h2 id="outcomes-heading">{t('outcomesHeading')}</h2>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {busy ? t('downloading') : t('downloadCsv')}
        </Button>
      </div>
      <div className="wk-field team-day__date">
        <label htmlFor="outcomes-year">{t('academicYear')}</label>
        <select id="outcomes-year" value={academicYear} onChange={(event) => setAcademicYear(event.target.value)}>
          {years.map((year) => (
            <option key={year}>{year}</option>
          ))}
        </select>
      </div>
      <p className="team-hint">{t('outcomesNote', { min: REGISTER_RULES.minChildrenInFigure })}</p>
      <NetworkView load={load} label={t('loading')}>
        {(view) => {
          const society: FiguresRow = { key: 'society', name: t('wholeSociety'), ...view.society };
          const centres: FiguresRow[] = view.centres.map((centre) => ({ key: centre.centreId, ...centre }));
          const batches: FiguresRow[] = view.batches.map((batch) => ({ key: batch.batchId, ...batch }));
          return (
            <>
              <FiguresTable caption={t('centresFigures')} rows={[society, ...centres]} />
              <FiguresTable caption={t('batchesFigures')} rows={batches} />
              <AttendanceMonths rows={[society, ...centres]} />
            </>
          );
        }}
      </NetworkView>
    </section>
  );
}

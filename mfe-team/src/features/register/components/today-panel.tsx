import { formatDay, todayInIndia, type BatchView } from '@society/contracts';
import { ErrorView, PageSpinner, useLocale } from '@society/web-kit';
import { useLoad } from '@society/web-kit/staff';
import { isNetworkError, NetworkNeeded } from '../../../components/network-view';
import { useTeamText } from '../../../hooks/use-team-text';
import { loadSnapshot } from '../../../offline';
import { weekdayOf } from '../../../utils/register-days';
import { BatchCard } from './batch-card';

/** The dashboard's first screen: the signed-in teacher's batches meeting today (from the phone's snapshot), then the others. */
export function TodayPanel() {
  const t = useTeamText();
  const locale = useLocale();
  const { state, reload } = useLoad(loadSnapshot);
  const today = todayInIndia();
  const weekday = weekdayOf(today);

  if (state.status === 'loading') return <PageSpinner label={t('loadingBatches')} />;
  // Never synced on this phone, and no network: nothing to show yet.
  if (state.status === 'failed' && isNetworkError(state.error)) return <NetworkNeeded />;
  if (state.status === 'failed') return <ErrorView message={t('loadFailed')} onRetry={reload} headingLevel={2} />;
  const batches = state.data.batches.filter((batch) => batch.active);
  const meets = (batch: BatchView) => batch.days.includes(weekday);
  const todays = batches.filter(meets);
  const others = batches.filter((batch) => !meets(batch));
  const children = state.data.children;
  return (
    <section className="team-panel" aria-labelledby="today-heading">
      <h2 id="today-heading">{t('todayHeading', { date: formatDay(today, locale) })}</h2>
      {batches.length === 0 ? <p className="wk-empty">{t('noBatches')}</p> : null}
      {batches.length > 0 && todays.length === 0 ? <p className="wk-empty">{t('noBatchesToday')}</p> : null}
      <ul className="team-batches">
        {todays.map((batch) => (
          <BatchCard key={batch.id} batch={batch} children={children[batch.id]?.length ?? batch.enrolled} today={today} main />
        ))}
      </ul>
      {others.length > 0 ? (
        <>
          <h3>{t('otherBatches')}</h3>
          <ul className="team-batches">
            {others.map((batch) => (
              <BatchCard key={batch.id} batch={batch} children={children[batch.id]?.length ?? batch.enrolled} today={today} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

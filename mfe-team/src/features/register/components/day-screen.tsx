import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatDay, formatDateTime, todayInIndia } from '@society/contracts';
import { ErrorView, LocalLink, PageSpinner, useLocale, useLocalPath } from '@society/web-kit';
import { useLoad } from '@society/web-kit/staff';
import { isNetworkError, NetworkNeeded } from '../../../components/network-view';
import { dayPath, monthPath, tabPath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { loadSnapshot } from '../../../offline';
import { DAY_PATTERN } from '../../../utils/register-days';
import { getRegisterDay } from '../api/get-register-day';
import { BatchCards } from './batch-cards';
import { DayRegister } from './day-register';

/** A batch's day (opened from Today): its children as last synced, and the day's marks as saved, if online. */
export function DayScreen() {
  const { batchId = '', day = '' } = useParams();
  const t = useTeamText();
  const locale = useLocale();
  const local = useLocalPath();
  const navigate = useNavigate();
  const today = todayInIndia();
  const snapshot = useLoad(loadSnapshot);
  const fetchDay = useCallback(() => getRegisterDay(batchId, day), [batchId, day]);
  const saved = useLoad(fetchDay);

  if (!DAY_PATTERN.test(day)) return <Navigate to={local(dayPath(batchId, today))} replace />;
  const back = (
    <LocalLink className="team-back" to={tabPath('today')}>
      ← {t('backToToday')}
    </LocalLink>
  );
  if (snapshot.state.status === 'failed' && isNetworkError(snapshot.state.error)) return <NetworkNeeded />;
  if (snapshot.state.status === 'failed') return <ErrorView message={t('loadFailed')} onRetry={snapshot.reload} headingLevel={2} />;
  if (snapshot.state.status === 'loading' || saved.state.status === 'loading') return <PageSpinner label={t('loadingBatches')} />;

  const batch = snapshot.state.data.batches.find((candidate) => candidate.id === batchId);
  if (!batch) {
    return (
      <section className="team-panel">
        {back}
        <p className="wk-empty">{t('batchNotFound')}</p>
      </section>
    );
  }
  const dayView = saved.state.status === 'loaded' ? saved.state.data : null;
  const unreadable = saved.state.status === 'failed' && isNetworkError(saved.state.error);
  return (
    <section className="team-panel team-day" aria-labelledby="day-heading">
      {back}
      <div className="team-panel__head">
        <h2 id="day-heading">{t('registerFor', { batch: batch.name })}</h2>
        <LocalLink to={monthPath(batch.id, day.slice(0, 7))}>{t('monthLink')}</LocalLink>
      </div>
      <p className="team-day__meta">
        {batch.centreName} · {t('batchTime', { start: batch.startTime, end: batch.endTime })} · {formatDay(day, locale)}
      </p>
      {dayView?.savedAt ? <p className="team-day__meta">{t('lastSaved', { time: formatDateTime(dayView.savedAt, locale) })}</p> : null}
      {unreadable ? <p className="team-notice">{t('dayOffline')}</p> : null}
      <DayRegister
        key={`${batchId}/${day}/${dayView?.savedAt ?? ''}`}
        batch={batch}
        children={snapshot.state.data.children[batch.id] ?? []}
        day={day}
        today={today}
        saved={dayView}
        onDay={(next) => navigate(local(dayPath(batch.id, next)))}
      />
      <BatchCards batchId={batch.id} day={day} />
    </section>
  );
}

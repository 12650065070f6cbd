import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { todayInIndia, type ChildProgressView } from '@society/contracts';
import { LocalLink, PageSpinner } from '@society/web-kit';
import { useLoad } from '@society/web-kit/staff';
import { AbsenceFlag } from '../../../components/absence-flag';
import { NetworkView, useNetworkLoad } from '../../../components/network-view';
import { tabPath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { loadSnapshot, useSyncStatus } from '../../../offline';
import { getChildProgress } from '../api/get-child-progress';
import { childInSnapshot } from '../utils/child-in-snapshot';
import { AssessmentEntry } from './assessment-entry';
import { ChildAttendance } from './child-attendance';
import { HomeVisits } from './home-visits';
import { LevelsTable } from './levels-table';
import { RemarkCard } from './remark-card';

/** A child's page: recording levels (offline too), and from the server their levels, attendance and home visits. */
export function ChildPage() {
  const { studentId = '' } = useParams();
  const t = useTeamText();
  const { online } = useSyncStatus();
  const today = todayInIndia();
  const snapshot = useLoad(loadSnapshot);
  const progress = useNetworkLoad(useCallback(() => getChildProgress(studentId), [studentId]));
  if (snapshot.state.status === 'loading') return <PageSpinner label={t('loading')} />;

  const kept = snapshot.state.status === 'loaded' ? childInSnapshot(snapshot.state.data, studentId) : null;
  const view: ChildProgressView | null = progress.state.status === 'loaded' ? progress.state.data : null;
  const name = view?.name ?? kept?.child.name ?? '';
  const hasConsent = view?.hasConsent ?? kept?.child.hasConsent ?? false;
  const phone = view?.guardianPhone ?? kept?.child.guardianPhone ?? null;
  const flagged = view?.flagged ?? kept?.child.flagged ?? false;
  const current = view?.enrolments.find((enrolment) => enrolment.to === null);
  const teachesEnglish = kept?.batch.teachesEnglish ?? false;
  const rounds = snapshot.state.status === 'loaded' ? snapshot.state.data.rounds : [];

  return (
    <section className="team-panel team-child-page" aria-labelledby="child-heading">
      <LocalLink className="team-back" to={tabPath('today')}>
        ← {t('backToToday')}
      </LocalLink>
      <h2 id="child-heading">{name || '…'}</h2>
      {current ? <p className="team-day__meta">{t('currentBatch', { batch: current.batchName, centre: current.centreName })}</p> : null}
      {flagged ? <AbsenceFlag phone={phone} /> : null}
      {name && !hasConsent ? <p className="wk-chip wk-chip--pending">{t('consentNeeded')}</p> : null}
      {hasConsent ? <AssessmentEntry studentId={studentId} teachesEnglish={teachesEnglish} rounds={rounds} today={today} recorded={view?.assessments ?? []} /> : null}
      <NetworkView load={progress} label={t('loading')}>
        {(loaded) =>
          loaded.hasConsent ? (
            <>
              <h3>{t('childLevels')}</h3>
              <LevelsTable assessments={loaded.assessments} teachesEnglish={teachesEnglish} />
              <h3>{t('childAttendance')}</h3>
              <ChildAttendance months={loaded.attendance} />
              <h3>{t('childVisits')}</h3>
              <HomeVisits visits={loaded.homeVisits} />
            </>
          ) : null
        }
      </NetworkView>
      {hasConsent && online ? <RemarkCard studentId={studentId} today={today} /> : null}
    </section>
  );
}

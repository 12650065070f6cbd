import { useState } from 'react';
import { formatDay, REGISTER_RULES, type FollowUpView } from '@society/contracts';
import { Button, LocalLink, useLocale } from '@society/web-kit';
import { CallGuardian } from '../../../components/absence-flag';
import { NetworkView, useNetworkLoad } from '../../../components/network-view';
import { childPath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { getFollowUps } from '../api/get-follow-ups';
import { HomeVisitDialog } from './home-visit-dialog';

/** Follow-up: the children who stopped coming, the guardian's phone to call, and 'Record home visit'. */
export function FollowUpPanel() {
  const t = useTeamText();
  const locale = useLocale();
  const load = useNetworkLoad(getFollowUps);
  const [visiting, setVisiting] = useState<FollowUpView | null>(null);
  return (
    <section className="team-panel" aria-labelledby="follow-up-heading">
      <h2 id="follow-up-heading">{t('followUpHeading')}</h2>
      <p className="team-hint">{t('followUpNote', { days: REGISTER_RULES.absenceRunFlag })}</p>
      <NetworkView load={load} label={t('loading')}>
        {(children) =>
          children.length === 0 ? (
            <p className="wk-empty">{t('noFollowUps')}</p>
          ) : (
            <ul className="team-batches">
              {children.map((child) => (
                <li key={child.studentId} className="team-batch wk-card">
                  <div>
                    <h3 className="team-batch__name">
                      <LocalLink to={childPath(child.studentId)}>{child.name}</LocalLink>
                    </h3>
                    <p className="team-batch__meta">{child.batchName}</p>
                    <p className="team-batch__meta">{t('absentSince', { date: formatDay(child.absentSince, locale), days: child.absentDays })}</p>
                    <CallGuardian phone={child.guardianPhone} />
                  </div>
                  <Button variant="secondary" size="lg" onClick={() => setVisiting(child)}>
                    {t('recordVisit')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </NetworkView>
      {visiting ? (
        <HomeVisitDialog
          child={visiting}
          onClose={() => setVisiting(null)}
          onSaved={() => {
            load.update((list) => list.filter((child) => child.studentId !== visiting.studentId));
            setVisiting(null);
          }}
        />
      ) : null}
    </section>
  );
}

import { formatDay, type HomeVisitView } from '@society/contracts';
import { useLocale } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';
import { VISIT_OUTCOME_WORDS } from '../../../utils/register-words';

/** The home visits recorded for a child, latest first. */
export function HomeVisits({ visits }: { visits: readonly HomeVisitView[] }) {
  const t = useTeamText();
  const locale = useLocale();
  if (visits.length === 0) return <p className="wk-empty">{t('noVisits')}</p>;
  return (
    <ul className="team-visits">
      {[...visits]
        .sort((a, b) => b.day.localeCompare(a.day))
        .map((visit) => (
          <li key={visit.id}>
            <strong>{formatDay(visit.day, locale)}</strong>: {t(VISIT_OUTCOME_WORDS[visit.outcome])}
            {visit.note ? <p className="team-hint">{visit.note}</p> : null}
          </li>
        ))}
    </ul>
  );
}

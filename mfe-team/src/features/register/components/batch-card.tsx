import type { BatchView } from '@society/contracts';
import { ButtonLink } from '@society/web-kit';
import { dayPath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { WEEKDAY_WORDS } from '../../../utils/register-words';

export interface BatchCardProps {
  batch: BatchView;
  children: number;
  today: string;
  /** A batch meeting today: its button is the screen's main action. */
  main?: boolean;
}

/** A batch on Today: name, centre, time and days, and the way into today's register. */
export function BatchCard({ batch, children, today, main = false }: BatchCardProps) {
  const t = useTeamText();
  return (
    <li className="team-batch wk-card">
      <div>
        <h3 className="team-batch__name">{batch.name}</h3>
        <p className="team-batch__meta">
          {batch.centreName} · {t('batchTime', { start: batch.startTime, end: batch.endTime })}
        </p>
        <p className="team-batch__meta">
          {batch.days.map((day) => t(WEEKDAY_WORDS[day])).join(', ')} · {t('childrenCount', { count: children })}
        </p>
      </div>
      <ButtonLink to={dayPath(batch.id, today)} variant={main ? 'primary' : 'secondary'} size="lg" aria-label={`${t('openRegister')}: ${batch.name}`}>
        {t('openRegister')}
      </ButtonLink>
    </li>
  );
}

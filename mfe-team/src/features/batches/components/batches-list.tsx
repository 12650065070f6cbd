import type { BatchView } from '@society/contracts';
import { Button } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';
import { WEEKDAY_WORDS } from '../../../utils/register-words';

export interface BatchesListProps {
  batches: readonly BatchView[];
  onEdit: (batch: BatchView) => void;
  onEnrol: (batch: BatchView) => void;
}

/** The batches: centre, days and time, teachers, children enrolled; Edit and Enrol children. */
export function BatchesList({ batches, onEdit, onEnrol }: BatchesListProps) {
  const t = useTeamText();
  if (batches.length === 0) return <p className="wk-empty">{t('noBatchesYet')}</p>;
  return (
    <ul className="team-batches">
      {batches.map((batch) => (
        <li key={batch.id} className="team-batch wk-card">
          <div>
            <h4 className="team-batch__name">{batch.name}</h4>
            <p className="team-batch__meta">
              {batch.centreName} · {batch.academicYear} · {t('batchTime', { start: batch.startTime, end: batch.endTime })}
            </p>
            <p className="team-batch__meta">
              {batch.days.map((day) => t(WEEKDAY_WORDS[day])).join(', ')} · {t('childrenCount', { count: batch.enrolled })}
            </p>
            {batch.teacherNames.length > 0 ? (
              <p className="team-batch__meta">
                {t('batchTeachers')}: {batch.teacherNames.join(', ')}
              </p>
            ) : null}
          </div>
          <div className="team-row">
            <Button variant="secondary" aria-label={t('editBatchNamed', { name: batch.name })} onClick={() => onEdit(batch)}>
              {t('edit')}
            </Button>
            <Button onClick={() => onEnrol(batch)}>{t('enrol')}</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { CentreView } from '@society/contracts';
import { Button } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';

export interface CentresListProps {
  centres: readonly CentreView[];
  onEdit: (centre: CentreView) => void;
}

/** The learning centres: name, area and address, the map link, Edit. */
export function CentresList({ centres, onEdit }: CentresListProps) {
  const t = useTeamText();
  if (centres.length === 0) return <p className="wk-empty">{t('noCentres')}</p>;
  return (
    <ul className="team-batches">
      {centres.map((centre) => (
        <li key={centre.id} className="team-batch wk-card">
          <div>
            <h4 className="team-batch__name">{centre.name}</h4>
            <p className="team-batch__meta">
              {centre.area} · {centre.address}
            </p>
            {centre.mapUrl ? (
              <a href={centre.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('openMap')}
              </a>
            ) : null}
          </div>
          <Button variant="secondary" aria-label={t('editCentreNamed', { name: centre.name })} onClick={() => onEdit(centre)}>
            {t('edit')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

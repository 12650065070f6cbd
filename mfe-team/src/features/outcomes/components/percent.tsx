import { useTeamText } from '../../../hooks/use-team-text';

/** A share as '62%', or 'Too few children' where the figure is withheld (fewer than the minimum behind it). */
export function Percent({ value }: { value: number | null }) {
  const t = useTeamText();
  return value === null ? <span className="team-muted">{t('tooFew')}</span> : <>{t('percent', { value: Math.round(value) })}</>;
}

import { useTeamText } from '../hooks/use-team-text';
import { useSyncStatus } from '../offline';

/** What became of a saved record: kept on this phone, sent, or refused by the server. */
export function SaveStatus({ recordId }: { recordId: string }) {
  const t = useTeamText();
  const { waiting, refused } = useSyncStatus();
  const refusal = refused.find((record) => record.id === recordId);
  const text = refusal ? t('notAccepted', { message: refusal.message }) : waiting.some((record) => record.id === recordId) ? t('savedOnPhone') : t('sent');
  return (
    <p role="status" className={`team-save-status${refusal ? ' team-save-status--refused' : ''}`}>
      {text}
    </p>
  );
}

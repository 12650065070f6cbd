import { Button } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';
import { SaveStatus } from '../../../components/save-status';

export interface DaySaveBarProps {
  /** Children still without a mark (0 on a holiday or a day without class). */
  unmarked: number;
  saving: boolean;
  /** Whether there is something to save (a change since the last save). */
  changed: boolean;
  savedRecordId: string | null;
  onRestPresent: () => void;
  onSave: () => void;
}

/** The bar under the register: 'Mark the rest present', what is left, one Save, and what became of the save. */
export function DaySaveBar({ unmarked, saving, changed, savedRecordId, onRestPresent, onSave }: DaySaveBarProps) {
  const t = useTeamText();
  return (
    <div className="team-day__save">
      <p className="team-day__left">{unmarked > 0 ? t('notMarked', { count: unmarked }) : t('allMarked')}</p>
      <div className="team-day__actions">
        {unmarked > 0 ? (
          <Button variant="secondary" onClick={onRestPresent}>
            {t('markRestPresent')}
          </Button>
        ) : null}
        <Button disabled={saving || unmarked > 0 || !changed} onClick={onSave}>
          {saving ? t('saving') : t('saveDay')}
        </Button>
      </div>
      {savedRecordId && !changed ? <SaveStatus recordId={savedRecordId} /> : null}
    </div>
  );
}

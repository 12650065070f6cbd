import { useCallback, useState } from 'react';
import { REGISTER_RULES, type AttendanceMark, type BatchView, type ClassDayKind, type RegisterChild, type RegisterDayView } from '@society/contracts';
import { toast } from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import { daysBetween, teacherMayEdit } from '../../../utils/register-days';
import { saveRegisterDay } from '../api/save-register-day';
import { markRestPresent, savedMarks, unmarkedCount, type DayMarks } from '../utils/day-marks';
import { DayChildren } from './day-children';
import { DayControls } from './day-controls';
import { DaySaveBar } from './day-save-bar';

export interface DayRegisterProps {
  batch: BatchView;
  children: readonly RegisterChild[];
  day: string;
  today: string;
  /** The day as saved on the server; null when not saved yet or when it could not be read (offline). */
  saved: RegisterDayView | null;
  onDay: (day: string) => void;
}

/** Taking a batch's day: none marked at first, one tap a child, 'mark the rest present', one Save. */
export function DayRegister({ batch, children, day, today, saved, onDay }: DayRegisterProps) {
  const t = useTeamText();
  const [kind, setKind] = useState<ClassDayKind>(saved?.kind ?? 'held');
  const [marks, setMarks] = useState<DayMarks>(() => savedMarks(children, saved?.marks));
  const [changed, setChanged] = useState(!saved?.kind);
  const [saving, setSaving] = useState(false);
  const [savedRecordId, setSavedRecordId] = useState<string | null>(null);

  const editable = (saved?.editable ?? true) && teacherMayEdit(day, today);
  const held = kind === 'held';
  const unmarked = held ? unmarkedCount(children, marks) : 0;

  // One function for every row, so a tap re-renders only the row it marked (ChildRow is memoised): the
  // register answers each tap at once on a slow phone.
  const onMark = useCallback((studentId: string, mark: AttendanceMark) => {
    setMarks((current) => ({ ...current, [studentId]: mark }));
    setChanged(true);
  }, []);

  function change(next: () => void) {
    next();
    setChanged(true);
  }

  async function save() {
    setSaving(true);
    try {
      setSavedRecordId(await saveRegisterDay(batch.id, day, kind, marks));
      setChanged(false);
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <DayControls day={day} today={today} kind={kind} disabled={!editable} onDay={onDay} onKind={(next) => change(() => setKind(next))} />
      {editable ? null : (
        <p className="team-notice">{daysBetween(day, today) < 0 ? t('futureDay') : t('readOnlyOld', { days: REGISTER_RULES.teacherCorrectionDays })}</p>
      )}
      {!held ? <p className="team-notice">{t('notHeldNote')}</p> : null}
      {held && children.length === 0 ? <p className="wk-empty">{t('noChildren')}</p> : null}
      {held && children.length > 0 ? (
        <DayChildren
          children={children}
          teachesEnglish={batch.teachesEnglish}
          marks={marks}
          disabled={!editable}
          onMark={onMark}
        />
      ) : null}
      {editable ? (
        <DaySaveBar
          unmarked={unmarked}
          saving={saving}
          changed={changed}
          savedRecordId={savedRecordId}
          onRestPresent={() => change(() => setMarks((current) => markRestPresent(children, current)))}
          onSave={() => void save()}
        />
      ) : null}
    </>
  );
}

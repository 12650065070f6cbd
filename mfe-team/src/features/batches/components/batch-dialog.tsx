import { useState, type FormEvent } from 'react';
import { academicYearOf, ACADEMIC_YEAR_PATTERN, CLOCK_TIME_PATTERN, todayInIndia, type BatchView, type CentreView, type TeacherView } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { FormDialog } from '@society/web-kit/staff';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { useTeamText } from '../../../hooks/use-team-text';
import { saveBatch, type BatchBody } from '../api/save-batch';
import { BatchFields } from './batch-fields';

export interface BatchDialogProps {
  batch?: BatchView;
  centres: readonly CentreView[];
  /** The team members who can teach, by name. */
  teachers: readonly TeacherView[];
  onClose: () => void;
  onSaved: (batch: BatchView) => void;
}

function initialValues(batch: BatchView | undefined, me: string): BatchBody {
  if (batch) {
    const { centreId, name, days, startTime, endTime, teacherIds, academicYear, teachesEnglish } = batch;
    return { centreId, name, days, startTime, endTime, teacherIds, academicYear, teachesEnglish };
  }
  return { centreId: '', name: '', days: [], startTime: '16:00', endTime: '18:00', teacherIds: [me], academicYear: academicYearOf(todayInIndia()), teachesEnglish: false };
}

/** The team's list, with any teacher the batch has who left the team (so they can be taken off it). */
function teacherChoices(teachers: readonly TeacherView[], batch: BatchView | undefined): TeacherView[] {
  const known = new Set(teachers.map((teacher) => teacher.id));
  const former = batch ? batch.teacherIds.map((id, index) => ({ id, name: batch.teacherNames[index] ?? '' })).filter((teacher) => !known.has(teacher.id)) : [];
  return [...teachers, ...former];
}

const complete = (body: BatchBody) =>
  body.name !== '' && body.centreId !== '' && body.days.length > 0 && CLOCK_TIME_PATTERN.test(body.startTime) && CLOCK_TIME_PATTERN.test(body.endTime) && body.endTime > body.startTime && ACADEMIC_YEAR_PATTERN.test(body.academicYear);

/** Adding or changing a batch, and who teaches it (a new batch starts with the signed-in member). */
export function BatchDialog({ batch, centres, teachers, onClose, onSaved }: BatchDialogProps) {
  const t = useTeamText();
  const me = useSession((state) => state.user?._id ?? '');
  const [values, setValues] = useState<BatchBody>(() => initialValues(batch, me));
  const { busy, failure, save } = useDialogSave(t('saveFailed'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { ...values, name: values.name.trim() };
    await save(() => saveBatch(body, batch?.id), t('batchSaved'), onSaved, complete(body) ? null : t('batchIncomplete'));
  }

  return (
    <FormDialog
      title={batch ? t('editBatch') : t('addBatch')}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('saveBatch')}
      busyLabel={t('saving')}
      busy={busy}
      cancelLabel={t('cancel')}
      failure={failure}
    >
      <BatchFields
        values={values}
        centres={centres}
        teachers={teacherChoices(teachers, batch)}
        me={me}
        onChange={setValues}
      />
    </FormDialog>
  );
}

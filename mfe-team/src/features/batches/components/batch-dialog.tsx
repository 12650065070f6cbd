import { useState, type FormEvent } from 'react';
import { academicYearOf, ACADEMIC_YEAR_PATTERN, CLOCK_TIME_PATTERN, todayInIndia, type BatchView, type CentreView } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { FormDialog } from '@society/web-kit/staff';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { useTeamText } from '../../../hooks/use-team-text';
import { saveBatch, type BatchBody } from '../api/save-batch';
import { BatchFields } from './batch-fields';

export interface BatchDialogProps {
  batch?: BatchView;
  centres: readonly CentreView[];
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

const complete = (body: BatchBody) =>
  body.name !== '' && body.centreId !== '' && body.days.length > 0 && CLOCK_TIME_PATTERN.test(body.startTime) && CLOCK_TIME_PATTERN.test(body.endTime) && body.endTime > body.startTime && ACADEMIC_YEAR_PATTERN.test(body.academicYear);

/** Adding or changing a batch; its teachers are kept, and the member may add or take themselves off. */
export function BatchDialog({ batch, centres, onClose, onSaved }: BatchDialogProps) {
  const t = useTeamText();
  const me = useSession((state) => state.user?._id ?? '');
  const [values, setValues] = useState<BatchBody>(() => initialValues(batch, me));
  const { busy, failure, save } = useDialogSave(t('saveFailed'));
  const others = batch ? batch.teacherNames.filter((_, index) => batch.teacherIds[index] !== me) : [];

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
        iTeach={values.teacherIds.includes(me)}
        onChange={setValues}
        onITeach={(teaches) => setValues((current) => ({ ...current, teacherIds: teaches ? [...current.teacherIds, me] : current.teacherIds.filter((id) => id !== me) }))}
      />
      {others.length > 0 ? (
        <p className="team-hint">
          {t('batchTeachers')}: {others.join(', ')}
        </p>
      ) : null}
    </FormDialog>
  );
}

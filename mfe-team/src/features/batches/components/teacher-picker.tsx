import type { TeacherView } from '@society/contracts';
import { useTeamText } from '../../../hooks/use-team-text';

export interface TeacherPickerProps {
  /** Every team member who can teach, by name. */
  teachers: readonly TeacherView[];
  selected: readonly string[];
  /** The signed-in member's id, marked "(you)". */
  me: string;
  onChange: (teacherIds: string[]) => void;
}

/** Who teaches the batch: one checkbox per team member, kept in the list's order. */
export function TeacherPicker({ teachers, selected, me, onChange }: TeacherPickerProps) {
  const t = useTeamText();
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((other) => other !== id) : teachers.map((teacher) => teacher.id).filter((other) => other === id || selected.includes(other)));
  return (
    <fieldset className="team-days">
      <legend>{t('batchTeachers')}</legend>
      {teachers.map((teacher) => {
        const on = selected.includes(teacher.id);
        return (
          <label key={teacher.id} className={`team-choice${on ? ' team-choice--on' : ''}`}>
            <input type="checkbox" checked={on} onChange={() => toggle(teacher.id)} />
            {teacher.id === me ? t('teacherIsMe', { name: teacher.name }) : teacher.name}
          </label>
        );
      })}
    </fieldset>
  );
}

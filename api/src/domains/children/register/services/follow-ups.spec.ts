import type { AttendanceMark, ClassDayKind } from '@society/contracts';
import { currentRun } from './follow-ups.service';

const day = (date: string, mark: AttendanceMark | null, kind: ClassDayKind = 'held') => {
  const marks: Record<string, AttendanceMark> = mark ? { child: mark } : {};
  return { day: date, kind, marks };
};

describe("a child's current run of absences", () => {
  it('counts absent class days back from the latest, ended by a day the child came', () => {
    const days = [day('2026-07-01', 'absent'), day('2026-07-02', 'present'), day('2026-07-03', 'absent'), day('2026-07-04', 'absent')];
    expect(currentRun(days, 'child', null)).toEqual({ length: 2, since: '2026-07-03' });
    expect(currentRun([...days, day('2026-07-06', 'late')], 'child', null)).toEqual({ length: 0, since: null });
  });

  it('lets a holiday, a day without class, an excused or an unmarked day neither count nor break it', () => {
    const days = [day('2026-07-01', 'absent'), day('2026-07-02', null, 'holiday'), day('2026-07-03', 'excused'), day('2026-07-04', null), day('2026-07-06', null, 'no-class'), day('2026-07-07', 'absent')];
    expect(currentRun(days, 'child', null)).toEqual({ length: 2, since: '2026-07-01' });
  });

  it('starts afresh after a home visit', () => {
    const days = [day('2026-07-01', 'absent'), day('2026-07-02', 'absent'), day('2026-07-03', 'absent')];
    expect(currentRun(days, 'child', '2026-07-02')).toEqual({ length: 1, since: '2026-07-03' });
  });
});

import { REGISTER_RULES } from '@society/contracts';
import { childAttendance, computeOutcomes, roseALevel, type BatchMonth, type OutcomeInput, type RoundLevels } from './outcome-figures';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, index) => `${prefix}${index}`);
const levels = (studentId: string, round: RoundLevels['round'], readingHindi: string | null, arithmetic: string | null = null): RoundLevels => ({
  studentId,
  round,
  readingHindi,
  readingEnglish: null,
  arithmetic,
});
/** A batch's month in which each child was marked `marks` times and came `present` of them. */
const monthOf = (batchId: string, month: string, children: Record<string, [present: number, marks: number]>): BatchMonth => ({
  batchId,
  month,
  children: Object.fromEntries(Object.entries(children).map(([id, [present, marks]]) => [id, { present, marks }])),
});
const everyone = (children: string[], present: number, marks: number) => Object.fromEntries(children.map((id): [string, [number, number]] => [id, [present, marks]]));

function input(children: string[], extra: Partial<OutcomeInput> = {}): OutcomeInput {
  return {
    academicYear: '2026-27',
    centres: [{ centreId: 'c1', name: 'Topkhana Basti' }],
    batches: [{ batchId: 'b1', centreId: 'c1', name: 'Morning' }],
    enrolments: children.map((studentId) => ({ studentId, batchId: 'b1', from: '2026-04-01' })),
    months: [],
    assessments: [],
    followUps: [],
    consented: new Set(children),
    ...extra,
  };
}

describe('the outcome figures', () => {
  it(`gives no attendance or rise figure drawn from ${REGISTER_RULES.minChildrenInFigure - 1} children, and gives one from ${REGISTER_RULES.minChildrenInFigure}`, () => {
    for (const [n, expected] of [
      [REGISTER_RULES.minChildrenInFigure - 1, null],
      [REGISTER_RULES.minChildrenInFigure, 100],
    ] as const) {
      const children = ids('s', n);
      const view = computeOutcomes(
        input(children, {
          months: [monthOf('b1', '2026-07', everyone(children, 1, 1))],
          assessments: children.flatMap((id) => [levels(id, 'baseline', 'letter'), levels(id, 'midline', 'word')]),
        }),
      );
      expect(view.batches[0]).toMatchObject({ childrenEnrolled: n, attendanceByMonth: [{ month: '2026-07', percent: expected }], attendancePercent: expected, roseALevelPercent: expected });
      expect(view.society.roseALevelPercent).toBe(expected);
    }
  });

  it('gives the share of marks that came to class, month by month and over the year, from every mark and not every child', () => {
    const children = ids('s', 10);
    // August: ten days each; the first four children came on five of them, the others on all ten.
    const august = Object.fromEntries(children.map((id, index): [string, [number, number]] => [id, [index < 4 ? 5 : 10, 10]]));
    const view = computeOutcomes(input(children, { months: [monthOf('b1', '2026-08', august), monthOf('b1', '2026-07', everyone(children, 2, 2))] }));
    expect(view.society.attendanceByMonth).toEqual([
      { month: '2026-07', percent: 100 },
      { month: '2026-08', percent: 80 },
    ]);
    // (20 + 80) of (20 + 100).
    expect(view.society.attendancePercent).toBe(83);
  });

  it("counts a child who rose one level in any subject between the baseline and the latest round, and not one who fell or stayed", () => {
    const children = ids('s', 10);
    const assessments = [
      // Rose in reading by the endline although the midline was lower.
      levels('s0', 'baseline', 'letter'),
      levels('s0', 'midline', 'beginner'),
      levels('s0', 'endline', 'word'),
      // Rose in arithmetic only.
      levels('s1', 'baseline', 'story', 'beginner'),
      levels('s1', 'midline', 'story', 'number-1-9'),
      // Rose at the midline, fell back by the endline: the latest round decides.
      levels('s2', 'baseline', 'letter'),
      levels('s2', 'midline', 'word'),
      levels('s2', 'endline', 'letter'),
      ...ids('s', 10)
        .slice(3)
        .flatMap((id) => [levels(id, 'baseline', 'word'), levels(id, 'endline', 'word')]),
      // Assessed at baseline only: not in the share.
      levels('x', 'baseline', 'letter'),
    ];
    const view = computeOutcomes(input([...children, 'x'], { assessments }));
    expect(view.society.childrenEnrolled).toBe(11);
    expect(view.society.roseALevelPercent).toBe(20);
  });

  it('leaves out a child without consent from every figure', () => {
    const children = ids('s', 10);
    const view = computeOutcomes({
      ...input([...children, 'nc'], { months: [monthOf('b1', '2026-07', { ...everyone(children, 1, 1), nc: [0, 1] })], followUps: [{ studentId: 'nc', batchId: 'b1' }] }),
      consented: new Set(children),
    });
    expect(view.society).toMatchObject({ childrenEnrolled: 10, attendancePercent: 100, chronicAbsentees: 0 });
  });

  it('counts a moved child in both batches and once in the centre and the society; the rise in the batch they were last in', () => {
    const children = ids('s', 10);
    const view = computeOutcomes(
      input(children, {
        batches: [
          { batchId: 'b1', centreId: 'c1', name: 'Morning' },
          { batchId: 'b2', centreId: 'c1', name: 'Evening' },
        ],
        enrolments: [...children.map((studentId) => ({ studentId, batchId: 'b1', from: '2026-04-01' })), { studentId: 's0', batchId: 'b2', from: '2026-09-01' }],
        assessments: children.flatMap((id) => [levels(id, 'baseline', 'letter'), levels(id, 'endline', 'word')]),
        followUps: [{ studentId: 's3', batchId: 'b1' }],
      }),
    );
    expect(view.batches.map((batch) => batch.childrenEnrolled)).toEqual([10, 1]);
    expect(view.centres[0].childrenEnrolled).toBe(10);
    expect(view.society).toMatchObject({ childrenEnrolled: 10, roseALevelPercent: 100, chronicAbsentees: 1 });
    // Nine children rose in b1 (s0 counts in b2, where it is one child): both under the minimum.
    expect(view.batches.map((batch) => batch.roseALevelPercent)).toEqual([null, null]);
  });

  it('compares each subject on its own scale', () => {
    expect(roseALevel(levels('a', 'baseline', null, 'subtraction'), levels('a', 'endline', 'letter', 'division'))).toBe(true);
    expect(roseALevel(levels('a', 'baseline', null, 'division'), levels('a', 'endline', 'story', 'division'))).toBe(false);
  });

  it("gives a child's own attendance over the term's months and batches, whatever the batch's size", () => {
    const months = [monthOf('b1', '2026-10', { a: [1, 2] }), monthOf('b2', '2026-11', { a: [2, 2], b: [0, 3] })];
    expect(childAttendance(months, 'a')).toEqual({ held: 4, present: 3, percent: 75 });
    expect(childAttendance(months, 'c')).toEqual({ held: 0, present: 0, percent: null });
  });
});

import type { BatchView, RegisterChild, RegisterSnapshot } from '@society/contracts';

let next = 0;

/** A batch as the API returns one; give only what the test is about. */
export function aBatch(fields: Partial<BatchView> = {}): BatchView {
  next += 1;
  return {
    id: `b${next}`,
    centreId: 'c1',
    centreName: 'Topkhana Basti centre',
    name: `Batch ${next}`,
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    startTime: '16:00',
    endTime: '18:00',
    teacherIds: ['team-1'],
    teacherNames: ['Team Member'],
    academicYear: '2026-27',
    teachesEnglish: false,
    active: true,
    enrolled: 0,
    ...fields,
  };
}

/** A child on a batch's register: consented, not flagged, not assessed, unless said. */
export function aRegisterChild(fields: Partial<RegisterChild> = {}): RegisterChild {
  next += 1;
  return { studentId: `s${next}`, name: `Child ${next}`, hasConsent: true, latest: {}, flagged: false, guardianPhone: null, ...fields };
}

/** What the phone keeps: these batches with their children. */
export function aSnapshot(batches: Array<{ batch: BatchView; children: RegisterChild[] }>): RegisterSnapshot {
  return {
    syncedAt: '2026-12-02T03:30:00.000Z',
    batches: batches.map(({ batch, children }) => ({ ...batch, enrolled: children.length })),
    children: Object.fromEntries(batches.map(({ batch, children }) => [batch.id, children])),
    rounds: [
      { academicYear: '2026-27', round: 'baseline', from: '2026-07-01', to: '2026-07-31' },
      { academicYear: '2026-27', round: 'midline', from: '2026-11-15', to: '2026-12-15' },
    ],
  };
}

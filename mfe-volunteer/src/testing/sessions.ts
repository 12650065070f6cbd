import type { MySignUpView, OpenSessionView, SessionView } from '@society/contracts';

/** A session as the API describes it: far ahead, so cancelling needs no note unless a test says so. */
export function aSession(fields: Partial<SessionView> = {}): SessionView {
  return {
    id: 's1',
    kind: 'activity',
    title: 'Reading circle',
    place: 'Topkhana Basti centre',
    day: '2030-12-05',
    start: '16:00',
    end: '18:00',
    volunteersWanted: 3,
    skill: 'teaching-hindi',
    withChildren: true,
    batchId: null,
    batchName: null,
    status: 'scheduled',
    cancelReason: null,
    signedUp: 1,
    waiting: 0,
    over: false,
    seriesId: null,
    ...fields,
  };
}

export function anOpenSession(fields: Partial<OpenSessionView> = {}): OpenSessionView {
  return { ...aSession(fields), mine: 'none', queuePlace: null, mayJoin: true, gaps: [], ...fields };
}

export function aSignUp(fields: Partial<MySignUpView> = {}): MySignUpView {
  return { id: 'u1', session: aSession(), status: 'signed-up', queuePlace: null, checkedInAt: null, checkedOutAt: null, checkedOutBy: null, cancelNeedsNote: false, ...fields };
}

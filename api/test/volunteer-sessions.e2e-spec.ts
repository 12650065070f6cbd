import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import {
  SESSION_RULES,
  addDays,
  sessionsApiText,
  weekMonday,
  type CheckInCodeView,
  type HoursEntryView,
  type HoursPage,
  type MyHoursView,
  type MySignUpView,
  type OpenSessionPage,
  type SessionDetail,
  type SessionPage,
  type SessionView,
} from '@society/contracts';
import { BatchRepository } from '../src/domains/children/register/repositories/batch.repository';
import { checkInCodeKey, currentCheckInCode } from '../src/domains/people/volunteering/check-in-code';
import { VolunteerSession } from '../src/domains/people/volunteering/schemas/volunteer-session.schema';
import { SessionReminders } from '../src/domains/people/volunteering/services/session-reminders';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { todayInIndia } from '../src/validation/calendar-day';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from './helpers/app';
import { call } from './helpers/access';
import { createApplicant, loginAs, type LoggedIn } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';
import { idOf } from './helpers/register';

const HR = '/api/hr/sessions';
const HOURS = '/api/hr/hours';
const TEAM = '/api/team/sessions';
const MINE = '/api/volunteer/sessions';
const MINUTE = 60_000;

describe('volunteer sessions: publishing, sign-ups, check-in, hours (issue 45)', () => {
  let t: TestApp;
  let hr: LoggedIn;
  let teacher: LoggedIn;
  let otherTeam: LoggedIn;
  let admin: LoggedIn;
  let batchId: string;
  const today = todayInIndia();
  const en = sessionsApiText.en;
  const key = checkInCodeKey(TEST_JWT_SECRET);

  const as = (who: LoggedIn, method: 'get' | 'post' | 'put', path: string) => call(t.http, [method, path], who.auth);
  const activity = (fields: Record<string, unknown> = {}) => ({ kind: 'activity', title: 'Park clean-up drive', place: 'Nehru Park', day: addDays(today, 5), start: '10:00', end: '12:00', volunteersWanted: 3, skill: 'event', withChildren: false, ...fields });
  const publish = async (fields: Record<string, unknown> = {}) => ((await as(hr, 'post', HR).send(activity(fields)).expect(201)).body as SessionView[])[0];
  /** Moves a session in time (the clock of the rules is the real one): it starts `fromNow` ms from now and lasts `length`. */
  const shift = async (id: string, fromNow: number, length = 2 * 60 * MINUTE) => {
    const model = t.app.get<Model<VolunteerSession>>(getModelToken(VolunteerSession.name));
    const startsAt = new Date(Date.now() + fromNow);
    const endsAt = new Date(startsAt.getTime() + length);
    await model.updateOne({ _id: id }, { $set: { startsAt, endsAt } }).exec();
    await t.app.get<Model<{ sessionEndsAt: Date }>>(getModelToken('SessionSignUp')).updateMany({ sessionId: id }, { $set: { sessionEndsAt: endsAt } }).exec();
  };
  const signUp = (who: LoggedIn, id: string) => as(who, 'post', `${MINE}/${id}/sign-up`);

  const inbox = new SmtpInbox();

  beforeAll(async () => {
    await inbox.start();
    // The outbox is polled hourly: the mail test drives the worker itself.
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000', PUBLIC_ORIGIN: 'https://society.test' } });
    await sessionsApiText.load('hi');
    [hr, teacher, otherTeam, admin] = await Promise.all([loginAs(t, 'hr'), loginAs(t, 'team'), loginAs(t, 'team'), loginAs(t, 'admin')]);
    const batch = await t.app.get(BatchRepository).create({ centreId: idOf(hr.user), name: 'Evening Class 3', days: ['mon', 'wed'], startTime: '16:00', endTime: '18:00', teacherIds: [idOf(teacher.user)], academicYear: '2026-27', teachesEnglish: false, active: true });
    batchId = idOf(batch);
  });

  afterAll(() => inbox.stop());

  /** Sends everything queued (the worker takes a few at a time). */
  const deliver = async () => {
    while ((await t.app.get(OutboxWorker).runOnce(new Date(Date.now() + 1000))) > 0);
  };
  /** A volunteer whose person (the application HR onboarded) wrote in `language`. */
  const volunteerOf = async (name: string, language: 'en' | 'hi') => {
    const person = await createApplicant(t.app, { name, language });
    const volunteer = await loginAs(t, 'volunteer');
    await t.app.get<Model<{ applicantId: unknown }>>(getModelToken('User')).updateOne({ _id: volunteer.user._id }, { $set: { applicantId: person._id } }).exec();
    return { volunteer, email: person.email };
  };

  it('lets HR publish, list, read, change and cancel sessions; a weekly one becomes one date a week sharing a series', async () => {
    const weekly = (await as(hr, 'post', HR).send(activity({ repeatWeeklyUntil: addDays(today, 5 + 21) })).expect(201)).body as SessionView[];
    expect(weekly.map((session) => session.day)).toEqual([0, 7, 14, 21].map((days) => addDays(today, 5 + days)));
    expect(new Set(weekly.map((session) => session.seriesId)).size).toBe(1);
    expect(weekly[0].seriesId).not.toBeNull();

    const tooLong = await as(hr, 'post', HR).send(activity({ repeatWeeklyUntil: addDays(today, 5 + 7 * SESSION_RULES.repeatMaxWeeks) })).expect(400);
    expect(tooLong.body.message).toBe(en.sessionsRepeatTooLong.replace('{max}', String(SESSION_RULES.repeatMaxWeeks)));
    expect((await as(hr, 'post', HR).send(activity({ end: '09:00' })).expect(400)).body.message).toBe(en.sessionsEndBeforeStart);
    expect((await as(hr, 'post', HR).send(activity({ day: addDays(today, -1) })).expect(400)).body.message).toBe(en.sessionsDayPast);
    expect((await as(hr, 'post', HR).send(activity({ kind: 'batch' })).expect(400)).body.message).toBe(en.sessionsBatchNeeded);
    await as(hr, 'post', HR).send(activity({ volunteersWanted: 'many' })).expect(400);
    await as(hr, 'post', HR).send(activity({ day: 'tomorrow' })).expect(400);

    const page = (await as(hr, 'get', HR).query({ page: 1, pageSize: 2 }).expect(200)).body as SessionPage;
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(page.items.map((session) => session.day)).toEqual([addDays(today, 5), addDays(today, 12)]);

    const changed = (await as(hr, 'put', `${HR}/${weekly[1].id}`).send(activity({ day: weekly[1].day, title: 'Park clean-up, part two' })).expect(200)).body as SessionDetail;
    expect(changed).toMatchObject({ title: 'Park clean-up, part two', signUps: [] });
    const cancelled = (await as(hr, 'post', `${HR}/${weekly[3].id}/cancel`).send({ reason: 'Rain expected' }).expect(200)).body as SessionDetail;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Rain expected' });
    expect((await as(hr, 'post', `${HR}/${weekly[3].id}/cancel`).send({ reason: 'Again' }).expect(409)).body.message).toBe(en.sessionsCancelled);
    await as(hr, 'post', `${HR}/${weekly[2].id}/cancel`).send({}).expect(400);
    expect((await as(hr, 'get', `${HR}/${'0'.repeat(24)}`).expect(404)).body.message).toBe(en.sessionsNotFound);
  });

  it('signs a volunteer up, and lists the session as theirs', async () => {
    const session = await publish();
    const volunteer = await loginAs(t, 'volunteer');
    const mine = (await signUp(volunteer, session.id).expect(200)).body as MySignUpView;
    expect(mine).toMatchObject({ status: 'signed-up', queuePlace: null, cancelNeedsNote: false, session: { id: session.id, signedUp: 1 } });
    expect((await signUp(volunteer, session.id).expect(409)).body.message).toBe(en.sessionsAlreadySignedUp);

    const open = (await as(volunteer, 'get', MINE).expect(200)).body as OpenSessionPage;
    expect(open.items.find((item) => item.id === session.id)).toMatchObject({ mine: 'signed-up', mayJoin: true, gaps: [] });
    expect(((await as(volunteer, 'get', `${MINE}/mine`).expect(200)).body as MySignUpView[]).map((item) => item.session.id)).toEqual([session.id]);
    const detail = (await as(hr, 'get', `${HR}/${session.id}`).expect(200)).body as SessionDetail;
    expect(detail.signUps).toEqual([expect.objectContaining({ userId: idOf(volunteer.user), status: 'signed-up', name: volunteer.email.split('@')[0] })]);
  });

  it('cancels freely until 24 hours before, and only with a note after that (in English and in Hindi)', async () => {
    const volunteer = await loginAs(t, 'volunteer');
    const early = await publish();
    await signUp(volunteer, early.id).expect(200);
    expect((await as(volunteer, 'post', `${MINE}/${early.id}/cancel`).send({}).expect(200)).body).toMatchObject({ status: 'cancelled' });

    const soon = await publish();
    await signUp(volunteer, soon.id).expect(200);
    await shift(soon.id, 3 * 60 * MINUTE);
    const mine = ((await as(volunteer, 'get', `${MINE}/mine`).expect(200)).body as MySignUpView[]).find((item) => item.session.id === soon.id);
    expect(mine?.cancelNeedsNote).toBe(true);
    const refused = await as(volunteer, 'post', `${MINE}/${soon.id}/cancel`).send({}).expect(400);
    expect(refused.body.message).toBe(en.sessionsCancelNeedsNote.replace('{hours}', String(SESSION_RULES.cancelFreeHours)));
    const hindi = await as(volunteer, 'post', `${MINE}/${soon.id}/cancel`).set('Accept-Language', 'hi').send({}).expect(400);
    expect(hindi.body.message).toBe(sessionsApiText.loaded('hi')!.sessionsCancelNeedsNote.replace('{hours}', String(SESSION_RULES.cancelFreeHours)));
    expect(hindi.body.message).not.toBe(refused.body.message);
    await as(volunteer, 'post', `${MINE}/${soon.id}/cancel`).send({ note: 'x'.repeat(SESSION_RULES.noteMax + 1) }).expect(400);
    await as(volunteer, 'post', `${MINE}/${soon.id}/cancel`).send({ note: 'My exam was moved to that day' }).expect(200);
    const detail = (await as(hr, 'get', `${HR}/${soon.id}`).expect(200)).body as SessionDetail;
    expect(detail.signUps[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'self', cancelledLate: true, cancelNote: 'My exam was moved to that day' });
    expect((await as(volunteer, 'post', `${MINE}/${soon.id}/cancel`).send({}).expect(409)).body.message).toBe(en.sessionsNotSignedUp);
  });

  it('puts people on a waiting list when full, and moves the first up when a place frees', async () => {
    const session = await publish({ volunteersWanted: 1 });
    const [first, second, third] = await Promise.all([loginAs(t, 'volunteer'), loginAs(t, 'volunteer'), loginAs(t, 'volunteer')]);
    await signUp(first, session.id).expect(200);
    expect((await signUp(second, session.id).expect(200)).body).toMatchObject({ status: 'waiting', queuePlace: 1 });
    expect((await signUp(third, session.id).expect(200)).body).toMatchObject({ status: 'waiting', queuePlace: 2 });
    expect((await signUp(third, session.id).expect(409)).body.message).toBe(en.sessionsAlreadyWaiting);
    expect(((await as(hr, 'get', `${HR}/${session.id}`).expect(200)).body as SessionDetail)).toMatchObject({ signedUp: 1, waiting: 2 });

    await as(first, 'post', `${MINE}/${session.id}/cancel`).send({}).expect(200);
    const [moved] = (await as(second, 'get', `${MINE}/mine`).expect(200)).body as MySignUpView[];
    expect(moved).toMatchObject({ status: 'signed-up', queuePlace: null });
    const [still] = (await as(third, 'get', `${MINE}/mine`).expect(200)).body as MySignUpView[];
    expect(still).toMatchObject({ status: 'waiting', queuePlace: 1 });
  });

  it('refuses a session with children without the policy accepted and a valid police verification, naming what is missing', async () => {
    const session = await publish({ withChildren: true, title: 'Story hour with Class 3' });
    const volunteer = await loginAs(t, 'volunteer');
    const day = session.day;

    const both = await signUp(volunteer, session.id).expect(403);
    expect(both.body.message).toBe(en.sessionsSafeguardingBoth.replace('{day}', day));
    const hindi = await signUp(volunteer, session.id).set('Accept-Language', 'hi').expect(403);
    expect(hindi.body.message).toBe(sessionsApiText.loaded('hi')!.sessionsSafeguardingBoth.replace('{day}', day));
    const open = (await as(volunteer, 'get', MINE).query({ pageSize: 100 }).expect(200)).body as OpenSessionPage;
    expect(open.items.find((item) => item.id === session.id)).toMatchObject({ mayJoin: false, gaps: ['policy', 'verification'] });
    const assignRefused = await as(hr, 'post', `${HR}/${session.id}/assign`).send({ userId: idOf(volunteer.user) }).expect(409);
    expect(assignRefused.body.message).toBe(en.sessionsPersonSafeguardingBoth.replace('{day}', day));

    await as(admin, 'post', '/api/admin/safeguarding/policies').send({ textEn: 'We keep children safe.', textHi: 'हम बच्चों को सुरक्षित रखते हैं।' }).expect(201);
    const version = ((await as(volunteer, 'get', '/api/safeguarding/policy').expect(200)).body as { policy: { version: number } }).policy.version;
    await as(volunteer, 'post', '/api/safeguarding/policy/acknowledge').send({ version }).expect(200);
    expect((await signUp(volunteer, session.id).expect(403)).body.message).toBe(en.sessionsSafeguardingVerification.replace('{day}', day));

    await as(hr, 'put', `/api/hr/verifications/${idOf(volunteer.user)}`).send({ status: 'verified', verifiedOn: addDays(today, -30), certificateNumber: 'PCC/2026/0042', expiresOn: addDays(today, 300) }).expect(200);
    expect((await signUp(volunteer, session.id).expect(200)).body).toMatchObject({ status: 'signed-up' });

    const unverified = await loginAs(t, 'volunteer');
    await as(unverified, 'post', '/api/safeguarding/policy/acknowledge').send({ version }).expect(200);
    expect((await as(hr, 'post', `${HR}/${session.id}/assign`).send({ userId: idOf(unverified.user) }).expect(409)).body.message).toBe(en.sessionsPersonSafeguardingVerification.replace('{day}', day));
    expect((await as(hr, 'post', `${HR}/${session.id}/assign`).send({ userId: idOf(hr.user) }).expect(404)).body.message).toBe(en.sessionsPersonNotFound);
  });

  it('lets the teachers of a batch alone publish its sessions and show its check-in code', async () => {
    const batchSession = { ...activity({ kind: 'batch', batchId, title: 'Maths help', skill: 'teaching-maths' }) };
    const created = ((await as(teacher, 'post', TEAM).send(batchSession).expect(201)).body as SessionView[])[0];
    expect(created).toMatchObject({ kind: 'batch', batchId, batchName: 'Evening Class 3' });
    expect((await as(otherTeam, 'post', TEAM).send(batchSession).expect(403)).body.message).toBe(en.sessionsNotTeacher);
    await as(teacher, 'post', TEAM).send({ ...batchSession, kind: 'activity' }).expect(400);
    expect((await as(otherTeam, 'get', `${TEAM}/${created.id}/check-in-code`).expect(403)).body.message).toBe(en.sessionsNotTeacher);

    const list = (await as(teacher, 'get', TEAM).expect(200)).body as SessionPage;
    expect(list.items.map((session) => session.id)).toEqual([created.id]);
    expect(((await as(otherTeam, 'get', TEAM).expect(200)).body as SessionPage).items).toEqual([]);

    const code = (await as(teacher, 'get', `${TEAM}/${created.id}/check-in-code`).expect(200)).body as CheckInCodeView;
    expect(code.url).toBe(`https://society.test/volunteer-dashboard/check-in/${created.id}?code=${code.code}`);
    expect(code.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(Date.parse(code.validUntil)).toBeGreaterThan(Date.now());
  });

  it('checks in with the current code, refuses a forwarded code once it changed, and checks out into hours waiting', async () => {
    const created = ((await as(teacher, 'post', TEAM).send(activity({ kind: 'batch', batchId, title: 'Reading circle' })).expect(201)).body as SessionView[])[0];
    const volunteer = await loginAs(t, 'volunteer');
    await signUp(volunteer, created.id).expect(200);
    const closed = await as(volunteer, 'post', `${MINE}/${created.id}/check-in`).send({ code: 'whatever' }).expect(409);
    expect(closed.body.message).toBe(en.sessionsCheckInNotOpen.replace('{minutes}', '30'));

    await shift(created.id, -10 * MINUTE);
    const stale = currentCheckInCode(key, created.id, new Date(Date.now() - 3 * SESSION_RULES.checkInCodeMinutes * MINUTE)).code;
    expect((await as(volunteer, 'post', `${MINE}/${created.id}/check-in`).send({ code: stale }).expect(400)).body.message).toBe(en.sessionsCodeStale);
    expect((await as(volunteer, 'post', `${MINE}/${created.id}/check-in`).send({ code: 'AAAAAAAAAA' }).expect(400)).body.message).toBe(en.sessionsCodeWrong);
    await as(volunteer, 'post', `${MINE}/${created.id}/check-in`).send({}).expect(400);
    const { code } = (await as(teacher, 'get', `${TEAM}/${created.id}/check-in-code`).expect(200)).body as CheckInCodeView;
    const first = (await as(volunteer, 'post', `${MINE}/${created.id}/check-in`).send({ code }).expect(200)).body as MySignUpView;
    expect(first.checkedInAt).not.toBeNull();
    // A phone retrying (or the link opened twice) is answered as the first time, even with a code since expired.
    expect(((await as(volunteer, 'post', `${MINE}/${created.id}/check-in`).send({ code: stale }).expect(200)).body as MySignUpView).checkedInAt).toBe(first.checkedInAt);
    const out = (await as(volunteer, 'post', `${MINE}/${created.id}/check-out`).send({ code }).expect(200)).body as MySignUpView;
    expect(out).toMatchObject({ checkedOutBy: 'code' });
    expect(((await as(volunteer, 'post', `${MINE}/${created.id}/check-out`).send({ code }).expect(200)).body as MySignUpView).checkedOutAt).toBe(out.checkedOutAt);
    const hours = (await as(volunteer, 'get', '/api/volunteer/hours').expect(200)).body as MyHoursView;
    expect(hours.entries).toEqual([expect.objectContaining({ source: 'session', sessionId: created.id, sessionTitle: 'Reading circle', status: 'waiting' })]);
  });

  it('lets the teacher mark a volunteer present; one left checked in is checked out at the end, hours waiting', async () => {
    const created = ((await as(teacher, 'post', TEAM).send(activity({ kind: 'batch', batchId, title: 'Art corner' })).expect(201)).body as SessionView[])[0];
    const [came, stayedAway] = await Promise.all([loginAs(t, 'volunteer'), loginAs(t, 'volunteer')]);
    await signUp(came, created.id).expect(200);
    await signUp(stayedAway, created.id).expect(200);
    const notYet = await as(teacher, 'post', `${TEAM}/${created.id}/attendance`).send({ userId: idOf(came.user), present: true }).expect(409);
    expect(notYet.body.message).toBe(en.sessionsAttendanceNotYet);

    // It has just ended: the teacher marks it afterwards, as happens.
    await shift(created.id, -2 * 60 * MINUTE, 2 * 60 * MINUTE - 1000);
    const marked = (await as(teacher, 'post', `${TEAM}/${created.id}/attendance`).send({ userId: idOf(came.user), present: true }).expect(200)).body as SessionDetail;
    expect(marked.signUps.find((signUp) => signUp.userId === idOf(came.user))).toMatchObject({ checkedInBy: 'teacher', absent: false });
    const absent = (await as(teacher, 'post', `${TEAM}/${created.id}/attendance`).send({ userId: idOf(stayedAway.user), present: false }).expect(200)).body as SessionDetail;
    expect(absent.signUps.find((signUp) => signUp.userId === idOf(stayedAway.user))).toMatchObject({ absent: true, checkedInAt: null });
    await as(otherTeam, 'post', `${TEAM}/${created.id}/attendance`).send({ userId: idOf(came.user), present: true }).expect(403);
    await as(teacher, 'post', `${TEAM}/${created.id}/attendance`).send({ userId: idOf(hr.user), present: true }).expect(404);

    const [mine] = (await as(came, 'get', `${MINE}/mine`).expect(200)).body as MySignUpView[];
    expect(mine.checkedOutBy).toBe('automatic');
    const hours = (await as(came, 'get', '/api/volunteer/hours').expect(200)).body as MyHoursView;
    expect(hours.entries).toEqual([expect.objectContaining({ source: 'session', hours: 2, status: 'waiting' })]);
    expect(hours.totals).toEqual({ approved: 0, waiting: 2 });
    expect(((await as(stayedAway, 'get', '/api/volunteer/hours').expect(200)).body as MyHoursView).entries).toEqual([]);
  });

  it('takes self-logged hours within their window, and HR approves a week at once; the totals follow', async () => {
    const volunteer = await loginAs(t, 'volunteer');
    const log = (fields: Record<string, unknown>) => as(volunteer, 'post', '/api/volunteer/hours').send({ day: today, hours: 2, note: 'Helped at the library', ...fields });
    expect((await log({ day: addDays(today, 1) }).expect(400)).body.message).toBe(en.sessionsHoursFuture);
    expect((await log({ day: addDays(today, -SESSION_RULES.logHoursWithinDays - 1) }).expect(400)).body.message).toBe(en.sessionsHoursTooOld.replace('{days}', String(SESSION_RULES.logHoursWithinDays)));
    await log({ hours: 1.1 }).expect(400);
    await log({ hours: SESSION_RULES.hoursPerEntryMax + 1 }).expect(400);
    await log({ note: '' }).expect(400);

    const week = weekMonday(addDays(today, -7));
    const inWeek = (await log({ day: week, hours: 1.5 }).expect(201)).body as HoursEntryView;
    await log({ day: addDays(week, 2), hours: 2.25 }).expect(201);
    const other = (await log({ day: addDays(week, -7), hours: 4 }).expect(201)).body as HoursEntryView;

    const waiting = (await as(hr, 'get', HOURS).query({ status: 'waiting', week }).expect(200)).body as HoursPage;
    expect(waiting.items.filter((entry) => entry.userId === idOf(volunteer.user)).map((entry) => entry.hours)).toEqual([1.5, 2.25]);
    expect((await as(hr, 'get', HOURS).query({ week: addDays(week, 1) }).expect(400)).body.message).toBe(en.sessionsWeekNotMonday);
    expect((await as(hr, 'post', `${HOURS}/approve`).send({}).expect(400)).body.message).toBe(en.sessionsBulkNeedsOne);

    const approved = (await as(hr, 'post', `${HOURS}/approve`).send({ week }).expect(200)).body as { approved: number };
    expect(approved.approved).toBeGreaterThanOrEqual(2);
    expect((await as(hr, 'post', `${HOURS}/${inWeek.id}/approve`).expect(409)).body.message).toBe(en.sessionsHoursDecided);
    expect((await as(hr, 'post', `${HOURS}/${other.id}/reject`).send({ reason: 'Not a society activity' }).expect(200)).body).toMatchObject({ status: 'rejected', rejectReason: 'Not a society activity' });
    await as(hr, 'post', `${HOURS}/${'0'.repeat(24)}/approve`).expect(404);

    const mine = (await as(volunteer, 'get', '/api/volunteer/hours').expect(200)).body as MyHoursView;
    expect(mine.totals).toEqual({ approved: 3.75, waiting: 0 });
  });

  it('approves 200 entries of a week in one request, well under 2 seconds', async () => {
    const week = weekMonday(addDays(today, -21));
    const volunteer = await loginAs(t, 'volunteer');
    for (let i = 0; i < 200; i += 1) await as(volunteer, 'post', '/api/volunteer/hours').send({ day: addDays(week, i % 7), hours: 1, note: `Entry ${i}` }).expect(201);
    const started = Date.now();
    const result = (await as(hr, 'post', `${HOURS}/approve`).send({ week }).expect(200)).body as { approved: number };
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.approved).toBe(200);
    expect(((await as(volunteer, 'get', '/api/volunteer/hours').expect(200)).body as MyHoursView).totals).toEqual({ approved: 200, waiting: 0 });
  });

  it('reads every list of sessions, sign-ups and hours in the order of a declared index (as on MongoDB)', async () => {
    type Keys = Record<string, 1 | -1>;
    const connection = t.app.get<Connection>(getConnectionToken());
    const reads: Array<{ collection: string; filter: Record<string, unknown>; sort: Keys }> = [];
    connection.set('debug', (collection: string, method: string, filter: Record<string, unknown>, options?: { sort?: Keys }) => {
      if (method === 'find' && options?.sort) reads.push({ collection, filter: filter ?? {}, sort: options.sort });
    });
    try {
      const volunteer = await loginAs(t, 'volunteer');
      const session = await publish({ volunteersWanted: 1 });
      await signUp(volunteer, session.id).expect(200);
      await signUp(await loginAs(t, 'volunteer'), session.id).expect(200);
      await as(volunteer, 'post', `${MINE}/${session.id}/cancel`).send({}).expect(200);
      for (const query of [{}, { from: today }]) await as(hr, 'get', HR).query(query).expect(200);
      await as(hr, 'get', `${HR}/${session.id}`).expect(200);
      await as(teacher, 'get', TEAM).expect(200);
      await as(volunteer, 'get', MINE).expect(200);
      await as(volunteer, 'get', `${MINE}/mine`).expect(200);
      await as(volunteer, 'get', '/api/volunteer/hours').expect(200);
      for (const status of ['', 'waiting', 'approved', 'rejected']) for (const week of ['', weekMonday(today)]) await as(hr, 'get', HOURS).query({ status, week, page: 1 }).expect(200);
    } finally {
      connection.set('debug', false);
    }
    const fixed = (filter: Record<string, unknown>) =>
      new Set(Object.entries(filter).filter(([field, condition]) => !field.startsWith('$') && (condition === null || typeof condition !== 'object' || '$in' in (condition as object) || !Object.keys(condition as object).some((k) => k.startsWith('$')))).map(([field]) => field));
    const gives = (index: Keys, read: (typeof reads)[number]) => {
      const keys = Object.entries(index);
      const sort = Object.entries(read.sort);
      const pinned = fixed(read.filter);
      let start = 0;
      while (start < keys.length && pinned.has(keys[start][0]) && keys[start][0] !== sort[0][0]) start += 1;
      const following = keys.slice(start, start + sort.length);
      if (following.length < sort.length || following.some(([field], i) => field !== sort[i][0])) return false;
      return following.every(([, d], i) => d === sort[i][1]) || following.every(([, d], i) => d === -sort[i][1]);
    };
    const ours = reads.filter((read) => ['volunteer_sessions', 'session_sign_ups', 'volunteer_hours'].includes(read.collection));
    expect(new Set(ours.map((read) => read.collection)).size).toBe(3);
    const unserved = ours.filter((read) => {
      const model = Object.values(connection.models).find((candidate) => candidate.collection.collectionName === read.collection);
      return !(model?.schema.indexes() ?? []).some(([keys]) => gives(keys as Keys, read));
    });
    expect(unserved.map((read) => `${read.collection} ${JSON.stringify(read.sort)} ${[...fixed(read.filter)].join(',')}`)).toEqual([]);
  });

  it("mails the sign-up, the move up from the waiting list, staff's cancelling and the reminder, each in the person's language", async () => {
    const session = await publish({ volunteersWanted: 1, title: 'Sports day', place: 'Community hall' });
    const english = await volunteerOf('Arjun Mehta', 'en');
    const hindi = await volunteerOf('Sunita Sharma', 'hi');
    await signUp(english.volunteer, session.id).expect(200);
    await signUp(hindi.volunteer, session.id).expect(200);
    await deliver();
    expect(inbox.to(english.email).map((mail) => mail.subject)).toEqual(['You have signed up: Sports day']);
    expect(inbox.to(english.email)[0].text).toContain('Dear Arjun Mehta');
    expect(inbox.to(hindi.email)).toEqual([]);

    await as(english.volunteer, 'post', `${MINE}/${session.id}/cancel`).send({}).expect(200);
    await deliver();
    const [movedUp] = inbox.to(hindi.email);
    expect(movedUp.subject).toBe('आपके लिए जगह खाली हुई है: Sports day');
    expect(movedUp.text).toContain('प्रिय Sunita Sharma');
    expect(movedUp.text).toContain('Community hall');

    await shift(session.id, 3 * 60 * MINUTE);
    const reminders = t.app.get(SessionReminders);
    expect(await reminders.runOnce()).toBeGreaterThanOrEqual(1);
    await reminders.runOnce();
    await deliver();
    expect(inbox.to(hindi.email).filter((mail) => mail.subject === 'याद रहे: Sports day')).toHaveLength(1);
    expect(inbox.to(english.email).filter((mail) => mail.subject?.startsWith('Reminder'))).toEqual([]);

    const second = await publish({ title: 'Tree planting' });
    await signUp(english.volunteer, second.id).expect(200);
    await signUp(hindi.volunteer, second.id).expect(200);
    await as(hr, 'post', `${HR}/${second.id}/cancel`).send({ reason: 'The park is closed that day' }).expect(200);
    await deliver();
    const englishCancel = inbox.to(english.email).find((mail) => mail.subject === 'Session cancelled: Tree planting');
    expect(englishCancel?.text).toContain('Reason: The park is closed that day');
    const hindiCancel = inbox.to(hindi.email).find((mail) => mail.subject === 'सत्र रद्द हुआ: Tree planting');
    expect(hindiCancel?.text).toContain('कारण: The park is closed that day');
  });

  it("prints a certificate's hours from the approved total of its period when HR leaves them out", async () => {
    const person = await createApplicant(t.app, { name: 'Meena Iyer', status: 'onboarded' });
    const volunteer = await loginAs(t, 'volunteer');
    await t.app.get<Model<{ applicantId: unknown }>>(getModelToken('User')).updateOne({ _id: volunteer.user._id }, { $set: { applicantId: person._id } }).exec();
    const entry = (await as(volunteer, 'post', '/api/volunteer/hours').send({ day: addDays(today, -2), hours: 5.5, note: 'Tutored Class 3' }).expect(201)).body as HoursEntryView;
    await as(volunteer, 'post', '/api/volunteer/hours').send({ day: addDays(today, -1), hours: 3, note: 'Not approved yet' }).expect(201);
    await as(hr, 'post', `${HOURS}/approve`).send({ ids: [entry.id] }).expect(200);
    const issue = (fields: Record<string, unknown>) =>
      as(hr, 'post', '/api/hr/certificates').send({ applicantId: String(person._id), type: 'volunteering', role: 'Tutor', from: addDays(today, -30), to: today, description: 'Taught reading', signatoryName: 'Meera Sharma', signatoryTitle: 'Secretary', ...fields });
    const total = (from: string, to: string) => as(hr, 'get', `${HOURS}/approved-total`).query({ applicantId: String(person._id), from, to });
    expect((await total(addDays(today, -30), today).expect(200)).body).toEqual({ hours: 5.5 });
    expect((await total(addDays(today, -1), today).expect(200)).body).toEqual({ hours: 0 });
    expect((await total(today, addDays(today, -1)).expect(400)).body.message).toBe(en.sessionsRangeOrder);
    await as(hr, 'get', `${HOURS}/approved-total`).query({ applicantId: 'nobody', from: today, to: today }).expect(400);

    // Printed in whole hours, as a certificate's hours are.
    const first = await issue({});
    expect({ status: first.status, message: first.body.message }).toEqual({ status: 201, message: undefined });
    expect(first.body).toMatchObject({ hours: 6, hoursReason: '' });
    expect((await issue({ hours: 6 }).expect(201)).body.hours).toBe(6);
    const unexplained = await issue({ hours: 40 }).expect(400);
    expect(unexplained.body.message).toBe(en.sessionsCertificateHoursReason.replace('{hours}', '6'));
    const hindi = await issue({ hours: 40 }).set('Accept-Language', 'hi').expect(400);
    expect(hindi.body.message).toBe(sessionsApiText.loaded('hi')!.sessionsCertificateHoursReason.replace('{hours}', '6'));
    const explained = (await issue({ hours: 40, hoursReason: 'Also ran the summer camp, logged on paper' }).expect(201)).body;
    expect(explained).toMatchObject({ hours: 40, hoursReason: 'Also ran the summer camp, logged on paper' });
    // Without approved hours on record, HR's hours stand as before.
    const newcomer = await createApplicant(t.app, { name: 'Ravi Menon', status: 'onboarded' });
    expect((await issue({ applicantId: String(newcomer._id), hours: 12 }).expect(201)).body).toMatchObject({ hours: 12, hoursReason: '' });
  });
});

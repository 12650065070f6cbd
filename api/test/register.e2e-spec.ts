import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { ROLES, REGISTER_RULES, academicYearOf, registerApiText, type BatchView, type RegisterChild, type RegisterRecord, type Role } from '@society/contracts';
import { addDays } from '../src/domains/children/register/services/register-rules';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { call, type Method } from './helpers/access';
import { expectError } from './helpers/errors';
import { createUser, loginAs, type LoggedIn } from './helpers/factories';
import { assessment, attendance, createChild, homeVisit, idOf } from './helpers/register';

const API = '/api/team/register';
const ADMIN_API = '/api/admin/register';
const UNKNOWN_ID = '0123456789abcdef01234567';
const EN = registerApiText.en;

describe('the class register (issue 44)', () => {
  let t: TestApp;
  const sessions = {} as Record<Role, LoggedIn>;
  let teacher: LoggedIn;
  let otherTeam: LoggedIn;
  let centreId: string;
  const today = todayInIndia();
  const year = academicYearOf(today);

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) sessions[role] = await loginAs(t, role);
    teacher = sessions.team;
    otherTeam = await loginAs(t, 'team');
    centreId = (await request(t.http).post(`${API}/centres`).set('Authorization', teacher.auth).send({ name: 'Sanjay Nagar centre', area: 'Sanjay Nagar' }).expect(201)).body.id;
  });

  const db = () => t.app.get<Connection>(getConnectionToken());
  const as = (who: LoggedIn, method: Method, path: string) => call(t.http, [method, path], who.auth);
  const sync = (records: unknown[], who = teacher, language?: string) => {
    const test = as(who, 'post', `${API}/records`);
    return (language ? test.set('Accept-Language', language) : test).send({ records }).expect(200);
  };
  const results = async (records: RegisterRecord[], who = teacher) => (await sync(records, who)).body.results as Array<{ id: string; status: string; message?: string }>;

  /** A batch taught by `teacher`, with these children enrolled. */
  async function batchWith(children: Array<{ _id: unknown }>, fields: Record<string, unknown> = {}): Promise<BatchView> {
    const batch = (await as(teacher, 'post', `${API}/batches`).send({ centreId, name: `Batch ${Math.random().toString(36).slice(2, 7)}`, days: ['mon', 'wed', 'fri'], startTime: '16:00', endTime: '18:00', teacherIds: [idOf(teacher.user)], academicYear: year, ...fields }).expect(201)).body as BatchView;
    if (children.length) await as(teacher, 'put', `${API}/batches/${batch.id}/enrolments`).send({ studentIds: children.map(idOf) }).expect(200);
    return batch;
  }

  it('lets the team call the register, the admin only keep centres and batches and correct a day, and nobody else', async () => {
    const team: Array<[Method, string]> = [
      ['get', `${API}/centres`], ['post', `${API}/centres`], ['put', `${API}/centres/${UNKNOWN_ID}`],
      ['get', `${API}/batches`], ['post', `${API}/batches`], ['put', `${API}/batches/${UNKNOWN_ID}`],
      ['get', `${API}/batches/${UNKNOWN_ID}/children`], ['put', `${API}/batches/${UNKNOWN_ID}/enrolments`],
      ['get', `${API}/batches/${UNKNOWN_ID}/days/${today}`], ['get', `${API}/batches/${UNKNOWN_ID}/months/${today.slice(0, 7)}`],
      ['post', `${API}/records`], ['get', `${API}/snapshot`], ['get', `${API}/children/${UNKNOWN_ID}`],
      ['get', `${API}/follow-ups`], ['get', `${API}/rounds`], ['put', `${API}/rounds`],
    ];
    const admin: Array<[Method, string]> = [
      ['get', `${ADMIN_API}/centres`], ['post', `${ADMIN_API}/centres`], ['put', `${ADMIN_API}/centres/${UNKNOWN_ID}`],
      ['get', `${ADMIN_API}/batches`], ['post', `${ADMIN_API}/batches`], ['put', `${ADMIN_API}/batches/${UNKNOWN_ID}`],
      ['put', `${ADMIN_API}/batches/${UNKNOWN_ID}/days/${today}`],
    ];
    const seen: string[] = [];
    for (const [routes, allowed] of [[team, 'team'], [admin, 'admin']] as const) {
      for (const [method, path] of routes) {
        seen.push(`${method} ${path} anonymous → ${(await call(t.http, [method, path]).send({})).status}`);
        for (const role of ROLES) {
          const { status } = await call(t.http, [method, path], sessions[role].auth).send({});
          const refused = status === 401 || status === 403;
          seen.push(`${method} ${path} ${role} ${role === allowed ? (refused ? `refused ${status}` : 'let in') : `→ ${status}`}`);
        }
      }
    }
    const expected = [...team.map((route) => [route, 'team'] as const), ...admin.map((route) => [route, 'admin'] as const)].flatMap(([[method, path], allowed]) => [
      `${method} ${path} anonymous → 401`,
      ...ROLES.map((role) => `${method} ${path} ${role} ${role === allowed ? 'let in' : '→ 403'}`),
    ]);
    expect(seen).toEqual(expected);
  });

  describe('centres and batches', () => {
    it('keeps a batch with its centre, teachers and children now; teachers must be team members', async () => {
      const asha = await createChild(t.app, 'Asha');
      const batch = await batchWith([asha], { teachesEnglish: true });
      expect(batch).toMatchObject({ centreId, centreName: 'Sanjay Nagar centre', teacherIds: [idOf(teacher.user)], teacherNames: [teacher.email], academicYear: year, teachesEnglish: true, active: true, enrolled: 0 });
      const listed = (await as(teacher, 'get', `${API}/batches?mine=true`).expect(200)).body as BatchView[];
      expect(listed.find((found) => found.id === batch.id)?.enrolled).toBe(1);
      expect((await as(otherTeam, 'get', `${API}/batches?mine=true`).expect(200)).body).toEqual([]);

      const hr = await createUser(t.app, { role: 'hr' });
      const refused = await as(teacher, 'put', `${API}/batches/${batch.id}`).send({ ...batch, id: undefined, centreName: undefined, teacherNames: undefined, enrolled: undefined, teacherIds: [idOf(hr.user)] });
      expectError(refused, 400, EN.registerTeacherNotTeam);
      expectError(await as(teacher, 'post', `${ADMIN_API}/centres`).send({ name: 'x' }), 403);
      const byAdmin = await as(sessions.admin, 'post', `${ADMIN_API}/centres`).send({ name: 'Rajiv Colony centre', mapUrl: 'https://maps.example.org/rajiv' }).expect(201);
      expect(byAdmin.body).toMatchObject({ name: 'Rajiv Colony centre', mapUrl: 'https://maps.example.org/rajiv', active: true });
      expectError(await as(sessions.admin, 'post', `${ADMIN_API}/centres`).send({ name: 'Bad link', mapUrl: 'javascript:alert(1)' }), 400);
    });

    it('moves a child to another batch and keeps the earlier enrolment in their history', async () => {
      const ravi = await createChild(t.app, 'Ravi');
      const first = await batchWith([ravi]);
      const second = await batchWith([ravi]);
      expect(((await as(teacher, 'get', `${API}/batches/${first.id}/children`).expect(200)).body as RegisterChild[]).map((child) => child.name)).toEqual([]);
      expect(((await as(teacher, 'get', `${API}/batches/${second.id}/children`).expect(200)).body as RegisterChild[]).map((child) => child.name)).toEqual(['Ravi']);
      const page = (await as(teacher, 'get', `${API}/children/${idOf(ravi)}`).expect(200)).body;
      expect(page.enrolments).toEqual([
        { batchId: first.id, batchName: first.name, centreName: 'Sanjay Nagar centre', from: today, to: today },
        { batchId: second.id, batchName: second.name, centreName: 'Sanjay Nagar centre', from: today, to: null },
      ]);
    });
  });

  describe("a day's attendance", () => {
    it('lists every consented child unmarked, saves the marks once however often sent, and answers no-store', async () => {
      const [a, b] = [await createChild(t.app, 'Meena'), await createChild(t.app, 'Kiran')];
      const batch = await batchWith([a, b]);
      const before = await as(teacher, 'get', `${API}/batches/${batch.id}/days/${today}`).expect(200);
      expect(before.headers['cache-control']).toBe('no-store');
      expect(before.body).toEqual({ batchId: batch.id, day: today, kind: null, editable: true, marks: { [idOf(a)]: null, [idOf(b)]: null }, savedBy: null, savedAt: null });

      const record = attendance(batch.id, today, { [idOf(a)]: 'present', [idOf(b)]: 'absent' });
      expect(await results([record, record])).toEqual([{ id: record.id, status: 'stored' }, { id: record.id, status: 'duplicate' }]);
      expect(await results([record])).toEqual([{ id: record.id, status: 'duplicate' }]);
      const after = (await as(teacher, 'get', `${API}/batches/${batch.id}/days/${today}`).expect(200)).body;
      expect(after).toMatchObject({ kind: 'held', marks: { [idOf(a)]: 'present', [idOf(b)]: 'absent' }, savedBy: teacher.email });
      const stored = await db().collection('register_class_days').findOne({ batchId: batch.id, day: today });
      expect(stored?.history).toHaveLength(1);
      // Another team member sees the day but may not change it.
      expect((await as(otherTeam, 'get', `${API}/batches/${batch.id}/days/${today}`).expect(200)).body.editable).toBe(false);
    });

    it('stores a record sent twice at once (a retry while the first is on its way) once', async () => {
      const child = await createChild(t.app, 'Farah');
      await batchWith([child]);
      const visit = homeVisit(idOf(child), today);
      const answers = await Promise.all([sync([visit]), sync([visit])]);
      expect(answers.map((answer) => answer.body.results[0].status).sort()).toEqual(['duplicate', 'stored']);
      expect((await as(teacher, 'get', `${API}/children/${idOf(child)}`).expect(200)).body.homeVisits).toHaveLength(1);
    });

    it("refuses a teacher who does not teach the batch, a future day, and (after 7 days) the teacher, whom the admin's correction replaces", async () => {
      const child = await createChild(t.app, 'Sonu');
      const batch = await batchWith([child]);
      const marks = { [idOf(child)]: 'absent' } as const;
      // Enrolled today: the earlier days need an enrolment from before, which the seeding of years does directly.
      await db().collection('register_enrolments').updateOne({ studentId: idOf(child), to: null }, { $set: { from: addDays(today, -30) } });

      const notTheirs = attendance(batch.id, today, marks);
      const future = attendance(batch.id, addDays(today, 1), marks);
      const eighth = attendance(batch.id, addDays(today, -(REGISTER_RULES.teacherCorrectionDays + 1)), marks);
      const seventh = attendance(batch.id, addDays(today, -REGISTER_RULES.teacherCorrectionDays), marks);
      expect(await results([notTheirs], otherTeam)).toEqual([{ id: notTheirs.id, status: 'refused', message: EN.registerNotTeacher }]);
      expect(await results([future, eighth, seventh])).toEqual([
        { id: future.id, status: 'refused', message: EN.registerFutureDay },
        { id: eighth.id, status: 'refused', message: `A teacher may change a day for ${REGISTER_RULES.teacherCorrectionDays} days only; after that, ask the admin to correct it` },
        { id: seventh.id, status: 'stored' },
      ]);
      expect((await as(teacher, 'get', `${API}/batches/${batch.id}/days/${eighth.day}`).expect(200)).body).toMatchObject({ kind: null, editable: false });

      // The admin corrects the eighth day and the seventh (already saved): the log keeps the earlier value.
      await as(sessions.admin, 'put', `${ADMIN_API}/batches/${batch.id}/days/${eighth.day}`).send({ dayKind: 'held', marks: { [idOf(child)]: 'present' } }).expect(204);
      await as(sessions.admin, 'put', `${ADMIN_API}/batches/${batch.id}/days/${seventh.day}`).send({ dayKind: 'held', marks: { [idOf(child)]: 'excused' } }).expect(204);
      expectError(await as(sessions.admin, 'put', `${ADMIN_API}/batches/${batch.id}/days/${addDays(today, 1)}`).send({ dayKind: 'held', marks }), 400, EN.registerFutureDay);
      expectError(await as(sessions.admin, 'put', `${ADMIN_API}/batches/${batch.id}/days/2026-02-30`).send({ dayKind: 'held', marks }), 400);
      expect((await as(teacher, 'get', `${API}/batches/${batch.id}/days/${seventh.day}`).expect(200)).body.marks).toEqual({ [idOf(child)]: 'excused' });

      const { items } = (await as(sessions.admin, 'get', '/api/admin/activity?kind=register-day&pageSize=100').expect(200)).body as { items: Array<{ recordId: string; recordLabel: string; actorEmail: string; changes: unknown[] }> };
      const corrections = items.filter((item) => item.recordId === batch.id);
      expect(corrections).toEqual([
        expect.objectContaining({ actorEmail: sessions.admin.email, recordLabel: `${batch.name}, ${seventh.day}`, changes: [{ field: `mark ${idOf(child)}`, before: 'absent', after: 'excused' }] }),
      ]);
      // No child's name on the log.
      expect(JSON.stringify(corrections)).not.toContain('Sonu');
    });

    it('keeps the later mark of two phones for one child on one day, and both in the history', async () => {
      const child = await createChild(t.app, 'Pooja');
      const batch = await batchWith([child]);
      const later = attendance(batch.id, today, { [idOf(child)]: 'late' }, { recordedAt: new Date(Date.now() - 60_000).toISOString() });
      const earlier = attendance(batch.id, today, { [idOf(child)]: 'absent' }, { recordedAt: new Date(Date.now() - 120_000).toISOString() });
      // The later one arrives first: the earlier one, arriving after, does not replace it.
      expect((await results([later, earlier])).map((result) => result.status)).toEqual(['stored', 'stored']);
      expect((await as(teacher, 'get', `${API}/batches/${batch.id}/days/${today}`).expect(200)).body.marks).toEqual({ [idOf(child)]: 'late' });
      const stored = await db().collection('register_class_days').findOne({ batchId: batch.id, day: today });
      expect(stored?.history.map((write: { marks: object; recordId: string }) => [write.recordId, write.marks])).toEqual([
        [later.id, { [idOf(child)]: 'late' }],
        [earlier.id, { [idOf(child)]: 'absent' }],
      ]);
    });

    it('flags a child at 5 absences in a row (a holiday neither breaks nor counts), shows the phone, and a home visit ends it', async () => {
      const [absent, present] = [await createChild(t.app, 'Arjun', { phone: '9123456780' }), await createChild(t.app, 'Divya')];
      const batch = await batchWith([absent, present]);
      await db().collection('register_enrolments').updateMany({ batchId: batch.id }, { $set: { from: addDays(today, -30) } });
      const day = (back: number) => addDays(today, -back);
      const marks = { [idOf(absent)]: 'absent', [idOf(present)]: 'present' } as const;
      const flagged = async () => ((await as(teacher, 'get', `${API}/batches/${batch.id}/children`).expect(200)).body as RegisterChild[]).find((child) => child.name === 'Arjun');

      await results([attendance(batch.id, day(6), marks), attendance(batch.id, day(5), marks), attendance(batch.id, day(4), {}, { dayKind: 'holiday' }), attendance(batch.id, day(3), marks), attendance(batch.id, day(2), marks)]);
      expect(await flagged()).toMatchObject({ flagged: false, guardianPhone: null });
      expect((await as(teacher, 'get', `${API}/follow-ups`).expect(200)).body.filter((row: { batchId: string }) => row.batchId === batch.id)).toEqual([]);

      await results([attendance(batch.id, day(1), marks)]);
      expect(await flagged()).toMatchObject({ flagged: true, guardianPhone: '9123456780' });
      const children = (await as(teacher, 'get', `${API}/batches/${batch.id}/children`).expect(200)).body as RegisterChild[];
      expect(children.find((child) => child.name === 'Divya')).toMatchObject({ flagged: false, guardianPhone: null });
      const followUps = (await as(teacher, 'get', `${API}/follow-ups`).expect(200)).body.filter((row: { batchId: string }) => row.batchId === batch.id);
      expect(followUps).toEqual([{ studentId: idOf(absent), name: 'Arjun', batchId: batch.id, batchName: batch.name, absentSince: day(6), absentDays: 5, guardianPhone: '9123456780' }]);

      // A sixth absence keeps one follow-up, longer; the home visit closes it.
      await results([attendance(batch.id, today, marks)]);
      const grown = (await as(teacher, 'get', `${API}/follow-ups`).expect(200)).body.filter((row: { batchId: string }) => row.batchId === batch.id);
      expect(grown.map((row: { absentDays: number }) => row.absentDays)).toEqual([6]);
      const visit = homeVisit(idOf(absent), today, { outcome: 'met-guardian', note: 'Mother says he helps at the shop' });
      expect(await results([visit], otherTeam)).toEqual([{ id: visit.id, status: 'stored' }]);
      expect(await flagged()).toMatchObject({ flagged: false, guardianPhone: null });
      expect((await as(teacher, 'get', `${API}/follow-ups`).expect(200)).body.filter((row: { batchId: string }) => row.batchId === batch.id)).toEqual([]);
      const page = (await as(teacher, 'get', `${API}/children/${idOf(absent)}`).expect(200)).body;
      expect(page.homeVisits).toEqual([{ id: expect.any(String), day: today, outcome: 'met-guardian', note: 'Mother says he helps at the shop', visitedBy: otherTeam.email }]);
      expect(page.attendance.reduce((sum: number, month: { absent: number }) => sum + month.absent, 0)).toBe(6);
    });

    it('closes the follow-up that the same sync opened when the home visit comes in it too, even sent first', async () => {
      const [absent, present] = [await createChild(t.app, 'Kabir'), await createChild(t.app, 'Meera')];
      const batch = await batchWith([absent, present]);
      await db().collection('register_enrolments').updateMany({ batchId: batch.id }, { $set: { from: addDays(today, -30) } });
      const marks = { [idOf(absent)]: 'absent', [idOf(present)]: 'present' } as const;
      const visit = homeVisit(idOf(absent), today);
      const week = [1, 2, 3, 4, 5].map((back) => attendance(batch.id, addDays(today, -back), marks));

      const sent = await results([visit, ...week]);
      expect(sent.map((result) => result.status)).toEqual(['stored', 'stored', 'stored', 'stored', 'stored', 'stored']);
      // The days flagged the child (five absences) and the visit, applied after them, closed it that day.
      const kept = await db().collection('register_follow_ups').find({ studentId: idOf(absent) }).toArray();
      expect(kept.map((followUp) => [followUp.absentDays, followUp.closedOn])).toEqual([[5, today]]);
      expect((await as(teacher, 'get', `${API}/follow-ups`).expect(200)).body.filter((row: { batchId: string }) => row.batchId === batch.id)).toEqual([]);
      const children = (await as(teacher, 'get', `${API}/batches/${batch.id}/children`).expect(200)).body as RegisterChild[];
      expect(children.find((child) => child.name === 'Kabir')).toMatchObject({ flagged: false });
    });

    it("shows a child without consent as such, and refuses their marks, levels and visits", async () => {
      const [without, withConsent] = [await createChild(t.app, 'Nisha', { consent: false }), await createChild(t.app, 'Rahul')];
      const batch = await batchWith([without, withConsent]);
      const children = (await as(teacher, 'get', `${API}/batches/${batch.id}/children`).expect(200)).body as RegisterChild[];
      expect(children.map(({ name, hasConsent }) => [name, hasConsent])).toEqual([['Nisha', false], ['Rahul', true]]);
      expect(Object.keys((await as(teacher, 'get', `${API}/batches/${batch.id}/days/${today}`).expect(200)).body.marks)).toEqual([idOf(withConsent)]);

      const marks = attendance(batch.id, today, { [idOf(without)]: 'present', [idOf(withConsent)]: 'present' });
      const level = assessment(idOf(without), { academicYear: year, assessedOn: today, readingHindi: 'word' });
      const visit = homeVisit(idOf(without), today);
      expect(await results([marks, level, visit])).toEqual([
        { id: marks.id, status: 'refused', message: EN.registerMarksNoConsent },
        { id: level.id, status: 'refused', message: EN.registerNoConsent },
        { id: visit.id, status: 'refused', message: EN.registerNoConsent },
      ]);
      expect((await as(teacher, 'get', `${API}/children/${idOf(without)}`).expect(200)).body).toMatchObject({ name: 'Nisha', hasConsent: false, assessments: [], attendance: [], homeVisits: [] });
    });
  });

  describe('learning levels', () => {
    it('records three levels in one record, the later recordedAt winning, and refuses English where it is not taught', async () => {
      const [hindiOnly, both] = [await createChild(t.app, 'Geeta'), await createChild(t.app, 'Mohan')];
      await batchWith([hindiOnly]);
      const english = await batchWith([both], { teachesEnglish: true });
      const first = assessment(idOf(both), { academicYear: year, assessedOn: today, readingHindi: 'word', readingEnglish: 'letter', arithmetic: 'number-1-9', recordedAt: new Date(Date.now() - 60_000).toISOString() });
      const older = assessment(idOf(both), { academicYear: year, assessedOn: today, readingHindi: 'beginner', arithmetic: null, recordedAt: new Date(Date.now() - 120_000).toISOString() });
      const notTaught = assessment(idOf(hindiOnly), { academicYear: year, assessedOn: today, readingHindi: 'story', readingEnglish: 'word' });
      const wrongYear = assessment(idOf(both), { academicYear: '2019-20', assessedOn: today, readingHindi: 'story' });
      expect(await results([first, older, notTaught, wrongYear])).toEqual([
        { id: first.id, status: 'stored' },
        { id: older.id, status: 'stored' },
        { id: notTaught.id, status: 'refused', message: EN.registerEnglishNotTaught },
        { id: wrongYear.id, status: 'refused', message: 'The day assessed must fall within academic year 2019-20' },
      ]);
      const page = (await as(teacher, 'get', `${API}/children/${idOf(both)}`).expect(200)).body;
      expect(page.assessments).toEqual([{ academicYear: year, round: 'baseline', assessedOn: today, readingHindi: 'word', readingEnglish: 'letter', arithmetic: 'number-1-9' }]);
      const children = (await as(teacher, 'get', `${API}/batches/${english.id}/children`).expect(200)).body as RegisterChild[];
      expect(children[0].latest).toEqual({ readingHindi: 'word', readingEnglish: 'letter', arithmetic: 'number-1-9' });
    });

    it("sets a round's dates inside its academic year", async () => {
      const [from, to] = [`${year.slice(0, 4)}-07-01`, `${year.slice(0, 4)}-07-15`];
      await as(teacher, 'put', `${API}/rounds`).send({ academicYear: year, round: 'midline', from, to }).expect(200);
      expect((await as(teacher, 'get', `${API}/rounds?academicYear=${year}`).expect(200)).body).toEqual([{ academicYear: year, round: 'midline', from, to }]);
      expectError(await as(teacher, 'put', `${API}/rounds`).send({ academicYear: year, round: 'midline', from: to, to: from }), 400, EN.registerRoundOrder);
    });
  });

  it("gives the teacher's phone its batches, children and rounds in one snapshot", async () => {
    const child = await createChild(t.app, 'Zoya');
    const batch = await batchWith([child]);
    const snapshot = (await as(teacher, 'get', `${API}/snapshot`).expect(200)).body;
    expect(snapshot.batches.map((found: BatchView) => found.id)).toContain(batch.id);
    expect(snapshot.children[batch.id]).toEqual([{ studentId: idOf(child), name: 'Zoya', hasConsent: true, latest: {}, flagged: false, guardianPhone: null }]);
    expect((await as(otherTeam, 'get', `${API}/snapshot`).expect(200)).body.batches).toEqual([]);
  });

  it("answers in Hindi for Accept-Language hi: a refused record's message and an error, fields named by their label", async () => {
    const batch = await batchWith([]);
    const future = attendance(batch.id, addDays(today, 1), {}, { dayKind: 'holiday' });
    const broken = { ...attendance(batch.id, today, {}), day: 'tomorrow' };
    const hi = registerApiText.loaded('hi')!;
    const { results: answered } = (await sync([future, broken], teacher, 'hi')).body;
    expect(answered).toEqual([
      { id: future.id, status: 'refused', message: hi.registerFutureDay },
      { id: broken.id, status: 'refused', message: `${hi.labelDay}: भरा नहीं गया या सही नहीं है` },
    ]);
    const notFound = await as(teacher, 'put', `${API}/batches/${UNKNOWN_ID}/enrolments`).set('Accept-Language', 'hi').send({ studentIds: [UNKNOWN_ID] });
    expectError(notFound, 404, hi.registerBatchNotFound);
  });

  it('answers every bad input with a 4xx and a message, never a 500', async () => {
    const batch = await batchWith([]);
    expectError(await as(teacher, 'get', `${API}/batches/${batch.id}/days/2026-13-01`), 400, 'Invalid day');
    expectError(await as(teacher, 'get', `${API}/batches/${batch.id}/months/2026-13`), 400, 'Invalid month');
    expectError(await as(teacher, 'get', `${API}/batches/not-an-id/children`), 400);
    expectError(await as(teacher, 'post', `${API}/records`).send({ records: Array.from({ length: REGISTER_RULES.recordsPerSync + 1 }, () => ({})) }), 400);
    const odd = [null, 5, { id: 'x' }, { id: 'abcdefgh-1', recordedAt: 'soon', kind: 'attendance' }, { id: 'abcdefgh-2', recordedAt: new Date().toISOString(), kind: 'gift' }];
    // Each is refused in its own result: the others of the request are still stored.
    const answered = (await as(teacher, 'post', `${API}/records`).send({ records: odd }).expect(200)).body.results;
    expect(answered.map((result: { status: string; message: string }) => [result.status, result.message])).toEqual([
      ['refused', `${EN.labelRecordId}: missing or not valid`],
      ['refused', `${EN.labelRecordId}: missing or not valid`],
      ['refused', `${EN.labelRecordId}: missing or not valid`],
      ['refused', `${EN.labelRecordedAt}: missing or not valid`],
      ['refused', EN.registerRecordKind],
    ]);
    expectError(await as(teacher, 'post', `${API}/records`).send({ records: 'all of them' }), 400);
  });
});

import fs from 'node:fs';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Collection, type Connection } from 'mongoose';
import request from 'supertest';
import { academicYearOf, REGISTER_RULES, RETENTION_RULES, type OutcomesView, type RetentionOverview, type Role } from '@society/contracts';
import { HomeFiguresService } from '../src/domains/children/register/reports/home-figures.service';
import { classDayId } from '../src/domains/children/register/schemas/class-day.schema';
import { MonthTallies } from '../src/domains/children/register/services/month-tallies.service';
import { RetentionService } from '../src/retention/retention.service';
import { todayInIndia } from '../src/validation/calendar-day';
import { call, type Route } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { guardianConsentFields } from './helpers/application-forms';
import { expectError } from './helpers/errors';
import { loginAs, type LoggedIn } from './helpers/factories';
import { devanagariSkeleton, keepForViewing, popplerText } from './helpers/poppler';

const YEAR = academicYearOf(todayInIndia());
const START = Number(YEAR.slice(0, 4));
/** A day of this academic year: April to December of its first calendar year, January to March of the next. */
const dayOf = (month: number, date: number) => `${month >= 4 ? START : START + 1}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
const NO_ID = '0123456789abcdef01234567';
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the class register: progress cards, outcomes and a child\'s data', () => {
  let t: TestApp;
  let team: LoggedIn;
  let admin: LoggedIn;
  let db: Connection;
  let col: (name: string) => Collection;

  beforeAll(async () => {
    t = await createTestApp();
    [team, admin] = await Promise.all([loginAs(t, 'team'), loginAs(t, 'admin')]);
    db = t.app.get<Connection>(getConnectionToken());
    col = (name) => db.collection(name);
  });

  /** The class days, whose ids are made of the batch and the day (classDayId). */
  const classDays = () => db.collection<{ _id: string } & Record<string, unknown>>('register_class_days');
  /** Each batch's attendance counted by month and child (the batch's id; marks × 100 + came). */
  const tallies = () => db.collection<{ _id: string; months: Record<string, Record<string, number>> }>('register_attendance_tallies');

  /** A child with a guardian's consent on record (or without one: a record from before consent records). */
  async function addChild(name: string, consent = true): Promise<string> {
    const _id = new Types.ObjectId();
    const now = new Date();
    const guardianConsent = { guardianName: 'Sunita Devi', relation: 'mother', phone: '98765 43210', method: 'in-person', idDocumentSeen: 'voter-id', consentDate: now, recordedBy: team.email, recordedAt: now };
    await col('students').insertOne({ _id, name, gender: 'female', fatherName: '', motherName: '', address: '', area: '', contactNumber: '', admittedInSchool: false, schoolName: '', classStudying: '', ...(consent ? { guardianConsent } : {}), createdAt: now, updatedAt: now });
    return String(_id);
  }

  async function addBatch(centreId: string, name: string, teachesEnglish = false): Promise<string> {
    const now = new Date();
    const { insertedId } = await col('register_batches').insertOne({ centreId, name, days: ['mon', 'wed', 'fri'], startTime: '16:00', endTime: '18:00', teacherIds: [String(team.user._id)], academicYear: YEAR, teachesEnglish, active: true, createdAt: now, updatedAt: now });
    return String(insertedId);
  }

  async function enrol(batchId: string, studentIds: string[], from = dayOf(4, 1)): Promise<void> {
    const now = new Date();
    await col('register_enrolments').insertMany(studentIds.map((studentId) => ({ studentId, batchId, from, to: null, openFor: studentId, createdAt: now, updatedAt: now })));
  }

  async function classDay(batchId: string, day: string, marks: Record<string, string>, kind = 'held'): Promise<void> {
    const now = new Date();
    const markedAt = Object.fromEntries(Object.keys(marks).map((id) => [id, now.toISOString()]));
    const write = { kind, marks, recordId: '', recordedAt: now, savedBy: team.email, savedAt: now };
    await classDays().insertOne({ _id: classDayId(batchId, day), batchId, day, kind, kindRecordedAt: now, marks, markedAt, savedBy: team.email, savedAt: now, history: [write], createdAt: now, updatedAt: now });
  }

  async function assess(batchId: string, studentId: string, round: string, readingHindi: string | null, arithmetic: string | null = null, assessedOn = dayOf(4, 20)): Promise<void> {
    const now = new Date();
    await col('register_assessments').insertOne({ studentId, batchId, academicYear: YEAR, round, assessedOn, readingHindi, readingEnglish: null, arithmetic, recordedAt: now, recordedBy: team.email, createdAt: now, updatedAt: now });
  }

  const outcomes = async (who: LoggedIn, base = '/api/team/register') => (await call(t.http, ['get', `${base}/outcomes?academicYear=${YEAR}`], who.auth).expect(200)).body as OutcomesView;

  const TEAM_ROUTES: Route[] = [
    ['get', '/api/team/register/outcomes'],
    ['get', '/api/team/register/outcomes.csv'],
    ['get', `/api/team/register/children/${NO_ID}/progress-card?academicYear=${YEAR}&term=term1`],
    ['get', `/api/team/register/batches/${NO_ID}/progress-cards?academicYear=${YEAR}&term=term1`],
    ['put', `/api/team/register/children/${NO_ID}/remarks`],
    ['get', `/api/team/register/children/${NO_ID}/data-export`],
  ];
  const ADMIN_ROUTES: Route[] = [
    ['get', '/api/admin/register/outcomes'],
    ['get', '/api/admin/register/outcomes.csv'],
  ];

  it('lets the team call the reports and the admin only the outcomes; nobody else, and no one without a token', async () => {
    const others = Object.fromEntries(await Promise.all((['hr', 'volunteer'] as Role[]).map(async (role) => [role, await loginAs(t, role)] as const)));
    for (const route of [...TEAM_ROUTES, ...ADMIN_ROUTES]) {
      await call(t.http, route).expect(401);
      for (const who of Object.values(others)) await call(t.http, route, who.auth).expect(403);
    }
    for (const route of TEAM_ROUTES) {
      await call(t.http, route, admin.auth).expect(403);
      // The team passes the door: an unknown child or batch is theirs to be told about (404), a remark needs its fields (400).
      expect([200, 400, 404]).toContain((await call(t.http, route, team.auth)).status);
    }
    for (const route of ADMIN_ROUTES) {
      await call(t.http, route, team.auth).expect(403);
      await call(t.http, route, admin.auth).expect(200);
    }
    expect((await call(t.http, TEAM_ROUTES[0], team.auth)).headers['cache-control']).toBe('no-store');
  });

  it('refuses a year or a term that is not one, with a 400 naming it', async () => {
    expectError(await call(t.http, ['get', '/api/team/register/outcomes?academicYear=2026-29'], team.auth), 400, 'academicYear must be an academic year written like 2026-27');
    expectError(await call(t.http, ['get', `/api/team/register/children/${NO_ID}/progress-card?academicYear=${YEAR}&term=term3`], team.auth), 400, 'term must be one of: term1, term2');
    const hindi = await call(t.http, ['get', '/api/admin/register/outcomes?academicYear=26-27'], admin.auth).set('Accept-Language', 'hi');
    expectError(hindi, 400, 'academicYear में शैक्षणिक वर्ष 2026-27 की तरह लिखें');
  });

  it("shows the home page's typed figures while the register has too few children, even when the admin chose live ones", async () => {
    const statistics = [
      { value: '900+', label: 'Children taught this year', live: 'childrenTaught' },
      { value: '85%', label: 'Average attendance', live: 'averageAttendance' },
      { value: '60%', label: 'Rose a reading or maths level', live: 'roseALevel' },
    ];
    const saved = await call(t.http, ['put', '/api/admin/settings/home'], admin.auth).send({ statistics }).expect(200);
    expect(saved.body.home.statistics.map((statistic: { live?: string }) => statistic.live)).toEqual(['childrenTaught', 'averageAttendance', 'roseALevel']);
    expectError(await call(t.http, ['put', '/api/admin/settings/home'], admin.auth).send({ statistics: statistics.map((statistic) => ({ ...statistic, live: 'donors' })) }), 400);
    t.app.get(HomeFiguresService).forget();
    const { body } = await request(t.http).get('/api/public/settings').expect(200);
    expect(body.home.statistics.map((statistic: { value: string }) => statistic.value)).toEqual(['900+', '85%', '60%']);
  });

  describe('with a year of two batches', () => {
    let centreId: string;
    let nine: string;
    let ten: string;
    let nineChildren: string[];
    let tenChildren: string[];
    let withoutConsent: string;
    const deva = 'आरती कुमारी';

    beforeAll(async () => {
      const now = new Date();
      centreId = String((await col('register_centres').insertOne({ name: 'Topkhana Basti', area: 'Ambala Cantt', address: '', mapUrl: '', active: true, createdAt: now, updatedAt: now })).insertedId);
      nine = await addBatch(centreId, 'Evening');
      ten = await addBatch(centreId, 'Morning', true);
      nineChildren = await Promise.all(Array.from({ length: REGISTER_RULES.minChildrenInFigure - 1 }, (_, index) => addChild(`Evening child ${index + 1}`)));
      tenChildren = [await addChild(deva), ...(await Promise.all(Array.from({ length: REGISTER_RULES.minChildrenInFigure - 1 }, (_, index) => addChild(`Morning child ${index + 1}`))))];
      withoutConsent = await addChild('Child without consent', false);
      await enrol(nine, [...nineChildren, withoutConsent]);
      await enrol(ten, tenChildren);
      const all = (children: string[], mark: string) => Object.fromEntries(children.map((id) => [id, mark]));
      // July: everyone present. August: in the morning batch, four of ten absent on both days.
      await classDay(nine, dayOf(7, 1), all(nineChildren, 'present'));
      await classDay(ten, dayOf(7, 1), all(tenChildren, 'present'));
      for (const date of [3, 5]) {
        await classDay(ten, dayOf(8, date), Object.fromEntries(tenChildren.map((id, index) => [id, index < 4 ? 'absent' : index === 4 ? 'late' : 'present'])));
      }
      await classDay(ten, dayOf(8, 15), {}, 'holiday');
      // Levels: in the morning batch, four of ten rose (one in arithmetic only); the evening batch's nine all rose.
      for (const [index, id] of tenChildren.entries()) {
        await assess(ten, id, 'baseline', 'letter', 'beginner');
        await assess(ten, id, 'midline', index < 3 ? 'paragraph' : 'letter', index === 3 ? 'number-1-9' : 'beginner', dayOf(9, 15));
      }
      for (const id of nineChildren) {
        await assess(nine, id, 'baseline', 'beginner');
        await assess(nine, id, 'midline', 'letter', null, dayOf(9, 16));
      }
      await t.app.get(MonthTallies).rebuild([nine, ten].map((batchId) => ({ batchId, academicYear: YEAR })));
      await col('register_follow_ups').insertOne({ studentId: tenChildren[1], batchId: ten, absentSince: dayOf(8, 3), absentDays: 5, closedOn: null, openFor: tenChildren[1], createdAt: now, updatedAt: now });
    });

    it(`gives no figure drawn from ${REGISTER_RULES.minChildrenInFigure - 1} children and a figure from ${REGISTER_RULES.minChildrenInFigure}, never counting a child without consent`, async () => {
      const view = await outcomes(team);
      const batch = (id: string) => view.batches.find((entry) => entry.batchId === id);
      expect(batch(nine)).toMatchObject({ childrenEnrolled: 9, attendancePercent: null, roseALevelPercent: null, attendanceByMonth: [{ month: dayOf(7, 1).slice(0, 7), percent: null }] });
      expect(batch(ten)).toMatchObject({ childrenEnrolled: 10, chronicAbsentees: 1 });
      // July 10 of 10; August 12 of 20 (six present or late, twice).
      expect(batch(ten)?.attendanceByMonth).toEqual([
        { month: dayOf(7, 1).slice(0, 7), percent: 100 },
        { month: dayOf(8, 1).slice(0, 7), percent: 60 },
      ]);
      expect(batch(ten)?.attendancePercent).toBe(73);
      expect(view.centres).toEqual([expect.objectContaining({ centreId, name: 'Topkhana Basti', childrenEnrolled: 19 })]);
      expect(view.society).toMatchObject({ childrenEnrolled: 19, chronicAbsentees: 1 });
      // The admin reads the same aggregates.
      expect(await outcomes(admin, '/api/admin/register')).toEqual(view);
    });

    it('counts a saved day at once: its month is counted again, late with present', async () => {
      // 1 April: always past in this academic year, and a month the seed left without class days.
      const april = dayOf(4, 1);
      const month = april.slice(0, 7);
      const marks = Object.fromEntries(nineChildren.map((id, index) => [id, index === 0 ? 'late' : index === 1 ? 'absent' : 'present']));
      const correct = (body: object) => call(t.http, ['put', `/api/admin/register/batches/${nine}/days/${april}`], admin.auth).send(body).expect(204);
      await correct({ dayKind: 'held', marks });
      // The month's figure is drawn from nine children: none shown, but the month is there.
      expect((await outcomes(team)).centres[0].attendanceByMonth[0]).toEqual({ month, percent: null });
      // Stored as marks × 100 + came: the late child came on its one day, the absent one did not.
      const tally = await tallies().findOne({ _id: nine });
      expect([tally?.months[month][nineChildren[0]], tally?.months[month][nineChildren[1]], tally?.months[month][nineChildren[2]]]).toEqual([101, 100, 101]);
      // A day without class after all: the month holds nothing again.
      await correct({ dayKind: 'no-class', marks: {} });
      expect((await tallies().findOne({ _id: nine }))?.months[month]).toBeUndefined();
      expect((await outcomes(team)).centres[0].attendanceByMonth.map((entry) => entry.month)).not.toContain(month);
    });

    it('counts the share of children who rose at least one level between the baseline and their latest round', async () => {
      const view = await outcomes(team);
      expect(view.batches.find((entry) => entry.batchId === ten)?.roseALevelPercent).toBe(40);
      // 4 of 10 in the morning, 9 of 9 in the evening: 13 of 19.
      expect(view.society.roseALevelPercent).toBe(68);
    });

    it('writes the outcomes as CSV with a byte order mark, figures from too few children said so, and no child named', async () => {
      for (const base of ['/api/team/register', '/api/admin/register']) {
        const response = await call(t.http, ['get', `${base}/outcomes.csv?academicYear=${YEAR}`], base.includes('admin') ? admin.auth : team.auth).expect(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="outcomes-${YEAR}.csv"`);
        // EF BB BF, read as UTF-8.
        expect(response.text.charCodeAt(0)).toBe(0xfeff);
        const text = response.text.slice(1);
        const rows = text.trim().split('\r\n');
        expect(rows[0]).toMatch(/^Scope,Centre,Name,Children enrolled,Attendance % \(year\),Rose a level %,Chronic absentees,Attendance % \d{4}-07,Attendance % \d{4}-08$/);
        expect(rows.slice(1)).toEqual([
          `Society,,${YEAR},19,79,68,1,100,60`,
          'Centre,Topkhana Basti,Topkhana Basti,19,79,68,1,100,60',
          'Batch,Topkhana Basti,Evening,9,too few children,too few children,0,too few children,',
          'Batch,Topkhana Basti,Morning,10,73,40,1,100,60',
        ]);
        expect(text).not.toMatch(/Morning child|Evening child|without consent|आरती/);
      }
    });

    it("prints a child's card in Hindi with the Devanagari name, the levels in words and the teacher's remark", async () => {
      // The society as the Site tab names it, in Hindi on a Hindi card.
      await call(t.http, ['put', '/api/admin/settings/identity'], admin.auth).send({ name: 'Seva Shiksha Samiti', nameHi: 'सेवा शिक्षा समिति' }).expect(200);
      const remark = 'आरती अब छोटी कहानी पढ़ लेती है।';
      const saved = await call(t.http, ['put', `/api/team/register/children/${tenChildren[0]}/remarks`], team.auth).send({ academicYear: YEAR, term: 'term1', remark }).expect(200);
      expect(saved.body).toEqual({ academicYear: YEAR, term: 'term1', remark });
      const response = await call(t.http, ['get', `/api/team/register/children/${tenChildren[0]}/progress-card?academicYear=${YEAR}&term=term1`], team.auth).set('Accept-Language', 'hi').expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pdf = response.body as Buffer;
      expect(pages(pdf)).toBe(1);
      const text = devanagariSkeleton(popplerText(pdf));
      for (const words of ['सेवा शिक्षा समिति', 'प्रगति पत्र', deva, 'टिप्पणी', 'अक्षर', 'अनुच्छेद', 'साल की शुरुआत', 'पढ़ना (अंग्रेज़ी)', remark]) expect(text).toContain(devanagariSkeleton(words));
      // July and August: 3 class days, present in July only; the holiday counts for nothing.
      expect(text).toContain('33%');
      const png = keepForViewing('progress-card-hi', pdf);
      expect(fs.statSync(png).size).toBeGreaterThan(10_000);
    });

    it("prints the card in English for a guardian who reads English, with the child's own attendance", async () => {
      // The card's language is the guardian's (their consent record's), not the page's.
      await col('students').updateOne({ _id: new Types.ObjectId(tenChildren[5]) }, { $set: { 'guardianConsent.language': 'en' } });
      const pdf = (await call(t.http, ['get', `/api/team/register/children/${tenChildren[5]}/progress-card?academicYear=${YEAR}&term=term1`], team.auth).set('Accept-Language', 'hi').expect(200)).body as Buffer;
      const text = popplerText(pdf);
      for (const words of ['Progress card', 'Morning child 5', 'Topkhana Basti', 'Start of the year', 'Middle of the year', 'Letters', 'Reading (English)', 'No remark this term.']) expect(text).toContain(words);
      // Present on all three class days.
      expect(text).toContain('100%');
    });

    it("puts a batch's cards in one PDF, one page per child with consent", async () => {
      const response = await call(t.http, ['get', `/api/team/register/batches/${nine}/progress-cards?academicYear=${YEAR}&term=term1`], team.auth).expect(200);
      expect(pages(response.body as Buffer)).toBe(9);
      expect(popplerText(response.body as Buffer)).not.toContain('Child without consent');
      expectError(await call(t.http, ['get', `/api/team/register/batches/${nine}/progress-cards?academicYear=${START - 1}-${String(START % 100).padStart(2, '0')}&term=term2`], team.auth), 404);
    });

    it('makes no card and takes no remark for a child without consent', async () => {
      expectError(await call(t.http, ['get', `/api/team/register/children/${withoutConsent}/progress-card?academicYear=${YEAR}&term=term1`], team.auth), 409);
      expectError(await call(t.http, ['put', `/api/team/register/children/${withoutConsent}/remarks`], team.auth).send({ academicYear: YEAR, term: 'term1', remark: 'x' }), 409);
      expect(await col('register_remarks').countDocuments({ studentId: withoutConsent })).toBe(0);
    });

    it("shows the register's figures on the home page where the admin chose them live; the ETag follows them", async () => {
      const live = [
        { value: '900+', label: 'Children taught this year', live: 'childrenTaught' },
        { value: '85%', label: 'Average attendance', live: 'averageAttendance' },
        { value: '60%', label: 'Rose a reading or maths level', live: 'roseALevel' },
      ];
      await call(t.http, ['put', '/api/admin/settings/home'], admin.auth).send({ statistics: live }).expect(200);
      t.app.get(HomeFiguresService).forget();
      const first = await request(t.http).get('/api/public/settings').expect(200);
      expect(first.body.home.statistics.map((statistic: { value: string }) => statistic.value)).toEqual(['19', '79%', '68%']);
      expect(JSON.stringify(first.body)).not.toMatch(/Morning|Evening|आरती/);
      // Back to typed: the admin's own words.
      const typed = [
        { value: '34+', label: 'Children Sponsored', live: '' },
        { value: '900+', label: 'Children Associated' },
        { value: '20+', label: 'Active Sponsors' },
      ];
      await call(t.http, ['put', '/api/admin/settings/home'], admin.auth).send({ statistics: typed }).expect(200);
      const second = await request(t.http).get('/api/public/settings').expect(200);
      expect(second.body.home.statistics.map((statistic: { value: string }) => statistic.value)).toEqual(['34+', '900+', '20+']);
      expect(second.headers.etag).not.toBe(first.headers.etag);
    });

    describe("a child's register as their personal data", () => {
      let childId: string;

      beforeAll(async () => {
        const created = await call(t.http, ['post', '/api/team/students'], team.auth).send({ name: 'Pooja', ...guardianConsentFields() }).expect(201);
        childId = created.body._id;
        await enrol(ten, [childId], dayOf(7, 1));
        await classDays().updateOne({ _id: classDayId(ten, dayOf(7, 1)) }, { $set: { [`marks.${childId}`]: 'present', [`markedAt.${childId}`]: new Date().toISOString() } });
        await t.app.get(MonthTallies).recount(ten, dayOf(7, 1));
        await assess(ten, childId, 'baseline', 'word');
        const now = new Date();
        await col('register_home_visits').insertOne({ studentId: childId, day: dayOf(8, 20), outcome: 'met-guardian', note: 'Mother says she will come back on Monday', visitedBy: team.email, recordedAt: now, createdAt: now, updatedAt: now });
        await col('register_follow_ups').insertOne({ studentId: childId, batchId: ten, absentSince: dayOf(8, 3), absentDays: 5, closedOn: dayOf(8, 20), createdAt: now, updatedAt: now });
        await call(t.http, ['put', `/api/team/register/children/${childId}/remarks`], team.auth).send({ academicYear: YEAR, term: 'term1', remark: 'Comes every day' }).expect(200);
      });

      it("gives a guardian's access request the child's record and register as held", async () => {
        const response = await call(t.http, ['get', `/api/team/register/children/${childId}/data-export`], team.auth).expect(200);
        expect(response.headers['content-disposition']).toBe(`attachment; filename="child-data-${childId}.json"`);
        const exported = typeof response.body === 'object' && !Buffer.isBuffer(response.body) ? response.body : JSON.parse(response.text);
        expect(exported.child).toMatchObject({ name: 'Pooja', guardianConsent: expect.objectContaining({ guardianName: 'Sunita Devi', relation: 'mother' }) });
        expect(exported.register).toEqual({
          enrolments: [{ batch: `Morning (Topkhana Basti, ${YEAR})`, from: dayOf(7, 1), to: null }],
          attendance: [{ day: dayOf(7, 1), batch: `Morning (Topkhana Basti, ${YEAR})`, mark: 'present' }],
          learningLevels: [{ academicYear: YEAR, round: 'baseline', assessedOn: dayOf(4, 20), readingHindi: 'word', readingEnglish: null, arithmetic: null }],
          homeVisits: [{ day: dayOf(8, 20), outcome: 'met-guardian', note: 'Mother says she will come back on Monday', visitedBy: team.email }],
          followUps: [{ absentSince: dayOf(8, 3), absentDays: 5, closedOn: dayOf(8, 20) }],
          remarks: [{ academicYear: YEAR, term: 'term1', remark: 'Comes every day' }],
        });
      });

      it("erases the child's register when the guardian withdraws consent, and leaves the other children's marks", async () => {
        await call(t.http, ['post', `/api/team/students/${childId}/guardian-consent/withdraw`], team.auth).expect(200);
        for (const name of ['register_enrolments', 'register_assessments', 'register_home_visits', 'register_follow_ups', 'register_remarks']) {
          expect([name, await col(name).countDocuments({ studentId: childId })]).toEqual([name, 0]);
        }
        const july = await classDays().findOne({ _id: classDayId(ten, dayOf(7, 1)) });
        expect(Object.keys(july?.marks ?? {})).toHaveLength(10);
        expect(JSON.stringify(july)).not.toContain(childId);
        expect(JSON.stringify(await col('register_attendance_tallies').find({}).toArray())).not.toContain(childId);
        // The outcomes are as they were before the child joined.
        expect((await outcomes(team)).society.childrenEnrolled).toBe(19);
      });
    });

    it('keeps the year on the retention schedule until its period has passed since 31 March, then deletes its rows but not its batches', async () => {
      const retention = t.app.get(RetentionService);
      const register = (overview: RetentionOverview) => overview.due.find((group) => group.kind === 'registerRecords');
      const entry = retention.schedule().find((rule) => rule.kind === 'registerRecords');
      expect(entry).toMatchObject({ days: RETENTION_RULES.registerRecords.defaultDays });
      const yearEnd = new Date(`${START + 1}-03-31T23:59:59.999+05:30`).getTime();
      const dueAt = new Date(yearEnd + RETENTION_RULES.registerRecords.defaultDays * 24 * 60 * 60 * 1000);
      expect(register(await retention.overview(new Date()))?.total).toBe(0);
      // Within the month before it falls due, the admin's preview names the year and how many rows, never a child.
      const preview = register(await retention.overview(new Date(dueAt.getTime() - 10 * 24 * 60 * 60 * 1000)));
      expect(preview?.items).toEqual([{ id: `register-${YEAR}`, label: expect.stringMatching(new RegExp(`^Class register of ${YEAR}: \\d+ records$`)), dueAt: dueAt.toISOString() }]);
      const rows = preview?.total ?? 0;
      expect(rows).toBeGreaterThan(19);
      expect((await retention.purgeDue(new Date(dueAt.getTime() - 1000))).deleted.registerRecords).toBe(0);
      expect((await retention.purgeDue(dueAt)).deleted.registerRecords).toBe(rows);
      for (const name of ['register_class_days', 'register_attendance_tallies', 'register_enrolments', 'register_assessments', 'register_follow_ups', 'register_remarks']) expect([name, await col(name).countDocuments({})]).toEqual([name, 0]);
      expect(await col('register_batches').countDocuments({})).toBe(2);
    });
  });
});

import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import type { BatchMonthView, ChildProgressView } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { loginAs, type LoggedIn } from './helpers/factories';
import { seedRegisterYear, type RegisterYear } from './fixtures/register-year';

// A centre's year on the embedded engine (issue 44's budget): seeded once, read as the team reads it. The
// bench times the same reads on the same seeding (fixtures/register-year.ts); this file measures nothing.
describe("a centre's year of the class register", () => {
  let t: TestApp;
  let teacher: LoggedIn;
  let year: RegisterYear;

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await loginAs(t, 'team');
    year = await seedRegisterYear(t.app, { teacherIds: [String(teacher.user._id)] });
  }, 300_000);

  it('holds 10 batches of 30 children and 66,000 marks in one document per batch and day', async () => {
    const days = t.app.get<Connection>(getConnectionToken()).collection('register_class_days');
    expect(year.batchIds).toHaveLength(10);
    expect(await days.countDocuments({ batchId: { $in: year.batchIds } })).toBe(2200);
    const one = await days.findOne({ _id: `${year.batchIds[0]}:${year.days[0]}` as never });
    expect(Object.keys(one?.marks ?? {})).toHaveLength(30);
  });

  it("answers a batch's month with every child and a mark on every class day", async () => {
    const batchId = year.batchIds[3];
    const month = (await request(t.http).get(`/api/team/register/batches/${batchId}/months/${year.days[100].slice(0, 7)}`).set('Authorization', teacher.auth).expect(200)).body as BatchMonthView;
    const classDays = year.days.filter((day) => day.startsWith(month.month));
    expect(month.days.map((day) => day.day)).toEqual(classDays);
    expect(month.children).toHaveLength(30);
    for (const child of month.children) {
      expect(child.held).toBe(classDays.length);
      expect(Object.values(child.marks).every((mark) => mark !== null)).toBe(true);
    }
  });

  it("answers a child's page with the year month by month and both rounds", async () => {
    const studentId = year.children[year.batchIds[0]][1];
    const page = (await request(t.http).get(`/api/team/register/children/${studentId}`).set('Authorization', teacher.auth).expect(200)).body as ChildProgressView;
    expect(page.attendance.reduce((sum, month) => sum + month.held, 0)).toBe(220);
    expect(page.assessments.map((assessment) => [assessment.round, assessment.readingHindi])).toEqual([
      ['baseline', 'letter'],
      ['endline', 'word'],
    ]);
  });
});

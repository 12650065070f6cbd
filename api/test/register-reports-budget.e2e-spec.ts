import type { OutcomesView } from '@society/contracts';
import { call } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { loginAs, type LoggedIn } from './helpers/factories';
import { seedRegisterYear, type RegisterYear } from './fixtures/register-year';

// Issue 44's budget year (10 batches, 300 children, 220 class days: 66,000 marks), read as the outcomes read it:
// each batch's counts by month and child, not its class days. `npm run bench` times it; this holds its figures.
describe("the outcomes of a centre's year", () => {
  let t: TestApp;
  let team: LoggedIn;
  let year: RegisterYear;

  beforeAll(async () => {
    t = await createTestApp();
    team = await loginAs(t, 'team');
    year = await seedRegisterYear(t.app);
  }, 180_000);

  it('draws every figure from the whole year: 300 children, each month of class, two in three rising a level', async () => {
    const view = (await call(t.http, ['get', `/api/team/register/outcomes?academicYear=${year.academicYear}`], team.auth).expect(200)).body as OutcomesView;
    expect(view.society).toMatchObject({ childrenEnrolled: 300, roseALevelPercent: 67, chronicAbsentees: 0 });
    expect(view.batches.map((batch) => batch.childrenEnrolled)).toEqual(Array(10).fill(30));
    // 220 class days from 1 April, Monday to Saturday: April to December, all with a figure.
    const months = [...new Set(year.days.map((day) => day.slice(0, 7)))];
    expect(view.society.attendanceByMonth.map((month) => month.month)).toEqual(months);
    expect(view.society.attendanceByMonth.every((month) => month.percent !== null && month.percent > 80 && month.percent < 95)).toBe(true);
    // The fixture's marks: 80 in 100 present and 5 late, so 85 in 100 came.
    expect(view.society.attendancePercent).toBe(85);
  });
});

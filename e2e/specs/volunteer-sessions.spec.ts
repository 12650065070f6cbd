// Issue 45 in a real browser at a phone's width (390 px): a teacher asks for volunteers for their batch; a
// volunteer sees it in the portal, is told what is missing before a session with children, accepts the
// child-protection policy, and (once HR has the police verification) signs up; the teacher's screen shows the
// check-in code; the volunteer opens the code's link, signed out, signs in and is checked in; they log hours
// done elsewhere; HR approves the week in one step; the volunteer sees the hours approved; the portal in Hindi.
// Real API, database, mail catcher and nginx.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CheckInCodeView, SessionView } from '@society/contracts';
import { adminLoginToken, call, createUser, loginToken } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { batchOf, newTeacher, type Teacher } from '../support/register';
import { uniqueSuffix } from '../support/staff-api';
import { todayInIndia } from '../support/staff-team';
import { volunteerAccount } from '../support/volunteer';

const PHONE = { width: 390, height: 844 };
const FLOW_TIMEOUT = 150_000;

async function json<T>(path: string, init: { method?: string; token: string; body?: unknown }): Promise<T> {
  const response = await call(path, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** India's clock now, as 'YYYY-MM-DD' and minutes since midnight. */
function indiaNow(): { day: string; minutes: number } {
  const india = new Date(Date.now() + 5.5 * 3_600_000);
  return { day: india.toISOString().slice(0, 10), minutes: india.getUTCHours() * 60 + india.getUTCMinutes() };
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A session that starts in a few minutes (sign-ups close at the start) and whose check-in is already open
 * (from 30 minutes before), on India's today; just before midnight, early tomorrow instead.
 */
function sessionSoon(): { day: string; start: string; end: string } {
  const { day, minutes } = indiaNow();
  if (minutes + 8 > 23 * 60 + 50) {
    const tomorrow = new Date(`${day}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    return { day: tomorrow.toISOString().slice(0, 10), start: '00:05', end: '01:00' };
  }
  const start = minutes + 8;
  return { day, start: clock(start), end: clock(Math.min(start + 60, 23 * 60 + 59)) };
}

describe('volunteers in the classroom: sessions, check-in and hours (issue 45)', () => {
  const run = uniqueSuffix();
  const title = `Reading circle ${run}`;
  let browser: Browser;
  let teacher: Teacher;
  let hrToken: string;
  let hr: { email: string; password: string };
  let volunteer: { email: string; password: string; id: string };
  let session: SessionView;
  let volunteerContext: BrowserContext;
  let phone: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    hr = await createUser('hr');
    hrToken = await loginToken(hr.email, hr.password);
    teacher = await newTeacher();
    const batch = await batchOf([teacher], 1);
    await json('/api/admin/safeguarding/policies', {
      method: 'POST',
      token: await adminLoginToken(),
      body: { textEn: 'No adult is ever alone with a child. Any concern is reported the same day.', textHi: 'कोई भी वयस्क कभी किसी बच्चे के साथ अकेला नहीं रहता। हर चिंता उसी दिन बताई जाती है।' },
    });
    const account = await volunteerAccount(hrToken, run);
    const { _id } = await json<{ _id: string }>('/api/auth/login', { method: 'POST', token: '', body: account });
    volunteer = { ...account, id: _id };
    [session] = await json<SessionView[]>('/api/team/sessions', {
      method: 'POST',
      token: teacher.token,
      body: { kind: 'batch', batchId: batch.id, title, place: 'Topkhana centre', ...sessionSoon(), volunteersWanted: 2, skill: 'teaching-hindi', withChildren: true },
    });
    volunteerContext = await newContext(browser, PHONE);
    phone = await volunteerContext.newPage();
  }, FLOW_TIMEOUT);
  afterAll(async () => {
    await browser.close();
  });

  const card = () => phone.getByRole('list', { name: 'Open sessions' }).getByRole('listitem').filter({ hasText: title });

  it('tells the volunteer what is missing before a session with children, and signs them up once the policy and the verification are in place', async () => {
    await signIn(phone, volunteer.email, volunteer.password);
    await phone.getByRole('tab', { name: 'Sessions' }).click();
    await card().getByText('With children', { exact: true }).waitFor();
    await card().getByText('Read and accept the child-protection policy.').waitFor();
    await card().getByText('A valid police verification is needed: ask HR to arrange it.').waitFor();
    expect(await card().getByRole('button', { name: 'Sign up' }).isDisabled()).toBe(true);

    await card().getByRole('button', { name: 'Open Child safety' }).click();
    await phone.getByLabel('I have read the child-protection policy and will follow it.').check();
    await phone.getByRole('button', { name: 'Acknowledge the policy' }).click();
    await phone.getByText(/You acknowledged this version on/).waitFor();

    // HR records the police verification (its screen is tested in its own suite).
    await json(`/api/hr/verifications/${volunteer.id}`, {
      method: 'PUT',
      token: hrToken,
      body: { status: 'verified', verifiedOn: todayInIndia(), certificateNumber: `PCC/${run}`, expiresOn: `${Number(todayInIndia().slice(0, 4)) + 1}-12-31` },
    });
    await phone.getByRole('tab', { name: 'Sessions' }).click();
    await card().getByRole('button', { name: 'Sign up' }).click();
    await phone.getByText('You have signed up. See you at the session!').waitFor();
    await card().getByText('You have a place').waitFor();
    await phone.getByRole('list', { name: 'My sessions' }).getByText(title).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }, FLOW_TIMEOUT);

  it("checks the volunteer in by the link of the code the teacher's screen shows, through the login when signed out", async () => {
    const teacherPage = await (await newContext(browser, PHONE)).newPage();
    await signIn(teacherPage, teacher.email, teacher.password);
    await teacherPage.waitForURL(/\/member-dashboard$/);
    await teacherPage.getByRole('tab', { name: 'Sessions' }).click();
    await teacherPage.getByRole('heading', { name: 'Sessions of my batches' }).waitFor();
    await teacherPage.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: 'Show check-in code' }).click();
    await teacherPage.getByRole('heading', { name: 'Scan to check in' }).waitFor();
    await teacherPage.getByRole('img', { name: /^Code: \S+$/ }).waitFor();

    // The code's link, as the QR code holds it; opened on a phone whose portal session has ended.
    const { url } = await json<CheckInCodeView>(`/api/team/sessions/${session.id}/check-in-code`, { token: teacher.token });
    expect(url.startsWith('http')).toBe(true);
    await phone.evaluate(() => localStorage.clear());
    await phone.goto(url);
    await phone.getByRole('heading', { name: 'Login' }).waitFor();
    await phone.getByLabel(/email/i).fill(volunteer.email);
    await phone.getByLabel(/password/i).fill(volunteer.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByRole('status').filter({ hasText: 'Checked in' }).waitFor();
    await phone.getByText(title).waitFor();

    // Opened again (a second scan), it says the same, and the volunteer checks out.
    await phone.goto(url);
    await phone.getByRole('status').filter({ hasText: 'Checked in' }).waitFor();
    await phone.getByRole('button', { name: 'Check out' }).click();
    await phone.getByRole('status').filter({ hasText: 'Checked out' }).waitFor();
  }, FLOW_TIMEOUT);

  it('takes hours logged by the volunteer; HR approves the week in one step; the volunteer sees them approved', async () => {
    await phone.goto('/volunteer-dashboard');
    await phone.getByRole('tab', { name: 'Hours' }).click();
    await phone.getByLabel('Day').fill(todayInIndia());
    await phone.getByRole('spinbutton', { name: 'Hours' }).fill('2');
    await phone.getByLabel('What you did').fill('Made reading cards for the batch');
    await phone.getByRole('button', { name: 'Log the hours' }).click();
    await phone.getByText('Your hours are logged. They wait for HR’s approval.').waitFor();

    const hrPage = await (await newContext(browser)).newPage();
    await signIn(hrPage, hr.email, hr.password);
    await hrPage.getByRole('heading', { name: 'HR Dashboard' }).waitFor();
    await hrPage.goto('/hr-dashboard?tab=hours');
    await hrPage.getByRole('list', { name: 'Hours' }).getByText('Made reading cards for the batch').waitFor();
    await hrPage.getByRole('button', { name: 'Approve the week' }).click();
    const dialog = hrPage.getByRole('dialog', { name: 'Approve the week?' });
    await dialog.getByRole('button', { name: /^Approve \d+ (entry|entries)$/ }).click();
    await hrPage.getByText(/^\d+ (entry|entries) approved$/).waitFor();

    await phone.reload();
    await phone.getByRole('tab', { name: 'Hours' }).click();
    await phone.getByRole('list', { name: 'My hours' }).getByText('Made reading cards for the batch').waitFor();
    const approved = phone.locator('.vol-totals div').filter({ hasText: 'Approved' }).locator('dd');
    await expect(approved.textContent()).resolves.toMatch(/^2 h$/);
  }, FLOW_TIMEOUT);

  it('shows the portal’s sessions in Hindi under /hi', async () => {
    await phone.goto('/hi/volunteer-dashboard');
    await phone.getByRole('tab', { name: 'सत्र' }).click();
    await phone.getByRole('heading', { name: 'खुले सत्र' }).waitFor();
    const hindiCard = phone.getByRole('list', { name: 'खुले सत्र' }).getByRole('listitem').filter({ hasText: title });
    await hindiCard.getByText('बच्चों के साथ', { exact: true }).waitFor();
    await hindiCard.getByText('आपकी जगह पक्की है').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }, FLOW_TIMEOUT);
});

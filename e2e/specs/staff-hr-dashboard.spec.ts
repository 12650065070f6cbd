// Issue 6 in a real browser: a volunteer applies on the public site, HR takes them through the whole
// pipeline with the stored side effects, adds a remark, rejects another applicant, and runs an
// announcement of the site's ticker from creation to deletion. Real API, database and nginx.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@society/contracts';
import { createUser, loginToken } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { applyAsIntern, createAnnouncement, deleteAnnouncement, storedApplicant, uniqueSuffix } from '../support/staff-api';
import { dateInDays, visitorContext, waitForSelectValue } from '../support/staff-browser';
import { takeAPersonsTime } from '../support/public-site';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isPastOrNow = (iso: string | null) => iso !== null && !Number.isNaN(Date.parse(iso)) && Date.parse(iso) <= Date.now();

describe('the HR dashboard', () => {
  const run = uniqueSuffix();
  const volunteer = { name: `Sunita Volunteer ${run}`, email: `volunteer-${run}@example.org` };
  const intern = { name: `Rohit Intern ${run}`, email: `intern-${run}@example.org` };
  let browser: Browser;
  let visitor: BrowserContext;
  let hr: Page;
  let hrUser: { email: string; password: string };
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    visitor = await visitorContext(browser);
    hr = await (await newContext(browser)).newPage();
    hrUser = await createUser('hr');
    token = await loginToken(hrUser.email, hrUser.password);
    // The applicant HR rejects: sent through the public endpoint (one of its five an hour).
    await applyAsIntern({
      name: intern.name,
      email: intern.email,
      phone: '98123 45670',
      gender: 'male',
      dob: '2003-02-11',
      course: 'B.Com',
      college: 'Government College, Ambala',
      interests: ['teaching'],
      duration: '3-month',
      availability: 'part-time',
      reference: 'seminar',
      agreeToTerms: true,
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  const statusOf = (name: string) => `Status of ${name}`;
  const TABS = { ongoing: /^Ongoing/, volunteers: /^Volunteers/, interns: /^Interns/, announcements: /^Announcements/ } as const;
  /** Loads the dashboard afresh on one tab (kept in ?tab=): fresh lists, and no dialog left open by an earlier test. */
  async function openTab(tab: keyof typeof TABS): Promise<void> {
    await hr.goto(tab === 'ongoing' ? '/hr-dashboard' : `/hr-dashboard?tab=${tab}`);
    await hr.getByRole('tab', { name: TABS[tab], selected: true }).waitFor();
  }
  const switchTab = (tab: keyof typeof TABS) => hr.getByRole('tab', { name: TABS[tab] }).click();

  it('takes a volunteer application through the public Volunteer form', async () => {
    const page = await visitor.newPage();
    await page.goto('/support/volunteer');
    const form = page.getByRole('form', { name: 'Volunteer application' });
    await form.getByLabel(/^Full name/).fill(volunteer.name);
    await form.getByLabel(/^Email address/).fill(volunteer.email);
    await form.getByLabel(/^Phone number/).fill('98765 43210');
    await form.getByLabel(/^Gender/).selectOption('female');
    await form.getByLabel(/^Date of birth/).fill('1999-08-15');
    await form.getByLabel(/^Area of interest/).selectOption('teaching');
    await form.getByLabel(/^Availability \(hours per week\)/).fill('10');
    await form.getByLabel(/^How did you hear about us\?/).selectOption('instagram');
    await form.getByRole('checkbox', { name: 'I have read the volunteer terms and agree to them.' }).check();
    await takeAPersonsTime(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText(MESSAGES.volunteerSuccess).waitFor();
    await page.close();
  });

  it('signs HR in through /login and lists both applications in Ongoing as Pending', async () => {
    await signIn(hr, hrUser.email, hrUser.password);
    await hr.getByRole('heading', { name: 'HR Dashboard' }).waitFor();
    expect(new URL(hr.url()).pathname).toBe('/hr-dashboard');
    expect(await hr.getByRole('tab', { name: /^Ongoing/ }).getAttribute('aria-selected')).toBe('true');
    for (const person of [volunteer, intern]) {
      const row = hr.getByRole('row', { name: new RegExp(escapeRegExp(person.name)) });
      expect(await row.getByRole('cell').nth(2).textContent()).toBe(person.email);
      expect(await row.getByRole('combobox', { name: statusOf(person.name) }).inputValue()).toBe('pending');
    }
  });

  it('moves the volunteer pending → interview → onboarded → active → inactive, storing each side effect', async () => {
    const label = statusOf(volunteer.name);
    await openTab('volunteers');
    const status = hr.getByRole('combobox', { name: label });

    await status.selectOption('interview');
    // The toast comes once the save went through; the select shows the value once the lists reloaded.
    await hr.getByText(`${volunteer.name}: Interview`, { exact: true }).waitFor();
    await waitForSelectValue(hr, label, 'interview', { disabled: false });
    const interviewed = await storedApplicant(token, volunteer.email);
    expect(interviewed.status).toBe('interview');
    expect(isPastOrNow(interviewed.interviewDate)).toBe(true);

    // Onboarding asks where and from when, and refuses to go on without it.
    await status.selectOption('onboarded');
    const onboard = hr.getByRole('dialog', { name: `Onboard ${volunteer.name}` });
    expect(await onboard.getByLabel('Interview Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await onboard.getByRole('button', { name: 'Onboard', exact: true }).click();
    await onboard.getByText('All required fields must be filled.').waitFor();
    const joining = dateInDays(3);
    await onboard.getByLabel('Assigned Position').fill('Teaching Volunteer');
    await onboard.getByLabel('Assigned Team').fill('Evening Classes');
    await onboard.getByLabel('Joining Date').fill(joining);
    await onboard.getByRole('button', { name: 'Onboard', exact: true }).click();
    await onboard.waitFor({ state: 'detached' });
    await waitForSelectValue(hr, label, 'onboarded', { disabled: false });
    const onboarded = await storedApplicant(token, volunteer.email);
    expect(onboarded).toMatchObject({
      status: 'onboarded',
      assignedPosition: 'Teaching Volunteer',
      assignedTeam: 'Evening Classes',
      interviewDate: interviewed.interviewDate,
      doj: `${joining}T00:00:00.000Z`,
      dol: null,
    });

    // Active keeps the joining date already set.
    await status.selectOption('active');
    await hr.getByText(`${volunteer.name}: Active`, { exact: true }).waitFor();
    await waitForSelectValue(hr, label, 'active', { disabled: false });
    expect(await storedApplicant(token, volunteer.email)).toMatchObject({ status: 'active', doj: onboarded.doj, dol: null });

    await status.selectOption('inactive');
    await hr.getByText(`${volunteer.name}: Inactive`, { exact: true }).waitFor();
    await waitForSelectValue(hr, label, 'inactive', { disabled: false });
    const inactive = await storedApplicant(token, volunteer.email);
    expect(inactive).toMatchObject({ status: 'inactive', doj: onboarded.doj, assignedTeam: 'Evening Classes' });
    expect(isPastOrNow(inactive.dol)).toBe(true);

    // No longer an ongoing application.
    await switchTab('ongoing');
    await hr.getByRole('row', { name: new RegExp(escapeRegExp(intern.name)) }).waitFor();
    expect(await hr.getByRole('combobox', { name: label }).count()).toBe(0);
  });

  it("adds a remark that shows in the details' remarks with the HR user as its author", async () => {
    const remark = `Very good with the youngest children (${run}).`;
    await openTab('volunteers');
    await hr.getByRole('button', { name: `View details of ${volunteer.name}` }).click();
    const details = hr.getByRole('dialog', { name: `Details of ${volunteer.name}` });
    await details.getByRole('button', { name: 'Add Remark' }).click();

    const dialog = hr.getByRole('dialog', { name: `Add Remark for ${volunteer.name}` });
    expect(await dialog.getByRole('button', { name: 'Add Remark' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Remark', { exact: true }).fill(remark);
    await dialog.getByRole('button', { name: 'Add Remark' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = details.getByRole('row', { name: new RegExp(escapeRegExp(remark)) });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(1)).toEqual([remark, hrUser.email]);
    const stored = await storedApplicant(token, volunteer.email);
    expect(stored.remarks).toEqual([expect.objectContaining({ text: remark, author: hrUser.email })]);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
  });

  it('rejects another applicant only with a reason, shown in their details', async () => {
    const reason = 'Not available on the weekday evenings the classes need.';
    const label = statusOf(intern.name);
    await openTab('ongoing');
    await hr.getByRole('combobox', { name: label }).selectOption('rejected');
    const dialog = hr.getByRole('dialog', { name: `Reject ${intern.name}` });
    const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
    expect(await reject.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason for rejection').fill('   ');
    await reject.click();
    await dialog.getByText('Reason required').waitFor();
    expect((await storedApplicant(token, intern.email)).status).toBe('pending');

    await dialog.getByLabel('Reason for rejection').fill(reason);
    await reject.click();
    await dialog.waitFor({ state: 'detached' });

    await switchTab('interns');
    await waitForSelectValue(hr, label, 'rejected', { disabled: false });
    await hr.getByRole('button', { name: `View details of ${intern.name}` }).click();
    const details = hr.getByRole('dialog', { name: `Details of ${intern.name}` });
    await details.getByRole('region', { name: 'Rejection Reason' }).getByText(reason, { exact: true }).waitFor();
    const stored = await storedApplicant(token, intern.email);
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(stored.remarks).toEqual([expect.objectContaining({ text: reason, author: hrUser.email })]);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('adds an announcement that shows in the public ticker, moves it first by its order, and deletes it', async () => {
    const title = `Holi celebration ${run}`;
    const text = 'Colours and sweets with the children on Saturday at 4 pm.';
    // A second announcement (setup through the API) to see the order work.
    const other = await createAnnouncement(token, { Title: `Admissions open ${run}`, Announcement: 'New children join the evening classes in July.', order: 5 });
    const visitorPage = await visitor.newPage();
    /**
     * The ticker's items as a visitor sees them on a fresh load of the home page, once they show `expected`:
     * the page arrives with the list as the renderer last read it (at most a second old) and the browser's
     * own read follows, so a change shows within about a second.
     */
    async function tickerItems(expected: (items: string[]) => boolean): Promise<string[]> {
      await visitorPage.goto('/');
      const ticker = visitorPage.getByRole('region', { name: 'Announcements' });
      await ticker.getByRole('listitem').filter({ hasText: other.Title }).waitFor();
      for (let tries = 0; tries < 30 && !expected(await ticker.getByRole('listitem').allTextContents()); tries += 1) await visitorPage.waitForTimeout(100);
      return ticker.getByRole('listitem').allTextContents();
    }
    const indexOf = (items: string[], itemTitle: string) => items.findIndex((item) => item.startsWith(`${itemTitle}:`));

    try {
      await openTab('announcements');
      await hr.getByRole('button', { name: 'Add Announcement' }).click();
      const add = hr.getByRole('dialog', { name: 'Add Announcement' });
      await add.getByLabel('Title', { exact: true }).fill(title);
      await add.getByLabel('Announcement', { exact: true }).fill(text);
      await add.getByLabel('Order', { exact: true }).fill('10');
      await add.getByRole('button', { name: 'Save' }).click();
      await add.waitFor({ state: 'detached' });
      const row = hr.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
      await row.waitFor();
      expect((await row.getByRole('cell').allTextContents()).slice(0, 3)).toEqual(['10', title, text]);

      let items = await tickerItems((shown) => shown.includes(`${title}: ${text}`));
      expect(items).toContain(`${title}: ${text}`);
      expect(indexOf(items, title)).toBeGreaterThan(indexOf(items, other.Title));

      await hr.getByRole('button', { name: `Edit announcement: ${title}` }).click();
      const edit = hr.getByRole('dialog', { name: 'Edit Announcement' });
      expect(await edit.getByLabel('Order', { exact: true }).inputValue()).toBe('10');
      await edit.getByLabel('Order', { exact: true }).fill('1');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'detached' });
      await row.getByRole('cell', { name: '1', exact: true }).waitFor();

      items = await tickerItems((shown) => indexOf(shown, title) >= 0 && indexOf(shown, title) < indexOf(shown, other.Title));
      expect(indexOf(items, title)).toBeGreaterThanOrEqual(0);
      expect(indexOf(items, title)).toBeLessThan(indexOf(items, other.Title));

      await hr.getByRole('button', { name: `Delete announcement: ${title}` }).click();
      const confirm = hr.getByRole('dialog', { name: 'Delete Announcement' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });

      items = await tickerItems((shown) => indexOf(shown, title) === -1);
      expect(indexOf(items, title)).toBe(-1);
    } finally {
      await visitorPage.close();
      await deleteAnnouncement(token, other._id);
    }
  });

  it("holds an applicant under 18 at Pending until HR records the guardian's consent; a withdrawal erases them", async () => {
    const child = { name: `Pooja Minor ${run}`, email: `minor-${run}@example.org` };
    const page = await visitor.newPage();
    await page.goto('/support/internship');
    const form = page.getByRole('form', { name: 'Internship application' });
    await form.getByLabel(/^Full name/).fill(child.name);
    await form.getByLabel(/^Email address/).fill(child.email);
    await form.getByLabel(/^Phone number/).fill('98765 12340');
    await form.getByLabel(/^Gender/).selectOption('female');
    expect(await form.getByRole('group', { name: 'Your parent or guardian' }).count()).toBe(0);
    await form.getByLabel(/^Date of birth/).fill(`${new Date().getFullYear() - 16}-03-01`);
    const guardian = form.getByRole('group', { name: 'Your parent or guardian' });
    await guardian.waitFor();
    for (const [label, value] of [[/^Course/, 'Class 11'], [/^College or university/, 'Govt Senior Secondary School']] as const) await form.getByLabel(label).fill(value);
    for (const [label, value] of [[/^Area of interest/, 'teaching'], [/^Duration/, '3-month'], [/^Availability/, 'part-time'], [/^How did you hear/, 'seminar']] as const) {
      await form.getByLabel(label).selectOption(value);
    }
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    // Not without the guardian.
    expect(await guardian.getByLabel(/^Parent's or guardian's name/).getAttribute('aria-invalid')).toBe('true');
    await guardian.getByLabel(/^Parent's or guardian's name/).fill('Kamla Devi');
    await guardian.getByLabel(/^Their relation to you/).selectOption('mother');
    await guardian.getByLabel(/^Their phone number/).fill('98123 45678');
    await takeAPersonsTime(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await form.getByText(MESSAGES.internSuccess).waitFor();
    await page.close();

    await openTab('interns');
    const row = hr.getByRole('row', { name: new RegExp(escapeRegExp(child.name)) });
    await row.getByText('Under 18: guardian consent needed').waitFor();
    await row.getByRole('combobox', { name: statusOf(child.name) }).selectOption('interview');
    await hr.getByText(/This applicant is under 18/).first().waitFor();
    expect((await storedApplicant(token, child.email))?.status).toBe('pending');

    const consent = hr.getByRole('dialog', { name: `Guardian consent for ${child.name}` });
    expect(await consent.getByLabel(/^Guardian's name/).inputValue()).toBe('Kamla Devi');
    await consent.getByLabel(/^How the guardian was verified/).selectOption('in-person');
    await consent.getByLabel(/^Identity document seen/).selectOption('aadhaar');
    await consent.getByRole('button', { name: 'Record Consent' }).click();
    const details = hr.getByRole('dialog', { name: `Details of ${child.name}` });
    await details.getByText(/In person, identity document seen: Aadhaar card/).waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    const label = statusOf(child.name);
    await hr.getByRole('combobox', { name: label }).selectOption('interview');
    await hr.getByText(`${child.name}: Interview`, { exact: true }).waitFor();
    expect((await storedApplicant(token, child.email))?.status).toBe('interview');

    await hr.getByRole('button', { name: `View details of ${child.name}` }).click();
    await details.getByRole('button', { name: 'Withdraw consent' }).click();
    const confirm = hr.getByRole('dialog', { name: 'Withdraw guardian consent?' });
    await confirm.getByRole('button', { name: 'Withdraw and erase' }).click();
    await hr.getByText("Consent withdrawn: the applicant's personal details were erased").waitFor();
    await hr.getByRole('row', { name: new RegExp(escapeRegExp(child.name)) }).waitFor({ state: 'detached' });
    await expect(storedApplicant(token, child.email)).rejects.toThrow('no applicant');
  });
});

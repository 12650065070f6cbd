// Issue 7 in a real browser: a team user adds a child with an Aadhaar number, edits the class, sees
// the number only masked until an explicit reveal, finds the child by search, and the full number
// never reaches browser storage or the list API. Another role is kept out. Real API, database, nginx.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createUser, loginToken } from '../support/api';
import { launchBrowser, newContext, recordRequests, remotesFetched, signIn } from '../support/browser';
import { uniqueSuffix } from '../support/staff-api';
import { createStudent, groupedAadhaar, listStudents, randomAadhaar, rawCall, todayInIndia } from '../support/staff-team';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The smallest thing a PDF reader takes for a PDF: the guardian's signed form, as a scan would come. */
const SIGNED_FORM = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the team dashboard', () => {
  const run = uniqueSuffix();
  const child = {
    name: `Asha Kumari ${run}`,
    fatherName: `Ramesh Yadav ${run}`,
    schoolName: 'Govt Primary School Topkhana',
    aadhaar: randomAadhaar(),
  };
  const others = [
    { name: `Ravi Sharma ${run}`, fatherName: 'Mohan Sharma', classStudying: 'Class 2', aadharCard: randomAadhaar() },
    { name: `Meena Devi ${run}`, fatherName: 'Ramesh Kumar', classStudying: 'UKG', aadharCard: randomAadhaar() },
    { name: `Sonu Verma ${run}`, fatherName: 'Suresh Verma', classStudying: 'Class 5', aadharCard: randomAadhaar() },
  ];
  const masked = `XXXX XXXX ${child.aadhaar.slice(-4)}`;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let teamUser: { email: string; password: string };
  let teamToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    teamUser = await createUser('team');
    teamToken = await loginToken(teamUser.email, teamUser.password);
    for (const other of others) await createStudent(teamToken, other);
  });
  afterAll(async () => {
    await browser.close();
  });

  const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
  const cellsOf = (name: string) => row(name).getByRole('cell').allInnerTexts();
  const shownNames = () => page.getByRole('table').getByRole('rowheader').allInnerTexts();
  /** Everything in the page's localStorage and sessionStorage, keys and values. */
  const browserStorage = () =>
    page.evaluate(() =>
      JSON.stringify([localStorage, sessionStorage].map((storage) => Object.entries({ ...storage }))),
    );
  /** The number in any of the forms it could be written in. */
  const fullNumberIn = (text: string, digits = child.aadhaar) => text.includes(digits) || text.includes(groupedAadhaar(digits));
  const storedChild = async () => {
    const found = (await listStudents(teamToken)).students.find((student) => student.name === child.name);
    if (!found) throw new Error(`${child.name} is not stored`);
    return found;
  };
  async function openDetails(): Promise<Locator> {
    await page.getByRole('button', { name: `View ${child.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Student Details' });
    await dialog.waitFor();
    return dialog;
  }

  it("signs the team user in at /login, lands on 'Team Dashboard' (Today first) and lists the students in their tab", async () => {
    await signIn(page, teamUser.email, teamUser.password);
    await page.getByRole('heading', { name: 'Team Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/member-dashboard');
    await page.getByRole('tab', { name: 'Students' }).click();
    expect(new URL(page.url()).pathname).toBe('/member-dashboard/students');
    for (const other of others) await row(other.name).waitFor();
  });

  it("adds a child through 'Add Student': male and today's admission date by default, the Aadhaar number grouped as typed", async () => {
    await page.getByRole('button', { name: 'Add Student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Student' });
    await dialog.waitFor();

    expect(await dialog.getByLabel('Gender').inputValue()).toBe('male');
    expect(await dialog.getByLabel('Admission date').inputValue()).toBe(todayInIndia());

    await dialog.getByLabel(/^Name/).fill(child.name);
    await dialog.getByLabel("Father's name").fill(child.fatherName);
    await dialog.getByLabel('Age', { exact: true }).fill('9');
    await dialog.getByLabel('School name').fill(child.schoolName);
    await dialog.getByLabel('Class studying').fill('Class 3');
    await dialog.getByLabel('Admitted in school').check();
    const aadhaarField = dialog.getByLabel('Aadhaar card');
    await aadhaarField.pressSequentially(child.aadhaar);
    expect(await aadhaarField.inputValue()).toBe(groupedAadhaar(child.aadhaar));

    // Not without the guardian's consent.
    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await dialog.getByText("Enter the parent's or guardian's name.").waitFor();
    await dialog.getByLabel(/^Guardian's name/).fill('Kamla Devi');
    await dialog.getByLabel(/^Relation to the child/).selectOption('mother');
    await dialog.getByLabel(/^Guardian's phone/).fill('98123 45678');
    await dialog.getByLabel(/^How the guardian was verified/).selectOption('signed-form');
    await dialog.getByLabel(/^Signed consent form/).setInputFiles({ name: 'consent.pdf', mimeType: 'application/pdf', buffer: SIGNED_FORM });

    await dialog.getByRole('button', { name: 'Add Student' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Student added').waitFor();

    expect(await cellsOf(child.name)).toEqual(['9', 'Class 3', child.schoolName, 'ViewEdit']);
    expect(fullNumberIn(await page.getByRole('table').innerText())).toBe(false);
    const stored = await storedChild();
    expect(stored).toMatchObject({ gender: 'male', classStudying: 'Class 3', aadharMasked: masked });
    expect(stored.admissionDate?.slice(0, 10)).toBe(todayInIndia());
    expect(stored.guardianConsent).toMatchObject({ guardianName: 'Kamla Devi', method: 'signed-form', hasSignedForm: true, recordedBy: teamUser.email });
  });

  it("shows the guardian's consent in the details and downloads the signed form kept privately", async () => {
    const dialog = await openDetails();
    expect(await dialog.getByText('Kamla Devi (Mother)').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download signed form' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits the class; the edit form never holds the stored number and keeps it when left blank', async () => {
    await page.getByRole('button', { name: `Edit ${child.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Student' });
    await dialog.waitFor();
    const aadhaarField = dialog.getByLabel('Aadhaar card');
    expect(await aadhaarField.inputValue()).toBe('');
    await dialog.getByText(`Stored: ${masked} — leave blank to keep`).waitFor();

    const classField = dialog.getByLabel('Class studying');
    expect(await classField.inputValue()).toBe('Class 3');
    await classField.fill('Class 4');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Student updated').waitFor();

    await row(child.name).getByRole('cell', { name: 'Class 4', exact: true }).waitFor();
    expect(await cellsOf(child.name)).toEqual(['9', 'Class 4', child.schoolName, 'ViewEdit']);
    expect(await storedChild()).toMatchObject({ classStudying: 'Class 4', aadharMasked: masked });
  });

  it("shows the number only masked in the details, in full after 'Reveal', and masked again once the dialog is closed", async () => {
    const dialog = await openDetails();
    await dialog.getByText(masked, { exact: true }).waitFor();
    expect(fullNumberIn(await dialog.innerText())).toBe(false);

    const revealed = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/aadhaar') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Reveal' }).click();
    expect((await revealed).status()).toBe(200);
    await dialog.getByText(groupedAadhaar(child.aadhaar), { exact: true }).waitFor();
    expect(await dialog.getByText(masked, { exact: true }).count()).toBe(0);
    // Shown, yet kept nowhere but the dialog: not in browser storage, not in the table behind it.
    expect(fullNumberIn(await browserStorage())).toBe(false);
    expect(fullNumberIn(await page.getByRole('table').innerText())).toBe(false);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(fullNumberIn(await page.locator('body').innerText())).toBe(false);
    expect(fullNumberIn(await browserStorage())).toBe(false);

    const reopened = await openDetails();
    await reopened.getByText(masked, { exact: true }).waitFor();
    await reopened.getByRole('button', { name: 'Reveal' }).waitFor();
    expect(fullNumberIn(await reopened.innerText())).toBe(false);
    await reopened.getByRole('button', { name: 'Close', exact: true }).click();
    await reopened.waitFor({ state: 'detached' });
  });

  it('finds the child among the others with the search box', async () => {
    const all = [child.name, ...others.map((other) => other.name)];
    expect(await shownNames()).toEqual(expect.arrayContaining(all));

    const search = page.getByRole('searchbox', { name: 'Search' });
    // Any case, and a father's name finds the child too; a shared first name alone would not do.
    // The server searches: Enter sends it at once (else it goes when the typing pauses).
    await search.fill(child.name.toUpperCase());
    await search.press('Enter');
    await page.getByText('1–1 of 1 students').waitFor();
    expect(await shownNames()).toEqual([child.name]);

    await search.fill(child.fatherName.toLowerCase());
    await search.press('Enter');
    await page.getByText('1–1 of 1 students').waitFor();
    expect(await shownNames()).toEqual([child.name]);

    await search.fill('ramesh');
    await search.press('Enter');
    await page.getByText('1–2 of 2 students').waitFor();
    expect((await shownNames()).sort()).toEqual([child.name, others[1].name].sort());

    await search.fill('');
    await search.press('Enter');
    await page.getByRole('rowheader', { name: others[0].name }).waitFor();
    expect(await shownNames()).toEqual(expect.arrayContaining(all));
  });

  it("withdraws a guardian's consent after a confirm: the child's details are erased and the record says so", async () => {
    const leaving = others[2];
    await page.getByRole('button', { name: `View ${leaving.name}` }).click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    await details.getByRole('button', { name: 'Withdraw consent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw guardian consent?' });
    await confirm.getByRole('button', { name: 'Withdraw and erase' }).click();
    await page.getByText("Consent withdrawn: the child's details were erased").waitFor();
    const reduced = page.getByRole('dialog', { name: 'Student Details' });
    await reduced.getByText('What was kept').waitFor();
    await reduced.getByRole('button', { name: 'Close', exact: true }).click();

    expect(await page.getByRole('row', { name: leaving.name }).count()).toBe(0);
    const { text } = await listStudents(teamToken);
    expect(text).not.toContain(leaving.name);
    expect(text).not.toContain(leaving.fatherName);
    expect(fullNumberIn(text, leaving.aadharCard)).toBe(false);
    expect(await page.getByText('Erased: consent withdrawn').count()).toBeGreaterThan(0);
    // The others are still there: it is 'Sonu Verma' alone that went.
    others.pop();
  });

  it("answers GET /api/team/students with masked numbers only, never a full one", async () => {
    const { text, students } = await listStudents(teamToken);
    expect(students.find((student) => student.name === child.name)?.aadharMasked).toBe(masked);
    for (const other of others) {
      expect(students.find((student) => student.name === other.name)?.aadharMasked).toBe(`XXXX XXXX ${other.aadharCard.slice(-4)}`);
    }
    for (const digits of [child.aadhaar, ...others.map((other) => other.aadharCard)]) {
      expect(fullNumberIn(text, digits)).toBe(false);
    }
    expect(text).not.toContain('"aadharCard"');
  });

  it('keeps an hr user out: /member-dashboard sends them to /login, and the API answers 403', async () => {
    const hrUser = await createUser('hr');
    const hrContext = await newContext(browser);
    const hrPage = await hrContext.newPage();
    const requests = recordRequests(hrPage);
    await signIn(hrPage, hrUser.email, hrUser.password);
    await hrPage.getByRole('heading', { name: 'HR Dashboard' }).waitFor();

    await hrPage.goto('/member-dashboard');
    await hrPage.waitForURL('**/login');
    await hrPage.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await hrPage.getByRole('heading', { name: 'Team Dashboard' }).count()).toBe(0);
    expect(remotesFetched(requests)).not.toContain('team');
    await hrContext.close();

    const hrToken = await loginToken(hrUser.email, hrUser.password);
    const refused = await rawCall('/api/team/students', { token: hrToken });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ statusCode: 403 });
    expect(fullNumberIn(refused.text)).toBe(false);
  });
});

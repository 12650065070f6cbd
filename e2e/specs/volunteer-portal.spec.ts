// Issue 18 in a real browser: HR onboards an intern and invites them; the intern sets a password from the
// mailed link, signs in and asks for leave; HR approves it and issues a certificate; the intern downloads
// the PDF; a visitor opens the check page its QR code links to and sees it valid; HR revokes it and the
// page says so. Real API, database, mail catcher and nginx.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createUser, loginToken } from '../support/api';
import { launchBrowser, newContext, recordRequests, remotesFetched, signIn } from '../support/browser';
import { downloadFrom, pdfText } from '../support/receipt-pdf';
import { applyAsIntern, storedApplicant, uniqueSuffix } from '../support/staff-api';
import { dateInDays, visitorContext, waitForSelectValue } from '../support/staff-browser';
import { baseUrl } from '../support/state';
import { inviteLinkMailedTo } from '../support/volunteer';

/** The address a PDF's link annotation opens (pdfkit writes annotation dictionaries uncompressed). */
function linkOfPdf(pdf: Buffer): string | undefined {
  return /\/URI \(([^)]+)\)/.exec(pdf.toString('latin1'))?.[1];
}

describe('the volunteer portal', () => {
  const run = uniqueSuffix();
  const intern = { name: `Kavya Intern ${run}`, email: `kavya-${run}@example.org` };
  const password = `kavya-password-${run}`;
  let browser: Browser;
  let hr: Page;
  let volunteerContext: BrowserContext;
  let volunteer: Page;
  let volunteerRequests: string[];
  let hrToken: string;
  let certificateCode = '';
  let verifyUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    hr = await (await newContext(browser)).newPage();
    const hrUser = await createUser('hr');
    hrToken = await loginToken(hrUser.email, hrUser.password);
    await applyAsIntern({
      name: intern.name,
      email: intern.email,
      phone: '98140 55501',
      gender: 'female',
      dob: '2003-03-09',
      course: 'BA English',
      college: 'SD College, Ambala Cantt',
      interests: ['content-writing'],
      duration: '3-month',
      availability: 'part-time',
      reference: 'seminar',
      agreeToTerms: true,
    });
    await signIn(hr, hrUser.email, hrUser.password);
    await hr.getByRole('heading', { name: 'HR Dashboard' }).waitFor();
    volunteerContext = await newContext(browser);
    volunteer = await volunteerContext.newPage();
    volunteerRequests = recordRequests(volunteer);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('HR onboards the intern and invites them to the portal from their details', async () => {
    await hr.goto('/hr-dashboard?tab=interns');
    const label = `Status of ${intern.name}`;
    const status = hr.getByRole('combobox', { name: label });
    await status.selectOption('interview');
    await waitForSelectValue(hr, label, 'interview', { disabled: false });
    await status.selectOption('onboarded');
    const onboard = hr.getByRole('dialog', { name: `Onboard ${intern.name}` });
    await onboard.getByLabel('Assigned Position').fill('Content writing intern');
    await onboard.getByLabel('Assigned Team').fill('Outreach');
    await onboard.getByLabel('Joining Date').fill(dateInDays(-60));
    await onboard.getByRole('button', { name: 'Onboard', exact: true }).click();
    await onboard.waitFor({ state: 'detached' });
    await waitForSelectValue(hr, label, 'onboarded', { disabled: false });

    await hr.getByRole('button', { name: `View details of ${intern.name}` }).click();
    const details = hr.getByRole('dialog', { name: `Details of ${intern.name}` });
    await details.getByText('No account yet.').waitFor();
    await details.getByRole('button', { name: 'Invite to the portal' }).click();
    await details.getByText(/waiting for the person to set a password/).waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('the intern sets a password from the mailed link, lands on their dashboard and asks for leave', async () => {
    const link = await inviteLinkMailedTo(intern.email);
    expect(link.startsWith(`${baseUrl()}/set-password#token=`)).toBe(true);
    await volunteer.goto(link);
    await volunteer.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await volunteer.getByLabel('New password').fill(password);
    await volunteer.getByLabel('Repeat the password').fill(password);
    await volunteer.getByRole('button', { name: 'Set password and sign in' }).click();
    await volunteer.getByRole('heading', { name: 'My Volunteer Dashboard' }).waitFor();
    expect(new URL(volunteer.url()).pathname).toBe('/volunteer-dashboard');
    await volunteer.getByText('Content writing intern').waitFor();

    // The link works once.
    const again = await (await newContext(browser)).newPage();
    await again.goto(link);
    await again.getByLabel('New password').fill('another-password-1');
    await again.getByLabel('Repeat the password').fill('another-password-1');
    await again.getByRole('button', { name: 'Set password and sign in' }).click();
    await again.getByText('This link has expired or was already used. Ask HR to send you a new one.').waitFor();
    await again.close();

    await volunteer.getByRole('tab', { name: 'Leave' }).click();
    const form = volunteer.getByRole('form', { name: 'Ask for leave' });
    await form.getByLabel('Type of leave').selectOption('exams');
    await form.getByLabel('First day').fill(dateInDays(10));
    await form.getByLabel('Last day').fill(dateInDays(12));
    await form.getByLabel('Reason').fill('End-semester exams');
    await form.getByRole('button', { name: 'Ask for leave' }).click();
    await volunteer.getByRole('listitem').filter({ hasText: 'End-semester exams' }).getByText('Pending').waitFor();
  });

  it('HR finds the pending leave by the intern’s email, approves it with a reply, and the intern sees it', async () => {
    await hr.goto('/hr-dashboard?tab=leave');
    await hr.getByText('1 waiting for a decision.').waitFor();
    await hr.getByLabel('Status').selectOption('pending');
    await hr.getByRole('searchbox', { name: 'Search' }).fill(intern.email);
    await hr.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await hr.getByText('1–1 of 1 leave requests').waitFor();
    const query = new URL(hr.url()).searchParams;
    expect([query.get('tab'), query.get('status'), query.get('search')]).toEqual(['leave', 'pending', intern.email]);
    const card = hr.getByRole('listitem').filter({ hasText: intern.name });
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Approve the request' });
    await dialog.getByLabel('Reply (optional)').fill('All the best for your exams.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Decided, it leaves the pending list; every status shows it approved.
    await hr.getByText('No leave requests match this search or status.').waitFor();
    await hr.getByText('Nothing waiting.').waitFor();
    await hr.getByLabel('Status').selectOption('');
    await card.getByText('Approved').waitFor();

    await volunteer.reload();
    await volunteer.getByRole('tab', { name: 'Leave' }).click();
    const mine = volunteer.getByRole('listitem').filter({ hasText: 'End-semester exams' });
    await mine.getByText('Approved').waitFor();
    await mine.getByText('All the best for your exams.').waitFor();
  });

  it('HR issues a certificate; the intern downloads its PDF, whose QR link opens a check page saying it is valid', async () => {
    await hr.goto('/hr-dashboard?tab=certificates');
    await hr.getByRole('button', { name: 'Issue Certificate' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Issue a certificate' });
    // The people are searched on the server: the intern is found by their email.
    await dialog.getByLabel('Find by name, email or phone').fill(intern.email);
    const person = dialog.getByLabel('Volunteer or intern');
    const option = `${intern.name} (intern) · ${intern.email}`;
    await person.locator('option', { hasText: option }).waitFor({ state: 'attached' });
    await person.selectOption({ label: option });
    // Filled in from the record: the position HR assigned at onboarding.
    expect(await dialog.getByLabel('Role or project').inputValue()).toBe('Content writing intern');
    await dialog.getByLabel('To', { exact: true }).fill(dateInDays(-1));
    await dialog.getByLabel('Hours').fill('120');
    await dialog.getByLabel('Signed by (name)').fill('Meera Sharma');
    await dialog.getByLabel("Signatory's title").fill('Secretary');
    await dialog.getByRole('button', { name: 'Issue certificate' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = hr.getByRole('listitem').filter({ hasText: intern.name });
    certificateCode = (await card.locator('.hr-code').textContent()) ?? '';
    expect(certificateCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    await volunteer.reload();
    await volunteer.getByRole('tab', { name: 'Certificates' }).click();
    const mine = volunteer.getByRole('listitem').filter({ hasText: certificateCode });
    const pdf = await downloadFrom(volunteer, mine.getByRole('button', { name: 'Download PDF' }));
    expect(pdf.fileName).toBe(`certificate-${certificateCode}.pdf`);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(intern.name);
    expect(text).toContain(certificateCode);
    verifyUrl = linkOfPdf(pdf.bytes) ?? '';
    expect(verifyUrl).toBe(`${baseUrl()}/verify/${certificateCode}`);

    const visitor = await (await visitorContext(browser)).newPage();
    await visitor.goto(verifyUrl);
    await visitor.getByRole('heading', { name: 'Valid certificate' }).waitFor();
    await visitor.getByText(intern.name).waitFor();
    await visitor.getByText('Internship completion').waitFor();
    expect(await visitor.locator('meta[name="robots"]').first().getAttribute('content')).toBe('noindex');
    await visitor.close();
  });

  it('HR revokes it, and the check page says revoked', async () => {
    await hr.goto('/hr-dashboard?tab=certificates');
    await hr.getByRole('searchbox', { name: 'Search' }).fill(certificateCode.toLowerCase());
    await hr.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await hr.getByText('1–1 of 1 certificates').waitFor();
    const card = hr.getByRole('listitem').filter({ hasText: certificateCode });
    await card.getByRole('button', { name: 'Revoke' }).click();
    const dialog = hr.getByRole('dialog', { name: `Revoke certificate ${certificateCode}` });
    await dialog.getByLabel('Reason').fill('Issued for the wrong period');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Revoked', { exact: true }).waitFor();

    const visitor = await (await visitorContext(browser)).newPage();
    await visitor.goto(verifyUrl);
    await visitor.getByRole('heading', { name: 'Revoked certificate' }).waitFor();
    await visitor.getByText(/revoked this certificate on/).waitFor();
    await visitor.close();
  });

  it("the intern's browser fetched only the shell, the public remote and mfe-volunteer", async () => {
    expect(remotesFetched(volunteerRequests).filter((name) => name !== 'public')).toEqual(['volunteer']);
    expect((await storedApplicant(hrToken, intern.email)).status).toBe('onboarded');
  });
});

// Issue 5 in a real browser: the admin signs in, manages users, core team, gallery and publications
// (each shows on, then leaves, the public site), handles a donation and reads a contact message that
// visitors sent through the public forms. Real API, database and nginx; one browser for the file.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { donationSuccessMessage, MESSAGES } from '@society/contracts';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { getStatus, uniqueSuffix } from '../support/staff-api';
import {
  acceptNextConfirm,
  gotoAndWaitForList,
  loadedImageWidth,
  visitorContext,
  waitForSelectValue,
  writeTestPng,
} from '../support/staff-browser';
import { E2E_ADMIN } from '../support/state';
import { takeAPersonsTime } from '../support/public-site';

const TAB_NAMES = {
  users: /^Users \(\d+\)$/,
  donations: /^Donations \(\d+\)$/,
  'form-10be': /^Form 10BE$/,
  'core-team': /^Core Team \(\d+\)$/,
  contacts: /^Contacts$/,
  gallery: /^Gallery$/,
  publications: /^Publications$/,
  activity: /^Activity$/,
  site: /^Site( \(\d+ to fill in\))?$/,
  'data-protection': /^Data protection$/,
  safeguarding: /^Safeguarding$/,
} as const;
type TabKey = keyof typeof TAB_NAMES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the admin dashboard', () => {
  const run = uniqueSuffix();
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  let visitor: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminContext = await newContext(browser);
    admin = await adminContext.newPage();
    visitor = await visitorContext(browser);
  });
  afterAll(async () => {
    await browser.close();
  });

  /** Loads the dashboard afresh on one tab (the ?tab= address), so records made meanwhile are listed. */
  async function openTab(tab: TabKey): Promise<void> {
    await admin.goto(tab === 'users' ? '/admin-dashboard' : `/admin-dashboard?tab=${tab}`);
    await admin.getByRole('tab', { name: TAB_NAMES[tab], selected: true }).waitFor();
  }

  it('signs the admin in through /login onto the dashboard with its eleven tabs', async () => {
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin-dashboard');
    // The frame's heading comes first; the tabs once the remote has loaded the lists.
    await admin.getByRole('tab', { name: TAB_NAMES.users, selected: true }).waitFor();
    const tabs = await admin.getByRole('tab').allTextContents();
    expect(tabs).toHaveLength(Object.keys(TAB_NAMES).length);
    Object.values(TAB_NAMES).forEach((name, index) => expect(tabs[index]).toMatch(name));
  });

  it('adds an HR user who then signs in to the HR dashboard, and deletes them after a confirmation', async () => {
    const email = `staff-hr-${run}@society.test`;
    const password = `Hr-password-${run}`;
    await openTab('users');
    await admin.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'HR' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row', { name: new RegExp(escapeRegExp(email)) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([email, 'HR', expect.any(String)]);

    // The new user, in a browser of their own.
    const hrContext = await newContext(browser);
    const hrPage = await hrContext.newPage();
    await signIn(hrPage, email, password);
    await hrPage.getByRole('heading', { name: 'HR Dashboard' }).waitFor();
    expect(new URL(hrPage.url()).pathname).toBe('/hr-dashboard');
    await hrContext.close();

    const question = acceptNextConfirm(admin);
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    expect(await question).toBe('Are you sure you want to delete this user?');
    await row.waitFor({ state: 'detached' });

    // Gone for good: the login is refused.
    const laterContext = await newContext(browser);
    const laterPage = await laterContext.newPage();
    await signIn(laterPage, email, password);
    await laterPage.getByText('Invalid credentials').waitFor();
    await laterContext.close();
  });

  it('adds a core team member with a photo who appears on the About page, and removes them again', async () => {
    const name = `Asha Verma ${run}`;
    const photo = await writeTestPng(`member-${run}.png`, { r: 200, g: 90, b: 30 });
    await openTab('core-team');
    await admin.getByRole('button', { name: 'Add Member' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add or Edit Core Team Member' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Position', { exact: true }).fill('Education Coordinator');
    await dialog.getByLabel('Order', { exact: true }).fill('1');
    await dialog.getByLabel('Profile Photo (Max size: 1MB)').setInputFiles(photo);
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
    await row.waitFor();

    const about = await visitor.newPage();
    await gotoAndWaitForList(about, '/about', '/api/admin/coreteam', 'Loading the core team');
    const card = about.getByRole('listitem').filter({ has: about.getByRole('heading', { name, exact: true }) });
    await card.getByText('Education Coordinator', { exact: true }).waitFor();
    const picture = card.getByRole('img', { name: `Photo of ${name}` });
    expect(await loadedImageWidth(picture)).toBeGreaterThan(0);
    const photoUrl = (await picture.getAttribute('src')) as string;

    const question = acceptNextConfirm(admin);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    expect(await question).toBe('Are you sure you want to delete this core team member?');
    await row.waitFor({ state: 'detached' });

    await gotoAndWaitForList(about, '/about', '/api/admin/coreteam', 'Loading the core team');
    expect(await about.getByRole('heading', { name, exact: true }).count()).toBe(0);
    // The stored photo went with the record (no page shows this).
    expect(await getStatus(photoUrl)).toBe(404);
    await about.close();
  });

  it('adds a gallery image that shows on the public Gallery, and deletes it again', async () => {
    const title = `Painting workshop ${run}`;
    const image = await writeTestPng(`gallery-${run}.png`, { r: 40, g: 160, b: 90 }, 96);
    await openTab('gallery');
    const form = admin.getByRole('region', { name: 'Add New Image' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Category', { exact: true }).selectOption('Workshops');
    await form.getByLabel('Description', { exact: true }).fill('Children painted the walls of the centre.');
    await form.getByLabel('Image (Max size: 5MB)').setInputFiles(image);
    await form.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await form.getByRole('button', { name: 'Add Image' }).click();
    await admin.getByText('Image added successfully.').waitFor();
    const adminCard = admin.getByRole('region', { name: 'Gallery Images' }).getByRole('heading', { name: title });
    await adminCard.waitFor();

    const gallery = await visitor.newPage();
    await gotoAndWaitForList(gallery, '/gallery', '/api/admin/gallery', 'Loading photos');
    await gallery.getByRole('group', { name: 'Filter photos by category' }).getByRole('button', { name: 'Workshops' }).click();
    await gallery.getByRole('heading', { name: title }).waitFor();
    expect(await loadedImageWidth(gallery.getByRole('img', { name: title }))).toBeGreaterThan(0);

    await admin.getByRole('button', { name: `Delete ${title}` }).click();
    await admin.getByText('Image deleted successfully').waitFor();
    await adminCard.waitFor({ state: 'detached' });

    await gotoAndWaitForList(gallery, '/gallery', '/api/admin/gallery', 'Loading photos');
    await gallery.getByRole('group', { name: 'Filter photos by category' }).getByRole('button', { name: 'Workshops' }).click();
    await gallery.getByRole('button', { name: 'Workshops', pressed: true }).waitFor();
    expect(await gallery.getByRole('heading', { name: title }).count()).toBe(0);
    await gallery.close();
  });

  it('adds an annual report that shows on the public Publications page, and deletes it after a confirmation', async () => {
    const title = `Annual Report ${run}`;
    const fileUrl = `https://files.example.org/annual-report-${run}.pdf`;
    const flipbookUrl = `https://flipbooks.example.org/annual-report-${run}`;
    const cover = await writeTestPng(`cover-${run}.png`, { r: 240, g: 200, b: 60 }, 120);
    await openTab('publications');
    const form = admin.getByRole('region', { name: 'Add Publication' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Annual Report' });
    await form.getByLabel('Publish Date', { exact: true }).fill('2025-03-31');
    await form.getByLabel('File Link', { exact: true }).fill(fileUrl);
    await form.getByLabel('Flipbook Link', { exact: true }).fill(flipbookUrl);
    await form.getByLabel('Description', { exact: true }).fill('What we did in 2024-25 and where the money went.');
    await form.getByLabel('Cover Image (Max size: 10MB)').setInputFiles(cover);
    await form.getByRole('button', { name: 'Add Publication' }).click();
    await admin.getByText('Publication added successfully.').waitFor();
    const row = admin.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
    await row.waitFor();

    const publications = await visitor.newPage();
    await gotoAndWaitForList(publications, '/publications', '/api/public/publications', 'Loading publications');
    expect(await publications.getByRole('tab', { name: 'Annual Reports' }).getAttribute('aria-selected')).toBe('true');
    const card = publications.getByRole('listitem').filter({ has: publications.getByRole('heading', { name: title, exact: true }) });
    expect(await loadedImageWidth(card.getByRole('img', { name: `Cover of ${title}` }))).toBeGreaterThan(0);
    expect(await card.getByRole('link', { name: /^Download/ }).getAttribute('href')).toBe(fileUrl);
    await card.getByRole('button', { name: /^Read/ }).click();
    const reader = publications.getByRole('dialog', { name: title });
    expect(await reader.locator('iframe').getAttribute('src')).toBe(flipbookUrl);
    expect(await reader.locator('iframe').getAttribute('title')).toBe(`Flipbook: ${title}`);

    const question = acceptNextConfirm(admin);
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    expect(await question).toBe('Are you sure you want to delete this publication?');
    await admin.getByText('Publication deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });

    await gotoAndWaitForList(publications, '/publications', '/api/public/publications', 'Loading publications');
    expect(await publications.getByRole('heading', { name: title, exact: true }).count()).toBe(0);
    await publications.close();
  });

  it('lists a donation sent through the Donate form as Pending, marks it Done for good, and opens its screenshot', async () => {
    const donor = `Meera Donor ${run}`;
    const email = `donor-${run}@example.org`;
    const screenshot = await writeTestPng(`payment-${run}.png`, { r: 30, g: 120, b: 200 }, 64);

    const donate = await visitor.newPage();
    await donate.goto('/support/donate');
    const form = donate.getByRole('form', { name: 'Request your donation receipt' });
    await form.getByLabel(/^Full name/).fill(donor);
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(/^Amount \(INR\)/).fill('1500');
    await form.getByLabel(/^Payment mode/).selectOption('UPI');
    await form.getByLabel(/^UTR number/).fill(`UTR${run}`);
    await form.getByLabel(/^Screenshot/).setInputFiles(screenshot);
    await takeAPersonsTime(donate);
    await form.getByRole('button', { name: 'Request Receipt' }).click();
    await form.getByText(donationSuccessMessage(1500, email)).waitFor();
    await donate.close();

    await openTab('donations');
    const label = `Receipt status for ${donor}`;
    const row = admin.getByRole('row', { name: new RegExp(escapeRegExp(donor)) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 5)).toEqual([donor, email, '₹1,500.00', 'UPI', `UTR${run}`]);
    const receipt = row.getByRole('combobox', { name: label });
    expect(await receipt.inputValue()).toBe('pending');
    expect(await receipt.isEnabled()).toBe(true);

    await receipt.selectOption('done');
    await waitForSelectValue(admin, label, 'done', { disabled: true });
    await admin.reload();
    await admin.getByRole('tab', { name: TAB_NAMES.donations, selected: true }).waitFor();
    expect(await receipt.inputValue()).toBe('done');
    expect(await receipt.isDisabled()).toBe(true);

    await row.getByRole('button', { name: `View screenshot from ${donor}` }).click();
    const viewer = admin.getByRole('dialog', { name: `Payment screenshot from ${donor}` });
    expect(await loadedImageWidth(viewer.getByRole('img', { name: `Payment screenshot sent by ${donor}` }))).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Close dialog' }).click();
  });

  it('shows a message sent through the Contact form in the Contacts tab', async () => {
    const sender = `Kiran Contact ${run}`;
    const email = `contact-${run}@example.org`;
    const message = `Can our college group teach on Sundays? (${run})`;

    const contact = await visitor.newPage();
    await contact.goto('/contact');
    const form = contact.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel(/^Your name/).fill(sender);
    await form.getByLabel(/^Email address/).fill(email);
    await form.getByLabel(/^Message/).fill(message);
    await takeAPersonsTime(contact);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(MESSAGES.contactSuccess).waitFor();
    await contact.close();

    await openTab('contacts');
    await admin.getByRole('button', { name: new RegExp(escapeRegExp(sender)) }).click();
    const dialog = admin.getByRole('dialog', { name: `Message from ${sender}` });
    await dialog.getByText(message).waitFor();
    expect(await dialog.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
  });
});

import request from 'supertest';
import { SETTINGS_MESSAGES, SOCIAL_NETWORKS, type AuditPage, type PublicSiteSettings, type SettingsSection, type SiteSettings } from '@society/contracts';
import { DonationRepository } from '../src/database/repositories/donation.repository';
import { INCOMPLETE_STAMP } from '../src/modules/admin/receipts/receipt-pdf';
import { createTestApp, uniqueDatabaseName, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createGalleryItem, loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';
import { makeImage } from './helpers/images';
import { pdfText } from './helpers/pdf-text';

/** A complete Site tab, section by section: what a society fills in before going live. */
const FILLED: Record<Exclude<SettingsSection, 'home'>, Record<string, unknown>> = {
  identity: {
    name: 'Society Welfare Trust',
    shortName: 'Welfare Trust',
    tagline: 'Education · Livelihood · Dignity',
    registrationNumber: 'HR/AMB/2022/0042',
    pan: 'aaats1234q',
    registration12A: 'AAATS1234QE20213',
    registration12ADate: '2021-09-24',
    registration80G: 'AAATS1234QF20214',
    registration80GDate: '2021-09-24',
    registration80GValidUntil: '2030-03-31',
    registration10BD: 'AAATS1234QF20214',
    registration10BDDate: '2021-09-24',
  },
  contacts: {
    email: 'Info@Society.org',
    phoneDisplay: '+91 98765 43210',
    phoneDial: '+91 98765 43210',
    chatNumber: '+91 98765 43210',
    addressLines: ['7 Topkhana Bazaar', '  ', 'Ambala Cantt, Haryana 133001'],
    mapUrl: 'https://maps.google.com/?q=Ambala+Cantt',
    mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m14',
    grievanceName: 'Kavita Rao',
    grievanceEmail: 'privacy@society.org',
  },
  social: { links: { instagram: 'https://www.instagram.com/society', youtube: 'https://www.youtube.com/@society' }, instagramUsername: '@society' },
  payments: {
    accountName: 'Society Welfare Trust',
    accountNumber: '1234 5678 9012',
    ifsc: 'sbin0001234',
    bankName: 'State Bank of India',
    branch: 'Ambala Cantt',
    upiId: 'society@sbi',
    upiPayeeName: 'Society Welfare Trust',
    chequePayee: 'Society Welfare Trust',
    csrEmail: 'csr@society.org',
  },
  site: { publicOrigin: 'https://www.society.org/', footerCredit: 'Built by volunteers of Ambala', footerCreditUrl: '' },
};

describe('site settings (the Site tab)', () => {
  let t: TestApp;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ database: uniqueDatabaseName() });
    admin = await loginAs(t, 'admin');
  });

  const get = () => request(t.http).get('/api/admin/settings').set('Authorization', admin.auth);
  const put = (section: string, body: object, auth = admin.auth) => request(t.http).put(`/api/admin/settings/${section}`).set('Authorization', auth).send(body);
  const publicRead = () => request(t.http).get('/api/public/settings');
  const picture = async (slot: string, alt = 'Children reading under a tree', format: 'png' | 'jpeg' = 'jpeg') => {
    const image = await makeImage(format, 1200, 800);
    return request(t.http).post(`/api/admin/settings/${slot}`).set('Authorization', admin.auth).field('alt', alt).attach('picture', image, { filename: `p.${format}`, contentType: `image/${format}` });
  };
  /** Adds a picture and answers the settings as saved. */
  const added = async (...args: Parameters<typeof picture>) => {
    const response = await picture(...args);
    expect(response.status).toBe(201);
    return response.body as SiteSettings;
  };

  it('lets only admins read and save it, and anyone read the public part without a token', async () => {
    for (const role of ['hr', 'team', 'user'] as const) {
      const other = await loginAs(t, role);
      expectError(await request(t.http).get('/api/admin/settings').set('Authorization', other.auth), 403);
      expectError(await put('contacts', { email: 'x@society.org' }, other.auth), 403);
      expectError(await request(t.http).post('/api/admin/settings/logo').set('Authorization', other.auth).send({}), 403);
    }
    expectError(await request(t.http).get('/api/admin/settings'), 401);
    expectError(await request(t.http).put('/api/admin/settings/contacts').send({ email: 'x@society.org' }), 401);
    const anonymous = await publicRead().expect(200);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('starts empty where only the society can say, with the checklist naming each item, and payments null in public', async () => {
    const settings = (await get().expect(200)).body as SiteSettings;
    expect(settings.updatedAt).toBeNull();
    expect(settings.identity).toMatchObject({ name: '', pan: '', logo: null, tagline: 'Education · Livelihood · Dignity' });
    expect(settings.home.statistics).toEqual([
      { value: '34+', label: 'Children Sponsored' },
      { value: '900+', label: 'Children Associated' },
      { value: '20+', label: 'Active Sponsors' },
    ]);
    expect(settings.missing.map(({ section }) => section)).toEqual(expect.arrayContaining(['identity', 'contacts', 'social', 'payments', 'site']));
    expect(settings.missing).toContainEqual({ section: 'payments', item: 'UPI ID and payee name' });
    expect(settings.missing).toContainEqual({ section: 'identity', item: 'PAN' });
    expect(((await publicRead().expect(200)).body as PublicSiteSettings).payments).toBeNull();
    expectError(await request(t.http).get('/api/public/payment-details'), 404, SETTINGS_MESSAGES.paymentsNotSet);
  });

  it.each<[string, object, string, string]>([
    ['identity', { pan: 'AAAT1234Q' }, 'pan', 'pan must be a valid PAN (e.g. ABCDE1234F)'],
    ['identity', { registration80GValidUntil: '2030-02-30' }, 'registration80GValidUntil', 'registration80GValidUntil must be a date written YYYY-MM-DD'],
    ['identity', { registration12ADate: '24/09/2021' }, 'registration12ADate', 'registration12ADate must be a date written YYYY-MM-DD'],
    ['identity', { shortName: 'x'.repeat(41) }, 'shortName', 'shortName must be at most 40 characters'],
    ['identity', { logo: 'logo.png' }, 'logo', 'logo must be an object or null'],
    ['identity', { logo: { url: '/api/uploads/public/site/elsewhere.webp', alt: 'Logo' } }, 'logo', 'logo must be a picture it already has: add a new one by upload or from the gallery'],
    ['identity', { secret: 'x' }, 'secret', 'property secret should not exist'],
    ['contacts', { email: 'info-at-society' }, 'email', 'email must be a valid email address'],
    ['contacts', { phoneDisplay: 'call us' }, 'phoneDisplay', 'phoneDisplay must be a phone number of 7 to 15 digits (spaces, dashes and a leading + allowed)'],
    ['contacts', { phoneDial: '09876543210' }, 'phoneDial', 'phoneDial must be + and the number with its country code, digits only (for example +919876543210)'],
    ['contacts', { chatNumber: 'wa.me/9198' }, 'chatNumber', 'chatNumber must be the WhatsApp number with its country code, digits only (for example 919876543210)'],
    ['contacts', { mapUrl: 'http://maps.google.com/?q=Ambala' }, 'mapUrl', 'mapUrl must be an https:// link'],
    ['contacts', { mapEmbedUrl: 'javascript:alert(1)' }, 'mapEmbedUrl', 'mapEmbedUrl must be an https:// link'],
    ['contacts', { addressLines: ['1', '2', '3', '4', '5', '6'] }, 'addressLines', 'addressLines may hold at most 5 lines'],
    ['contacts', { addressLines: 'Ambala' }, 'addressLines', 'addressLines must be a list of lines'],
    ['contacts', { grievanceEmail: 'privacy' }, 'grievanceEmail', 'grievanceEmail must be a valid email address'],
    ['social', { links: { facebook: 'facebook.com/society' } }, 'links.facebook', 'links.facebook must be an https:// link'],
    ['social', { links: { myspace: 'https://myspace.com/society' } }, 'links.myspace', 'property myspace should not exist'],
    ['social', { instagramUsername: 'so ciety!' }, 'instagramUsername', 'instagramUsername must be an Instagram user name: up to 30 letters, digits, dots or underscores'],
    ['payments', { ifsc: 'SBIN1001234' }, 'ifsc', 'ifsc must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)'],
    ['payments', { upiId: 'society.sbi' }, 'upiId', 'upiId must look like name@handle (for example society@sbi)'],
    ['payments', { accountNumber: '12AB5678' }, 'accountNumber', 'accountNumber must be 9 to 18 digits'],
    ['payments', { csrEmail: 'csr' }, 'csrEmail', 'csrEmail must be a valid email address'],
    ['home', { statistics: [{ value: '34+', label: 'Children Sponsored' }] }, 'statistics', 'statistics must hold exactly 3 figures'],
    ['home', { statistics: [{ value: '', label: 'a' }, { value: '1', label: 'b' }, { value: '2', label: 'c' }] }, 'statistics.0.value', 'value is required'],
    ['home', { carousel: [{ url: '/api/uploads/public/gallery/x.webp' }] }, 'carousel.0', 'carousel.0 must be a picture it already has: add a new one by upload or from the gallery'],
    ['home', { campaignCovers: { basta: { url: '/api/uploads/public/site/x.webp' } } }, 'campaignCovers.basta', 'campaignCovers.basta must be a picture it already has: add a new one by upload or from the gallery'],
    ['home', { campaignCovers: { unknown: { url: '/x' } } }, 'campaignCovers.unknown', 'property unknown should not exist'],
    ['site', { publicOrigin: 'https://www.society.org/home' }, 'publicOrigin', "publicOrigin must be the site's address alone, http(s):// and the host, without a path (for example https://www.example.org)"],
    ['site', { publicOrigin: 'www.society.org' }, 'publicOrigin', "publicOrigin must be the site's address alone, http(s):// and the host, without a path (for example https://www.example.org)"],
    // A typing slip the URL parser lets through: no site can have that host.
    ['site', { publicOrigin: 'https://www.society,org' }, 'publicOrigin', "publicOrigin must be the site's address alone, http(s):// and the host, without a path (for example https://www.example.org)"],
    ['site', { footerCreditUrl: 'ftp://society.org' }, 'footerCreditUrl', 'footerCreditUrl must be an https:// link'],
  ])('refuses %s %j: %s', async (section, body, field, message) => {
    const before = (await get()).body as SiteSettings;
    const response = await put(section, body);
    expectError(response, 400, message);
    expect(response.body.errors[field]).toContain(message);
    expect((await get()).body).toEqual(before);
  });

  it('saves each section on its own, normalised, changing only the fields sent; the checklist empties as sections are filled', async () => {
    let settings = (await put('identity', FILLED.identity).expect(200)).body as SiteSettings;
    expect(settings.identity).toMatchObject({ name: 'Society Welfare Trust', pan: 'AAATS1234Q', registration80GValidUntil: '2030-03-31' });
    expect(settings.missing.some(({ section }) => section === 'identity')).toBe(false);
    expect(settings.updatedAt).toEqual(expect.any(String));

    settings = (await put('contacts', FILLED.contacts).expect(200)).body as SiteSettings;
    expect(settings.contacts).toEqual({
      email: 'info@society.org',
      phoneDisplay: '+91 98765 43210',
      phoneDial: '+919876543210',
      chatNumber: '919876543210',
      addressLines: ['7 Topkhana Bazaar', 'Ambala Cantt, Haryana 133001'],
      mapUrl: 'https://maps.google.com/?q=Ambala+Cantt',
      mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m14',
      grievanceName: 'Kavita Rao',
      grievanceEmail: 'privacy@society.org',
    });
    // A partial save keeps the rest; '' clears a field.
    settings = (await put('contacts', { mapEmbedUrl: '' }).expect(200)).body as SiteSettings;
    expect(settings.contacts).toMatchObject({ email: 'info@society.org', mapEmbedUrl: '' });
    expect(settings.missing).toContainEqual({ section: 'contacts', item: 'Map link and map embed' });
    settings = (await put('contacts', { mapEmbedUrl: FILLED.contacts.mapEmbedUrl }).expect(200)).body as SiteSettings;

    settings = (await put('social', FILLED.social).expect(200)).body as SiteSettings;
    expect(settings.social).toEqual({
      links: { instagram: 'https://www.instagram.com/society', facebook: '', youtube: 'https://www.youtube.com/@society', x: '', linkedin: '' },
      facebookPageUrl: '',
      instagramUsername: 'society',
    });
    settings = (await put('payments', FILLED.payments).expect(200)).body as SiteSettings;
    expect(settings.payments).toMatchObject({ accountNumber: '123456789012', ifsc: 'SBIN0001234' });
    expect(settings.missing.map(({ section }) => section)).toEqual(['site', 'site']);

    settings = (await put('site', FILLED.site).expect(200)).body as SiteSettings;
    expect(settings.site).toEqual({ publicOrigin: 'https://www.society.org', footerCredit: 'Built by volunteers of Ambala', footerCreditUrl: '' });
    expect(settings.missing).toEqual([]);

    settings = (await put('home', { statistics: [{ value: '40+', label: 'Children Sponsored' }, { value: '950+', label: 'Children Associated' }, { value: '25+', label: 'Active Sponsors' }] }).expect(200)).body;
    expect(settings.home.statistics[0]).toEqual({ value: '40+', label: 'Children Sponsored' });
    expect((await get()).body).toEqual(settings);
  });

  it('shows every visitor what the site needs and nothing private: no PAN, registration numbers or dates', async () => {
    const body = (await publicRead().expect(200)).body as PublicSiteSettings;
    expect(Object.keys(body).sort()).toEqual(['contacts', 'dataRequests', 'home', 'identity', 'payments', 'site', 'social', 'version']);
    // The response period the society publishes comes from its configuration (DATA_REQUEST_RESPONSE_DAYS, 30 by default).
    expect(body.dataRequests).toEqual({ responseDays: 30 });
    expect(body.identity).toEqual({ name: 'Society Welfare Trust', shortName: 'Welfare Trust', tagline: 'Education · Livelihood · Dignity', logo: null });
    expect(body.contacts.email).toBe('info@society.org');
    expect(Object.keys(body.social.links)).toEqual([...SOCIAL_NETWORKS]);
    // Bank and UPI details are public by nature (the Donate page shows them): here once complete.
    expect(body.payments).toMatchObject({ bank: { accountNumber: '123456789012', ifsc: 'SBIN0001234' }, upi: { id: 'society@sbi' }, chequePayee: 'Society Welfare Trust' });
    const text = JSON.stringify(body);
    for (const secret of ['AAATS1234Q', 'HR/AMB/2022/0042', '2021-09-24', '2030-03-31', 'registration', 'pan"']) expect(text).not.toContain(secret);
  });

  it('answers the public read with an ETag (304 when unchanged), and shows a save on the very next read with a new version', async () => {
    const first = await publicRead().expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${first.body.version}"`);
    await publicRead().set('If-None-Match', etag).expect(304);
    // The same answer again: the version does not change without a save, nor with one that changes nothing.
    await put('contacts', { email: 'info@society.org' }).expect(200);
    expect((await publicRead()).body.version).toBe(first.body.version);

    await put('contacts', { email: 'hello@society.org' }).expect(200);
    const second = await publicRead().set('If-None-Match', etag).expect(200);
    expect(second.body.contacts.email).toBe('hello@society.org');
    expect(second.body.version).not.toBe(first.body.version);
    expect(second.headers.etag).toBe(`"${second.body.version}"`);
    // A change of something visitors never see still makes a new version (every save does).
    await put('identity', { registrationNumber: 'HR/AMB/2022/0043' }).expect(200);
    expect((await publicRead()).body.version).not.toBe(second.body.version);
  });

  it('takes pictures by upload or from the gallery, keeps their order and alt text, and deletes the files of those removed', async () => {
    // The logo: uploaded, served as WebP copies with a srcset, its alt text changed by the identity save.
    let settings = await added('logo', 'The society logo', 'png');
    const logo = settings.identity.logo!;
    expect(logo).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/public\/site\/.+\.webp$/), alt: 'The society logo', srcSet: expect.stringContaining(' 320w') });
    const served = await request(t.http).get(logo.url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    settings = (await put('identity', { logo: { ...logo, alt: 'Society Welfare Trust logo' } }).expect(200)).body;
    expect(settings.identity.logo).toEqual({ ...logo, alt: 'Society Welfare Trust logo' });
    expect(((await publicRead()).body as PublicSiteSettings).identity.logo?.alt).toBe('Society Welfare Trust logo');

    // A new logo replaces the old one, whose files go.
    settings = await added('logo', 'New logo');
    expect(settings.identity.logo?.url).not.toBe(logo.url);
    await request(t.http).get(logo.url).expect(404);

    // Carousel: two uploads and a gallery picture (its title as alt), which stays when the gallery item is deleted.
    await added('carousel', 'Class in Topkhana Basti');
    await added('carousel', 'Tree planting');
    const item = (
      await request(t.http)
        .post('/api/admin/addImage')
        .set('Authorization', admin.auth)
        .field('title', 'Annual day on stage')
        .field('description', 'Children performing')
        .field('category', 'Events')
        .attach('photo', await makeImage('jpeg', 1000, 700), { filename: 'annual.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body as { _id: string };
    settings = (await request(t.http).post('/api/admin/settings/carousel').set('Authorization', admin.auth).send({ galleryId: item._id }).expect(201)).body;
    const carousel = settings.home.carousel;
    expect(carousel.map(({ alt }) => alt)).toEqual(['Class in Topkhana Basti', 'Tree planting', 'Annual day on stage']);
    expect(carousel[2].url).toMatch(/\/public\/site\//);
    await request(t.http).delete(`/api/admin/image/${item._id}`).set('Authorization', admin.auth).expect(200);
    await request(t.http).get(carousel[2].url).expect(200);

    // Reordered, re-labelled and one dropped (its files deleted) in one save of the home section.
    settings = (await put('home', { carousel: [{ ...carousel[2], alt: 'Annual day' }, carousel[0]] }).expect(200)).body;
    expect(settings.home.carousel.map(({ url, alt }) => [url, alt])).toEqual([
      [carousel[2].url, 'Annual day'],
      [carousel[0].url, 'Class in Topkhana Basti'],
    ]);
    await request(t.http).get(carousel[1].url).expect(404);
    expectError(await put('home', { carousel: [carousel[0], carousel[0]] }), 400, 'carousel names the same picture twice');

    // Hero and a campaign cover; then the hero removed.
    settings = await added('hero', 'Children in class');
    settings = await added('campaign-covers/basta', 'Basta class');
    expect(settings.home.campaignCovers.basta.alt).toBe('Basta class');
    const hero = settings.home.hero!;
    settings = (await put('home', { hero: null }).expect(200)).body;
    expect(settings.home.hero).toBeNull();
    expect(settings.home.campaignCovers.basta).toBeDefined();
    await request(t.http).get(hero.url).expect(404);
    const visitors = (await publicRead()).body as PublicSiteSettings;
    expect(visitors.home.campaignCovers.basta.url).toBe(settings.home.campaignCovers.basta.url);
    expect(visitors.home.carousel).toEqual(settings.home.carousel);
  });

  it("refuses a save from a form opened before another admin's save of the section (409), keeping their change and pictures", async () => {
    const other = await loginAs(t, 'admin');
    // Both admins open the Site tab.
    const opened = (await get().expect(200)).body as SiteSettings;
    const { payments, home, contacts } = opened.versions;

    // The other admin changes the UPI ID; the first, from the older form, fixes the branch and sends every field of it.
    const theirs = (await put('payments', { upiId: 'trust@hdfcbank', version: payments }, other.auth).expect(200)).body as SiteSettings;
    expect(theirs.versions).toEqual({ ...opened.versions, payments: payments + 1 });
    expectError(await put('payments', { ...opened.payments, branch: 'Ambala City', version: payments }), 409, SETTINGS_MESSAGES.sectionChanged);
    let settings = (await get().expect(200)).body as SiteSettings;
    expect(settings.payments).toMatchObject({ upiId: 'trust@hdfcbank', branch: opened.payments.branch });
    // Another section of the same older form still saves; reloaded, the first admin's change goes in too.
    await put('contacts', { grievanceName: 'Kavita Rao', version: contacts }).expect(200);
    settings = (await put('payments', { ...settings.payments, branch: 'Ambala City', version: settings.versions.payments }).expect(200)).body;
    expect(settings.payments).toMatchObject({ upiId: 'trust@hdfcbank', branch: 'Ambala City' });

    // A picture added by the other admin is not dropped by a carousel saved from the older form.
    const withTheirs = (await request(t.http).post('/api/admin/settings/carousel').set('Authorization', other.auth).field('alt', 'Sports day').attach('picture', await makeImage('jpeg', 900, 600), { filename: 'p.jpg', contentType: 'image/jpeg' }).expect(201)).body as SiteSettings;
    const added = withTheirs.home.carousel[withTheirs.home.carousel.length - 1];
    expectError(await put('home', { carousel: opened.home.carousel, version: home }), 409, SETTINGS_MESSAGES.sectionChanged);
    await request(t.http).get(added.url).expect(200);
    expect(((await get()).body as SiteSettings).home.carousel).toEqual(withTheirs.home.carousel);

    // Without a version the fields sent are saved over what is stored (an API client that reads nothing first).
    await put('payments', { branch: 'Ambala Cantt' }).expect(200);
    for (const version of [-1, 1.5, 'two']) expectError(await put('payments', { branch: 'x', version }), 400, 'version must be a whole number');
  });

  it('refuses a picture request that names no picture, both, an unknown gallery picture or campaign, or too many', async () => {
    expectError(await request(t.http).post('/api/admin/settings/hero').set('Authorization', admin.auth).send({ alt: 'x' }), 400, SETTINGS_MESSAGES.pictureRequired);
    const image = await makeImage('png');
    expectError(
      await request(t.http).post('/api/admin/settings/hero').set('Authorization', admin.auth).field('galleryId', '0123456789abcdef01234567').attach('picture', image, { filename: 'a.png', contentType: 'image/png' }),
      400,
      SETTINGS_MESSAGES.pictureOrGallery,
    );
    expectError(await request(t.http).post('/api/admin/settings/hero').set('Authorization', admin.auth).send({ galleryId: '0123456789abcdef01234567' }), 404, SETTINGS_MESSAGES.galleryPictureNotFound);
    // A gallery record whose file is gone (storage lost it) is refused the same way, not with a 500.
    const orphan = await createGalleryItem(t.app);
    expectError(await request(t.http).post('/api/admin/settings/hero').set('Authorization', admin.auth).send({ galleryId: String(orphan._id) }), 404, SETTINGS_MESSAGES.galleryPictureNotFound);
    expectError(await request(t.http).post('/api/admin/settings/hero').set('Authorization', admin.auth).send({ galleryId: 'nope' }), 400, 'galleryId must be the id of a gallery picture');
    expectError(await request(t.http).post('/api/admin/settings/campaign-covers/unknown').set('Authorization', admin.auth).send({ alt: 'x' }), 404, SETTINGS_MESSAGES.campaignNotFound);
    const count = ((await get()).body as SiteSettings).home.carousel.length;
    for (let i = count; i < 12; i += 1) await added('carousel', `Picture ${i}`, 'png');
    expectError(await picture('carousel'), 400, 'carousel may hold at most 12 pictures');
  });

  it('puts every save and picture on the activity log, field by field, by section', async () => {
    await put('payments', { branch: 'Ambala City' }).expect(200);
    const page = (await request(t.http).get('/api/admin/activity?kind=settings&pageSize=100').set('Authorization', admin.auth).expect(200)).body as AuditPage;
    const [latest] = page.items;
    expect(latest).toMatchObject({ kind: 'settings', action: 'update', recordId: 'payments', recordLabel: 'Site: payments', actorEmail: admin.email });
    expect(latest.changes).toEqual([{ field: 'branch', before: 'Ambala Cantt', after: 'Ambala City' }]);
    const labels = new Set(page.items.map(({ recordLabel }) => recordLabel));
    for (const label of ['Site: identity', 'Site: contacts', 'Site: social pages', 'Site: home and campaigns', 'Site: address and footer']) expect(labels).toContain(label);
    const logo = page.items.find(({ recordId, changes }) => recordId === 'identity' && changes.some(({ field }) => field === 'logo'));
    expect(logo?.changes.find(({ field }) => field === 'logo')?.after).toMatch(/^public\/site\/.+\.webp \(alt: .+\)$/);
  });
});

describe('site settings on a new database', () => {
  const SEEDED = {
    SOCIETY_NAME: 'Society Welfare Trust',
    SOCIETY_PAN: 'AAATS1234Q',
    SOCIETY_ADDRESS: '7 Topkhana Bazaar, Ambala Cantt',
    BANK_IFSC: 'SBIN0001234',
    UPI_ID: 'society@sbi',
    PUBLIC_ORIGIN: 'https://www.society.org',
  };

  it("takes the environment's SOCIETY_*, BANK_* and PUBLIC_ORIGIN as first-start defaults only", async () => {
    const database = uniqueDatabaseName();
    const first = await createTestApp({ database, env: SEEDED });
    const admin = await loginAs(first, 'admin');
    const settings = (await request(first.http).get('/api/admin/settings').set('Authorization', admin.auth).expect(200)).body as SiteSettings;
    expect(settings.identity).toMatchObject({ name: 'Society Welfare Trust', pan: 'AAATS1234Q' });
    expect(settings.contacts.addressLines).toEqual(['7 Topkhana Bazaar, Ambala Cantt']);
    expect(settings.payments).toMatchObject({ ifsc: 'SBIN0001234', upiId: 'society@sbi', accountNumber: '' });
    expect(settings.site.publicOrigin).toBe('https://www.society.org');
    await request(first.http).put('/api/admin/settings/identity').set('Authorization', admin.auth).send({ name: 'Renamed Trust' }).expect(200);

    // A later start with other values changes nothing: the Site tab is the source from the first start on.
    const later = await createTestApp({ database, env: { ...SEEDED, SOCIETY_NAME: 'Another Name', BANK_IFSC: 'HDFC0000001' } });
    const again = (await request(later.http).get('/api/admin/settings').set('Authorization', admin.auth).expect(200)).body as SiteSettings;
    expect(again.identity.name).toBe('Renamed Trust');
    expect(again.payments.ifsc).toBe('SBIN0001234');
  });

  it('stamps a receipt issued before the registration details are set as not valid, and prints them and the logo once set', async () => {
    const t = await createTestApp({ database: uniqueDatabaseName() });
    const admin = await loginAs(t, 'admin');
    const issue = async () => {
      const donation = await t.app.get(DonationRepository).create({ name: 'Kavita Rao', email: uniqueEmail('donor'), amount: 2500, mode: 'UPI', utr: `UTR${Date.now()}` });
      const id = String(donation._id);
      await request(t.http).put(`/api/public/donations/${id}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true }).expect(200);
      const pdf = await request(t.http)
        .get(`/api/admin/donations/${id}/receipt`)
        .set('Authorization', admin.auth)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      lastPdf = pdf.body as Buffer;
      return pdfText(lastPdf);
    };
    let lastPdf: Buffer = Buffer.alloc(0);
    expect(await issue()).toContain(INCOMPLETE_STAMP);
    expect(lastPdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);

    await request(t.http).put('/api/admin/settings/identity').set('Authorization', admin.auth).send(FILLED.identity).expect(200);
    // The logo is stored as WebP for the site; the receipt embeds it as an image (PDFs take PNG, not WebP).
    const logo = await makeImage('png', 800, 800);
    await request(t.http).post('/api/admin/settings/logo').set('Authorization', admin.auth).field('alt', 'Our logo').attach('picture', logo, { filename: 'logo.png', contentType: 'image/png' }).expect(201);
    const text = await issue();
    expect(lastPdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(text).not.toContain('NOT A VALID RECEIPT');
    for (const expected of ['Society Welfare Trust', 'Registration number: HR/AMB/2022/0042', 'PAN: AAATS1234Q', '80G registration: AAATS1234QF20214 dated 24-09-2021 (valid until 31-03-2030)']) {
      expect(text).toContain(expected);
    }
  });
});

describe('site settings in Hindi (issue 32)', () => {
  let t: TestApp;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ database: uniqueDatabaseName() });
    admin = await loginAs(t, 'admin');
  });

  const get = () => request(t.http).get('/api/admin/settings').set('Authorization', admin.auth);
  const put = (section: string, body: object) => request(t.http).put(`/api/admin/settings/${section}`).set('Authorization', admin.auth).send(body);
  const publicRead = async () => (await request(t.http).get('/api/public/settings').expect(200)).body as PublicSiteSettings;
  const STATISTICS = [
    { value: '34+', label: 'Children Sponsored', labelHi: ' प्रायोजित बच्चे ' },
    { value: '900+', label: 'Children Associated', labelHi: '' },
    { value: '20+', label: 'Active Sponsors' },
  ];

  it('answers no Hindi field until one is set, so a site without them reads as before', async () => {
    const settings = (await get().expect(200)).body as SiteSettings;
    expect(settings.identity).not.toHaveProperty('nameHi');
    expect(settings.contacts).not.toHaveProperty('addressLinesHi');
    expect(settings.home.statistics[0]).not.toHaveProperty('labelHi');
  });

  it('saves the name, short name, tagline, address lines and statistics labels in Hindi beside the English, trimmed, and every visitor reads them', async () => {
    const opened = (await get().expect(200)).body as SiteSettings;
    await put('identity', { name: 'Society Welfare Trust', nameHi: '  सोसाइटी वेलफेयर ट्रस्ट ', shortNameHi: 'वेलफेयर ट्रस्ट', taglineHi: 'शिक्षा · आजीविका · सम्मान', version: opened.versions.identity }).expect(200);
    await put('contacts', { addressLines: ['7 Topkhana Bazaar', 'Ambala Cantt'], addressLinesHi: [' 7 तोपखाना बाज़ार ', '', 'अंबाला छावनी'], version: opened.versions.contacts }).expect(200);
    const settings = (await put('home', { statistics: STATISTICS, version: opened.versions.home }).expect(200)).body as SiteSettings;

    expect(settings.identity).toMatchObject({ name: 'Society Welfare Trust', nameHi: 'सोसाइटी वेलफेयर ट्रस्ट', shortNameHi: 'वेलफेयर ट्रस्ट', taglineHi: 'शिक्षा · आजीविका · सम्मान' });
    expect(settings.contacts).toMatchObject({ addressLines: ['7 Topkhana Bazaar', 'Ambala Cantt'], addressLinesHi: ['7 तोपखाना बाज़ार', 'अंबाला छावनी'] });
    // A blank Hindi label is no label: the Hindi page shows the English one.
    expect(settings.home.statistics).toEqual([
      { value: '34+', label: 'Children Sponsored', labelHi: 'प्रायोजित बच्चे' },
      { value: '900+', label: 'Children Associated' },
      { value: '20+', label: 'Active Sponsors' },
    ]);
    expect((await get()).body).toEqual(settings);

    const visitors = await publicRead();
    expect(visitors.identity).toEqual({ name: 'Society Welfare Trust', shortName: '', tagline: 'Education · Livelihood · Dignity', logo: null, nameHi: 'सोसाइटी वेलफेयर ट्रस्ट', shortNameHi: 'वेलफेयर ट्रस्ट', taglineHi: 'शिक्षा · आजीविका · सम्मान' });
    expect(visitors.contacts.addressLinesHi).toEqual(['7 तोपखाना बाज़ार', 'अंबाला छावनी']);
    expect(visitors.home.statistics).toEqual(settings.home.statistics);
  });

  it("keeps the section's version check: the same Hindi again is no save, a save from an older form is refused", async () => {
    const opened = (await get().expect(200)).body as SiteSettings;
    const version = (await publicRead()).version;
    await put('home', { statistics: opened.home.statistics, version: opened.versions.home }).expect(200);
    expect(((await get()).body as SiteSettings).versions.home).toBe(opened.versions.home);
    expect((await publicRead()).version).toBe(version);

    await put('identity', { taglineHi: 'हर बच्चे को शिक्षा', version: opened.versions.identity }).expect(200);
    expectError(await put('identity', { nameHi: 'पुराना नाम', version: opened.versions.identity }), 409, SETTINGS_MESSAGES.sectionChanged);
    expect(((await get()).body as SiteSettings).identity).toMatchObject({ nameHi: 'सोसाइटी वेलफेयर ट्रस्ट', taglineHi: 'हर बच्चे को शिक्षा' });
  });

  it("clears a Hindi text with '' (or an empty list): the field leaves the answers, the English stays", async () => {
    await put('identity', { shortNameHi: '', taglineHi: null }).expect(200);
    await put('contacts', { addressLinesHi: [] }).expect(200);
    const visitors = await publicRead();
    expect(visitors.identity).not.toHaveProperty('shortNameHi');
    expect(visitors.identity).not.toHaveProperty('taglineHi');
    expect(visitors.identity.nameHi).toBe('सोसाइटी वेलफेयर ट्रस्ट');
    expect(visitors.contacts).not.toHaveProperty('addressLinesHi');
    expect(visitors.contacts.addressLines).toEqual(['7 Topkhana Bazaar', 'Ambala Cantt']);
  });

  it.each<[string, object, string, string]>([
    ['identity', { nameHi: 'न'.repeat(201) }, 'nameHi', 'nameHi must be at most 200 characters'],
    ['identity', { shortNameHi: 'न'.repeat(41) }, 'shortNameHi', 'shortNameHi must be at most 40 characters'],
    ['identity', { taglineHi: 'न'.repeat(121) }, 'taglineHi', 'taglineHi must be at most 120 characters'],
    ['identity', { taglineHi: 42 }, 'taglineHi', 'taglineHi must be text'],
    ['contacts', { addressLinesHi: ['न'.repeat(121)] }, 'addressLinesHi', 'each line of addressLinesHi must be at most 120 characters'],
    ['contacts', { addressLinesHi: ['1', '2', '3', '4', '5', '6'] }, 'addressLinesHi', 'addressLinesHi may hold at most 5 lines'],
    ['contacts', { addressLinesHi: 'अंबाला' }, 'addressLinesHi', 'addressLinesHi must be a list of lines'],
    ['home', { statistics: [{ ...STATISTICS[0], labelHi: 'न'.repeat(41) }, STATISTICS[1], STATISTICS[2]] }, 'statistics.0.labelHi', 'labelHi must be at most 40 characters'],
  ])('refuses a %s save (case %#) with 400 naming the field', async (section, body, field, message) => {
    const before = (await get()).body as SiteSettings;
    const response = await put(section, body);
    expectError(response, 400, message);
    expect(response.body.errors[field]).toContain(message);
    expect((await get()).body).toEqual(before);
  });
});

import request from 'supertest';
import {
  ROLES,
  SAFEGUARDING_RULES,
  safeguardingApiText,
  type AuditPage,
  type CurrentPolicyView,
  type PolicyVersionView,
  type Role,
  type SafeguardingLeadView,
  type SafeguardingStandingView,
  type VerificationListPage,
  type VerificationView,
} from '@society/contracts';
import { addDays } from '../src/domains/children/register/calendar';
import { ChildSafety } from '../src/domains/people/safeguarding/child-safety';
import { PoliceVerificationRepository } from '../src/domains/people/safeguarding/repositories/police-verification.repository';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { call } from './helpers/access';
import { loginAs, type LoggedIn } from './helpers/factories';
import { makeImage, HTML_PAGE } from './helpers/images';
import { idOf } from './helpers/register';

const POLICIES = '/api/admin/safeguarding/policies';
const LEAD = '/api/admin/safeguarding/lead';
const POLICY = '/api/safeguarding/policy';
const ACKNOWLEDGE = '/api/safeguarding/policy/acknowledge';
const ME = '/api/safeguarding/me';
const VERIFICATIONS = '/api/hr/verifications';
const SCAN_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('child safeguarding: the policy, acknowledgements, police verifications (issue 45)', () => {
  let t: TestApp;
  const sessions = {} as Record<Role, LoggedIn>;
  const today = todayInIndia();
  const en = safeguardingApiText.en;

  const as = (who: LoggedIn, method: 'get' | 'post' | 'put', path: string) => call(t.http, [method, path], who.auth);
  const publish = (textEn: string, textHi = `${textEn} (हिंदी)`) => as(sessions.admin, 'post', POLICIES).send({ textEn, textHi });
  const currentVersion = async (who: LoggedIn) => ((await as(who, 'get', POLICY).expect(200)).body as CurrentPolicyView).policy!.version;
  const acknowledgeCurrent = async (who: LoggedIn) => as(who, 'post', ACKNOWLEDGE).send({ version: await currentVersion(who) }).expect(200);
  const verify = (person: LoggedIn, fields: Record<string, string>) => as(sessions.hr, 'put', `${VERIFICATIONS}/${idOf(person.user)}`).send(fields);
  const verified = (person: LoggedIn, expiresOn: string) => verify(person, { status: 'verified', verifiedOn: addDays(today, -30), certificateNumber: 'PCC/2026/0042', expiresOn }).expect(200);
  const gapsOn = (person: LoggedIn, day: string) => t.app.get(ChildSafety).gapsOn(idOf(person.user), day);

  beforeAll(async () => {
    t = await createTestApp();
    await safeguardingApiText.load('hi');
    for (const role of ROLES) sessions[role] = await loginAs(t, role);
  });

  it('publishes versions: the newest is current, and publishing v2 makes the acknowledgements of v1 no longer current', async () => {
    const first = (await publish('Version one: we keep children safe.').expect(201)).body as PolicyVersionView;
    const volunteer = await loginAs(t, 'volunteer');
    await as(volunteer, 'post', ACKNOWLEDGE).send({ version: first.version }).expect(200);
    expect(((await as(volunteer, 'get', POLICY).expect(200)).body as CurrentPolicyView).acknowledgedAt).not.toBeNull();
    expect(await gapsOn(volunteer, today)).toEqual(['verification']);

    const second = (await publish('Version two: no adult is alone with a child.').expect(201)).body as PolicyVersionView;
    expect(second.version).toBe(first.version + 1);
    const current = (await as(volunteer, 'get', POLICY).expect(200)).body as CurrentPolicyView;
    expect(current.policy).toMatchObject({ version: second.version, textEn: 'Version two: no adult is alone with a child.', textHi: 'Version two: no adult is alone with a child. (हिंदी)' });
    expect(current.acknowledgedAt).toBeNull();
    expect(await gapsOn(volunteer, today)).toEqual(['policy', 'verification']);

    const versions = (await as(sessions.admin, 'get', POLICIES).expect(200)).body as PolicyVersionView[];
    expect(versions.map((version) => [version.version, version.current])).toEqual([
      [second.version, true],
      [first.version, false],
      ...versions.slice(2).map((version) => [version.version, false]),
    ]);
    expect(versions.find((version) => version.version === first.version)!.acknowledgements).toBe(1);
    expect(versions.find((version) => version.version === second.version)!.acknowledgements).toBe(0);
  });

  it('takes an acknowledgement of the current version only, once, from every role', async () => {
    const version = await currentVersion(sessions.team);
    const stale = await as(sessions.team, 'post', ACKNOWLEDGE).send({ version: version - 1 }).expect(409);
    expect(stale.body.message).toBe(`Only the current version of the policy (version ${version}) can be acknowledged`);
    await as(sessions.team, 'post', ACKNOWLEDGE).send({ version: version + 1 }).expect(409);
    await as(sessions.team, 'post', ACKNOWLEDGE).send({ version: 'two' }).expect(400);
    for (const role of ['admin', 'hr', 'team', 'volunteer'] as const) {
      const answer = (await as(sessions[role], 'post', ACKNOWLEDGE).send({ version }).expect(200)).body as CurrentPolicyView;
      expect(answer.acknowledgedAt).not.toBeNull();
    }
    // Again: nothing changes, the first time stays.
    const first = ((await as(sessions.team, 'get', POLICY)).body as CurrentPolicyView).acknowledgedAt;
    expect(((await as(sessions.team, 'post', ACKNOWLEDGE).send({ version }).expect(200)).body as CurrentPolicyView).acknowledgedAt).toBe(first);
    const versions = (await as(sessions.admin, 'get', POLICIES).expect(200)).body as PolicyVersionView[];
    expect(versions[0].acknowledgements).toBe(4);
    await call(t.http, ['post', ACKNOWLEDGE]).send({ version }).expect(401);
    await as(sessions.user, 'post', ACKNOWLEDGE).send({ version }).expect(403);
  });

  it('lets the admin alone publish, and refuses the current text again', async () => {
    for (const role of ['hr', 'team', 'volunteer'] as const) await as(sessions[role], 'post', POLICIES).send({ textEn: 'x', textHi: 'y' }).expect(403);
    const [current] = (await as(sessions.admin, 'get', POLICIES).expect(200)).body as PolicyVersionView[];
    const same = await publish(current.textEn, current.textHi).expect(409);
    expect(same.body.message).toBe(en.safeguardingPolicySame);
    expect((await publish('', 'कुछ').expect(400)).body.message).toBe('textEn is required');
  });

  it("gives each gap right: nothing, only one, both, an expired or a rejected verification, expiry on and after the day", async () => {
    const nothing = await loginAs(t, 'volunteer');
    expect(await gapsOn(nothing, today)).toEqual(['policy', 'verification']);

    const onlyPolicy = await loginAs(t, 'volunteer');
    await acknowledgeCurrent(onlyPolicy);
    expect(await gapsOn(onlyPolicy, today)).toEqual(['verification']);

    const onlyVerification = await loginAs(t, 'team');
    await verified(onlyVerification, addDays(today, 365));
    expect(await gapsOn(onlyVerification, today)).toEqual(['policy']);

    const both = await loginAs(t, 'team');
    await acknowledgeCurrent(both);
    await verified(both, addDays(today, 365));
    expect(await gapsOn(both, today)).toEqual([]);
    expect(((await as(both, 'get', ME).expect(200)).body as SafeguardingStandingView).gapsToday).toEqual([]);

    const expiring = await loginAs(t, 'volunteer');
    await acknowledgeCurrent(expiring);
    const expiresOn = addDays(today, 20);
    await verified(expiring, expiresOn);
    expect(await gapsOn(expiring, addDays(expiresOn, -1))).toEqual([]);
    expect(await gapsOn(expiring, expiresOn)).toEqual(['verification']);
    expect(await gapsOn(expiring, addDays(expiresOn, 7))).toEqual(['verification']);

    const expired = await loginAs(t, 'volunteer');
    await acknowledgeCurrent(expired);
    await verified(expired, today);
    expect(await gapsOn(expired, today)).toEqual(['verification']);

    const rejected = await loginAs(t, 'volunteer');
    await acknowledgeCurrent(rejected);
    await verify(rejected, { status: 'rejected', certificateNumber: 'PCC/2026/0099' }).expect(200);
    expect(await gapsOn(rejected, today)).toEqual(['verification']);

    const pending = await loginAs(t, 'volunteer');
    await acknowledgeCurrent(pending);
    await verify(pending, { status: 'pending' }).expect(200);
    expect(await gapsOn(pending, today)).toEqual(['verification']);
    expect((await as(pending, 'get', ME).expect(200)).body).toEqual({
      policyVersion: await currentVersion(pending),
      policyAcknowledged: true,
      verification: { status: 'pending', verifiedOn: null, expiresOn: null },
      gapsToday: ['verification'],
    });
  });

  it("refuses a 'verified' record without its day, number or expiry, a future day, an expiry before the day, and a person who is not a team member or volunteer", async () => {
    const person = await loginAs(t, 'volunteer');
    const body = { status: 'verified', verifiedOn: addDays(today, -1), certificateNumber: 'PCC-1', expiresOn: addDays(today, 300) };
    expect((await verify(person, { ...body, verifiedOn: '' }).expect(400)).body.message).toBe('Date of verification is required');
    expect((await verify(person, { ...body, certificateNumber: ' ' }).expect(400)).body.message).toBe('Certificate number is required');
    expect((await verify(person, { ...body, expiresOn: '' }).expect(400)).body.message).toBe('Expiry date is required');
    expect((await verify(person, { ...body, verifiedOn: addDays(today, 1) }).expect(400)).body.message).toBe('Date of verification cannot be in the future');
    expect((await verify(person, { ...body, expiresOn: body.verifiedOn }).expect(400)).body.message).toBe(en.safeguardingExpiryBeforeVerified);
    expect((await verify(person, { ...body, status: 'done' }).expect(400)).body.message).toBe('status must be one of: pending, verified, rejected');
    expect((await verify(sessions.hr, body).expect(404)).body.message).toBe(en.safeguardingPersonNotFound);
    await as(sessions.hr, 'put', `${VERIFICATIONS}/not-an-id`).send(body).expect(400);
    expect(await t.app.get(PoliceVerificationRepository).findOf(idOf(person.user))).toBeNull();
  });

  it(`lists for HR whose verification expires in the next ${SAFEGUARDING_RULES.expiryWarningDays} days, soonest first, and filters by status`, async () => {
    const soon = await loginAs(t, 'volunteer');
    const sooner = await loginAs(t, 'team');
    const later = await loginAs(t, 'volunteer');
    const past = await loginAs(t, 'volunteer');
    const none = await loginAs(t, 'volunteer');
    await verified(soon, addDays(today, 25));
    await verified(sooner, addDays(today, 3));
    await verified(later, addDays(today, 45));
    await verified(past, addDays(today, -2));
    await acknowledgeCurrent(soon);

    const page = (await as(sessions.hr, 'get', `${VERIFICATIONS}?expiringWithinDays=${SAFEGUARDING_RULES.expiryWarningDays}&pageSize=100`).expect(200)).body as VerificationListPage;
    const mine = new Set([soon, sooner, later, past, none].map((person) => idOf(person.user)));
    const listed = page.items.filter((row) => mine.has(row.userId));
    expect(listed.map((row) => [row.userId, row.expiresInDays])).toEqual([
      [idOf(sooner.user), 3],
      [idOf(soon.user), 25],
    ]);
    expect(page.items.map((row) => row.verification!.expiresOn)).toEqual([...page.items.map((row) => row.verification!.expiresOn)].sort());
    expect(listed[1]).toMatchObject({ email: soon.email, role: 'volunteer', policyAcknowledged: true, verification: { status: 'verified', certificateNumber: 'PCC/2026/0042', hasScan: false } });

    const all = (await as(sessions.hr, 'get', `${VERIFICATIONS}?pageSize=100`).expect(200)).body as VerificationListPage;
    expect(all.items.every((row) => row.role === 'team' || row.role === 'volunteer')).toBe(true);
    expect(all.items.find((row) => row.userId === idOf(none.user))).toMatchObject({ verification: null, expiresInDays: null });
    const emails = all.items.map((row) => row.email);
    expect(emails).toEqual([...emails].sort());

    const withNone = (await as(sessions.hr, 'get', `${VERIFICATIONS}?status=none&pageSize=100`).expect(200)).body as VerificationListPage;
    expect(withNone.items.map((row) => row.userId)).toContain(idOf(none.user));
    expect(withNone.items.every((row) => row.verification === null)).toBe(true);
    const withVerified = (await as(sessions.hr, 'get', `${VERIFICATIONS}?status=verified&pageSize=100`).expect(200)).body as VerificationListPage;
    expect(withVerified.items.map((row) => row.userId)).toEqual(expect.arrayContaining([idOf(past.user), idOf(later.user)]));
    expect(withVerified.items.every((row) => row.verification?.status === 'verified')).toBe(true);

    await as(sessions.hr, 'get', `${VERIFICATIONS}?expiringWithinDays=soon`).expect(400);
    await as(sessions.hr, 'get', `${VERIFICATIONS}?status=lost`).expect(400);
  });

  it('keeps the scan in private storage: HR alone downloads it, no public address serves it, a file of another kind is refused', async () => {
    const person = await loginAs(t, 'volunteer');
    const path = `${VERIFICATIONS}/${idOf(person.user)}`;
    const saved = await as(sessions.hr, 'put', path)
      .field('status', 'verified')
      .field('verifiedOn', addDays(today, -10))
      .field('certificateNumber', 'PCC/2026/7781')
      .field('expiresOn', addDays(today, 700))
      .attach('scan', SCAN_PDF, 'certificate.pdf')
      .expect(200);
    expect((saved.body as VerificationView).hasScan).toBe(true);
    expect(saved.text).not.toContain('private');

    const key = (await t.app.get(PoliceVerificationRepository).findOf(idOf(person.user)))!.scanPath!;
    expect(key).toMatch(/^private\/police-verifications\/[\w-]+\.pdf$/);
    const download = await as(sessions.hr, 'get', `${path}/scan`).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(download.body as Buffer).equals(SCAN_PDF)).toBe(true);
    for (const role of ['admin', 'team', 'volunteer', 'user'] as const) await as(sessions[role], 'get', `${path}/scan`).expect(403);
    await as(person, 'get', `${path}/scan`).expect(403);
    await call(t.http, ['get', `${path}/scan`]).expect(401);
    const name = key.split('/').at(-1)!;
    await request(t.http).get(`/api/uploads/public/police-verifications/${name}`).expect(404);
    await request(t.http).get(`/api/uploads/private/police-verifications/${name}`).expect(404);

    // A new scan (a photo) replaces it; a page of HTML is refused and the photo stays.
    await as(sessions.hr, 'put', path).field('status', 'verified').field('verifiedOn', addDays(today, -10)).field('certificateNumber', 'PCC/2026/7781').field('expiresOn', addDays(today, 700)).attach('scan', await makeImage('png'), 'scan.png').expect(200);
    const replaced = (await t.app.get(PoliceVerificationRepository).findOf(idOf(person.user)))!.scanPath!;
    expect(replaced).toMatch(/^private\/police-verifications\/[\w-]+\.png$/);
    const refused = await as(sessions.hr, 'put', path).field('status', 'verified').field('verifiedOn', addDays(today, -10)).field('certificateNumber', 'PCC/2026/7781').field('expiresOn', addDays(today, 700)).attach('scan', HTML_PAGE, 'scan.png').expect(415);
    expect(refused.body.message).toBe(en.safeguardingScanType);
    expect((await t.app.get(PoliceVerificationRepository).findOf(idOf(person.user)))!.scanPath).toBe(replaced);
    expect((await as(sessions.hr, 'get', `${path}/scan`).expect(200)).headers['content-type']).toBe('image/png');

    const withoutScan = await loginAs(t, 'team');
    expect((await as(sessions.hr, 'get', `${VERIFICATIONS}/${idOf(withoutScan.user)}/scan`).expect(404)).body.message).toBe(en.safeguardingNoScan);
  });

  it("shows a person only their own standing: a volunteer cannot read HR's list or another's verification", async () => {
    const other = await loginAs(t, 'volunteer');
    await verified(other, addDays(today, 200));
    const volunteer = await loginAs(t, 'volunteer');
    const mine = (await as(volunteer, 'get', ME).expect(200)).body as SafeguardingStandingView;
    expect(mine.verification).toEqual({ status: 'none', verifiedOn: null, expiresOn: null });
    expect(((await as(other, 'get', ME).expect(200)).body as SafeguardingStandingView).verification.status).toBe('verified');
    for (const role of ['admin', 'team', 'volunteer', 'user'] as const) {
      await as(sessions[role], 'get', VERIFICATIONS).expect(403);
      await as(sessions[role], 'put', `${VERIFICATIONS}/${idOf(other.user)}`).send({ status: 'verified' }).expect(403);
    }
    await as(sessions.user, 'get', ME).expect(403);
    await call(t.http, ['get', ME]).expect(401);
  });

  it('names the safeguarding lead: a staff account, or none', async () => {
    expect((await as(sessions.admin, 'get', LEAD).expect(200)).body).toEqual({ lead: null });
    const lead = (await as(sessions.admin, 'put', LEAD).send({ userId: idOf(sessions.hr.user) }).expect(200)).body as SafeguardingLeadView;
    expect(lead.lead).toMatchObject({ userId: idOf(sessions.hr.user), email: sessions.hr.email, role: 'hr' });
    expect((await as(sessions.admin, 'get', LEAD).expect(200)).body).toEqual(lead);
    const volunteer = await as(sessions.admin, 'put', LEAD).send({ userId: idOf(sessions.volunteer.user) }).expect(400);
    expect(volunteer.body.message).toBe(en.safeguardingLeadNotStaff);
    await as(sessions.admin, 'put', LEAD).send({ userId: 'someone' }).expect(400);
    await as(sessions.admin, 'put', LEAD).send({}).expect(400);
    await as(sessions.hr, 'put', LEAD).send({ userId: null }).expect(403);
    expect((await as(sessions.admin, 'put', LEAD).send({ userId: null }).expect(200)).body).toEqual({ lead: null });
  });

  it('puts every change on the activity log, the certificate number by its last characters only', async () => {
    const person = await loginAs(t, 'volunteer');
    await verified(person, addDays(today, 100));
    const log = async (kind: string) => ((await as(sessions.admin, 'get', `/api/admin/activity?kind=${kind}&pageSize=100`).expect(200)).body as AuditPage).items;
    const verifications = await log('police-verification');
    const entry = verifications.find((item) => item.recordId === idOf(person.user))!;
    expect(entry).toMatchObject({ action: 'create', actorEmail: sessions.hr.email });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'status', before: null, after: 'verified' }, { field: 'certificateNumber', before: null, after: '…0042' }]));
    expect(JSON.stringify(verifications)).not.toContain('PCC/2026/0042');
    const policy = await log('safeguarding-policy');
    expect(policy.map((item) => item.action)).toEqual(expect.arrayContaining(['publish', 'acknowledge']));
    expect((await log('safeguarding-lead')).length).toBeGreaterThanOrEqual(2);
  });

  it('answers in Hindi to a Hindi request, a field named by its Hindi label', async () => {
    const hi = safeguardingApiText.loaded('hi')!;
    const version = await currentVersion(sessions.team);
    const stale = await as(sessions.team, 'post', ACKNOWLEDGE).set('Accept-Language', 'hi').send({ version: version - 1 }).expect(409);
    expect(stale.body.message).toBe(`नीति का केवल मौजूदा संस्करण (संस्करण ${version}) ही स्वीकार किया जा सकता है`);
    const person = await loginAs(t, 'volunteer');
    const missing = await verify(person, { status: 'verified', verifiedOn: addDays(today, -1), expiresOn: addDays(today, 300) }).set('Accept-Language', 'hi').expect(400);
    expect(missing.body.message).toBe(`${hi.safeguardingLabelCertificateNumber} भरना ज़रूरी है`);
    const nobody = await verify(sessions.admin, { status: 'pending' }).set('Accept-Language', 'hi').expect(404);
    expect(nobody.body.message).toBe(hi.safeguardingPersonNotFound);
  });
});

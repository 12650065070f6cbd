import request from 'supertest';
import { safeguardingApiText, type AuditPage, type ConcernDetail, type ConcernPage, type ConcernReceipt, type GalleryItem } from '@society/contracts';
import { addDays } from '../src/domains/children/register/calendar';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { call } from './helpers/access';
import { guardianConsentFields } from './helpers/application-forms';
import { createGalleryItem, loginAs, type LoggedIn } from './helpers/factories';
import { createChild, idOf } from './helpers/register';

const CONCERNS = '/api/safeguarding/concerns';
const LEAD = '/api/admin/safeguarding/lead';

describe('the safeguarding concerns register and children’s photos (issue 45)', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let hr: LoggedIn;
  let team: LoggedIn;
  let volunteer: LoggedIn;
  const today = todayInIndia();
  const en = safeguardingApiText.en;

  const as = (who: LoggedIn, method: 'get' | 'post' | 'put' | 'delete', path: string) => call(t.http, [method, path], who.auth);
  const concern = (fields: Record<string, unknown> = {}) => ({ what: 'Asha said an older boy hit her on the way to the centre.', happenedOn: today, who: 'An older boy from the lane', childName: 'Asha', ...fields });
  const raise = async (who: LoggedIn, fields: Record<string, unknown> = {}) => (await as(who, 'post', CONCERNS).send(concern(fields)).expect(201)).body as ConcernReceipt;
  const step = (who: LoggedIn, id: string, fields: Record<string, unknown>) => as(who, 'post', `${CONCERNS}/${id}/steps`).send({ note: 'Spoke with the child and her mother.', ...fields });
  const log = async () => ((await as(admin, 'get', '/api/admin/activity?kind=safeguarding-concern&pageSize=100').expect(200)).body as AuditPage).items;

  beforeAll(async () => {
    t = await createTestApp();
    await safeguardingApiText.load('hi');
    [admin, hr, team, volunteer] = [await loginAs(t, 'admin'), await loginAs(t, 'hr'), await loginAs(t, 'team'), await loginAs(t, 'volunteer')];
  });

  it('lets every signed-in adult raise a concern, and gives back only a receipt', async () => {
    for (const who of [admin, hr, team, volunteer]) {
      const receipt = await raise(who);
      expect(receipt.message).toBe(en.safeguardingConcernRaised);
      expect(JSON.stringify(receipt)).not.toContain('Asha');
    }
    const hindi = await as(volunteer, 'post', CONCERNS).set('Accept-Language', 'hi').send(concern()).expect(201);
    expect(hindi.body.message).toBe(safeguardingApiText.loaded('hi')!.safeguardingConcernRaised);
    await call(t.http, ['post', CONCERNS]).send(concern()).expect(401);
    expect((await as(volunteer, 'post', CONCERNS).send(concern({ happenedOn: addDays(today, 1) })).expect(400)).body.message).toBe(en.safeguardingHappenedOnFuture);
    expect((await as(team, 'post', CONCERNS).send(concern({ studentId: '0123456789abcdef01234567' })).expect(400)).body.message).toBe(en.safeguardingConcernStudentNotFound);
  });

  it('shows the register to the admin and the named lead alone, and logs each reading without its content', async () => {
    const { _id } = await raise(volunteer, { childName: 'Ravi' });
    for (const who of [hr, team]) {
      expect((await as(who, 'get', CONCERNS).expect(403)).body.message).toBe(en.safeguardingConcernsForbidden);
      await as(who, 'get', `${CONCERNS}/${_id}`).expect(403);
    }
    await as(volunteer, 'get', CONCERNS).expect(403);

    const page = (await as(admin, 'get', CONCERNS).expect(200)).body as ConcernPage;
    expect(page.items[0]).toMatchObject({ _id, childName: 'Ravi', status: 'raised', overdue: false, reportedAt: null });
    expect(new Date(page.items[0].dueAt).getTime() - new Date(page.items[0].raisedAt).getTime()).toBe(24 * 3_600_000);

    await as(admin, 'put', LEAD).send({ userId: idOf(hr.user) }).expect(200);
    const detail = (await as(hr, 'get', `${CONCERNS}/${_id}`).expect(200)).body as ConcernDetail;
    expect(detail.steps.map((s) => s.step)).toEqual(['raised']);
    expect(detail.raisedBy.userId).toBe(idOf(volunteer.user));
    await as(team, 'get', CONCERNS).expect(403);
    // A former lead reads no more.
    await as(admin, 'put', LEAD).send({ userId: idOf(team.user) }).expect(200);
    await as(hr, 'get', CONCERNS).expect(403);
    await as(team, 'get', `${CONCERNS}/${_id}`).expect(200);

    const reads = (await log()).filter((entry) => entry.action === 'read');
    expect(reads.map((entry) => entry.actorEmail)).toEqual(expect.arrayContaining([admin.email, hr.email, team.email]));
    expect(JSON.stringify(await log())).not.toMatch(/Ravi|older boy/);
  });

  it('keeps the steps in order, needs the police report’s facts, and deletes nothing', async () => {
    const { _id } = await raise(team);
    const skipped = await step(admin, _id, { step: 'reported', reportedTo: 'sjpu', reportedOn: today, reference: 'SJPU/118/2026' }).expect(409);
    expect(skipped.body.message).toBe('This concern is at "Raised": the next step is "Assessed"');
    await step(admin, _id, { step: 'assessed' }).expect(201);
    expect((await step(admin, _id, { step: 'reported', reportedTo: 'sjpu', reportedOn: today }).expect(400)).body.message).toBe("A report needs the police's reference");
    expect((await step(admin, _id, { step: 'reported', reportedTo: 'sjpu', reportedOn: addDays(today, 1), reference: 'x' }).expect(400)).body.message).toBe(en.safeguardingReportedOnFuture);
    expect((await step(admin, _id, { step: 'reported', reportedTo: 'sjpu', reportedOn: addDays(today, -3), reference: 'x' }).expect(400)).body.message).toBe(en.safeguardingReportedBeforeRaised);
    const reported = (await step(admin, _id, { step: 'reported', reportedTo: 'sjpu', reportedOn: today, reference: 'SJPU/118/2026' }).expect(201)).body as ConcernDetail;
    expect(reported.reportedAt).not.toBeNull();
    expect(reported.steps.at(-1)).toMatchObject({ step: 'reported', reportedTo: 'sjpu', reportedOn: today, reference: 'SJPU/118/2026' });
    await step(admin, _id, { step: 'closed' }).expect(201);
    expect((await step(admin, _id, { step: 'closed' }).expect(409)).body.message).toBe(en.safeguardingConcernClosed);
    const hindi = await step(admin, _id, { step: 'assessed' }).set('Accept-Language', 'hi').expect(409);
    expect(hindi.body.message).toBe(safeguardingApiText.loaded('hi')!.safeguardingConcernClosed);

    const closed = (await as(admin, 'get', `${CONCERNS}/${_id}`).expect(200)).body as ConcernDetail;
    expect(closed.steps.map((s) => s.step)).toEqual(['raised', 'assessed', 'reported', 'closed']);
    expect((await as(admin, 'delete', `${CONCERNS}/${_id}`)).status).toBe(405);
    await as(admin, 'get', `${CONCERNS}/${_id}`).expect(200);
    // A step is for the admin and the lead only.
    await step(volunteer, _id, { step: 'assessed' }).expect(403);
  });

  describe("children's photos", () => {
    const publicGallery = async () => ((await request(t.http).get('/api/admin/gallery').expect(200)).body as GalleryItem[]).map((item) => item._id);

    it('publishes a photo showing children only with every child’s photo consent, naming the child without', async () => {
      const withConsent = await createChild(t.app, 'Meena', { photoConsent: true });
      const without = await createChild(t.app, 'Kavita');
      const item = idOf(await createGalleryItem(t.app, { title: 'Reading corner' }));

      const refused = await as(admin, 'put', `/api/admin/gallery/${item}`).send({ showsChildren: true, childIds: [idOf(withConsent), idOf(without)] }).expect(400);
      expect(refused.body.message).toBe(en.safeguardingPhotoNoConsent.replace('{name}', 'Kavita'));
      expect((await as(admin, 'put', `/api/admin/gallery/${item}`).send({ showsChildren: true, childIds: [] }).expect(400)).body.message).toBe(en.safeguardingPhotoNoChildren);
      // As a draft it may name her; it stays off the public gallery.
      await as(admin, 'put', `/api/admin/gallery/${item}`).send({ published: false, showsChildren: true, childIds: [idOf(withConsent), idOf(without)] }).expect(200);
      expect(await publicGallery()).not.toContain(item);

      await as(admin, 'put', `/api/admin/gallery/${item}`).send({ published: true, showsChildren: true, childIds: [idOf(withConsent)] }).expect(200);
      expect(await publicGallery()).toContain(item);
      const listed = ((await as(admin, 'get', '/api/admin/gallery-items').expect(200)).body as Array<{ _id: string; children: unknown[] }>).find((row) => row._id === item)!;
      expect(listed.children).toEqual([{ studentId: idOf(withConsent), name: 'Meena', photoConsent: true }]);
      await as(team, 'get', '/api/admin/gallery-items').expect(403);
    });

    it("takes a child's photos off the public gallery when the guardian's photo consent goes", async () => {
      const child = await createChild(t.app, 'Pooja', { photoConsent: true });
      const item = idOf(await createGalleryItem(t.app, { title: 'Drawing day' }));
      await as(admin, 'put', `/api/admin/gallery/${item}`).send({ showsChildren: true, childIds: [idOf(child)] }).expect(200);
      expect(await publicGallery()).toContain(item);

      await as(team, 'put', `/api/team/students/${idOf(child)}/guardian-consent`).send(guardianConsentFields({ photoConsent: false })).expect(200);
      expect(await publicGallery()).not.toContain(item);
      const search = (await as(admin, 'get', '/api/admin/students/search?name=Pooja').expect(200)).body as Array<{ name: string; photoConsent: boolean }>;
      expect(search).toEqual([expect.objectContaining({ name: 'Pooja', photoConsent: false })]);
    });
  });
});

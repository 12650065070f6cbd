import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { academicYearOf, termOf, type GuardianConsentRecord } from '@society/contracts';
import { todayInIndia } from '../src/validation/calendar-day';
import { call } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { guardianConsentFields } from './helpers/application-forms';
import { expectError } from './helpers/errors';
import { loginAs, type LoggedIn } from './helpers/factories';
import { devanagariSkeleton, popplerPages, popplerText } from './helpers/poppler';

const STUDENTS = '/api/team/students';
const REGISTER = '/api/team/register';
const YEAR = academicYearOf(todayInIndia());
/** Enrolments start today, so the cards asked for are of the term today is in. */
const TERM = termOf(todayInIndia());
const HINDI_CARD = devanagariSkeleton('प्रगति पत्र');

describe("the guardian's language: kept with the consent, used for the child's progress card (issue 44)", () => {
  let t: TestApp;
  let team: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    team = await loginAs(t, 'team');
  });

  const addStudent = async (name: string, consent: Record<string, unknown> = {}) =>
    (await call(t.http, ['post', STUDENTS], team.auth).send({ name, ...guardianConsentFields(consent) }).expect(201)).body as { _id: string; guardianConsent: GuardianConsentRecord };
  const replaceConsent = async (id: string, consent: Record<string, unknown> = {}) =>
    ((await call(t.http, ['put', `${STUDENTS}/${id}/guardian-consent`], team.auth).send(guardianConsentFields(consent)).expect(200)).body as { guardianConsent: GuardianConsentRecord }).guardianConsent;

  it('records the language, Hindi when the form names none, keeps it through a replaced consent, and refuses any other', async () => {
    expect((await addStudent('Asha')).guardianConsent.language).toBe('hi');
    const english = await addStudent('Bunty', { language: 'en' });
    expect(english.guardianConsent.language).toBe('en');
    // A replacement that names no language (or '' from a multipart form) keeps the guardian's.
    expect((await replaceConsent(english._id, { guardianName: 'Ramesh Kumar', guardianRelation: 'father' })).language).toBe('en');
    expect((await replaceConsent(english._id, { language: '' })).language).toBe('en');
    expect((await replaceConsent(english._id, { language: 'hi' })).language).toBe('hi');
    expectError(await call(t.http, ['put', `${STUDENTS}/${english._id}/guardian-consent`], team.auth).send(guardianConsentFields({ language: 'fr' })), 400, 'language must be one of: hi, en');
    expectError(await call(t.http, ['put', `${STUDENTS}/${english._id}/guardian-consent`], team.auth).send(guardianConsentFields({ language: ['en'] })), 400);
    const listed = (await call(t.http, ['get', `${STUDENTS}?page=1&search=Bunty`], team.auth).expect(200)).body as { items: Array<{ guardianConsent: GuardianConsentRecord }> };
    expect(listed.items.map((student) => student.guardianConsent.language)).toEqual(['hi']);
  });

  it('reads a consent kept before languages were asked as Hindi', async () => {
    const kept = await addStudent('Chhotu', { language: 'en' });
    await t.app.get<Connection>(getConnectionToken()).collection('students').updateOne({ _id: new Types.ObjectId(kept._id) }, { $unset: { 'guardianConsent.language': 1 } });
    const listed = (await call(t.http, ['get', `${STUDENTS}?page=1&search=Chhotu`], team.auth).expect(200)).body as { items: Array<{ guardianConsent: GuardianConsentRecord }> };
    expect(listed.items[0]?.guardianConsent.language).toBe('hi');
  });

  describe('progress cards', () => {
    let batchId: string;
    let englishChild: string;
    let hindiChild: string;

    beforeAll(async () => {
      englishChild = (await addStudent('Priya Sharma', { language: 'en' }))._id;
      hindiChild = (await addStudent('राधा कुमारी', { language: 'hi' }))._id;
      const centreId = (await call(t.http, ['post', `${REGISTER}/centres`], team.auth).send({ name: 'Topkhana Basti centre', area: 'Topkhana Basti', address: 'Near the community hall' }).expect(201)).body.id as string;
      const batch = { centreId, name: 'Evening batch', days: ['mon', 'wed', 'fri'], startTime: '16:00', endTime: '18:00', teacherIds: [String(team.user._id)], academicYear: YEAR };
      batchId = (await call(t.http, ['post', `${REGISTER}/batches`], team.auth).send(batch).expect(201)).body.id as string;
      await call(t.http, ['put', `${REGISTER}/batches/${batchId}/enrolments`], team.auth).send({ studentIds: [englishChild, hindiChild] }).expect(200);
    });

    const card = async (studentId: string, language: string) =>
      popplerText((await call(t.http, ['get', `${REGISTER}/children/${studentId}/progress-card?academicYear=${YEAR}&term=${TERM}`], team.auth).set('Accept-Language', language).expect(200)).body as Buffer);

    it("prints an English-reading guardian's card in English from a Hindi page, and a Hindi-reading one's in Hindi from an English page", async () => {
      const english = await card(englishChild, 'hi');
      expect(english).toContain('Progress card');
      expect(english).toContain('Priya Sharma');
      expect(devanagariSkeleton(english)).not.toContain(HINDI_CARD);

      const hindi = devanagariSkeleton(await card(hindiChild, 'en'));
      expect(hindi).toContain(HINDI_CARD);
      expect(hindi).toContain(devanagariSkeleton('राधा कुमारी'));
      expect(hindi).not.toContain('Progress card');
    });

    it("prints a batch's cards each in its own guardian's language", async () => {
      const response = await call(t.http, ['get', `${REGISTER}/batches/${batchId}/progress-cards?academicYear=${YEAR}&term=${TERM}`], team.auth).set('Accept-Language', 'en').expect(200);
      // One page each, by name, each in its own guardian's language.
      const pages = popplerPages(response.body as Buffer).map(devanagariSkeleton);
      expect(pages).toHaveLength(2);
      const pageOf = (name: string) => pages.find((page) => page.includes(devanagariSkeleton(name))) ?? '';
      expect(pageOf('Priya Sharma')).toContain('Progress card');
      expect(pageOf('Priya Sharma')).not.toContain(HINDI_CARD);
      expect(pageOf('राधा कुमारी')).toContain(HINDI_CARD);
      expect(pageOf('राधा कुमारी')).not.toContain('Progress card');
    });
  });
});

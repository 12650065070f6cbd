import request from 'supertest';
import { CERTIFICATE_LANGUAGES, LOCALES, VOLUNTEER_LIMITS, type AuditPage, type Certificate, type CertificatePerson, type Page } from '@society/contracts';
import type { ApplicantRecord } from '../src/database/schemas/applicant.schema';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { keepForViewing, popplerText } from './helpers/poppler';

// A certificate in the holder's language (the one they applied in) unless HR chooses English, Hindi or both.

const ORIGIN = 'https://www.society.test';
const HINDI_DAY = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' });

/**
 * Devanagari as a comparison reads it from the text layer, which holds the glyphs in the order they are drawn:
 * the vowel sign ि before its consonant and a reph (र्) after its syllable. Both left out, the rest is as written
 * (but for a few vowel signs drawn in two parts, ो and ई, which the words checked here avoid).
 */
const reordered = (text: string) => text.replace(/\u093F|\u0930\u094D/g, '');
const expectToSay = (pdf: Buffer, expected: string[]) => {
  const text = reordered(popplerText(pdf));
  for (const words of expected) expect(text).toContain(reordered(words));
};

/** How many pages a pdfkit PDF has (its page objects; the /Pages tree is not one). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('a certificate in the holder’s language, or in English and Hindi', () => {
  let t: TestApp;
  let hr: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
    [hr, admin] = await Promise.all([loginAs(t, 'hr'), loginAs(t, 'admin')]);
  });

  const asHr = (method: 'get' | 'post', path: string, body?: object) => {
    const test = request(t.http)[method](path).set('Authorization', hr.auth);
    return body ? test.send(body) : test;
  };

  const issueBody = (person: ApplicantRecord, fields: object = {}) => ({
    applicantId: String(person._id),
    type: 'volunteering',
    role: 'Teaching assistant',
    from: '2026-01-05',
    to: '2026-04-04',
    hours: 180,
    description: 'Taught evening classes at the Su-Shiksha Pathshala.',
    signatoryName: 'Meera Sharma',
    signatoryTitle: 'Secretary',
    ...fields,
  });

  /** Issues one and reads back its stored PDF, as HR downloads it. */
  async function issue(person: ApplicantRecord, fields: object = {}): Promise<{ certificate: Certificate; pdf: Buffer }> {
    const certificate = (await asHr('post', '/api/hr/certificates', issueBody(person, fields)).expect(201)).body as Certificate;
    // 'blob': superagent keeps the body as one Buffer.
    const download = await asHr('get', `/api/hr/certificates/${certificate._id}/pdf`).responseType('blob').expect(200);
    expect(Buffer.isBuffer(download.body)).toBe(true);
    return { certificate, pdf: download.body as Buffer };
  }

  const hindiPerson = (fields: Parameters<typeof createApplicant>[1] = {}) => createApplicant(t.app, { status: 'active', email: uniqueEmail('hindi'), language: 'hi', ...fields });

  it('prints it in Hindi for a person who applied in Hindi when HR does not choose, with the Hindi check page in its QR code', async () => {
    const person = await hindiPerson({ name: 'Sunita Devi' });
    const { certificate, pdf } = await issue(person);
    expect(certificate.language).toBe('hi');
    expectToSay(pdf, [
      'स्वयंसेवा प्रमाणपत्र',
      'प्रमाणित किया जाता है कि Sunita Devi ने संस्था के साथ 5 जनवरी 2026 से 4 अप्रैल 2026 तक Teaching assistant के रूप में स्वयंसेवी सेवा दी है, जिसमें',
      '180 घंटे का समय दिया।',
      `जारी करने की तारीख़: ${HINDI_DAY.format(new Date(`${todayInIndia()}T00:00:00Z`))}`,
      'प्रमाणपत्र कोड',
      certificate.code,
      'कोड स्कैन करें, या इस पते पर जाँचें',
      `${ORIGIN}/hi/verify/${certificate.code}`,
      // The Site tab holds the example settings here: the stamp says so in Hindi too.
      'नमूना विवरण: यह मान्य प्रमाणपत्र नहीं है',
    ]);
    expect(popplerText(pdf)).not.toMatch(/Certificate of|This is to certify|Issued on|Scan the code|EXAMPLE SETTINGS/);
    expect(pageCount(pdf)).toBe(1);

    // The list and the activity log say which language it is in.
    const listed = (await asHr('get', '/api/hr/certificates').query({ search: certificate.code }).expect(200)).body as Page<Certificate>;
    expect(listed.items.map((item) => item.language)).toEqual(['hi']);
    const log = (await request(t.http).get('/api/admin/activity').query({ kind: 'certificate', pageSize: 100 }).set('Authorization', admin.auth).expect(200)).body as AuditPage;
    const entry = log.items.find((item) => item.recordId === certificate._id && item.action === 'issue');
    expect(entry?.changes).toContainEqual({ field: 'language', before: null, after: 'hi' });
  });

  it('prints what HR chooses: English for the same person, English for one who never chose, and the issue dialog is told each one’s language', async () => {
    const person = await hindiPerson({ name: 'Sunita Devi' });
    const { certificate, pdf } = await issue(person, { language: 'en' });
    expect(certificate.language).toBe('en');
    const text = pdfText(pdf);
    expect(text).toContain('Certificate of Volunteering');
    expect(text).toContain('This is to certify that Sunita Devi has served as a volunteer with the society as Teaching assistant, from 5 January 2026 to 4 April 2026, giving 180 hours of their time.');
    expect(text).toContain(`${ORIGIN}/verify/${certificate.code}`);
    expect(text).toContain('EXAMPLE SETTINGS - NOT A VALID CERTIFICATE');
    expect(text).not.toContain('/hi/verify/');

    // A record from before people chose a language has none: English.
    const older = await createApplicant(t.app, { status: 'active', email: uniqueEmail('older') });
    expect((await issue(older)).certificate.language).toBe('en');

    const people = (await asHr('get', '/api/hr/certificates/people').query({ search: person.email }).expect(200)).body as Page<CertificatePerson>;
    expect(people.items.map((item) => item.language)).toEqual(['hi']);
    const olderPeople = (await asHr('get', '/api/hr/certificates/people').query({ search: older.email }).expect(200)).body as Page<CertificatePerson>;
    expect(olderPeople.items.map((item) => item.language)).toEqual(['en']);
  });

  it('prints both languages on one page, even with the longest role, the most hours, a description near its limit and a Devanagari name', async () => {
    const person = await hindiPerson({ name: 'क्षितिज श्रीवास्तव', type: 'intern' });
    const role = 'Field coordinator for the Nayi Udaan livelihood programme, Su-Shiksha Pathshala and the Gurugram night schools (Haryana)';
    expect(role).toHaveLength(VOLUNTEER_LIMITS.certificateRoleMax);
    const description = [
      'Ran the evening classes of three night schools for two terms, trained twelve new volunteer teachers, planned the term tests',
      'with the head teachers, kept the attendance and learning records, wrote the monthly reports to the donors and the board,',
      'and organised the annual parents meeting and the summer reading camp for 140 children across the three neighbourhoods of',
      'the programme.',
    ].join(' ');
    expect(description.length).toBeGreaterThan(VOLUNTEER_LIMITS.certificateDescriptionMax - 30);
    const { certificate, pdf } = await issue(person, { type: 'internship', language: 'both', role, description, hours: VOLUNTEER_LIMITS.certificateHoursMax });
    expect(certificate.language).toBe('both');
    keepForViewing('certificate-both', pdf);
    expect(pageCount(pdf)).toBe(1);
    // Each block in English, then in Hindi; one reader of both is sent to the English check page.
    expectToSay(pdf, [
      'Certificate of Internship Completion इंटर्नशिप पूर्णता प्रमाणपत्र',
      'This is to certify that प्रमाणित किया जाता है कि क्षितिज श्रीवास्तव has successfully completed an internship with the society as Field coordinator',
      'from 5 January 2026 to 4 April 2026, giving 10000 hours of their time. ने संस्था में 5 जनवरी 2026 से 4 अप्रैल 2026 तक Field coordinator',
      'के रूप में इंटर्नशिप सफलतापूर्वक पूरी की है, जिसमें',
      '10000 घंटे का समय दिया। Ran the evening classes',
      'Issued on',
      'जारी करने की तारीख़:',
      'Certificate code प्रमाणपत्र कोड',
      'Scan the code, or check it at कोड स्कैन करें, या इस पते पर जाँचें',
      `${ORIGIN}/verify/${certificate.code}`,
      'EXAMPLE SETTINGS - NOT A VALID CERTIFICATE नमूना विवरण: यह मान्य प्रमाणपत्र नहीं है',
    ]);
    expect(popplerText(pdf)).not.toContain('/hi/verify/');
  });

  it('prints a Hindi certificate for a Devanagari name on one page, to look at', async () => {
    const person = await hindiPerson({ name: 'क्षितिज श्रीवास्तव', type: 'intern' });
    const { pdf } = await issue(person, { type: 'internship', role: 'Content writing intern', description: 'उड़ान अभियान की कहानियाँ लिखीं।' });
    keepForViewing('certificate-hindi', pdf);
    expect(pageCount(pdf)).toBe(1);
    expectToSay(pdf, ['इंटर्नशिप पूर्णता प्रमाणपत्र', 'प्रमाणित किया जाता है कि क्षितिज श्रीवास्तव ने संस्था में', 'उड़ान अभियान की कहानियाँ लिखीं।']);
  });

  it('refuses a language it does not print, and says which it does', async () => {
    const person = await hindiPerson();
    const response = await asHr('post', '/api/hr/certificates', issueBody(person, { language: 'fr' }));
    expectError(response, 400, 'language must be one of: en, hi, both');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.errors).toEqual({ language: ['language must be one of: en, hi, both'] });
    // null is as good as leaving it out.
    expect(((await asHr('post', '/api/hr/certificates', issueBody(person, { language: null })).expect(201)).body as Certificate).language).toBe('hi');
  });

  it('documents the languages in the published contract', async () => {
    type Schemas = Record<string, { properties: Record<string, { enum?: unknown[] }>; required?: string[] }>;
    const schemas = ((await request(t.http).get('/api/docs-json').expect(200)).body as { components: { schemas: Schemas } }).components.schemas;
    expect(schemas.NewCertificateDto.properties.language.enum).toEqual([...CERTIFICATE_LANGUAGES, null]);
    expect(schemas.NewCertificateDto.required).not.toContain('language');
    expect(schemas.CertificateDto.properties.language.enum).toEqual([...CERTIFICATE_LANGUAGES]);
    expect(schemas.CertificatePersonDto.properties.language.enum).toEqual([...LOCALES]);
  });
});

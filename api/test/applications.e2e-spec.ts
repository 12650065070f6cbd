import { getConnectionToken } from '@nestjs/mongoose';
import type { Collection, Connection } from 'mongoose';
import request from 'supertest';
import { LIMITS, MESSAGES } from '@society/contracts';
import { REPEAT_APPLICATION_MAIL_LIMIT } from '../src/config/rate-limits';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { internApplication as intern, volunteerApplication as volunteer } from './helpers/application-forms';
import { newAddress, uniqueEmail } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';

const VOLUNTEER = '/api/hr/applicants/volunteer';
const INTERN = '/api/hr/applicants/intern';

function without(body: Record<string, unknown>, field: string) {
  const copy = { ...body };
  delete copy[field];
  return copy;
}

describe('volunteer and internship applications', () => {
  let t: TestApp;
  let applicants: Collection;

  const inbox = new SmtpInbox();

  beforeAll(async () => {
    await inbox.start();
    // Mail on: a repeated application is told by mail (queued; the worker is left alone).
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000' } });
    applicants = t.app.get<Connection>(getConnectionToken()).collection('applicants');
  });

  afterAll(() => inbox.stop());

  const post = (path: string, body: object, from: Record<string, string> = newAddress()) => request(t.http).post(path).set(from).send(body);

  describe('POST /api/hr/applicants/volunteer', () => {
    it('may be called by anyone: stores a pending volunteer and answers 201 with the SPEC text only', async () => {
      const body = volunteer({ email: '  Rohan.G@Example.ORG ', name: ' Rohan Gupta ' });
      const response = await post(VOLUNTEER, body).expect(201);

      expect(response.body).toEqual({ message: MESSAGES.volunteerSuccess });
      const stored = await applicants.findOne({ email: 'rohan.g@example.org' });
      expect(stored).toMatchObject({
        type: 'volunteer',
        name: 'Rohan Gupta',
        phone: body.phone,
        gender: 'male',
        dob: new Date('2001-08-15T00:00:00Z'),
        interests: ['teaching'],
        availability: 10,
        reference: 'instagram',
        experience: 'Tutored my neighbours for two years.',
        agreeToTerms: true,
        status: 'pending',
        remarks: [],
      });
      expect(stored?.createdAt).toBeInstanceOf(Date);
    });

    it('accepts the hours as text from a form field and no experience', async () => {
      const body = without(volunteer({ availability: '72' }), 'experience');
      await post(VOLUNTEER, body).expect(201);
      expect(await applicants.findOne({ email: body.email })).toMatchObject({ availability: 72, experience: '' });
    });

    it.each([
      ['no name', without(volunteer(), 'name'), 'name', 'name is required'],
      ['no email', without(volunteer(), 'email'), 'email', 'email is required'],
      ['a malformed email', volunteer({ email: 'rohan@' }), 'email', 'email must be a valid email address'],
      ['no phone', without(volunteer(), 'phone'), 'phone', 'phone is required'],
      ['a phone with letters', volunteer({ phone: '98765abcde' }), 'phone', expect.stringMatching(/^phone must be a phone number/)],
      ['a phone with too few digits', volunteer({ phone: '12345' }), 'phone', expect.stringMatching(/^phone must be a phone number/)],
      ['no gender', without(volunteer(), 'gender'), 'gender', 'gender is required'],
      ['an unknown gender', volunteer({ gender: 'unknown' }), 'gender', 'gender must be one of: male, female, other'],
      ['no dob', without(volunteer(), 'dob'), 'dob', 'dob is required'],
      ['a dob in the future', volunteer({ dob: `${new Date().getFullYear() + 1}-01-01` }), 'dob', 'dob must be a real date in the past (YYYY-MM-DD)'],
      ['a dob that does not exist', volunteer({ dob: '2001-02-30' }), 'dob', 'dob must be a real date in the past (YYYY-MM-DD)'],
      ['a dob that is not a date', volunteer({ dob: 'last summer' }), 'dob', 'dob must be a real date in the past (YYYY-MM-DD)'],
      ['a dob before 1900', volunteer({ dob: '1899-12-31' }), 'dob', 'dob must be a real date in the past (YYYY-MM-DD)'],
      ['no area', without(volunteer(), 'area'), 'area', 'area is required'],
      ['an unknown area', volunteer({ area: 'cooking' }), 'area', expect.stringMatching(/^area must be one of: teaching, fundraising, events/)],
      ['no availability', without(volunteer(), 'availability'), 'availability', 'availability is required'],
      ['4 hours', volunteer({ availability: 4 }), 'availability', 'availability must be at least 5 hours per week'],
      ['73 hours', volunteer({ availability: 73 }), 'availability', 'availability must be at most 72 hours per week'],
      ['10.5 hours', volunteer({ availability: 10.5 }), 'availability', 'availability must be a whole number of hours per week'],
      ['hours as words', volunteer({ availability: 'ten' }), 'availability', 'availability must be a whole number of hours per week'],
      ['no referralSource', without(volunteer(), 'referralSource'), 'referralSource', 'referralSource is required'],
      ['an unknown referralSource', volunteer({ referralSource: 'tv' }), 'referralSource', expect.stringMatching(/^referralSource must be one of/)],
      ['experience too long', volunteer({ experience: 'x'.repeat(LIMITS.messageMax + 1) }), 'experience', `experience must be at most ${LIMITS.messageMax} characters`],
      ['an unknown field', volunteer({ status: 'active' }), 'status', 'property status should not exist'],
    ])('rejects %s with 400 naming the field, and stores nothing', async (_label, body, field, message) => {
      const before = await applicants.countDocuments();
      const response = await post(VOLUNTEER, body);
      expectError(response, 400);
      expect(response.body.message).toEqual(message);
      expect(response.body.errors[field]).toContainEqual(message);
      expect(await applicants.countDocuments()).toBe(before);
    });

    it.each([
      ['unticked', { agreeToTerms: false }],
      ['missing', { agreeToTerms: undefined }],
      ['sent as text', { agreeToTerms: 'true' }],
    ])(`refuses terms %s with 400 '${MESSAGES.volunteerTerms}'`, async (_label, fields) => {
      const response = await post(VOLUNTEER, volunteer(fields));
      expectError(response, 400, MESSAGES.volunteerTerms);
      expect(response.body.errors.agreeToTerms).toEqual([MESSAGES.volunteerTerms]);
    });
  });

  describe('POST /api/hr/applicants/intern', () => {
    it('may be called by anyone: stores a pending intern and answers 201 with the SPEC text only', async () => {
      const body = intern();
      const response = await post(INTERN, body).expect(201);

      expect(response.body).toEqual({ message: MESSAGES.internSuccess });
      expect(await applicants.findOne({ email: body.email })).toMatchObject({
        type: 'intern',
        name: 'Simran Kaur',
        phone: body.phone,
        gender: 'female',
        dob: new Date('2003-01-31T00:00:00Z'),
        course: 'B.A. Social Work',
        college: 'Panjab University',
        interests: ['content-writing'],
        duration: '3-month',
        availability: 'part-time',
        reference: 'word-of-mouth',
        agreeToTerms: true,
        status: 'pending',
      });
    });

    it('accepts interests as a list of options', async () => {
      const body = intern({ interests: ['events', 'social-media'] });
      await post(INTERN, body).expect(201);
      expect((await applicants.findOne({ email: body.email }))?.interests).toEqual(['events', 'social-media']);
    });

    it.each([
      ['no course', without(intern(), 'course'), 'course', 'course is required'],
      ['a blank college', intern({ college: '  ' }), 'college', 'college is required'],
      ['no interests', without(intern(), 'interests'), 'interests', 'interests is required'],
      ['an empty list of interests', intern({ interests: [] }), 'interests', 'interests is required'],
      ['an unknown interest', intern({ interests: ['teaching', 'cooking'] }), 'interests', expect.stringMatching(/^interests must be chosen from/)],
      ['no duration', without(intern(), 'duration'), 'duration', 'duration is required'],
      ['an unknown duration', intern({ duration: '2-weeks' }), 'duration', 'duration must be one of: 3-month, 6-months, 12-months'],
      ['hours as availability', intern({ availability: 20 }), 'availability', 'availability must be one of: full-time, part-time, always'],
      ['no reference', without(intern(), 'reference'), 'reference', 'reference is required'],
      ['an unknown reference', intern({ reference: 'radio' }), 'reference', expect.stringMatching(/^reference must be one of/)],
      ['a volunteer-only field', intern({ area: 'teaching' }), 'area', 'property area should not exist'],
      ['a name too long', intern({ name: 'x'.repeat(LIMITS.nameMax + 1) }), 'name', `name must be at most ${LIMITS.nameMax} characters`],
    ])('rejects %s with 400 naming the field, and stores nothing', async (_label, body, field, message) => {
      const before = await applicants.countDocuments();
      const response = await post(INTERN, body);
      expectError(response, 400);
      expect(response.body.message).toEqual(message);
      expect(response.body.errors[field]).toContainEqual(message);
      expect(await applicants.countDocuments()).toBe(before);
    });

    it(`refuses unticked terms with 400 '${MESSAGES.internRequired}'`, async () => {
      expectError(await post(INTERN, intern({ agreeToTerms: false })), 400, MESSAGES.internRequired);
    });
  });

  describe('one application per email and kind, without telling anyone who has applied', () => {
    /** The mails queued to `email`, oldest first. */
    const mailsTo = (email: string) => t.app.get<Connection>(getConnectionToken()).collection('mail_outbox').find({ to: email }).sort({ _id: 1 }).toArray();

    it('answers a second volunteer application from the same email, in any case, exactly as the first, keeps the first, and mails the address', async () => {
      const email = uniqueEmail('again');
      const first = await post(VOLUNTEER, volunteer({ email })).expect(201);
      const before = await applicants.countDocuments();

      // The same address in capitals with a zero-width space, and in full-width letters (the form's limit takes three an hour).
      const fullWidth = email.replace(/[a-z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 0xfee0));
      for (const lookAlike of [`${email.slice(0, 2)}\u200b${email.slice(2)}`.toUpperCase(), fullWidth]) {
        const again = await post(VOLUNTEER, volunteer({ email: lookAlike, name: 'Someone Else' }));
        expect([again.status, again.body]).toEqual([first.status, first.body]);
      }
      expect(first.body).toEqual({ message: MESSAGES.volunteerSuccess });
      expect(await applicants.countDocuments()).toBe(before);
      expect(await applicants.findOne({ email })).toMatchObject({ name: 'Rohan Gupta' });

      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      expect(mails[0]).toMatchObject({ kind: 'volunteer-notice', subject: 'We already have your volunteering application' });
      // Greeted by the first application's name, never the new form's.
      expect(mails[0].text).toMatch(/^Dear Rohan Gupta,\n\nThank you for writing to us again\. Our volunteering form was just sent again with this email address, and we already have your application of \d{4}-\d{2}-\d{2}\./);
    });

    it('answers a second internship application as the first, and mails the address in the language of the first', async () => {
      const email = uniqueEmail('again');
      await post(INTERN, intern({ email }), { ...newAddress(), 'Accept-Language': 'hi' }).expect(201);
      const again = await post(INTERN, intern({ email: ` ${email.toUpperCase()} ` }));
      expect([again.status, again.body]).toEqual([201, { message: MESSAGES.internSuccess }]);

      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe('आपका इंटर्नशिप का आवेदन हमारे पास पहले से है');
      expect(mail.text).toMatch(/^प्रिय Simran Kaur,\n\nहमें दोबारा लिखने के लिए धन्यवाद।/);
    });

    it(`mails an address at most ${REPEAT_APPLICATION_MAIL_LIMIT.max} times a day about its repeats; the answer stays the same`, async () => {
      // The form itself takes three an hour from one email: an app with twice the room lets a fourth repeat through.
      const roomy = await createTestApp({ database: t.database, env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000', RATE_LIMIT_FACTOR: '2' } });
      const email = uniqueEmail('repeats');
      await request(roomy.http).post(VOLUNTEER).set(newAddress()).send(volunteer({ email })).expect(201);
      for (let i = 0; i < REPEAT_APPLICATION_MAIL_LIMIT.max + 1; i += 1) {
        const answer = await request(roomy.http).post(VOLUNTEER).set(newAddress()).send(volunteer({ email }));
        expect([answer.status, answer.body]).toEqual([201, { message: MESSAGES.volunteerSuccess }]);
      }
      expect(await mailsTo(email)).toHaveLength(REPEAT_APPLICATION_MAIL_LIMIT.max);
    });

    it('lets one email apply once as a volunteer and once as an intern', async () => {
      const email = uniqueEmail('both');
      await post(VOLUNTEER, volunteer({ email })).expect(201);
      await post(INTERN, intern({ email })).expect(201);
      expect(await applicants.countDocuments({ email })).toBe(2);
      expect(await mailsTo(email)).toEqual([]);
    });

    it('answers two simultaneous applications of one email both with 201, storing one and mailing once', async () => {
      const body = volunteer();
      const answers = await Promise.all([post(VOLUNTEER, body), post(VOLUNTEER, body)]);
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
        [201, { message: MESSAGES.volunteerSuccess }],
        [201, { message: MESSAGES.volunteerSuccess }],
      ]);
      expect(await applicants.countDocuments({ email: body.email })).toBe(1);
      expect(await mailsTo(body.email)).toHaveLength(1);
    });
  });
});

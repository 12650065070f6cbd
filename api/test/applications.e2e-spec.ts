import { getConnectionToken } from '@nestjs/mongoose';
import type { Collection, Connection } from 'mongoose';
import request from 'supertest';
import { LIMITS, MESSAGES } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { internApplication as intern, volunteerApplication as volunteer } from './helpers/application-forms';
import { newAddress, uniqueEmail } from './helpers/factories';

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

  beforeAll(async () => {
    t = await createTestApp();
    applicants = t.app.get<Connection>(getConnectionToken()).collection('applicants');
  });

  const post = (path: string, body: object, from = newAddress()) => request(t.http).post(path).set(from).send(body);

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

  describe('one application per email and kind', () => {
    it(`answers a second volunteer application from the same email, in any case, with 409 '${MESSAGES.volunteerDuplicate}'`, async () => {
      const email = uniqueEmail('again');
      await post(VOLUNTEER, volunteer({ email })).expect(201);
      const before = await applicants.countDocuments();

      expectError(await post(VOLUNTEER, volunteer({ email: email.toUpperCase(), name: 'Someone Else' })), 409, MESSAGES.volunteerDuplicate);
      // Look-alikes of the same address: full-width letters, a zero-width space.
      const fullWidth = email.replace(/[a-z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 0xfee0));
      expectError(await post(VOLUNTEER, volunteer({ email: fullWidth, name: 'Someone Else' })), 409, MESSAGES.volunteerDuplicate);
      expectError(await post(VOLUNTEER, volunteer({ email: `${email.slice(0, 2)}\u200b${email.slice(2)}` })), 409, MESSAGES.volunteerDuplicate);
      expect(await applicants.countDocuments()).toBe(before);
    });

    it(`answers a second internship application from the same email, in any case, with 409 '${MESSAGES.internDuplicate}'`, async () => {
      const email = uniqueEmail('again');
      await post(INTERN, intern({ email })).expect(201);
      expectError(await post(INTERN, intern({ email: ` ${email.toUpperCase()} ` })), 409, MESSAGES.internDuplicate);
    });

    it('lets one email apply once as a volunteer and once as an intern', async () => {
      const email = uniqueEmail('both');
      await post(VOLUNTEER, volunteer({ email })).expect(201);
      await post(INTERN, intern({ email })).expect(201);
      expect(await applicants.countDocuments({ email })).toBe(2);
    });

    it('answers two simultaneous applications of one email with one 201 and one 409', async () => {
      const body = volunteer();
      const statuses = (await Promise.all([post(VOLUNTEER, body), post(VOLUNTEER, body)])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
      expect(await applicants.countDocuments({ email: body.email })).toBe(1);
    });
  });
});

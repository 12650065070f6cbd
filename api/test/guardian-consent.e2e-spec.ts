import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Collection, type Connection } from 'mongoose';
import request from 'supertest';
import { ERASED_STUDENT_NAME, GUARDIAN_CONSENT_MESSAGES, MESSAGES } from '@society/contracts';
import { FileStorage } from '../src/storage/file-storage';
import { todayInIndia } from '../src/validation/calendar-day';
import { validAadhaar } from './helpers/aadhaar';
import { call } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { guardianConsentFields, internApplication, volunteerApplication } from './helpers/application-forms';
import { expectError } from './helpers/errors';
import { makeImage } from './helpers/images';
import { loginAs, type LoggedIn } from './helpers/factories';

const STUDENTS = '/api/team/students';
const APPLICANTS = '/api/hr/applicants';
const SIGNED_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A date of birth that makes someone `years` old today. */
const bornYearsAgo = (years: number) => `${Number(todayInIndia().slice(0, 4)) - years}-01-01`;

describe('guardian consent for children (students, and applicants under 18)', () => {
  let t: TestApp;
  let team: LoggedIn;
  let hr: LoggedIn;
  let students: Collection;
  let applicants: Collection;
  let audit: Collection;
  let storage: FileStorage;

  beforeAll(async () => {
    t = await createTestApp();
    team = await loginAs(t, 'team');
    hr = await loginAs(t, 'hr');
    const connection = t.app.get<Connection>(getConnectionToken());
    students = connection.collection('students');
    applicants = connection.collection('applicants');
    audit = connection.collection('audit_entries');
    storage = t.app.get(FileStorage);
  });

  /** A multipart student with a signed form, as the team's form sends it when the guardian signed on paper. */
  const postWithForm = (fields: Record<string, string>, file: Buffer, name = 'consent.pdf') => {
    const test = request(t.http).post(STUDENTS).set('Authorization', team.auth);
    for (const [field, value] of Object.entries(fields)) test.field(field, value);
    return test.attach('signedForm', file, name);
  };

  describe('students', () => {
    it('refuses a student without the guardian’s consent, or with a verification that is not complete', async () => {
      expectError(await call(t.http, ['post', STUDENTS], team.auth).send({ name: 'Asha' }), 400, 'guardianName is required');
      const inPersonWithoutDocument = guardianConsentFields({ idDocumentSeen: undefined });
      expectError(await call(t.http, ['post', STUDENTS], team.auth).send({ name: 'Asha', ...inPersonWithoutDocument }), 400, GUARDIAN_CONSENT_MESSAGES.idDocumentRequired);
      const signedWithoutFile = guardianConsentFields({ consentMethod: 'signed-form', idDocumentSeen: undefined });
      expectError(await call(t.http, ['post', STUDENTS], team.auth).send({ name: 'Asha', ...signedWithoutFile }), 400, GUARDIAN_CONSENT_MESSAGES.signedFormRequired);
      const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expectError(await call(t.http, ['post', STUDENTS], team.auth).send({ name: 'Asha', ...guardianConsentFields({ consentDate: tomorrow }) }), 400, GUARDIAN_CONSENT_MESSAGES.consentDateFuture);
      // Who recorded it comes from the sign-in: the body cannot say.
      expectError(await call(t.http, ['post', STUDENTS], team.auth).send({ name: 'Asha', ...guardianConsentFields(), recordedBy: 'someone@else.org' }), 400);
      expect(await students.countDocuments({})).toBe(0);
    });

    it('saves a student with a signed form kept privately, recorded by the signed-in member; only the team downloads it', async () => {
      const fields = { name: 'Meena', admittedInSchool: 'true', ...guardianConsentFields({ consentMethod: 'signed-form', idDocumentSeen: '', guardianRelation: 'father' }) };
      const created = (await postWithForm(fields, SIGNED_PDF).expect(201)).body;
      expect(created.admittedInSchool).toBe(true);
      expect(created.guardianConsent).toEqual({
        guardianName: 'Sunita Devi',
        relation: 'father',
        phone: '98765 43210',
        method: 'signed-form',
        idDocumentSeen: null,
        hasSignedForm: true,
        consentDate: '2026-11-02',
        language: 'hi',
        // Photos need the guardian's own yes (issue 45): a form that does not say is a no.
        photoConsent: false,
        recordedBy: team.email,
        recordedAt: expect.any(String),
      });
      const stored = await students.findOne({ _id: new Types.ObjectId(created._id) });
      expect(stored?.guardianConsent.signedFormPath).toMatch(/^private\/consent-forms\/[\w-]+\.pdf$/);

      const download = await request(t.http).get(`${STUDENTS}/${created._id}/guardian-consent/form`).set('Authorization', team.auth).buffer(true).expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.headers['content-disposition']).toMatch(/^attachment/);
      expect(Buffer.from(download.body).equals(SIGNED_PDF)).toBe(true);
      expectError(await request(t.http).get(`${STUDENTS}/${created._id}/guardian-consent/form`).set('Authorization', hr.auth), 403);
      expectError(await request(t.http).get(`${STUDENTS}/${created._id}/guardian-consent/form`), 401);

      // A file that is neither a PDF nor an image is refused, and nothing is saved.
      const before = await students.countDocuments({});
      expectError(await postWithForm(fields, Buffer.from('<html><script>alert(1)</script></html>'), 'form.html'), 415, GUARDIAN_CONSENT_MESSAGES.formBadType);
      expect(await students.countDocuments({})).toBe(before);
      // A photographed form is an image: accepted, re-encoded.
      const photographed = (await postWithForm({ ...fields, name: 'Kiran' }, await makeImage('jpeg'), 'form.jpg').expect(201)).body;
      expect(photographed.guardianConsent.hasSignedForm).toBe(true);
    });

    it('takes the whole form as the team dashboard sends it with a signed form: every field of the child and of the consent', async () => {
      const child = {
        name: 'Rekha', gender: 'female', fatherName: 'Ramesh', motherName: 'Sita', dob: '2017-05-04', contactNumber: '9876543210', area: 'Topkhana Basti',
        address: 'Gali 4', schoolName: 'Government Primary School', classStudying: 'Class 3', admissionDate: '2026-04-01', endDate: '', admittedInSchool: 'true', aadharCard: '',
      };
      const consent = guardianConsentFields({ consentMethod: 'signed-form', idDocumentSeen: '', language: 'en' });
      const created = (await postWithForm({ ...child, ...consent }, SIGNED_PDF).expect(201)).body;
      expect(created.guardianConsent).toMatchObject({ method: 'signed-form', hasSignedForm: true, language: 'en' });
      expect(created.classStudying).toBe('Class 3');
    });

    it('keeps a record from before consent records listed but unchangeable until the guardian’s consent is recorded', async () => {
      const now = new Date();
      const { insertedId } = await students.insertOne({ name: 'Old Record', gender: 'female', admittedInSchool: false, createdAt: now, updatedAt: now });
      const id = String(insertedId);
      const listed = (await call(t.http, ['get', STUDENTS], team.auth).expect(200)).body.find((student: { _id: string }) => student._id === id);
      expect(listed.guardianConsent).toBeNull();
      expectError(await call(t.http, ['put', `${STUDENTS}/${id}`], team.auth).send({ classStudying: '4' }), 409, GUARDIAN_CONSENT_MESSAGES.studentNeedsConsent);

      const consented = (await call(t.http, ['put', `${STUDENTS}/${id}/guardian-consent`], team.auth).send(guardianConsentFields()).expect(200)).body;
      expect(consented.guardianConsent).toMatchObject({ method: 'in-person', idDocumentSeen: 'voter-id', recordedBy: team.email, hasSignedForm: false });
      expect((await call(t.http, ['put', `${STUDENTS}/${id}`], team.auth).send({ classStudying: '4' }).expect(200)).body.classStudying).toBe('4');
      const entry = await audit.findOne({ kind: 'student', action: 'record-consent', recordId: id });
      expect(entry?.actorEmail).toBe(team.email);
      // The log names the relation and method, never the guardian's phone.
      expect(JSON.stringify(entry)).not.toContain('98765');
    });

    it('on withdrawal erases the child’s details, Aadhaar number and signed form, keeping only the year of admission and what happened', async () => {
      const fields = {
        ...guardianConsentFields({ consentMethod: 'signed-form', idDocumentSeen: '' }),
        name: 'Ravi Kumar',
        fatherName: 'Mohan Lal',
        dob: '2016-03-09',
        admissionDate: '2024-04-01',
        address: 'House 12, Topkhana Basti',
        contactNumber: '9876543210',
        aadharCard: validAadhaar(41),
      };
      const created = (await postWithForm(fields, SIGNED_PDF).expect(201)).body;
      const formKey = (await students.findOne({ _id: new Types.ObjectId(created._id) }))?.guardianConsent.signedFormPath as string;
      expect(await storage.open(formKey)).not.toBeNull();
      expectError(await call(t.http, ['post', `${STUDENTS}/${created._id}/guardian-consent/withdraw`], hr.auth), 403);

      const erased = (await call(t.http, ['post', `${STUDENTS}/${created._id}/guardian-consent/withdraw`], team.auth).expect(200)).body;
      expect(erased).toMatchObject({
        name: ERASED_STUDENT_NAME,
        gender: null,
        fatherName: '',
        dob: null,
        admissionDate: null,
        address: '',
        contactNumber: '',
        aadharMasked: null,
        guardianConsent: null,
        consentWithdrawal: { recordedBy: team.email, withdrawnAt: expect.any(String), kept: expect.stringContaining('2024') },
      });
      // Nothing of the child is left in the database or in storage.
      const stored = await students.findOne({ _id: new Types.ObjectId(created._id) });
      const text = JSON.stringify(stored);
      for (const detail of ['Ravi', 'Mohan', '2016', 'Topkhana', '9876543210', 'Sunita', 'ciphertext']) expect(text).not.toContain(detail);
      expect(stored?.consentWithdrawal.admissionYear).toBe(2024);
      expect(await storage.open(formKey)).toBeNull();
      expectError(await call(t.http, ['post', `${STUDENTS}/${created._id}/aadhaar`], team.auth), 404);
      expectError(await request(t.http).get(`${STUDENTS}/${created._id}/guardian-consent/form`).set('Authorization', team.auth), 404, GUARDIAN_CONSENT_MESSAGES.noForm);

      // The reduced record stays as it is: no edit, no new consent, no second withdrawal.
      expectError(await call(t.http, ['put', `${STUDENTS}/${created._id}`], team.auth).send({ name: 'Ravi' }), 409, GUARDIAN_CONSENT_MESSAGES.studentErased);
      expectError(await call(t.http, ['put', `${STUDENTS}/${created._id}/guardian-consent`], team.auth).send(guardianConsentFields()), 409, GUARDIAN_CONSENT_MESSAGES.studentErased);
      expectError(await call(t.http, ['post', `${STUDENTS}/${created._id}/guardian-consent/withdraw`], team.auth), 409, GUARDIAN_CONSENT_MESSAGES.studentErased);

      const entry = await audit.findOne({ kind: 'student', action: 'withdraw-consent', recordId: created._id });
      expect(entry).toMatchObject({ actorEmail: team.email, recordLabel: ERASED_STUDENT_NAME, changes: [] });
    });
  });

  describe('applicants under 18', () => {
    const apply = (kind: 'volunteer' | 'intern', body: object) => request(t.http).post(`${APPLICANTS}/${kind}`).send(body);
    const findByEmail = (email: string) => applicants.findOne({ email });

    it('the public forms need a guardian’s name, relation and phone only when the date of birth says under 18', async () => {
      expectError(await apply('volunteer', volunteerApplication({ dob: bornYearsAgo(15) })), 400, GUARDIAN_CONSENT_MESSAGES.guardianRequired);
      expectError(await apply('intern', internApplication({ dob: bornYearsAgo(16), guardianName: 'Sunita Devi', guardianRelation: 'aunt', guardianPhone: '9876543210' })), 400, /guardianRelation must be one of/);

      const child = volunteerApplication({ dob: bornYearsAgo(15), guardianName: 'Sunita Devi', guardianRelation: 'mother', guardianPhone: '98765 43210' });
      await apply('volunteer', child).expect(201).expect({ message: MESSAGES.volunteerSuccess });
      expect((await findByEmail(child.email))?.guardian).toEqual({ name: 'Sunita Devi', relation: 'mother', phone: '98765 43210' });

      // An adult's guardian fields, when sent, must still be valid.
      expectError(await apply('volunteer', volunteerApplication({ guardianPhone: 'AAA' })), 400, /guardianPhone must be a phone number/);
      // An adult needs none, and a guardian sent anyway is not kept.
      const adult = internApplication({ guardianName: 'Someone', guardianRelation: 'mother', guardianPhone: '9876543210' });
      await apply('intern', adult).expect(201);
      expect((await findByEmail(adult.email))?.guardian).toBeUndefined();
    });

    it('HR cannot move an applicant under 18 past Pending until it records the guardian’s consent verification', async () => {
      const child = volunteerApplication({ dob: bornYearsAgo(16), guardianName: 'Rajesh Kumar', guardianRelation: 'father', guardianPhone: '9876501234' });
      await apply('volunteer', child).expect(201);
      const id = String((await findByEmail(child.email))?._id);
      const listed = (await call(t.http, ['get', APPLICANTS], hr.auth).expect(200)).body.find((applicant: { _id: string }) => applicant._id === id);
      expect(listed).toMatchObject({ under18: true, guardian: { name: 'Rajesh Kumar', relation: 'father' }, guardianConsent: null });

      expectError(await call(t.http, ['put', `${APPLICANTS}/${id}`], hr.auth).send({ status: 'interview' }), 409, GUARDIAN_CONSENT_MESSAGES.minorNeedsConsent);
      expect((await findByEmail(child.email))?.status).toBe('pending');
      expectError(await call(t.http, ['put', `${APPLICANTS}/${id}/guardian-consent`], team.auth).send(guardianConsentFields()), 403);

      const recorded = (await call(t.http, ['put', `${APPLICANTS}/${id}/guardian-consent`], hr.auth).send(guardianConsentFields({ guardianName: 'Rajesh Kumar', guardianRelation: 'father', idDocumentSeen: 'voter-id' })).expect(200)).body;
      expect(recorded.guardianConsent).toMatchObject({ guardianName: 'Rajesh Kumar', method: 'in-person', idDocumentSeen: 'voter-id', recordedBy: hr.email });
      expect((await call(t.http, ['put', `${APPLICANTS}/${id}`], hr.auth).send({ status: 'interview' }).expect(200)).body.status).toBe('interview');

      // An adult needs no guardian: HR cannot record one, and is never held at Pending.
      const adult = volunteerApplication();
      await apply('volunteer', adult).expect(201);
      const adultId = String((await findByEmail(adult.email))?._id);
      expectError(await call(t.http, ['put', `${APPLICANTS}/${adultId}/guardian-consent`], hr.auth).send(guardianConsentFields()), 409, GUARDIAN_CONSENT_MESSAGES.notMinor);
      await call(t.http, ['put', `${APPLICANTS}/${adultId}`], hr.auth).send({ status: 'interview' }).expect(200);
    });

    it('on withdrawal erases the applicant under 18 and their signed form; the log records it without their details', async () => {
      const child = internApplication({ name: 'Pooja Rani', dob: bornYearsAgo(17), guardianName: 'Kamla Devi', guardianRelation: 'grandparent', guardianPhone: '9812345678' });
      await apply('intern', child).expect(201);
      const id = String((await findByEmail(child.email))?._id);
      const signed = await request(t.http)
        .put(`${APPLICANTS}/${id}/guardian-consent`)
        .set('Authorization', hr.auth)
        .field(guardianConsentFields({ consentMethod: 'signed-form', idDocumentSeen: '' }))
        .attach('signedForm', SIGNED_PDF, 'consent.pdf')
        .expect(200);
      expect(signed.body.guardianConsent.hasSignedForm).toBe(true);
      const formKey = (await findByEmail(child.email))?.guardianConsent.signedFormPath as string;
      await request(t.http).get(`${APPLICANTS}/${id}/guardian-consent/form`).set('Authorization', hr.auth).expect(200);
      // What followed the application once the child joined (written as the portal and HR would).
      const connection = t.app.get<Connection>(getConnectionToken());
      const applicantId = new Types.ObjectId(id);
      await connection.collection('leave_requests').insertOne({ applicantId, type: 'casual', from: new Date(), to: new Date(), reason: 'Exams', status: 'pending', createdAt: new Date(), updatedAt: new Date() });
      await connection.collection('exit_requests').insertOne({ applicantId, lastDay: new Date(), reason: 'School', status: 'pending', createdAt: new Date(), updatedAt: new Date() });
      await connection.collection('mail_outbox').insertOne({ kind: 'volunteer-notice', applicantId: id, to: child.email, subject: 'Your leave', text: 'Approved', status: 'sent', attempts: 1, createdAt: new Date(), updatedAt: new Date() });

      await call(t.http, ['post', `${APPLICANTS}/${id}/guardian-consent/withdraw`], hr.auth).expect(200).expect({ message: GUARDIAN_CONSENT_MESSAGES.applicantWithdrawn });
      expect(await findByEmail(child.email)).toBeNull();
      expect(await storage.open(formKey)).toBeNull();
      for (const name of ['leave_requests', 'exit_requests']) expect(await connection.collection(name).countDocuments({ applicantId })).toBe(0);
      expect(await connection.collection('mail_outbox').countDocuments({ applicantId: id })).toBe(0);
      const listed = (await call(t.http, ['get', APPLICANTS], hr.auth).expect(200)).body.map((applicant: { _id: string }) => applicant._id);
      expect(listed).not.toContain(id);
      const entry = await audit.findOne({ kind: 'applicant', action: 'withdraw-consent', recordId: id });
      expect(entry).toMatchObject({ actorEmail: hr.email, recordLabel: 'Erased applicant (intern)', changes: [] });
      expectError(await call(t.http, ['post', `${APPLICANTS}/${id}/guardian-consent/withdraw`], hr.auth), 404);
    });
  });
});

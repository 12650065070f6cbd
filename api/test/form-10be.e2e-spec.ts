import { getConnectionToken } from '@nestjs/mongoose';
import { zipSync } from 'fflate';
import type { Connection } from 'mongoose';
import request from 'supertest';
import type { AuditPage, DonationForm10be, Form10beCertificate, Form10beRematchResult, Form10beSendResult, Form10beUploadResult } from '@society/contracts';
import { DonationRepository, type NewDonation } from '../src/database/repositories/donation.repository';
import type { DonationRecord } from '../src/database/schemas/donation.schema';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { FORM_10BE_SERVICE_MESSAGES } from '../src/modules/admin/form-10be/form-10be.service';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { form10bePdf } from './helpers/form-10be-pdf';
import { loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';

const FY = '2024-25';
const UPLOAD = '/api/admin/form-10be';
const ID = '0123456789abcdef01234567';

/** Reads a response body as bytes (supertest buffers only text by default). */
const binary: Parameters<request.Test['parse']>[0] = (response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Form 10BE to every donor (issue 33, item 5)', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let worker: OutboxWorker;
  let admin: LoggedIn;
  let hr: LoggedIn;
  let sunita: DonationRecord;
  let ramesh: DonationRecord;
  let certificates: { sunita: Buffer; ramesh: Buffer; stranger: Buffer };

  beforeAll(async () => {
    await inbox.start();
    // Only the tests drive the outbox worker (runOnce).
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <receipts@society.test>', MAIL_POLL_MS: '3600000' } });
    worker = t.app.get(OutboxWorker);
    [admin, hr] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'hr')]);
    const at = (day: string) => new Date(`${day}T06:00:00Z`);
    // Sunita wrote in Hindi (the language of her latest gift): her certificate's mail is in Hindi.
    sunita = await seed({ name: 'Sunita Devi', pan: 'KLMNO4321P', amount: 1000, date: at('2024-05-01') });
    const later = await seed({ name: 'Sunita Devi', pan: 'KLMNO4321P', email: sunita.email, amount: 500, date: at('2025-01-10'), ...({ language: 'hi' } as object) });
    ramesh = await seed({ name: 'Ramesh Kumar', amount: 300, date: at('2024-08-01') });
    for (const donation of [sunita, later, ramesh]) {
      await request(t.http).put(`/api/public/donations/${String(donation._id)}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true }).expect(200);
    }
    certificates = {
      sunita: await form10bePdf({ uniqueId: 'KLMNO4321P', donorName: 'SUNITA DEVI', financialYear: FY, amount: '1,500', arn: '100000000000001' }),
      // No PAN on his gifts: the portal certificate names his Aadhaar; he is matched by name.
      ramesh: await form10bePdf({ uniqueId: '123456789012', idCode: 'Aadhaar Number', donorName: 'Ramesh Kumar', financialYear: FY, amount: '300', arn: '100000000000002' }),
      stranger: await form10bePdf({ uniqueId: 'ZZZZZ9999Z', donorName: 'Nobody We Know', financialYear: FY, amount: '700', arn: '100000000000003' }),
    };
    await worker.runOnce(); // the receipts' mails go out first
  });

  afterAll(() => inbox.stop());

  function seed(fields: Partial<NewDonation>): Promise<DonationRecord> {
    return t.app.get(DonationRepository).create({ name: 'Kavita Rao', email: uniqueEmail('donor'), amount: 2500, mode: 'UPI', utr: '412345678901', ...fields });
  }

  const upload = (file: Buffer, name: string, auth = admin.auth) => request(t.http).post(UPLOAD).set('Authorization', auth).attach('file', file, name);
  const list = async () => (await request(t.http).get(UPLOAD).query({ fy: FY }).set('Authorization', admin.auth).expect(200)).body as Form10beCertificate[];
  const form10beMails = () => inbox.received.filter((mail) => /10BE/.test(mail.subject ?? ''));

  it('is for admins alone: 401 without a token, 403 for HR', async () => {
    for (const [method, path] of [
      ['post', UPLOAD],
      ['get', `${UPLOAD}?fy=${FY}`],
      ['post', `${UPLOAD}/send?fy=${FY}`],
      ['post', `${UPLOAD}/rematch?fy=${FY}`],
      ['get', `${UPLOAD}/of-donations?ids=${ID}`],
      ['post', `${UPLOAD}/${ID}/resend`],
      ['get', `${UPLOAD}/${ID}/pdf`],
      ['get', `/api/admin/donors/of-donation/${ID}`],
    ] as const) {
      expectError(await request(t.http)[method](path), 401);
      expectError(await request(t.http)[method](path).set('Authorization', hr.auth), 403);
    }
  });

  it('reads a zip of certificates, matches them to the year\'s donors by PAN (else name), and lists matched and unmatched', async () => {
    const zip = Buffer.from(zipSync({ 'sunita.pdf': certificates.sunita, '10BE/ramesh.pdf': certificates.ramesh, '10BE/': new Uint8Array(0), 'stranger.pdf': certificates.stranger }));
    const response = await upload(zip, 'form-10be-2024-25.zip').expect(201);
    const result = response.body as Form10beUploadResult;
    expect(result.alreadyUploaded).toEqual([]);
    expect(result.added).toHaveLength(3);

    const listed = await list();
    // By donor name, as the portal prints it.
    expect(listed.map((certificate) => certificate.donorName)).toEqual(['Nobody We Know', 'Ramesh Kumar', 'SUNITA DEVI']);
    const [stranger, rameshCertificate, sunitaCertificate] = listed;
    expect(sunitaCertificate).toMatchObject({
      financialYear: FY,
      uniqueId: 'KLMNO4321P',
      idCode: 'Permanent Account Number',
      amount: 1500,
      arn: '100000000000001',
      match: { by: 'pan', name: 'Sunita Devi', email: sunita.email, pan: 'KLMNO4321P' },
      mail: { state: 'not-sent', times: 0 },
    });
    expect(sunitaCertificate.match?.donationIds).toHaveLength(2);
    expect(rameshCertificate).toMatchObject({ uniqueId: '123456789012', idCode: 'Aadhaar Number', match: { by: 'name', email: ramesh.email, donationIds: [String(ramesh._id)] } });
    expect(stranger).toMatchObject({ uniqueId: 'ZZZZZ9999Z', match: null });

    // The same certificates again: nothing new, each named as uploaded before.
    const again = (await upload(zip, 'form-10be-2024-25.zip').expect(201)).body as Form10beUploadResult;
    expect(again.added).toEqual([]);
    expect(again.alreadyUploaded).toHaveLength(3);
    expect(await list()).toHaveLength(3);
  });

  it('mails each matched donor their certificate once through the outbox, the PDF attached, in the donor\'s language', async () => {
    const before = form10beMails().length;
    const sent = (await request(t.http).post(`${UPLOAD}/send`).query({ fy: FY }).set('Authorization', admin.auth).expect(202)).body as Form10beSendResult;
    expect(sent).toMatchObject({ queued: 2, skipped: 0 });
    expect((await list()).map((certificate) => certificate.mail.state)).toEqual(['not-sent', 'pending', 'pending']);
    await worker.runOnce();
    const mails = form10beMails().slice(before);
    expect(mails).toHaveLength(2);
    const toSunita = mails.find((mail) => (mail.to as { text: string }).text.includes(sunita.email));
    expect(toSunita?.subject).toBe(`वित्त वर्ष ${FY} के आपके दान का प्रमाणपत्र (फ़ॉर्म 10BE)`);
    expect(toSunita?.text).toContain('प्रिय Sunita Devi,');
    expect(toSunita?.attachments).toHaveLength(1);
    expect(toSunita?.attachments[0].filename).toBe(`form-10be-${FY}-KLMNO4321P.pdf`);
    expect(Buffer.compare(toSunita?.attachments[0].content as Buffer, certificates.sunita)).toBe(0);
    const toRamesh = mails.find((mail) => (mail.to as { text: string }).text.includes(ramesh.email));
    expect(toRamesh?.subject).toBe(`Your certificate of donation (Form 10BE) for ${FY}`);
    expect(Buffer.compare(toRamesh?.attachments[0].content as Buffer, certificates.ramesh)).toBe(0);
    expect((await list()).map((certificate) => [certificate.mail.state, certificate.mail.times])).toEqual([
      ['not-sent', 0],
      ['sent', 1],
      ['sent', 1],
    ]);

    // Once: sending the year again mails nobody a second time.
    const again = (await request(t.http).post(`${UPLOAD}/send`).query({ fy: FY }).set('Authorization', admin.auth).expect(202)).body as Form10beSendResult;
    expect(again).toMatchObject({ queued: 0, skipped: 2 });
    await worker.runOnce();
    expect(form10beMails().slice(before)).toHaveLength(2);
  });

  it('re-sends one certificate only on request; an unmatched one cannot be mailed; each mailing is on the activity log', async () => {
    const [stranger, , sunitaCertificate] = await list();
    const before = form10beMails().length;
    const resent = await request(t.http).post(`${UPLOAD}/${sunitaCertificate.id}/resend`).set('Authorization', admin.auth).expect(202);
    expect(resent.body).toEqual({ message: FORM_10BE_SERVICE_MESSAGES.resent });
    await worker.runOnce();
    expect(form10beMails().slice(before).map((mail) => (mail.to as { text: string }).text)).toEqual([expect.stringContaining(sunita.email)]);
    expect((await list())[2].mail).toMatchObject({ state: 'sent', times: 2, lastQueuedBy: admin.user.email });

    expectError(await request(t.http).post(`${UPLOAD}/${stranger.id}/resend`).set('Authorization', admin.auth), 409, FORM_10BE_SERVICE_MESSAGES.unmatched);
    expectError(await request(t.http).post(`${UPLOAD}/${ID}/resend`).set('Authorization', admin.auth), 404, FORM_10BE_SERVICE_MESSAGES.notFound);

    const activity = (await request(t.http).get('/api/admin/activity').query({ kind: 'form-10be', pageSize: 100 }).set('Authorization', admin.auth).expect(200)).body as AuditPage;
    const labels = activity.items.map((entry) => entry.recordLabel);
    expect(labels).toEqual(expect.arrayContaining([
      `Form 10BE ${FY} of Sunita Devi mailed`,
      `Form 10BE ${FY} of Sunita Devi mailed again`,
      `Form 10BE ${FY} of Ramesh Kumar mailed`,
    ]));
  });

  it('mails a certificate once when two admins press send at the same moment (the certificate\'s step claim)', async () => {
    const fy = '2023-24';
    const donor = await seed({ name: 'Farah Khan', pan: 'RACEE1234F', amount: 800, date: new Date('2023-09-09T06:00:00Z') });
    await request(t.http).put(`/api/public/donations/${String(donor._id)}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true }).expect(200);
    await worker.runOnce();
    const pdf = await form10bePdf({ uniqueId: 'RACEE1234F', donorName: 'Farah Khan', financialYear: fy, arn: '300000000000001' });
    await upload(pdf, 'farah.pdf').expect(201);
    const other = await loginAs(t, 'admin');
    const before = form10beMails().length;
    const answers = await Promise.all([admin, other, admin].map((who) => request(t.http).post(`${UPLOAD}/send`).query({ fy }).set('Authorization', who.auth)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(answers.reduce((total, answer) => total + (answer.body as Form10beSendResult).queued, 0)).toBe(1);
    await worker.runOnce();
    expect(form10beMails().slice(before).map((mail) => (mail.to as { text: string }).text)).toEqual([expect.stringContaining(donor.email)]);
  });

  it('matches certificates again once a donation carries the PAN, never touching one already mailed', async () => {
    const late = await seed({ name: 'Nobody We Know', pan: 'ZZZZZ9999Z', amount: 700, date: new Date('2024-12-12T06:00:00Z') });
    await request(t.http).put(`/api/public/donations/${String(late._id)}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true }).expect(200);
    await worker.runOnce();
    const before = await list();
    const answer = (await request(t.http).post(`${UPLOAD}/rematch`).query({ fy: FY }).set('Authorization', admin.auth).expect(201)).body as Form10beRematchResult;
    expect(answer).toEqual({ changed: 1, unmatched: 0, message: 'Matched again: 1 certificate changed, 0 not matched.' });
    const after = await list();
    expect(after[0].match).toMatchObject({ by: 'pan', email: late.email, donationIds: [String(late._id)] });
    expect(after.slice(1)).toEqual(before.slice(1));
    const again = (await request(t.http).post(`${UPLOAD}/rematch`).query({ fy: FY }).set('Authorization', admin.auth).expect(201)).body as Form10beRematchResult;
    expect(again.changed).toBe(0);
  });

  it('gives the send state beside each of the donor\'s donations', async () => {
    const [, rameshCertificate, sunitaCertificate] = await list();
    const ids = [String(sunita._id), String(ramesh._id), ID].join(',');
    const states = (await request(t.http).get(`${UPLOAD}/of-donations`).query({ ids }).set('Authorization', admin.auth).expect(200)).body as DonationForm10be[];
    expect(states).toEqual(
      expect.arrayContaining([
        { donationId: String(sunita._id), certificateId: sunitaCertificate.id, financialYear: FY, mail: sunitaCertificate.mail },
        { donationId: String(ramesh._id), certificateId: rameshCertificate.id, financialYear: FY, mail: rameshCertificate.mail },
      ]),
    );
    expect(states).toHaveLength(2);
    expectError(await request(t.http).get(`${UPLOAD}/of-donations`).query({ ids: 'not-an-id' }).set('Authorization', admin.auth), 400, 'ids must be up to 100 donation ids, comma-separated');
    expectError(await request(t.http).get(`${UPLOAD}/of-donations`).query({ ids: String(sunita._id) }).set('Authorization', hr.auth), 403);
  });

  it('never mails an address erased (or corrected) since the upload: the donor is read from their donations now', async () => {
    const erased = await seed({ name: 'Gita Bose', pan: 'ERASE1234E', amount: 900, date: new Date('2024-10-10T06:00:00Z') });
    await request(t.http).put(`/api/public/donations/${String(erased._id)}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true }).expect(200);
    await worker.runOnce();
    await upload(await form10bePdf({ uniqueId: 'ERASE1234E', donorName: 'Gita Bose', financialYear: FY, arn: '100000000000077' }), 'gita.pdf').expect(201);
    // A data-rights erasure keeps the tax record and drops the email.
    await t.app.get(DonationRepository).keepOnlyTaxRecord(String(erased._id));
    const gita = (await list()).find((certificate) => certificate.uniqueId === 'ERASE1234E') as Form10beCertificate;
    expect(gita.match).toMatchObject({ name: 'Gita Bose', email: '' });
    expect(JSON.stringify(await list())).not.toContain(erased.email);
    // Nor is it kept with the certificate.
    const stored = await t.app.get<Connection>(getConnectionToken()).collection('form_10be_certificates').findOne({ uniqueId: 'ERASE1234E' });
    expect(JSON.stringify(stored)).not.toContain(erased.email);
    const before = form10beMails().length;
    await request(t.http).post(`${UPLOAD}/send`).query({ fy: FY }).set('Authorization', admin.auth).expect(202);
    expectError(await request(t.http).post(`${UPLOAD}/${gita.id}/resend`).set('Authorization', admin.auth), 409, FORM_10BE_SERVICE_MESSAGES.noEmail);
    await worker.runOnce();
    expect(form10beMails().slice(before).filter((mail) => (mail.to as { text: string }).text.includes(erased.email))).toEqual([]);
    expect((await list()).find((certificate) => certificate.id === gita.id)?.mail).toMatchObject({ state: 'not-sent', times: 0 });
  });

  it('downloads a certificate as uploaded, privately', async () => {
    const sunitaCertificate = (await list()).find((certificate) => certificate.uniqueId === 'KLMNO4321P') as Form10beCertificate;
    const response = await request(t.http).get(`${UPLOAD}/${sunitaCertificate.id}/pdf`).set('Authorization', admin.auth).buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(response.body as Buffer, certificates.sunita)).toBe(0);
  });

  describe('refuses a bad upload whole (400 naming the file), keeping nothing', () => {
    it('a file that is not a PDF', async () => {
      expectError(await upload(Buffer.from('Sl. No.,Name\n1,Sunita\n'), 'donors.csv'), 400, 'donors.csv is not a PDF or a zip of PDFs');
    });

    it('a PDF that is not a Form 10BE', async () => {
      const receipt = await form10bePdf({ title: 'Donation Receipt', uniqueId: 'KLMNO4321P', donorName: 'Sunita Devi', financialYear: FY });
      expectError(await upload(receipt, 'receipt.pdf'), 400, 'receipt.pdf is not a Form 10BE certificate (no "FORM NO. 10BE" title)');
    });

    it('a file that only looks like a PDF', async () => {
      expectError(await upload(Buffer.from('%PDF-1.4\nnot really a pdf\n%%EOF'), 'broken.pdf'), 400, 'broken.pdf could not be read as a PDF');
    });

    it('a zip with junk beside good certificates', async () => {
      const good = await form10bePdf({ uniqueId: 'ABCDE1234F', donorName: 'Asha Verma', financialYear: FY, arn: '100000000000009' });
      const zip = Buffer.from(zipSync({ 'asha.pdf': good, 'notes.txt': Buffer.from('call Asha about her PAN') }));
      expectError(await upload(zip, 'batch.zip'), 400, 'batch.zip: notes.txt is not a PDF');
      expect((await list()).map((certificate) => certificate.uniqueId)).not.toContain('ABCDE1234F');
    });

    it('a certificate of another year than the one asked for', async () => {
      const other = await form10bePdf({ uniqueId: 'ABCDE1234F', donorName: 'Asha Verma', financialYear: '2023-24', arn: '100000000000010' });
      expectError(await upload(other, 'asha.pdf').field('fy', FY), 400, `asha.pdf is a certificate for 2023-24, not ${FY}`);
    });

    it('a zip that is not one, and an upload without a file', async () => {
      expectError(await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]), 'broken.zip'), 400, 'broken.zip is not a readable zip');
      expectError(await request(t.http).post(UPLOAD).set('Authorization', admin.auth).field('fy', FY), 400);
    });
  });
});

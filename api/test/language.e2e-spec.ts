import { getConnectionToken } from '@nestjs/mongoose';
import type { ParsedMail } from 'mailparser';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { DATA_REQUEST_MESSAGES, donationSuccessMessage, loginText, MESSAGES, UPLOAD_LIMITS, VOLUNTEER_MESSAGES, type LoginResponse } from '@society/contracts';
import { FORM_LIMITS } from '../src/config/rate-limits';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { todayInIndia } from '../src/validation/calendar-day';
import { createTestApp, type TestApp } from './helpers/app';
import { internApplication, volunteerApplication } from './helpers/application-forms';
import { expectError } from './helpers/errors';
import { createApplicant, loginAs, newAddress, uniqueEmail, type LoggedIn } from './helpers/factories';
import { SmtpInbox } from './helpers/smtp-inbox';

// Issue 32: a request from a Hindi page (Accept-Language: hi) is answered in Hindi, the records keep the
// language, and the person's mails follow it. Without the header everything stays English.

const ORIGIN = 'https://www.society.test';
const HINDI = { 'Accept-Language': 'hi' };
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => todayInIndia(new Date(Date.now() + days * DAY_MS));
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the API in the person’s language (Accept-Language: hi)', () => {
  const inbox = new SmtpInbox();
  let t: TestApp;
  let worker: OutboxWorker;
  let connection: Connection;
  let hr: LoggedIn;

  beforeAll(async () => {
    await inbox.start();
    // Only the tests drive the outbox (runOnce).
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Welfare Society <office@society.test>', MAIL_POLL_MS: '3600000', PUBLIC_ORIGIN: ORIGIN } });
    worker = t.app.get(OutboxWorker);
    connection = t.app.get<Connection>(getConnectionToken());
    hr = await loginAs(t, 'hr');
  });

  afterAll(() => inbox.stop());

  /** Sends what is queued; the mails this address received, newest last. */
  async function mailsTo(address: string): Promise<ParsedMail[]> {
    await worker.runOnce();
    return inbox.to(address);
  }

  /** The stored language of the one record of `collection` under `email`. */
  async function storedLanguage(collection: string, email: string): Promise<unknown> {
    const record = await connection.collection(collection).findOne({ email });
    if (!record) throw new Error(`no ${collection} record for ${email}`);
    return record.language;
  }

  const contact = (body: object, headers: Record<string, string> = {}) => request(t.http).post('/api/public/contact').set(newAddress()).set(headers).send(body);

  describe('answers', () => {
    it('answers a Hindi form’s 400 in Hindi: the first field’s message and every field error, the field names kept', async () => {
      const response = await contact({ email: 'not-an-email', message: 'नमस्ते' }, HINDI);

      expectError(response, 400, 'name भरना ज़रूरी है');
      expect(response.body.errors).toEqual({
        name: ['name भरना ज़रूरी है', 'name में केवल लिखा हुआ टेक्स्ट भेजें', 'name में अधिकतम 100 अक्षर हो सकते हैं'],
        email: ['email में सही ईमेल पता लिखें'],
      });
      expect(response.headers.vary).toMatch(/Accept-Language/i);
    });

    it('answers a SPEC §8 message in its Hindi (the volunteer form without the terms)', async () => {
      const response = await request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).set(HINDI).send(volunteerApplication({ agreeToTerms: false }));

      expectError(response, 400, 'कृपया नियम और शर्तें स्वीकार करें');
      expect(response.body.errors.agreeToTerms).toEqual(['कृपया नियम और शर्तें स्वीकार करें']);
    });

    it('keeps every answer English without the header, or with a language the site does not have', async () => {
      for (const headers of [{}, { 'Accept-Language': 'en-IN,en;q=0.9' }, { 'Accept-Language': 'fr' }] as Record<string, string>[]) {
        const response = await contact({ email: 'not-an-email', message: 'Hello' }, headers);
        expectError(response, 400, 'name is required');
        expect(response.body.errors).toEqual({ name: ['name is required', 'name must be text', 'name must be at most 100 characters'], email: ['email must be a valid email address'] });
      }
      const terms = await request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).send(volunteerApplication({ agreeToTerms: false }));
      expectError(terms, 400, MESSAGES.volunteerTerms);
    });

    it('answers the 429 of a form used up in Hindi, and in English without the header', async () => {
      const email = uniqueEmail('flood');
      for (let i = 0; i < FORM_LIMITS.perPerson.max; i++) await contact({ name: 'Asha', email, message: `Message ${i}` }, HINDI).expect(201);

      const hindi = await contact({ name: 'Asha', email, message: 'One more' }, HINDI);
      expectError(hindi, 429, 'बहुत ज़्यादा संदेश भेजे गए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
      expect(hindi.headers['retry-after']).toMatch(/^\d+$/);
      expectError(await contact({ name: 'Asha', email, message: 'One more' }), 429, MESSAGES.contactTooMany);
    });

    it('answers the success of each public form in Hindi', async () => {
      const sent = await contact({ name: 'Asha Verma', email: uniqueEmail('hi-contact'), message: 'मैं पढ़ाना चाहती हूँ।' }, HINDI).expect(201);
      expect(sent.body).toEqual({ message: 'आपका संदेश भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।' });

      const application = volunteerApplication();
      const applied = await request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).set(HINDI).send(application).expect(201);
      expect(applied.body).toEqual({ message: 'आपका आवेदन मिल गया है! हम जल्द ही आपसे संपर्क करेंगे।' });
      // A second application is answered as the first (issue 43): its address is told by mail instead.
      const again = await request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).set(HINDI).send({ ...application, phone: '+91 91234 56789' }).expect(201);
      expect(again.body).toEqual(applied.body);

      const email = uniqueEmail('hi-donor');
      const donated = await request(t.http).post('/api/public/donations').set(newAddress()).set(HINDI).send({ name: 'Kavita Rao', email, amount: 150000, mode: 'UPI', utr: '412345678901' }).expect(201);
      expect(donated.body).toEqual({ message: donationSuccessMessage(150000, email, 'hi') });
      expect(donated.body.message).toBe(`₹1,50,000 की रसीद का अनुरोध मिल गया है। रसीद ${email} पर भेजी जाएगी।`);

      const asked = await request(t.http).post('/api/public/data-requests').set(newAddress()).set(HINDI).send({ kind: 'access', name: 'Meena Gupta', email: uniqueEmail('hi-data'), fillSeconds: 20 }).expect(201);
      expect(asked.body.message).toMatch(/^धन्यवाद। हमने उस ईमेल पते पर एक लिंक भेजा है।/);
    });

    it('answers the data-request link, set-password and login refusals in Hindi', async () => {
      const link = await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).set(HINDI).send({ token: 'x'.repeat(43) });
      expectError(link, 410, 'इस लिंक की अवधि ख़त्म हो गई है या इसका उपयोग हो चुका है। कृपया फिर से अनुरोध करें।');
      expectError(await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token: 'x'.repeat(43) }), 410, DATA_REQUEST_MESSAGES.linkInvalid);

      const invite = await request(t.http).post('/api/auth/set-password').set(newAddress()).set(HINDI).send({ token: 'y'.repeat(43), password: 'a-long-enough-password' });
      // The login page's own Hindi of the text (layout-login), not a second one.
      expectError(invite, 410, loginText.loaded('hi')!.linkInvalid);
      expect(loginText.loaded('hi')!.linkInvalid).toMatch(/[\u0900-\u097F]/);

      const login = await request(t.http).post('/api/auth/login').set(newAddress()).set(HINDI).send({ email: uniqueEmail('nobody'), password: 'wrong-password' });
      expectError(login, 401, 'ईमेल या पासवर्ड सही नहीं है');
    });

    it('answers the upload limits (413, 415), a body that is no JSON and an unknown certificate code in Hindi', async () => {
      const upload = (data: Buffer, filename: string, contentType: string) =>
        request(t.http)
          .post('/api/public/donations')
          .set(newAddress())
          .set(HINDI)
          .field({ name: 'Kavita Rao', email: uniqueEmail('upload'), amount: '500', mode: 'UPI', utr: '412345678905' })
          .attach('screenshot', data, { filename, contentType });
      expectError(await upload(Buffer.alloc(UPLOAD_LIMITS.donationScreenshot.bytes + 1, 1), 'big.png', 'image/png'), 413, 'स्क्रीनशॉट की फ़ाइल बहुत बड़ी है। कृपया छोटी फ़ाइल अपलोड करें (अधिकतम 1MB)।');
      expectError(await upload(Buffer.from('not an image'), 'note.png', 'image/png'), 415, 'यह फ़ाइल स्वीकार नहीं है। कृपया केवल तस्वीर अपलोड करें।');

      const broken = await request(t.http).post('/api/public/contact').set(newAddress()).set(HINDI).set('Content-Type', 'application/json').send('{"name": ');
      expectError(broken, 400, 'भेजी गई जानकारी सही JSON नहीं है।');

      expectError(await request(t.http).get('/api/public/certificates/NOPE-0000').set(newAddress()).set(HINDI), 404, 'इस कोड का कोई प्रमाणपत्र नहीं है। प्रमाणपत्र पर छपा कोड दोबारा जाँचें।');
      expectError(await request(t.http).get('/api/public/certificates/NOPE-0000').set(newAddress()), 404, VOLUNTEER_MESSAGES.unknownCode);
    });
  });

  describe('stored language', () => {
    it('keeps the language of the contact message, the application, the receipt request and the data request', async () => {
      const emails = { contact: uniqueEmail('lang-contact'), volunteer: uniqueEmail('lang-volunteer'), intern: uniqueEmail('lang-intern'), donation: uniqueEmail('lang-donor'), data: uniqueEmail('lang-data') };
      const english = uniqueEmail('lang-english');
      await contact({ name: 'Asha', email: emails.contact, message: 'नमस्ते' }, HINDI).expect(201);
      await contact({ name: 'Asha', email: english, message: 'Hello' }).expect(201);
      await request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).set(HINDI).send(volunteerApplication({ email: emails.volunteer })).expect(201);
      await request(t.http).post('/api/hr/applicants/intern').set(newAddress()).set(HINDI).send(internApplication({ email: emails.intern })).expect(201);
      await request(t.http).post('/api/public/donations').set(newAddress()).set(HINDI).send({ name: 'Kavita Rao', email: emails.donation, amount: 500, mode: 'UPI', utr: '412345678902' }).expect(201);
      await request(t.http).post('/api/public/data-requests').set(newAddress()).set(HINDI).send({ kind: 'access', name: 'Meena Gupta', email: emails.data, fillSeconds: 20 }).expect(201);

      expect(await storedLanguage('contact_messages', emails.contact)).toBe('hi');
      expect(await storedLanguage('contact_messages', english)).toBe('en');
      expect(await storedLanguage('applicants', emails.volunteer)).toBe('hi');
      expect(await storedLanguage('applicants', emails.intern)).toBe('hi');
      expect(await storedLanguage('donations', emails.donation)).toBe('hi');
      expect(await storedLanguage('data_requests', emails.data)).toBe('hi');
    });

    it('refuses a language the site does not have on the schema (an enum)', async () => {
      const { ContactMessage } = await import('../src/database/schemas/contact-message.schema');
      const model = connection.model(ContactMessage.name);
      await expect(model.create({ name: 'Asha', email: uniqueEmail('bad-lang'), message: 'Hi', language: 'fr' })).rejects.toThrow(/language/);
    });
  });

  describe('mails in the person’s language', () => {
    it('acknowledges a Hindi receipt request in Hindi, as UTF-8, with the amount in rupees', async () => {
      const email = uniqueEmail('hi-ack');
      await request(t.http).post('/api/public/donations').set(newAddress()).set(HINDI).send({ name: 'Kavita Rao', email, amount: 1500, mode: 'UPI', utr: '412345678903' }).expect(201);

      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe('आपके दान के लिए धन्यवाद');
      expect(mail.text).toContain('प्रिय Kavita Rao,');
      expect(mail.text).toContain('₹1,500 के आपके दान के लिए हार्दिक धन्यवाद।');
      expect(mail.text).toContain('आभार सहित,');
      expect(mail.text).not.toMatch(/Thank you|Dear/);
      expect(String((mail.headers.get('content-type') as { params?: { charset?: string } }).params?.charset).toLowerCase()).toBe('utf-8');
    });

    it('wishes a volunteer who applied in Hindi a happy birthday in Hindi, and one who applied in English in English', async () => {
      const hindi = uniqueEmail('hi-birthday');
      const english = uniqueEmail('en-birthday');
      await request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).set(HINDI).send(volunteerApplication({ email: hindi })).expect(201);
      await request(t.http).post('/api/hr/applicants/volunteer').set(newAddress()).send(volunteerApplication({ email: english })).expect(201);

      await request(t.http).post('/api/hr/send-birthday-wish').set('Authorization', hr.auth).send({ email: hindi, name: 'सुनीता देवी' }).expect(200);
      const [wish] = inbox.to(hindi);
      expect(wish.subject).toBe('जन्मदिन की हार्दिक शुभकामनाएँ!');
      expect(wish.text).toContain('प्रिय सुनीता देवी,');
      expect(wish.text).toContain('हार्दिक शुभकामनाओं सहित,');
      expect(wish.text).not.toMatch(/Happy|Dear|Warm/);

      await request(t.http).post('/api/hr/send-birthday-wish').set('Authorization', hr.auth).send({ email: english, name: 'Ravi Kumar' }).expect(200);
      const [englishWish] = inbox.to(english);
      expect(englishWish.subject).toBe('Happy Birthday!');
      expect(englishWish.text).toContain('Wishing you a very happy birthday and a wonderful year ahead.');
      expect(englishWish.text).not.toMatch(DEVANAGARI);
    });

    it('acknowledges an English receipt request in English, as before', async () => {
      const email = uniqueEmail('en-ack');
      await request(t.http).post('/api/public/donations').set(newAddress()).send({ name: 'Kavita Rao', email, amount: 1500, mode: 'UPI', utr: '412345678904' }).expect(201);

      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe('Thank you for your donation');
      expect(mail.text).toContain('Thank you for your donation of INR 1,500. We have received your receipt request.');
      expect(mail.text).not.toMatch(DEVANAGARI);
    });

    it('mails a Hindi data request’s confirmation link in Hindi, to the Hindi page', async () => {
      const email = uniqueEmail('hi-confirm');
      await request(t.http).post('/api/public/data-requests').set(newAddress()).set(HINDI).send({ kind: 'erasure', name: 'Meena Gupta', email, fillSeconds: 20 }).expect(201);

      const [mail] = await mailsTo(email);
      expect(mail.subject).toMatch(/को भेजे गए अपने डेटा अनुरोध की पुष्टि करें$/);
      expect(mail.text).toContain('प्रिय Meena Gupta,');
      expect(mail.text).toContain('एक अनुरोध आया है: मेरा डेटा मिटाएँ।');
      const token = new RegExp(`${ORIGIN}/hi/your-data/confirm#token=([\\w-]+)`).exec(mail.text ?? '')?.[1];
      expect(token).toBeDefined();
      await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).set(HINDI).send({ token }).expect(200);
    });

    it('mails a Hindi access request’s export link to the Hindi page, and its readable copy is in Hindi', async () => {
      const email = uniqueEmail('hi-export');
      await contact({ name: 'Meena Gupta', email, message: 'नमस्ते' }, HINDI).expect(201);
      await request(t.http).post('/api/public/data-requests').set(newAddress()).set(HINDI).send({ kind: 'access', name: 'Meena Gupta', email, fillSeconds: 20 }).expect(201);
      const confirmToken = new RegExp(`${ORIGIN}/hi/your-data/confirm#token=([\\w-]+)`).exec((await mailsTo(email)).at(-1)?.text ?? '')?.[1];
      await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token: confirmToken }).expect(200);
      const admin = await loginAs(t, 'admin');
      const register = (await request(t.http).get('/api/admin/data-requests').query({ pageSize: 100 }).set('Authorization', admin.auth).expect(200)).body as { items: Array<{ _id: string; email: string }> };
      await request(t.http).post(`/api/admin/data-requests/${register.items.find((item) => item.email === email)!._id}/send-export`).set('Authorization', admin.auth).expect(200);

      const mail = (await mailsTo(email)).at(-1)!;
      expect(mail.subject).toBe('आपका डेटा डाउनलोड के लिए तैयार है');
      const token = new RegExp(`${ORIGIN}/hi/your-data/export#token=([\\w-]+)`).exec(mail.text ?? '')?.[1];
      const html = (await request(t.http).post('/api/public/data-requests/export').set(newAddress()).send({ token, format: 'html' }).expect(200)).text;
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain('<h2>संपर्क संदेश (1)</h2>');
      expect(html).toContain(`से जुड़ा जो भी डेटा`);
      expect(html).toContain(`<strong>${email}</strong>`);
      expect(html).toContain('@font-face');
    });

    it('tells a person who asked in Hindi what was erased and what was kept, and why, in Hindi', async () => {
      const email = uniqueEmail('hi-erase');
      await contact({ name: 'Meena Gupta', email, message: 'पुराना संदेश' }, HINDI).expect(201);
      await request(t.http).post('/api/public/data-requests').set(newAddress()).set(HINDI).send({ kind: 'erasure', name: 'Meena Gupta', email, fillSeconds: 20 }).expect(201);
      const token = new RegExp(`${ORIGIN}/hi/your-data/confirm#token=([\\w-]+)`).exec((await mailsTo(email)).at(-1)?.text ?? '')?.[1];
      await request(t.http).post('/api/public/data-requests/confirm').set(newAddress()).send({ token }).expect(200);
      const admin = await loginAs(t, 'admin');
      const register = (await request(t.http).get('/api/admin/data-requests').query({ pageSize: 100 }).set('Authorization', admin.auth).expect(200)).body as { items: Array<{ _id: string; email: string }> };
      const open = register.items.find((item) => item.email === email)!;
      await request(t.http).post(`/api/admin/data-requests/${open._id}/erase`).set('Authorization', admin.auth).expect(200);

      const erased = (await mailsTo(email)).at(-1)!;
      expect(erased.subject).toBe('आपका डेटा मिटा दिया गया है');
      expect(erased.text).toContain('हमने क्या मिटाया:\n- 1 संपर्क संदेश\n');
      expect(erased.text).toContain('हमें क्या रखना पड़ा, और क्यों:\n- यह अनुरोध और इसका जवाब। DPDP नियमों के अनुसार');
      expect(erased.text).not.toMatch(/contact message|This request/);
    });

    it('invites a volunteer who applied in Hindi in Hindi, to the Hindi set-password page; HR’s leave decision follows', async () => {
      const person = await createApplicant(t.app, { status: 'onboarded', email: uniqueEmail('hi-volunteer'), language: 'hi' });
      await request(t.http).post(`/api/hr/applicants/${person._id}/invite`).set('Authorization', hr.auth).expect(201);

      const [invite] = await mailsTo(person.email);
      expect(invite.subject).toMatch(/में आपका स्वयंसेवक खाता$/);
      expect(invite.text).toContain(`प्रिय ${person.name},`);
      const token = new RegExp(`${ORIGIN}/hi/set-password#token=([\\w-]+)`).exec(invite.text ?? '')?.[1];
      expect(token).toBeDefined();

      const session = (await request(t.http).post('/api/auth/set-password').set(newAddress()).set(HINDI).send({ token, password: 'a-volunteer-password' }).expect(200)).body as LoginResponse;
      const auth = `Bearer ${session.token}`;
      // The portal answers in the page's language too.
      const note = await request(t.http).post('/api/volunteer/profile/correction').set('Authorization', auth).set(HINDI).send({ message: 'मेरा फ़ोन नंबर बदल गया है।' }).expect(201);
      expect(note.body).toEqual({ message: 'धन्यवाद। HR आपका संदेश देखेगा।' });
      expectError(await request(t.http).post('/api/volunteer/profile/correction').set('Authorization', auth).send({ message: '' }), 400, 'message is required');
      expectError(await request(t.http).post('/api/volunteer/profile/correction').set('Authorization', auth).set(HINDI).send({ message: '' }), 400, 'message भरना ज़रूरी है');

      const from = dayFromToday(3);
      const leave = (await request(t.http).post('/api/volunteer/leave-requests').set('Authorization', auth).set(HINDI).send({ type: 'exams', from, to: from, reason: 'परीक्षा' }).expect(201)).body as { _id: string };
      await request(t.http).post(`/api/hr/leave-requests/${leave._id}/decision`).set('Authorization', hr.auth).send({ decision: 'approved' }).expect(200);

      const decision = (await mailsTo(person.email)).at(-1)!;
      expect(decision.subject).toMatch(/^आपका .* की छुट्टी \(परीक्षा\) का अनुरोध स्वीकार कर लिया गया है$/);
      expect(decision.text).toContain('शुभकामनाओं सहित,');
      expect(decision.text).not.toContain(from);
      expect(VOLUNTEER_MESSAGES.correctionSent).toBe('Thank you. HR will look at your note.');
    });

    it('signs a Hindi mail with the society’s Hindi name when the Site tab has one, an English mail with its name', async () => {
      const admin = await loginAs(t, 'admin');
      const identity = (hindiName: string) => request(t.http).put('/api/admin/settings/identity').set('Authorization', admin.auth).send({ nameHi: hindiName }).expect(200);
      await identity('समाज कल्याण संस्था');
      try {
        const hindi = uniqueEmail('signed-hi');
        const english = uniqueEmail('signed-en');
        await request(t.http).post('/api/public/donations').set(newAddress()).set(HINDI).send({ name: 'Kavita Rao', email: hindi, amount: 500, mode: 'UPI', utr: '412345678911' }).expect(201);
        await request(t.http).post('/api/public/donations').set(newAddress()).send({ name: 'Kavita Rao', email: english, amount: 500, mode: 'UPI', utr: '412345678912' }).expect(201);
        const [hindiMail] = await mailsTo(hindi);
        expect(hindiMail.text).toMatch(/आभार सहित,\nसमाज कल्याण संस्था\n/);
        const [englishMail] = await mailsTo(english);
        expect(englishMail.text).not.toContain('समाज कल्याण संस्था');
        expect(englishMail.text).toMatch(/With gratitude,\n[A-Za-z]/);
      } finally {
        await identity('');
      }
    });

    it('mails a breach notice to each person in the language of their record (a volunteer: of their application)', async () => {
      const hindi = uniqueEmail('breach-hi');
      const english = uniqueEmail('breach-en');
      await contact({ name: 'Sunita Devi', email: hindi, message: 'नमस्ते' }, HINDI).expect(201);
      await contact({ name: 'John Mathew', email: english, message: 'Hello' }).expect(201);
      const volunteer = await createApplicant(t.app, { status: 'onboarded', email: uniqueEmail('breach-volunteer'), language: 'hi' });
      await request(t.http).post(`/api/hr/applicants/${volunteer._id}/invite`).set('Authorization', hr.auth).expect(201);
      const admin = await loginAs(t, 'admin');
      const breach = (
        await request(t.http)
          .post('/api/admin/breaches')
          .set('Authorization', admin.auth)
          .send({ title: 'Contact list exposed', description: 'A contact list was shared by mistake.', discoveredAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(), kinds: ['contacts', 'volunteers'] })
          .expect(201)
      ).body as { _id: string };
      await request(t.http).post(`/api/admin/breaches/${breach._id}/notices`).set('Authorization', admin.auth).expect(200);

      const [notice] = (await mailsTo(hindi)).filter((mail) => mail.subject?.startsWith('ज़रूरी सूचना'));
      expect(notice.subject).toMatch(/^ज़रूरी सूचना: .* में व्यक्तिगत डेटा की सुरक्षा में सेंध$/);
      expect(notice.text).toMatch(/^प्रिय Sunita Devi,\n/);
      // The admin's own words are kept as written; the notice around them is Hindi, the time India's.
      expect(notice.text).toContain('क्या हुआ: A contact list was shared by mistake.');
      expect(notice.text).toMatch(/कब: हमें इसका पता \d{1,2} [\u0900-\u097F]+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे \(भारतीय समय\) चला।/);
      expect(notice.text).toContain('इसके लिए हमें खेद है।');

      const toVolunteer = inbox.to(volunteer.email).find((mail) => mail.subject?.startsWith('ज़रूरी सूचना'));
      expect(toVolunteer?.text).toMatch(/^प्रिय /);
      const [englishNotice] = inbox.to(english);
      expect(englishNotice.subject).toMatch(/^Important: a personal data breach at /);
      expect(englishNotice.text).toMatch(/^Dear John Mathew,\n\nWe are writing to tell you about a personal data breach at /);
    });
  });
});

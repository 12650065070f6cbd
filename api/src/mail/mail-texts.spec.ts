import { loadApiLanguages } from '../i18n/api-messages';
import {
  acknowledgementMail,
  certificateIssuedMail,
  certificateRevokedMail,
  dataExportMail,
  dataRequestClosedMail,
  dataRequestConfirmMail,
  decisionMail,
  erasureDoneMail,
  failedSignInsMail,
  inviteMail,
  receiptMail,
} from './mail-texts';

const signature = { name: 'Asha Welfare Society', siteUrl: 'https://www.society.test' };
const person = { name: 'Ravi Kumar', societyName: 'Asha Welfare Society' };
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(() => loadApiLanguages());

describe('mails in English: word for word as before issue 32', () => {
  it('donor mails', () => {
    expect(acknowledgementMail({ donorName: 'Kavita', amount: 150000, signature })).toEqual({
      subject: 'Thank you for your donation',
      text: 'Dear Kavita,\n\nThank you for your donation of INR 1,50,000. We have received your receipt request.\nOnce we have matched your payment, we will email you the 80G receipt as a PDF.\n\nYour support keeps children in class and helps young people find work.\n\nWith gratitude,\nAsha Welfare Society\nhttps://www.society.test',
    });
    expect(receiptMail({ donorName: 'Kavita', amount: 1500.5, signature: { name: 'Asha', siteUrl: '' }, number: '2026-27/0001' })).toEqual({
      subject: 'Your donation receipt 2026-27/0001',
      text: 'Dear Kavita,\n\nThank you again for your donation of INR 1,500.5.\nYour 80G receipt 2026-27/0001 is attached to this email. Please keep it for your tax return.\n\nWith gratitude,\nAsha',
    });
  });

  it('volunteer mails', () => {
    expect(inviteMail({ ...person, link: 'https://x.test/set-password#token=t', validHours: 72 }).text).toBe(
      'Dear Ravi Kumar,\n\nWelcome aboard! You now have an account on our volunteer portal, where you can see your details,\nask for leave and download your certificates.\n\nChoose your password here (the link works once, for the next 72 hours):\nhttps://x.test/set-password#token=t\n\nIf the link has expired, ask HR to send you a new one. If you did not expect this mail, you can ignore it.\n\nWarm regards,\nAsha Welfare Society',
    );
    expect(decisionMail({ ...person, request: { kind: 'leave', type: 'exams', from: '2026-12-01', to: '2026-12-03' }, approved: false, reply: 'Too close to the camp.' })).toEqual({
      subject: 'Your request for exams leave from 2026-12-01 to 2026-12-03 was not approved',
      text: "Dear Ravi Kumar,\n\nYour request for exams leave from 2026-12-01 to 2026-12-03 was not approved.\n\nHR's reply: Too close to the camp.\n\nWarm regards,\nAsha Welfare Society",
    });
    expect(decisionMail({ ...person, request: { kind: 'exit', lastDay: '2026-12-31' }, approved: true, reply: '' })).toEqual({
      subject: 'Your exit request (last working day 2026-12-31) was approved',
      text: 'Dear Ravi Kumar,\n\nYour exit request (last working day 2026-12-31) was approved.\n\nThank you for your time with us. Your portal account is now closed; your certificates are sent to you by email.\n\nWarm regards,\nAsha Welfare Society',
    });
    expect(certificateIssuedMail({ ...person, type: 'internship', code: 'ABCD-1234', verifyUrl: 'https://x.test/verify/ABCD-1234' })).toEqual({
      subject: 'Your internship completion certificate',
      text: 'Dear Ravi Kumar,\n\nThank you for your work with us. Your internship completion certificate is attached to this mail.\nIts code is ABCD-1234. Anyone can check it at:\nhttps://x.test/verify/ABCD-1234\n\nWarm regards,\nAsha Welfare Society',
    });
    expect(certificateRevokedMail({ ...person, code: 'ABCD-1234', reason: 'Issued twice' }).subject).toBe('Your certificate ABCD-1234 was revoked');
  });

  it('data-request mails', () => {
    expect(dataRequestConfirmMail({ ...person, societyName: '', kind: 'access', link: 'L', validHours: 48 })).toEqual({
      subject: 'Please confirm your data request to the society',
      text: 'Dear Ravi Kumar,\n\nWe received a request from our "Your data" page, made with this email address: See my data.\nTo confirm it is yours, open this link (it works once, for the next 48 hours):\nL\n\nUntil it is confirmed we do nothing with the request. If you did not make it, ignore this mail.\n\nWarm regards,\n',
    });
    expect(dataExportMail({ ...person, kind: 'access', link: 'L', validDays: 7 }).subject).toBe('Your data is ready to download');
    expect(dataRequestClosedMail({ ...person, kind: 'correction', done: false, reply: 'We could not find you.' })).toEqual({
      subject: 'Your data request (correct my data) is answered',
      text: 'Dear Ravi Kumar,\n\nWe have looked at your request (correct my data) and could not do what you asked.\n\nWe could not find you.\n\nIf you are not satisfied, reply to this mail or write to our grievance contact; you may then complain to the Data Protection Board of India.\n\nWarm regards,\nAsha Welfare Society',
    });
    expect(erasureDoneMail({ ...person, kind: 'erasure', removed: [], kept: [{ what: 'Receipts', why: 'Tax law.' }], reply: '' }).text).toBe(
      'Dear Ravi Kumar,\n\nAs you asked, we have erased the data we held under this email address.\n\nWhat we erased:\n- nothing else was held under this address\n\nWhat we had to keep, and why:\n- Receipts. Tax law.\n\nIf you are not satisfied, reply to this mail or write to our grievance contact; you may then complain to the Data Protection Board of India.\n\nWarm regards,\nAsha Welfare Society',
    );
  });
});

describe('mails in Hindi', () => {
  it('writes the donor’s mails in Hindi, the money in rupees and the society’s name as given', () => {
    const mail = receiptMail({ donorName: 'Kavita', amount: 150000, signature, number: '2026-27/0001', locale: 'hi' });
    expect(mail.subject).toBe('आपके दान की रसीद 2026-27/0001');
    expect(mail.text).toContain('₹1,50,000 के आपके दान के लिए एक बार फिर धन्यवाद।');
    expect(mail.text.endsWith('आभार सहित,\nAsha Welfare Society\nhttps://www.society.test')).toBe(true);
  });

  it('names a leave’s days as Indians write them, and its type in Hindi', () => {
    const mail = decisionMail({ ...person, request: { kind: 'leave', type: 'illness', from: '2026-12-01', to: '2026-12-03' }, approved: true, reply: 'जल्दी ठीक हो जाइए।', locale: 'hi' });
    expect(mail.subject).toBe('आपका 1 दिसंबर 2026 से 3 दिसंबर 2026 तक की छुट्टी (बीमारी) का अनुरोध स्वीकार कर लिया गया है');
    expect(mail.text).toContain('HR का जवाब: जल्दी ठीक हो जाइए।');
  });

  it('leaves no English sentence in a Hindi mail (the names, links and codes aside)', () => {
    const mails = [
      acknowledgementMail({ donorName: 'K', amount: 10, signature, locale: 'hi' }),
      inviteMail({ ...person, link: 'L', validHours: 72, locale: 'hi' }),
      decisionMail({ ...person, request: { kind: 'exit', lastDay: '2026-12-31' }, approved: true, reply: '', locale: 'hi' }),
      certificateIssuedMail({ ...person, type: 'volunteering', code: 'C', verifyUrl: 'U', locale: 'hi' }),
      certificateRevokedMail({ ...person, code: 'C', reason: 'R', locale: 'hi' }),
      dataRequestConfirmMail({ ...person, kind: 'nomination', link: 'L', validHours: 48, locale: 'hi' }),
      dataExportMail({ ...person, kind: 'access', link: 'L', validDays: 7, locale: 'hi' }),
      dataRequestClosedMail({ ...person, kind: 'grievance', done: true, reply: '', locale: 'hi' }),
      erasureDoneMail({ ...person, kind: 'erasure', removed: [], kept: [], reply: '', locale: 'hi' }),
      failedSignInsMail({ ...person, email: 'ravi@test.local', count: 10, minutes: 15, locale: 'hi' }),
    ];
    for (const { subject, text } of mails) {
      expect(subject).toMatch(DEVANAGARI);
      expect(text).not.toMatch(/\b(Dear|Thank|Your|regards|gratitude|request)\b/);
    }
  });
});

describe('the greeting (issue 43)', () => {
  const phishing = 'Donor - ACTION NEEDED: PAN mismatch, re-verify at https://80g-verify.evil.example';

  it('never puts a stored name holding a link or an address at the head of a mail: it says Hello instead', () => {
    for (const name of [phishing, 'asha@evil.example', 'www.evil.example', '  ']) {
      expect(acknowledgementMail({ donorName: name, amount: 10, signature }).text.split('\n')[0]).toBe('Hello,');
      expect(receiptMail({ donorName: name, amount: 10, signature, number: 'N', locale: 'hi' }).text.split('\n')[0]).toBe('नमस्ते,');
      expect(inviteMail({ ...person, name, link: 'L', validHours: 72 }).text.split('\n')[0]).toBe('Hello,');
    }
  });

  it('greets a name with initials, an apostrophe or in Devanagari by that name', () => {
    for (const name of ['S. K. Sharma', "Joseph D'Souza", 'सुनीता देवी']) {
      expect(dataRequestConfirmMail({ ...person, name, kind: 'access', link: 'L', validHours: 48 }).text.split('\n')[0]).toBe(`Dear ${name},`);
    }
  });
});

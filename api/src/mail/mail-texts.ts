import type { OutgoingMail } from './mail.service';

/** How mails are signed: the society's name and its site's address, from the Site tab ('' = left out). */
export interface MailSignature {
  name: string;
  siteUrl: string;
}

/** What a mail about a donation needs to know; plain, warm and short. */
export interface DonationMailFacts {
  donorName: string;
  amount: number;
  signature: MailSignature;
}

const signed = ({ name, siteUrl }: MailSignature) => [name, siteUrl].filter(Boolean);

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function rupees(amount: number): string {
  return `INR ${RUPEES.format(amount)}`;
}

/** '2026-27/0001' → 'receipt-2026-27-0001.pdf' (the name of the admin's download too). */
export function receiptFileName(number: string): string {
  return `receipt-${number.replace(/\//g, '-')}.pdf`;
}

export function acknowledgementMail(facts: DonationMailFacts): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: 'Thank you for your donation',
    text: [
      `Dear ${facts.donorName},`,
      '',
      `Thank you for your donation of ${rupees(facts.amount)}. We have received your receipt request.`,
      'Once we have matched your payment, we will email you the 80G receipt as a PDF.',
      '',
      'Your support keeps children in class and helps young people find work.',
      '',
      'With gratitude,',
      ...signed(facts.signature),
    ].join('\n'),
  };
}

export function receiptMail(facts: DonationMailFacts & { number: string }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Your donation receipt ${facts.number}`,
    text: [
      `Dear ${facts.donorName},`,
      '',
      `Thank you again for your donation of ${rupees(facts.amount)}.`,
      `Your 80G receipt ${facts.number} is attached to this email. Please keep it for your tax return.`,
      '',
      'With gratitude,',
      ...signed(facts.signature),
    ].join('\n'),
  };
}

export function birthdayWishMail(name: string, signature: MailSignature): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: 'Happy Birthday!',
    text: [`Dear ${name},`, '', 'Wishing you a very happy birthday and a wonderful year ahead.', 'Thank you for being part of our work.', '', 'Warm wishes,', ...signed(signature)].join('\n'),
  };
}

/** What a mail to a volunteer or intern needs to know. */
export interface PersonMailFacts {
  name: string;
  societyName: string;
}

const signOff = (societyName: string) => ['', 'Warm regards,', societyName];

export function inviteMail(facts: PersonMailFacts & { link: string; validHours: number }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Your volunteer account at ${facts.societyName}`,
    text: [
      `Dear ${facts.name},`,
      '',
      'Welcome aboard! You now have an account on our volunteer portal, where you can see your details,',
      'ask for leave and download your certificates.',
      '',
      `Choose your password here (the link works once, for the next ${facts.validHours} hours):`,
      facts.link,
      '',
      'If the link has expired, ask HR to send you a new one. If you did not expect this mail, you can ignore it.',
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

export function decisionMail(
  facts: PersonMailFacts & { what: string; approved: boolean; reply: string; after?: string },
): Pick<OutgoingMail, 'subject' | 'text'> {
  const verdict = facts.approved ? 'approved' : 'not approved';
  return {
    subject: `Your ${facts.what} was ${verdict}`,
    text: [
      `Dear ${facts.name},`,
      '',
      `Your ${facts.what} was ${verdict}.`,
      ...(facts.reply ? ['', `HR's reply: ${facts.reply}`] : []),
      ...(facts.after ? ['', facts.after] : []),
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

/** To HR: a volunteer or intern says their record is wrong. */
export function correctionRequestedMail(facts: PersonMailFacts & { type: string; message: string }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Correction requested by ${facts.name}`,
    text: [
      `${facts.name} (${facts.type}) asks HR to correct their details on the volunteer portal:`,
      '',
      facts.message,
      '',
      `The note is also among the remarks of ${facts.name}'s record in the HR dashboard, where their details are edited.`,
      '',
      `${facts.societyName}, volunteer portal`,
    ].join('\n'),
  };
}

export function certificateIssuedMail(facts: PersonMailFacts & { title: string; code: string; verifyUrl: string }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Your ${facts.title.toLowerCase()} certificate`,
    text: [
      `Dear ${facts.name},`,
      '',
      `Thank you for your work with us. Your ${facts.title.toLowerCase()} certificate is attached to this mail.`,
      `Its code is ${facts.code}. Anyone can check it at:`,
      facts.verifyUrl,
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

export function certificateRevokedMail(facts: PersonMailFacts & { code: string; reason: string }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Your certificate ${facts.code} was revoked`,
    text: [
      `Dear ${facts.name},`,
      '',
      `Your certificate ${facts.code} was revoked, and its check page now says so.`,
      `Reason: ${facts.reason}`,
      '',
      'If you think this is a mistake, please reply to HR.',
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

/** What a mail about a data-rights request needs to know. */
export interface DataRequestMailFacts {
  name: string;
  societyName: string;
  /** The right asked for, in the page's words ('See my data'). */
  what: string;
}

const societyOf = (name: string) => name || 'the society';

export function dataRequestConfirmMail(facts: DataRequestMailFacts & { link: string; validHours: number }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Please confirm your data request to ${societyOf(facts.societyName)}`,
    text: [
      `Dear ${facts.name},`,
      '',
      `We received a request from our "Your data" page, made with this email address: ${facts.what}.`,
      `To confirm it is yours, open this link (it works once, for the next ${facts.validHours} hours):`,
      facts.link,
      '',
      'Until it is confirmed we do nothing with the request. If you did not make it, ignore this mail.',
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

export function dataExportMail(facts: DataRequestMailFacts & { link: string; validDays: number }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: 'Your data is ready to download',
    text: [
      `Dear ${facts.name},`,
      '',
      'As you asked, here is everything we hold under this email address.',
      `Open this link to download it, as a machine-readable file (JSON) and as a page you can read or print. It works for ${facts.validDays} days:`,
      facts.link,
      '',
      'The download is made fresh from our records each time you open it; we keep no copy of it.',
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

export function dataRequestClosedMail(facts: DataRequestMailFacts & { done: boolean; reply: string }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: `Your data request (${facts.what.toLowerCase()}) is ${facts.done ? 'done' : 'answered'}`,
    text: [
      `Dear ${facts.name},`,
      '',
      facts.done ? `We have served your request: ${facts.what.toLowerCase()}.` : `We have looked at your request (${facts.what.toLowerCase()}) and could not do what you asked.`,
      ...(facts.reply ? ['', facts.reply] : []),
      '',
      'If you are not satisfied, reply to this mail or write to our grievance contact; you may then complain to the Data Protection Board of India.',
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

export function erasureDoneMail(facts: DataRequestMailFacts & { removed: string[]; kept: Array<{ what: string; why: string }>; reply: string }): Pick<OutgoingMail, 'subject' | 'text'> {
  return {
    subject: 'Your data has been erased',
    text: [
      `Dear ${facts.name},`,
      '',
      'As you asked, we have erased the data we held under this email address.',
      '',
      'What we erased:',
      ...(facts.removed.length > 0 ? facts.removed.map((line) => `- ${line}`) : ['- nothing else was held under this address']),
      '',
      'What we had to keep, and why:',
      ...facts.kept.map((kept) => `- ${kept.what}. ${kept.why}`),
      ...(facts.reply ? ['', facts.reply] : []),
      '',
      'If you are not satisfied, reply to this mail or write to our grievance contact; you may then complain to the Data Protection Board of India.',
      ...signOff(facts.societyName),
    ].join('\n'),
  };
}

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

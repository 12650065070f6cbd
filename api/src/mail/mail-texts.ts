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

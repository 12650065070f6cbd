import { formatMessage, isCashAboveDeductionLimit, RECEIPT_TEXTS, receiptText, type Locale, type MessageValues, type PaymentMode, type Translation } from '@society/contracts';
import { writeText } from '../../../pdf/pdf-fonts';
import type { SocietyIdentity } from '../../../settings/site-settings.service';
import { formatIndianAmount, rupeesInWords } from './amount-in-words';
import { indianDate, istDay } from './financial-year';

/** Printed while the society's name, PAN, 12A or 80G details are unset in the Site tab. */
export const INCOMPLETE_STAMP = RECEIPT_TEXTS.incompleteStamp;
export const NO_SIGNATURE_LINE = RECEIPT_TEXTS.noSignature;
export const DEDUCTION_NOTE = RECEIPT_TEXTS.deductionNote;
/** Printed instead of DEDUCTION_NOTE on a receipt for cash above Rs. 2,000 (section 80G(5D)). */
export const CASH_NOT_ELIGIBLE_NOTE = RECEIPT_TEXTS.cashNotEligibleNote;

type ReceiptWords = Translation<typeof RECEIPT_TEXTS>;
type ReceiptLabel = { [K in keyof ReceiptWords]: ReceiptWords[K] extends string ? K : never }[keyof ReceiptWords];

const MODE_WORDS: Record<PaymentMode, ReceiptLabel> = {
  'Bank Transfer': 'modeBankTransfer',
  Cheque: 'modeCheque',
  UPI: 'modeUpi',
  Other: 'modeOther',
  Cash: 'modeCash',
};

/** The receipt's words in one language, with the locale its messages are formatted in. */
interface Wording {
  locale: Locale;
  texts: ReceiptWords;
}

/** A Hindi receipt leads with Hindi and keeps the English beside it (the tax officer's language); the Hindi is loaded on first use. */
async function wordingsFor(language: Locale): Promise<Wording[]> {
  if (language === 'en') return [{ locale: 'en', texts: RECEIPT_TEXTS }];
  await receiptText.load('hi');
  return [
    { locale: 'hi', texts: receiptText.loaded('hi') ?? RECEIPT_TEXTS },
    { locale: 'en', texts: RECEIPT_TEXTS },
  ];
}

export interface ReceiptContent {
  society: SocietyIdentity;
  /** The society's logo as a PNG (SiteSettingsService.printLogo), printed above its name. */
  logo?: Buffer | null;
  number: string;
  issuedAt: Date;
  donor: { name: string; address: string; pan: string };
  amount: number;
  mode: PaymentMode;
  /** UTR, cheque number, or the payer's name for cash. */
  reference: string;
  donatedAt: Date;
  /** The donor's language (the donation's): 'hi' prints each label in Hindi, then in English. */
  language?: Locale;
}

/**
 * The 80G receipt as an A4 PDF. Text is in pdfkit's built-in Helvetica (no font embedded), except text
 * Helvetica cannot draw — the Hindi of a Hindi receipt, a name or an address in Devanagari — which writeText
 * sets in Noto Sans Devanagari from an installed package (no network). Helvetica has no rupee sign, so amounts
 * read 'Rs.'. pdfkit (and the font, at the first such text) is loaded at the first receipt, not at start (about
 * 20 MB that most API processes never need).
 */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { society, donor } = content;
  const wordings = await wordingsFor(content.language ?? 'en');
  const [lead] = wordings;
  const say = (key: ReceiptLabel, values?: MessageValues) => formatMessage(lead.texts[key], lead.locale, values);
  /** A label in each of the receipt's languages, as bilingual forms write it: 'रसीद संख्या / Receipt number' ('UPI' once). */
  const label = (key: ReceiptLabel) => [...new Set(wordings.map(({ texts }) => texts[key]))].join(' / ');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Donation receipt ${content.number}`, Author: society.name, Subject: 'Receipt under section 80G' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The society as the Site tab's identity gives it; a detail not set yet is left out, and the stamp says so.
  const onDay = (key: 'registrationDated' | 'registrationValidUntil', day: string) => (day ? say(key, { day: indianDate(day) }) : '');
  const heading = [
    society.addressLines.join(', '),
    society.registrationNumber && say('registrationNumber', { number: society.registrationNumber }),
    society.pan && say('societyPan', { pan: society.pan }),
    society.registration80G &&
      say('registration80G', { number: society.registration80G }) +
        onDay('registrationDated', society.registration80GDate) +
        onDay('registrationValidUntil', society.registration80GValidUntil),
    society.registration12A && say('registration12A', { number: society.registration12A }) + onDay('registrationDated', society.registration12ADate),
  ].filter(Boolean);
  if (content.logo) {
    const side = 56;
    doc.image(content.logo, (doc.page.width - side) / 2, doc.y, { fit: [side, side], align: 'center', valign: 'center' });
    doc.y += side + 8;
  }
  writeText(doc, society.name || say('societyNameNotSet'), { font: 'bold', size: 16 }, { align: 'center' });
  doc.font('Helvetica').fontSize(10); // the stamp's size, and the space above it, with or without a heading
  for (const text of heading) writeText(doc, text, { font: 'regular', size: 10 }, { align: 'center' });
  if (!society.complete) {
    doc.moveDown(0.5);
    for (const { texts } of wordings) writeText(doc, texts.incompleteStamp, { font: 'bold', size: 10 }, { align: 'center' });
  }

  doc.moveDown(1.5);
  writeText(doc, label('title'), { font: 'bold', size: 14 }, { align: 'center' });
  doc.moveDown();

  const line = (key: ReceiptLabel, value: string) => {
    writeText(doc, `${label(key)}: `, { font: 'bold', size: 11 }, { continued: true });
    writeText(doc, value, { font: 'regular', size: 11 });
  };
  line('receiptNumber', content.number);
  line('receiptDate', indianDate(istDay(content.issuedAt)));
  doc.moveDown(0.5);
  line('receivedFrom', donor.name);
  if (donor.address) line('address', donor.address);
  if (donor.pan) line('pan', donor.pan);
  doc.moveDown(0.5);
  line('amount', `Rs. ${formatIndianAmount(content.amount)}`);
  line('amountInWords', rupeesInWords(content.amount, lead.locale));
  line('paymentMode', label(MODE_WORDS[content.mode]));
  line(content.mode === 'Cheque' ? 'chequeReference' : content.mode === 'Cash' ? 'cashReference' : 'transferReference', content.reference);
  line('donatedOn', indianDate(istDay(content.donatedAt)));

  const cashAboveLimit = isCashAboveDeductionLimit(content.mode, content.amount);
  doc.moveDown(1.5);
  for (const { texts } of wordings) {
    writeText(doc, cashAboveLimit ? texts.cashNotEligibleNote : texts.deductionNote, { font: cashAboveLimit ? 'bold' : 'regular', size: 10 });
    doc.moveDown(0.3);
  }
  doc.moveDown(1.7);
  for (const { texts } of wordings) writeText(doc, texts.noSignature, { font: 'oblique', size: 10 }, { align: 'center' });
  doc.end();
  return done;
}

import { isCashAboveDeductionLimit, type PaymentMode } from '@society/contracts';
import { writeText } from '../../../pdf/pdf-fonts';
import type { SocietyIdentity } from '../../../settings/site-settings.service';
import { formatIndianAmount, rupeesInWords } from './amount-in-words';
import { indianDate, istDay } from './financial-year';

/** Printed while the society's name, PAN, 12A or 80G details are unset in the Site tab. */
export const INCOMPLETE_STAMP = "NOT A VALID RECEIPT: THE SOCIETY'S REGISTRATION DETAILS ARE NOT SET";
export const NO_SIGNATURE_LINE = 'Computer generated receipt; no signature required';
export const DEDUCTION_NOTE =
  'Donations to this society qualify for a deduction of 50% under section 80G of the Income-tax Act, 1961, subject to the limits of that section.';
/** Printed instead of DEDUCTION_NOTE on a receipt for cash above Rs. 2,000 (section 80G(5D)). */
export const CASH_NOT_ELIGIBLE_NOTE =
  'This donation was received in cash and exceeds Rs. 2,000: under section 80G(5D) of the Income-tax Act, 1961, it is not eligible for a deduction under section 80G.';

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
}

/**
 * The 80G receipt as an A4 PDF. Text is in pdfkit's built-in Helvetica (no font embedded), except a value
 * Helvetica cannot draw — a name or an address in Devanagari — which writeText sets in Noto Sans Devanagari
 * from an installed package (no network). Helvetica has no rupee sign, so amounts read 'Rs.'. pdfkit (and
 * the font, at the first such value) is loaded at the first receipt, not at start (about 20 MB that most API
 * processes never need).
 */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { society, donor } = content;
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
  const dated = (day: string) => (day ? ` dated ${indianDate(day)}` : '');
  const heading = [
    society.addressLines.join(', '),
    society.registrationNumber && `Registration number: ${society.registrationNumber}`,
    society.pan && `PAN: ${society.pan}`,
    society.registration80G &&
      `80G registration: ${society.registration80G}${dated(society.registration80GDate)}` +
        (society.registration80GValidUntil ? ` (valid until ${indianDate(society.registration80GValidUntil)})` : ''),
    society.registration12A && `12A registration: ${society.registration12A}${dated(society.registration12ADate)}`,
  ].filter(Boolean);
  if (content.logo) {
    const side = 56;
    doc.image(content.logo, (doc.page.width - side) / 2, doc.y, { fit: [side, side], align: 'center', valign: 'center' });
    doc.y += side + 8;
  }
  writeText(doc, society.name || 'Name of the society not set', { font: 'bold', size: 16 }, { align: 'center' });
  doc.font('Helvetica').fontSize(10); // the stamp's size, and the space above it, with or without a heading
  for (const text of heading) writeText(doc, text, { font: 'regular', size: 10 }, { align: 'center' });
  if (!society.complete) doc.moveDown(0.5).font('Helvetica-Bold').text(INCOMPLETE_STAMP, { align: 'center' });

  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(14).text('Donation Receipt', { align: 'center' });
  doc.moveDown();

  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    writeText(doc, value, { font: 'regular', size: 11 });
  };
  line('Receipt number', content.number);
  line('Receipt date', indianDate(istDay(content.issuedAt)));
  doc.moveDown(0.5);
  line('Received with thanks from', donor.name);
  if (donor.address) line('Address', donor.address);
  if (donor.pan) line('PAN', donor.pan);
  doc.moveDown(0.5);
  line('Amount', `Rs. ${formatIndianAmount(content.amount)}`);
  line('Amount in words', rupeesInWords(content.amount));
  line('Mode of payment', content.mode);
  line(content.mode === 'Cheque' ? 'Cheque reference' : content.mode === 'Cash' ? 'Reference' : 'UTR / reference', content.reference);
  line('Date of donation', indianDate(istDay(content.donatedAt)));

  const cashAboveLimit = isCashAboveDeductionLimit(content.mode, content.amount);
  doc.moveDown(1.5).font(cashAboveLimit ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(cashAboveLimit ? CASH_NOT_ELIGIBLE_NOTE : DEDUCTION_NOTE);
  doc.moveDown(2).font('Helvetica-Oblique').text(NO_SIGNATURE_LINE, { align: 'center' });
  doc.end();
  return done;
}

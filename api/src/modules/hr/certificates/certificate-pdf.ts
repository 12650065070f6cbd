import QRCode from 'qrcode';
import { CERTIFICATE_TYPE_LABELS, type CertificateType, type NewCertificate } from '@society/contracts';
import { writeText } from '../../../pdf/pdf-fonts';
import { todayInIndia } from '../../../validation/calendar-day';

export const EXAMPLE_STAMP = 'EXAMPLE SETTINGS - NOT A VALID CERTIFICATE';
/** Deep orange of the brand (BRAND.md): AA contrast on white for the words it carries. */
const ACCENT = '#C2410C';
const INK = '#1C1917';
const MUTED = '#57534E';

/** What HR issued (days YYYY-MM-DD), for whom, and where it is checked. */
export interface CertificateContent extends Omit<NewCertificate, 'applicantId'> {
  /** As the Site tab holds it; isExample while its registration details are unset (the PDF then says so). */
  society: { name: string; address: string; isExample: boolean };
  /** The society's logo as a PNG (SiteSettingsService.printLogo), in the top left corner. */
  logo?: Buffer | null;
  code: string;
  /** The public page that checks it; the QR code holds this URL. */
  verifyUrl: string;
  holderName: string;
  issuedAt: Date;
}

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-08-15' → '15 August 2026'. */
export function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}

export function certificateTitle(type: CertificateType): string {
  return type === 'internship' ? 'Certificate of Internship Completion' : 'Certificate of Volunteering';
}

function statement(content: CertificateContent): string {
  const period = `from ${longDate(content.from)} to ${longDate(content.to)}`;
  const hours = content.hours ? `, giving ${content.hours} hours of their time` : '';
  // Before the Site tab has the society's name (the PDF then says it is not valid) the sentence still reads.
  const society = content.society.name || 'the society';
  return content.type === 'internship'
    ? `has successfully completed an internship with ${society} as ${content.role}, ${period}${hours}.`
    : `has served as a volunteer with ${society} as ${content.role}, ${period}${hours}.`;
}

/**
 * The certificate as a landscape A4 PDF, with pdfkit (as the receipts): Helvetica, no font embedded, except
 * text Helvetica cannot draw (a name, role or description in Devanagari), which writeText sets in Noto Sans
 * Devanagari. The QR code is drawn as vector squares from the verify URL, and the URL is also printed and
 * linked, for whoever reads it on a screen.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { society } = content;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 64,
    info: { Title: `${certificateTitle(content.type)}: ${content.holderName}`, Author: society.name, Subject: `${CERTIFICATE_TYPE_LABELS[content.type]} certificate ${content.code}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  const inner = { left: 64, width: width - 128 };
  doc.lineWidth(3).strokeColor(ACCENT).rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(0.75).rect(32, 32, width - 64, height - 64).stroke();

  // In the corner, inside the border: the centred lines below keep their place with or without it.
  if (content.logo) doc.image(content.logo, 52, 52, { fit: [56, 56] });
  writeText(doc.fillColor(INK), society.name, { font: 'bold', size: 18 }, inner.left, 60, { width: inner.width, align: 'center' });
  writeText(doc.fillColor(MUTED), society.address, { font: 'regular', size: 9.5 }, { width: inner.width, align: 'center' });
  if (society.isExample) doc.moveDown(0.3).fillColor(ACCENT).font('Helvetica-Bold').fontSize(10).text(EXAMPLE_STAMP, { width: inner.width, align: 'center' });

  doc.moveDown(1.4).fillColor(ACCENT).font('Helvetica-Bold').fontSize(28).text(certificateTitle(content.type), { width: inner.width, align: 'center' });
  doc.moveDown(0.8).fillColor(INK).font('Helvetica').fontSize(13).text('This is to certify that', { width: inner.width, align: 'center' });
  writeText(doc.moveDown(0.4), content.holderName, { font: 'bold', size: 24 }, { width: inner.width, align: 'center' });
  writeText(doc.moveDown(0.5), statement(content), { font: 'regular', size: 13 }, inner.left + 40, doc.y, { width: inner.width - 80, align: 'center' });
  if (content.description) writeText(doc.moveDown(0.6).fillColor(MUTED), content.description, { font: 'oblique', size: 11.5 }, { width: inner.width - 80, align: 'center' });

  // Bottom band: signatory on the left, the code and its QR code on the right.
  const bandTop = height - 176;
  doc.fillColor(INK).font('Helvetica').fontSize(10.5).text(`Issued on ${longDate(todayInIndia(content.issuedAt))}`, 72, bandTop, { width: 280 });
  doc.lineWidth(0.75).strokeColor(MUTED).moveTo(72, bandTop + 64).lineTo(300, bandTop + 64).stroke();
  writeText(doc.fillColor(INK), content.signatoryName, { font: 'bold', size: 12 }, 72, bandTop + 72, { width: 280 });
  writeText(doc.fillColor(MUTED), content.signatoryTitle, { font: 'regular', size: 10.5 }, { width: 280 });

  const qrSize = 96;
  const qrLeft = width - 72 - qrSize;
  drawQrCode(doc, content.verifyUrl, qrLeft, bandTop, qrSize);
  const textRight = qrLeft - 12;
  doc.fillColor(INK).font('Helvetica').fontSize(9.5).text('Certificate code', textRight - 260, bandTop + 8, { width: 260, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(14).text(content.code, { width: 260, align: 'right' });
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(MUTED).text('Scan the code, or check it at', { width: 260, align: 'right' });
  doc.fillColor(ACCENT).text(content.verifyUrl, { width: 260, align: 'right', link: content.verifyUrl, underline: true });

  doc.end();
  return done;
}

type Doc = InstanceType<typeof import('pdfkit')>;

/** The QR code's dark modules as filled squares (error correction M, a quiet zone of 2 modules). */
function drawQrCode(doc: Doc, text: string, left: number, top: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.save().fillColor('#000000');
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (qr.modules.get(row, column)) doc.rect(left + (column + quiet) * cell, top + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
  doc.link(left, top, size, size, text);
}

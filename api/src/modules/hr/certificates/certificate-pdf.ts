import QRCode from 'qrcode';
import {
  CERTIFICATE_TYPE_LABELS,
  certificateText,
  formatDay,
  formatMessage,
  type CERTIFICATE_TEXTS,
  type CertificateLanguage,
  type CertificateType,
  type Locale,
  type MessageValues,
  type NewCertificate,
  type Translation,
} from '@society/contracts';
import { fontFor, writeText, type PdfTextStyle } from '../../../pdf/pdf-fonts';
import { todayInIndia } from '../../../validation/calendar-day';

/** Deep orange of the brand (BRAND.md): AA contrast on white for the words it carries. */
const ACCENT = '#C2410C';
const INK = '#1C1917';
const MUTED = '#57534E';

/** What HR issued (days YYYY-MM-DD), for whom, in what language, and where it is checked. */
export interface CertificateContent extends Omit<NewCertificate, 'applicantId' | 'language'> {
  /** As the Site tab holds it; isExample while its registration details are unset (the PDF then says so). */
  society: { name: string; address: string; isExample: boolean };
  /** The society's logo as a PNG (SiteSettingsService.printLogo), in the top left corner. */
  logo?: Buffer | null;
  code: string;
  /** The public page that checks it; the QR code holds this URL. */
  verifyUrl: string;
  holderName: string;
  issuedAt: Date;
  /** 'both': each text in English, then in Hindi, on the same page. */
  language: CertificateLanguage;
}

/** The certificate's fixed words in one language (certificateText), with the locale its days and numbers are written in. */
interface Wording {
  locale: Locale;
  texts: Translation<typeof CERTIFICATE_TEXTS>;
}

/** The languages a certificate is printed in, first the one it leads with; the Hindi is loaded on first use. */
async function wordingsFor(language: CertificateLanguage): Promise<Wording[]> {
  const locales: Locale[] = language === 'both' ? ['en', 'hi'] : [language];
  await Promise.all(locales.map((locale) => certificateText.load(locale)));
  return locales.map((locale) => ({ locale, texts: certificateText.loaded(locale) ?? certificateText.en }));
}

const say = (wording: Wording, message: string, values?: MessageValues) => formatMessage(message, wording.locale, values);

/** '2026-08-15' → '15 August 2026' / '15 अगस्त 2026' (UTC midnight is the same day in India). */
function longDate(day: string, locale: Locale): string {
  return formatDay(`${day}T00:00:00Z`, locale);
}

function certificateTitle(type: CertificateType, { texts }: Wording): string {
  return type === 'internship' ? texts.titleInternship : texts.titleVolunteering;
}

function statement(content: CertificateContent, wording: Wording): string {
  const { texts } = wording;
  return say(wording, content.type === 'internship' ? texts.statementInternship : texts.statementVolunteering, {
    // Before the Site tab has the society's name (the PDF then says it is not valid) the sentence still reads.
    society: content.society.name || texts.theSociety,
    role: content.role,
    from: longDate(content.from, wording.locale),
    to: longDate(content.to, wording.locale),
    withHours: content.hours ? 'yes' : 'no',
    // As text: a number would be grouped ('1,500') where the certificate always printed '1500'.
    hours: String(content.hours ?? ''),
  });
}

/** One centred paragraph between the society's name and the bottom band. */
interface Paragraph {
  text: string;
  style: PdfTextStyle;
  color: string;
  /** The space above it, in lines of the paragraph before (as doc.moveDown counts them). */
  gapAbove: number;
  /** Set in from the text width on each side (the statements and the description). */
  indent?: number;
}

/** What a certificate in one language says: the title, the name and what they did, as it always was. */
function oneLanguage(content: CertificateContent, wording: Wording): Paragraph[] {
  return [
    { text: certificateTitle(content.type, wording), style: { font: 'bold', size: 28 }, color: ACCENT, gapAbove: 1.4 },
    { text: wording.texts.certifyThat, style: { font: 'regular', size: 13 }, color: INK, gapAbove: 0.8 },
    { text: content.holderName, style: { font: 'bold', size: 24 }, color: INK, gapAbove: 0.4 },
    { text: statement(content, wording), style: { font: 'regular', size: 13 }, color: INK, gapAbove: 0.5, indent: 40 },
    ...description(content, { font: 'oblique', size: 11.5 }, 0.6),
  ];
}

/** English and Hindi on one page: each block in English with its Hindi under it, a little smaller. */
function twoLanguages(content: CertificateContent, english: Wording, hindi: Wording): Paragraph[] {
  return [
    { text: certificateTitle(content.type, english), style: { font: 'bold', size: 26 }, color: ACCENT, gapAbove: 1.2 },
    { text: certificateTitle(content.type, hindi), style: { font: 'bold', size: 17 }, color: ACCENT, gapAbove: 0 },
    { text: english.texts.certifyThat, style: { font: 'regular', size: 12.5 }, color: INK, gapAbove: 0.6 },
    { text: hindi.texts.certifyThat, style: { font: 'regular', size: 12 }, color: INK, gapAbove: 0 },
    { text: content.holderName, style: { font: 'bold', size: 24 }, color: INK, gapAbove: 0.25 },
    { text: statement(content, english), style: { font: 'regular', size: 12 }, color: INK, gapAbove: 0.4, indent: 40 },
    // Noto's Devanagari (and the Latin in it) reads larger than Helvetica at the same size.
    { text: statement(content, hindi), style: { font: 'regular', size: 11.5 }, color: INK, gapAbove: 0.3, indent: 40 },
    ...description(content, { font: 'oblique', size: 11 }, 0.5),
  ];
}

/** HR's description of the work, as typed (in whichever language), under the statements. */
function description(content: CertificateContent, style: PdfTextStyle, gapAbove: number): Paragraph[] {
  return content.description ? [{ text: content.description, style, color: MUTED, gapAbove, indent: 40 }] : [];
}

/**
 * The certificate as a landscape A4 PDF, with pdfkit (as the receipts): Helvetica, no font embedded, except
 * text Helvetica cannot draw (Hindi, or a name, role or description in Devanagari), which writeText sets in
 * Noto Sans Devanagari. The QR code is drawn as vector squares from the verify URL, and the URL is also
 * printed and linked, for whoever reads it on a screen.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { society } = content;
  const wordings = await wordingsFor(content.language);
  const [first, second] = wordings;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 64,
    info: { Title: `${certificateTitle(content.type, first)}: ${content.holderName}`, Author: society.name, Subject: `${CERTIFICATE_TYPE_LABELS[content.type]} certificate ${content.code}` },
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
  if (society.isExample) {
    doc.moveDown(0.3);
    for (const wording of wordings) writeText(doc.fillColor(ACCENT), wording.texts.exampleStamp, { font: 'bold', size: 10 }, { width: inner.width, align: 'center' });
  }

  // Bottom band: signatory on the left, the code and its QR code on the right; the middle ends above it.
  const bandTop = height - 176;
  drawMiddle(doc, second ? twoLanguages(content, first, second) : oneLanguage(content, first), { left: inner.left, width: inner.width, bottom: bandTop - 12 });

  const issuedOn = (wording: Wording) => say(wording, wording.texts.issuedOn, { day: longDate(todayInIndia(content.issuedAt), wording.locale) });
  writeText(doc.fillColor(INK), issuedOn(first), { font: 'regular', size: 10.5 }, 72, bandTop, { width: 280 });
  if (second) writeText(doc, issuedOn(second), { font: 'regular', size: 10 }, { width: 280 });
  doc.lineWidth(0.75).strokeColor(MUTED).moveTo(72, bandTop + 64).lineTo(300, bandTop + 64).stroke();
  writeText(doc.fillColor(INK), content.signatoryName, { font: 'bold', size: 12 }, 72, bandTop + 72, { width: 280 });
  writeText(doc.fillColor(MUTED), content.signatoryTitle, { font: 'regular', size: 10.5 }, { width: 280 });

  const qrSize = 96;
  const qrLeft = width - 72 - qrSize;
  drawQrCode(doc, content.verifyUrl, qrLeft, bandTop, qrSize);
  const column = { width: 260, align: 'right' } as const;
  writeText(doc.fillColor(INK), first.texts.certificateCode, { font: 'regular', size: 9.5 }, qrLeft - 12 - column.width, bandTop + 8, column);
  if (second) writeText(doc, second.texts.certificateCode, { font: 'regular', size: 9 }, column);
  doc.font('Helvetica-Bold').fontSize(14).text(content.code, column);
  writeText(doc.moveDown(0.3).fillColor(MUTED), first.texts.scanOrCheck, { font: 'regular', size: 9 }, column);
  if (second) writeText(doc, second.texts.scanOrCheck, { font: 'regular', size: 9 }, column);
  writeText(doc.fillColor(ACCENT), content.verifyUrl, { font: 'regular', size: 9 }, { ...column, link: content.verifyUrl, underline: true });

  doc.end();
  return done;
}

type Doc = InstanceType<typeof import('pdfkit')>;

/** How far the middle may shrink to fit: a safety net (the longest role and description fit at full size in both languages). */
const MIN_SCALE = 0.6;
const SCALE_STEP = 0.05;

/**
 * The centred paragraphs from where the header ended, each at its size unless together they would run into
 * the bottom band (a long role and description, in two languages): then all a little smaller, until they fit.
 */
function drawMiddle(doc: Doc, paragraphs: Paragraph[], area: { left: number; width: number; bottom: number }): void {
  const top = doc.y;
  // The first gap is counted in the header's last line, as doc.moveDown would.
  const headerLine = doc.currentLineHeight(true);
  const sized = (paragraph: Paragraph, scale: number): PdfTextStyle => ({ font: paragraph.style.font, size: paragraph.style.size * scale });
  const place = (paragraph: Paragraph) => ({ x: area.left + (paragraph.indent ?? 0), options: { width: area.width - 2 * (paragraph.indent ?? 0), align: 'center' } as const });
  const heightAt = (scale: number) => {
    let total = 0;
    let lineAbove = headerLine;
    for (const paragraph of paragraphs) {
      const style = sized(paragraph, scale);
      doc.font(fontFor(doc, paragraph.text, style.font)).fontSize(style.size);
      total += paragraph.gapAbove * lineAbove + doc.heightOfString(paragraph.text, place(paragraph).options);
      lineAbove = doc.currentLineHeight(true);
    }
    return total;
  };
  let scale = 1;
  while (scale > MIN_SCALE && top + heightAt(scale) > area.bottom) scale -= SCALE_STEP;

  let lineAbove = headerLine;
  for (const paragraph of paragraphs) {
    const { x, options } = place(paragraph);
    doc.y += paragraph.gapAbove * lineAbove;
    writeText(doc.fillColor(paragraph.color), paragraph.text, sized(paragraph, scale), x, doc.y, options);
    lineAbove = doc.currentLineHeight(true);
  }
}

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

import { BadRequestException } from '@nestjs/common';
import { API_MESSAGES, formatMessage, FORM_10BE_UNZIP_LIMITS, FORM_10BE_UPLOAD_MAX_BYTES, FORM_10BE_ZIP_MAX_FILES } from '@society/contracts';
import { unzipBounded, ZipRefusedError } from '../../../storage/bounded-unzip';

/**
 * Reads the Form 10BE certificates the income-tax portal generates after Form 10BD (Rule 18AB): one PDF per
 * donor, uploaded one by one or in a zip. The certificate prints its fields as label and value on one line
 * ("Unique Identification Number of the donor", "Name of the donor", "Financial year", "Amount of donation",
 * "Acknowledgement Number"...); the text is read with pdf2json and put back into lines by position.
 * A file that is not a PDF, or a PDF that is not a Form 10BE, refuses the whole upload (400 naming it).
 */

export const FORM_10BE_MESSAGES = {
  noFile: 'Upload a Form 10BE certificate (PDF) or a zip of them in the field "file"',
  notPdfOrZip: (name: string) => `${name} is not a PDF or a zip of PDFs`,
  notPdf: (name: string) => `${name} is not a PDF`,
  unreadable: (name: string) => `${name} could not be read as a PDF`,
  notForm10be: (name: string) => `${name} is not a Form 10BE certificate (no "FORM NO. 10BE" title)`,
  missingField: (name: string, field: string) => `${name} is a Form 10BE but its ${field} could not be read`,
  // A zip refused whole, saying why: the words are the catalogue's, which has their Hindi.
  badZip: (name: string) => formatMessage(API_MESSAGES.form10beBadZip, 'en', { name }),
  emptyZip: (name: string) => `${name} holds no PDF`,
  tooManyFiles: (name: string) => formatMessage(API_MESSAGES.form10beTooManyFiles, 'en', { name, count: FORM_10BE_ZIP_MAX_FILES }),
  zipTooLarge: (name: string) => formatMessage(API_MESSAGES.form10beZipTooLarge, 'en', { name, mb: FORM_10BE_UNZIP_LIMITS.unpackedBytes / (1024 * 1024) }),
  zipTooManyEntries: (name: string) => formatMessage(API_MESSAGES.form10beZipTooManyEntries, 'en', { name, count: FORM_10BE_UNZIP_LIMITS.entries }),
  zipRatio: (name: string, file: string) => formatMessage(API_MESSAGES.form10beZipRatio, 'en', { name, file, ratio: FORM_10BE_UNZIP_LIMITS.ratio }),
  tooLarge: `The file is too large. Maximum size is ${FORM_10BE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
} as const;

/** What one certificate says. */
export interface Form10beFields {
  financialYear: string;
  idCode: string;
  uniqueId: string;
  donorName: string;
  amount: number | null;
  arn: string;
}

export interface ReadCertificate {
  fileName: string;
  pdf: Buffer;
  fields: Form10beFields;
}

const PDF_MAGIC = '%PDF-';
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Parts of a zip made on a Mac that are no file of the upload (resource forks, Finder's notes). */
const MAC_EXTRAS = /(^|\/)(__MACOSX\/|\.DS_Store$)/;

/** How long one PDF may take to read. */
const PARSE_TIMEOUT_MS = 15_000;

/** The text items of a page, put back into lines: items whose tops are this close (pdf2json units) share a line. */
const SAME_LINE = 0.3;

interface TextItem {
  x: number;
  y: number;
  text: string;
}

/** pdf2json (CommonJS) is loaded at the first certificate, not at start: most API processes never read one. */
async function pdfTextLines(pdf: Buffer): Promise<string[]> {
  const { default: PDFParser } = (await import('pdf2json')) as unknown as { default: typeof import('pdf2json').default };
  // pdf2json reads the buffer's whole ArrayBuffer from offset 0: give it one of its own.
  const own = Buffer.from(new Uint8Array(pdf).buffer);
  const parser = new PDFParser(null, false);
  let timer: NodeJS.Timeout | undefined;
  const pages = await new Promise<Array<{ Texts: Array<{ x: number; y: number; R: Array<{ T: string }> }> }>>((resolve, reject) => {
    // A certificate reads in well under a second; a file that keeps the parser busy is refused.
    timer = setTimeout(() => reject(new Error('PDF took too long to read')), PARSE_TIMEOUT_MS);
    parser.on('pdfParser_dataError', (error) => reject(error instanceof Error ? error : error.parserError));
    parser.on('pdfParser_dataReady', (data) => resolve(data.Pages as never));
    // -1: errors only (pdf2json reads 0 as 'the default', warnings), so a certificate leaves no line in the log.
    parser.parseBuffer(own, -1);
  }).finally(() => {
    clearTimeout(timer);
    parser.destroy();
  });
  const lines: string[] = [];
  for (const page of pages) {
    const items: TextItem[] = page.Texts.map((text) => ({ x: text.x, y: text.y, text: text.R.map((run) => run.T).join('') }));
    items.sort((a, b) => a.y - b.y || a.x - b.x);
    let current: TextItem[] = [];
    const flush = () => {
      if (current.length > 0) lines.push(current.sort((a, b) => a.x - b.x).map((item) => item.text.trim()).filter(Boolean).join(' '));
      current = [];
    };
    for (const item of items) {
      if (current.length > 0 && Math.abs(item.y - current[0].y) > SAME_LINE) flush();
      current.push(item);
    }
    flush();
  }
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The value printed after a label: the rest of the label's line, or the next line when that is empty. */
function valueAfter(lines: string[], label: RegExp): string {
  const index = lines.findIndex((line) => label.test(line));
  if (index < 0) return '';
  const rest = lines[index].replace(label, '').replace(/^[\s:.\-–]+/, '').trim();
  return rest || (lines[index + 1] ?? '').trim();
}

const LABELS = {
  uniqueId: /^.*unique\s+identification\s+number(\s+of\s+the\s+donor)?/i,
  idCode: /^.*\bid\s+code(\s+of\s+the\s+donor)?/i,
  donorName: /^.*name\s+of\s+(the\s+)?donor/i,
  financialYear: /^.*financial\s+year(\s+in\s+which\s+(the\s+)?donation\s+(is\s+|was\s+)?received)?/i,
  amount: /^.*amount\s+of\s+donation(\s*\(\s*indian\s+rupees\s*\))?/i,
  arn: /^.*(acknowledgement\s+(reference\s+)?number|\bARN\b)(\s+of\s+(the\s+)?form\s+no\.?\s*10BD)?/i,
} as const;

/** '2025-26', 'FY 2025-26', '2025-2026' → '2025-26'; '' when none. */
function financialYearIn(text: string): string {
  const match = /(\d{4})\s*[-–/]\s*(\d{2,4})/.exec(text);
  if (!match) return '';
  const start = Number(match[1]);
  const end = Number(match[2].slice(-2));
  return end === (start + 1) % 100 ? `${start}-${String(end).padStart(2, '0')}` : '';
}

/** 'Rs. 1,00,000.50', '₹ 5,000' → 100000.5, 5000; null when none. */
function amountIn(text: string): number | null {
  const match = /\d[\d,]*(\.\d{1,2})?/.exec(text.replace(/(rs\.?|inr|₹)/gi, ''));
  if (!match) return null;
  const amount = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : null;
}

/** The fields of a certificate's text lines, or the name of the first field that is missing. */
export function form10beFields(lines: string[]): Form10beFields | { missing: string } | null {
  if (!lines.some((line) => /form\s*no\.?\s*10\s*BE\b/i.test(line))) return null;
  const uniqueId = valueAfter(lines, LABELS.uniqueId).split(' ')[0]?.toUpperCase() ?? '';
  if (!uniqueId) return { missing: 'donor\'s Unique Identification Number' };
  const donorName = valueAfter(lines, LABELS.donorName);
  if (!donorName) return { missing: 'donor\'s name' };
  const financialYear = financialYearIn(valueAfter(lines, LABELS.financialYear));
  if (!financialYear) return { missing: 'financial year' };
  const arn = (valueAfter(lines, LABELS.arn).split(' ')[0] ?? '').replace(/[^A-Za-z0-9]/g, '');
  return { financialYear, idCode: valueAfter(lines, LABELS.idCode), uniqueId, donorName, amount: amountIn(valueAfter(lines, LABELS.amount)), arn };
}

async function readCertificate(fileName: string, pdf: Buffer): Promise<ReadCertificate> {
  if (pdf.subarray(0, 1024).toString('latin1').indexOf(PDF_MAGIC) < 0) throw new BadRequestException(FORM_10BE_MESSAGES.notPdf(fileName));
  let lines: string[];
  try {
    lines = await pdfTextLines(pdf);
  } catch {
    throw new BadRequestException(FORM_10BE_MESSAGES.unreadable(fileName));
  }
  const fields = form10beFields(lines);
  if (!fields) throw new BadRequestException(FORM_10BE_MESSAGES.notForm10be(fileName));
  if ('missing' in fields) throw new BadRequestException(FORM_10BE_MESSAGES.missingField(fileName, fields.missing));
  return { fileName, pdf, fields };
}

/** The last part of a path inside a zip, kept printable (it is shown to the admin and stored). */
function baseName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200);
}

/**
 * Every certificate of an upload (a PDF, or a zip of PDFs), read whole before anything is stored: one file
 * that is not a Form 10BE refuses the upload, naming that file.
 */
export async function readForm10beUpload(upload: { originalname: string; buffer: Buffer }): Promise<ReadCertificate[]> {
  const name = baseName(upload.originalname || 'upload');
  const head = upload.buffer.subarray(0, 4);
  if (head.equals(ZIP_MAGIC)) return readZip(name, upload.buffer);
  if (upload.buffer.subarray(0, 1024).toString('latin1').includes(PDF_MAGIC)) return [await readCertificate(name, upload.buffer)];
  throw new BadRequestException(FORM_10BE_MESSAGES.notPdfOrZip(name));
}

async function readZip(zipName: string, zip: Buffer): Promise<ReadCertificate[]> {
  let entries;
  try {
    // Inflated with its bounds counted as the bytes come: a zip bomb is refused a few MB in, not unpacked.
    entries = await unzipBounded(zip, FORM_10BE_UNZIP_LIMITS, (path) => !path.endsWith('/') && !MAC_EXTRAS.test(path));
  } catch (error) {
    if (!(error instanceof ZipRefusedError)) throw error;
    if (error.reason === 'unpacked') throw new BadRequestException(FORM_10BE_MESSAGES.zipTooLarge(zipName));
    if (error.reason === 'entries') throw new BadRequestException(FORM_10BE_MESSAGES.zipTooManyEntries(zipName));
    if (error.reason === 'ratio') throw new BadRequestException(FORM_10BE_MESSAGES.zipRatio(zipName, baseName(error.entry)));
    throw new BadRequestException(FORM_10BE_MESSAGES.badZip(zipName));
  }
  if (entries.length === 0) throw new BadRequestException(FORM_10BE_MESSAGES.emptyZip(zipName));
  if (entries.length > FORM_10BE_ZIP_MAX_FILES) throw new BadRequestException(FORM_10BE_MESSAGES.tooManyFiles(zipName));
  const certificates: ReadCertificate[] = [];
  for (const { name, data } of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    certificates.push(await readCertificate(`${zipName}: ${name}`, Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
  }
  return certificates;
}

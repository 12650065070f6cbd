import {
  formatDay,
  formatMessage,
  PROGRESS_CARD_TEXTS,
  progressCardText,
  type ArithmeticLevel,
  type AssessmentRound,
  type Locale,
  type ReadingLevel,
  type Term,
  type Translation,
} from '@society/contracts';
import { writeText, type PdfTextStyle } from '../../../../pdf/pdf-fonts';

type CardWords = Translation<typeof PROGRESS_CARD_TEXTS>;
type CardLabel = keyof CardWords;
type PdfDoc = PDFKit.PDFDocument;

/** One child's card for one term, as plain data (the service reads it; this file only lays it out). */
export interface ProgressCardContent {
  /** The guardian's language. */
  language: Locale;
  /** The society's name and address in that language (the Site tab's, as the receipts print them). */
  societyName: string;
  societyAddress: string;
  /** The society's logo as a PNG (SiteSettingsService.printLogo), or null. */
  logo: Buffer | null;
  childName: string;
  batchName: string;
  centreName: string;
  academicYear: string;
  term: Term;
  attendance: { held: number; present: number; percent: number | null };
  teachesEnglish: boolean;
  /** The rounds of the year up to the term's end, in order; a round not assessed has null levels. */
  rounds: Array<{ round: AssessmentRound; assessedOn: string | null; readingHindi: ReadingLevel | null; readingEnglish: ReadingLevel | null; arithmetic: ArithmeticLevel | null }>;
  remark: string;
  /** YYYY-MM-DD (India). */
  issuedOn: string;
}

const READING_WORDS: Record<ReadingLevel, CardLabel> = {
  beginner: 'readingBeginner',
  letter: 'readingLetter',
  word: 'readingWord',
  paragraph: 'readingParagraph',
  story: 'readingStory',
};
const ARITHMETIC_WORDS: Record<ArithmeticLevel, CardLabel> = {
  beginner: 'arithmeticBeginner',
  'number-1-9': 'arithmeticNumbers1to9',
  'number-10-99': 'arithmeticNumbers10to99',
  subtraction: 'arithmeticSubtraction',
  division: 'arithmeticDivision',
};

// BRAND.md: the deep orange carries words on white (AA); the tint only sits behind near-black text.
const ACCENT = '#C2410C';
const TINT = '#FFF4EC';
const INK = '#1F2937';
const MUTED = '#4B5563';
const RULE = '#E5D5C8';
const MARGIN = 48;

const style = (font: PdfTextStyle['font'], size: number): PdfTextStyle => ({ font, size });

/** The card's words in `language`, its Hindi loaded on first use. */
async function wordsFor(language: Locale): Promise<CardWords> {
  if (language === 'en') return PROGRESS_CARD_TEXTS;
  await progressCardText.load(language);
  return progressCardText.loaded(language) ?? PROGRESS_CARD_TEXTS;
}

/**
 * Progress cards as one A4 PDF, one page each (a batch's cards for a parents' meeting, or one child's). Text
 * Helvetica cannot draw (Hindi words, a Devanagari name) is set in Noto Sans Devanagari by writeText.
 */
export async function renderProgressCards(cards: ProgressCardContent[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: cards.length === 1 ? `Progress card: ${cards[0].childName}` : 'Progress cards', Author: cards[0]?.societyName ?? '' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const card of cards) {
    doc.addPage();
    drawCard(doc, card, await wordsFor(card.language));
  }
  doc.end();
  return done;
}

function drawCard(doc: PdfDoc, card: ProgressCardContent, words: CardWords): void {
  const say = (key: CardLabel, values?: Record<string, string>) => formatMessage(words[key], card.language, values);
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  // The society, as its receipts show it: logo, name, address; an orange band across the top.
  doc.rect(0, 0, doc.page.width, 10).fill(ACCENT);
  doc.y = MARGIN - 8;
  if (card.logo) {
    const side = 52;
    doc.image(card.logo, (doc.page.width - side) / 2, doc.y, { fit: [side, side], align: 'center', valign: 'center' });
    doc.y += side + 6;
  }
  doc.fillColor(INK);
  writeText(doc, card.societyName || say('societyNameNotSet'), style('bold', 16), left, doc.y, { width, align: 'center' });
  if (card.societyAddress) {
    doc.fillColor(MUTED);
    writeText(doc, card.societyAddress, style('regular', 9), left, doc.y + 2, { width, align: 'center' });
  }

  doc.y += 14;
  doc.fillColor(ACCENT);
  writeText(doc, say('title'), style('bold', 20), left, doc.y, { width, align: 'center' });
  doc.fillColor(INK);
  writeText(doc, say('yearAndTerm', { year: card.academicYear, term: say(card.term) }), style('regular', 11), left, doc.y + 2, { width, align: 'center' });

  // Who the card is for.
  doc.y += 16;
  const boxTop = doc.y;
  const rows: Array<[CardLabel, string]> = [
    ['childName', card.childName],
    ['batch', card.batchName],
    ['centre', card.centreName],
  ];
  const rowHeight = 24;
  doc.roundedRect(left, boxTop, width, rows.length * rowHeight + 12, 6).fill(TINT);
  rows.forEach(([label, value], index) => {
    const y = boxTop + 10 + index * rowHeight;
    doc.fillColor(MUTED);
    writeText(doc, say(label), style('regular', 10), left + 14, y + 2, { width: 120, lineBreak: false });
    doc.fillColor(INK);
    writeText(doc, value, style(label === 'childName' ? 'bold' : 'regular', label === 'childName' ? 14 : 11), left + 140, y, { width: width - 154, lineBreak: false, ellipsis: true });
  });
  doc.y = boxTop + rows.length * rowHeight + 12;

  // Attendance: three figures side by side.
  heading(doc, say('attendanceHeading'), width);
  const tiles: Array<[CardLabel, string]> = [
    ['classDaysHeld', String(card.attendance.held)],
    ['daysPresent', String(card.attendance.present)],
    ['attendancePercent', card.attendance.percent === null ? '–' : `${card.attendance.percent}%`],
  ];
  const gap = 12;
  const tileWidth = (width - 2 * gap) / 3;
  const tileTop = doc.y;
  tiles.forEach(([label, value], index) => {
    const x = left + index * (tileWidth + gap);
    doc.roundedRect(x, tileTop, tileWidth, 64, 6).lineWidth(1).strokeColor(RULE).stroke();
    doc.fillColor(index === 2 ? ACCENT : INK);
    writeText(doc, value, style('bold', 22), x, tileTop + 10, { width: tileWidth, align: 'center', lineBreak: false });
    doc.fillColor(MUTED);
    writeText(doc, say(label), style('regular', 10), x, tileTop + 40, { width: tileWidth, align: 'center', lineBreak: false });
  });
  doc.y = tileTop + 64;
  if (card.attendance.held === 0) {
    doc.fillColor(MUTED);
    writeText(doc, say('noClassDays'), style('regular', 10), left, doc.y + 6, { width });
  }

  // Learning levels, round by round, as words.
  heading(doc, say('levelsHeading'), width);
  const subjects: CardLabel[] = ['readingHindi', ...(card.teachesEnglish ? (['readingEnglish'] as const) : []), 'arithmetic'];
  const columns: CardLabel[] = ['round', 'assessedOn', ...subjects];
  const firstWidths = [width * 0.24, width * 0.2];
  const restWidth = (width - firstWidths[0] - firstWidths[1]) / subjects.length;
  const widths = [...firstWidths, ...subjects.map(() => restWidth)];
  const cell = (texts: string[], y: number, font: PdfTextStyle['font'], colour: string) => {
    let x = left;
    texts.forEach((text, index) => {
      doc.fillColor(colour);
      writeText(doc, text, style(font, 10), x + 8, y, { width: widths[index] - 12 });
      x += widths[index];
    });
  };
  const headerTop = doc.y;
  doc.rect(left, headerTop, width, 26).fill(ACCENT);
  cell(
    columns.map((column) => say(column)),
    headerTop + 7,
    'bold',
    '#FFFFFF',
  );
  let y = headerTop + 26;
  card.rounds.forEach((round, index) => {
    const levelOf = (subject: CardLabel) => {
      const level = round[subject as 'readingHindi' | 'readingEnglish' | 'arithmetic'];
      if (!level) return say('notAssessed');
      return say(subject === 'arithmetic' ? ARITHMETIC_WORDS[level as ArithmeticLevel] : READING_WORDS[level as ReadingLevel]);
    };
    if (index % 2 === 1) doc.rect(left, y, width, 28).fill(TINT);
    cell([say(round.round), round.assessedOn ? formatDay(round.assessedOn, card.language) : '–', ...subjects.map(levelOf)], y + 8, 'regular', INK);
    y += 28;
  });
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(RULE).stroke();
  doc.y = y;

  // The teacher's remark.
  heading(doc, say('remarkHeading'), width);
  const remarkTop = doc.y;
  doc.rect(left, remarkTop, 3, 70).fill(ACCENT);
  doc.fillColor(card.remark ? INK : MUTED);
  writeText(doc, card.remark || say('noRemark'), style(card.remark ? 'regular' : 'oblique', 11), left + 14, remarkTop + 2, { width: width - 14, height: 90, ellipsis: true });

  // Signed at the parents' meeting: a line each for the teacher and the guardian.
  const footY = doc.page.height - MARGIN - 40;
  const signY = footY - 56;
  const half = (width - 40) / 2;
  (['teacherSignature', 'guardianSignature'] as const).forEach((label, index) => {
    const x = left + index * (half + 40);
    doc.moveTo(x, signY).lineTo(x + half, signY).lineWidth(0.75).strokeColor(MUTED).stroke();
    doc.fillColor(MUTED);
    writeText(doc, say(label), style('regular', 9), x, signY + 6, { width: half, lineBreak: false });
  });

  // The date and where the card comes from, at the foot of the page.
  doc.moveTo(left, footY).lineTo(left + width, footY).lineWidth(1).strokeColor(ACCENT).stroke();
  doc.fillColor(INK);
  writeText(doc, say('issuedOn', { day: formatDay(card.issuedOn, card.language) }), style('bold', 10), left, footY + 8, { width, lineBreak: false });
  doc.fillColor(MUTED);
  writeText(doc, say('footer'), style('regular', 9), left, footY + 22, { width, lineBreak: false, ellipsis: true });
  doc.fillColor(INK);
}

/** A section's heading in the accent colour, with space above it. */
function heading(doc: PdfDoc, text: string, width: number): void {
  doc.y += 18;
  doc.fillColor(ACCENT);
  writeText(doc, text, style('bold', 13), MARGIN, doc.y, { width });
  doc.y += 6;
}

import path from 'node:path';

type PdfDoc = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

export type PdfFontStyle = 'regular' | 'bold' | 'oblique';
export interface PdfTextStyle {
  font: PdfFontStyle;
  size: number;
}

const HELVETICA: Record<PdfFontStyle, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', oblique: 'Helvetica-Oblique' };
/** Noto Sans Devanagari has no italic: 'oblique' text in it stands upright. */
const DEVANAGARI: Record<PdfFontStyle, string> = { regular: 'NotoSansDevanagari', bold: 'NotoSansDevanagari-Bold', oblique: 'NotoSansDevanagari' };
const DEVANAGARI_FILES: Record<string, string> = {
  NotoSansDevanagari: '400Regular/NotoSansDevanagari_400Regular.ttf',
  'NotoSansDevanagari-Bold': '700Bold/NotoSansDevanagari_700Bold.ttf',
};
/** The font package's folder, found at the first document that needs it (a clone's node_modules or the image's). */
let fontDir: string | undefined;
/** Helvetica's ascender (718/1000 em in all three styles' metrics): where pdfkit puts its baseline below a line's top. */
const HELVETICA_ASCENDER = 0.718;
/** What WinAnsiEncoding adds to Latin-1's printable range (pdfkit maps these to its bytes 0x80–0x9F). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const registered = new WeakSet<PdfDoc>();

/** Whether pdfkit's built-in Helvetica draws every character of `text` (WinAnsi: Latin-1 and a few signs). */
export function helveticaCanDraw(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
    if (!printable && char !== '\n' && char !== '\t' && char !== '\r') return false;
  }
  return true;
}

/**
 * The font to draw `text` in: Helvetica when it can (so a Latin document is what it always was, with no font
 * embedded), else Noto Sans Devanagari — which also has Latin letters, digits and punctuation, so a mixed string
 * ('Flat 4, गांधी नगर') is drawn in one font — registered on this document the first time it is needed.
 */
export function fontFor(doc: PdfDoc, text: string, style: PdfFontStyle): string {
  if (helveticaCanDraw(text)) return HELVETICA[style];
  if (!registered.has(doc)) {
    fontDir ??= path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
    for (const [name, file] of Object.entries(DEVANAGARI_FILES)) doc.registerFont(name, path.join(fontDir, file));
    registered.add(doc);
  }
  return DEVANAGARI[style];
}

/**
 * doc.text in the font fontFor picks, at the size given. Text in Noto Sans Devanagari sits on the baseline
 * Helvetica would give it, so a value that continues a Helvetica label stays on the label's line; its taller
 * line (marks above and below the letters) only moves what follows down.
 */
export function writeText(doc: PdfDoc, text: string, style: PdfTextStyle, options?: TextOptions): PdfDoc;
export function writeText(doc: PdfDoc, text: string, style: PdfTextStyle, x: number, y: number, options?: TextOptions): PdfDoc;
export function writeText(doc: PdfDoc, text: string, style: PdfTextStyle, ...place: [TextOptions?] | [number, number, TextOptions?]): PdfDoc {
  const [x, y, options] = place.length > 1 ? (place as [number, number, TextOptions?]) : [undefined, undefined, place[0] as TextOptions | undefined];
  const font = fontFor(doc, text, style.font);
  // Helvetica is drawn exactly as before this helper existed (the same calls, the same options).
  const drawn = font === HELVETICA[style.font] ? options : { ...options, baseline: -HELVETICA_ASCENDER * style.size };
  doc.font(font).fontSize(style.size);
  return x === undefined ? doc.text(text, drawn) : doc.text(text, x, y, drawn);
}

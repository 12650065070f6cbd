import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pdfStreams } from './pdf-text';

/** PDFs and their first pages as PNG, for a person to look at after a run (git-ignored, beside the browser tests' results). */
export const PDF_ARTEFACTS = path.resolve(__dirname, '../../../.cache/test-results/pdf');

/** Runs one of Debian's poppler-utils (npm test installs them as root; else install poppler-utils). */
function poppler(tool: 'pdftotext' | 'pdftoppm', args: string[], input?: Buffer): Buffer {
  try {
    return execFileSync(tool, args, { input, maxBuffer: 64 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils)`);
    throw error;
  }
}

/**
 * The PDF's text layer as poppler reads it — what a viewer copies or finds — with runs of white space collapsed
 * to one space. Unlike pdfText it reads embedded fonts (their ToUnicode maps), so Devanagari comes back, in the
 * order the glyphs are drawn.
 */
export function popplerText(pdf: Buffer): string {
  return poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf).toString('utf8').replace(/\s+/g, ' ').trim();
}

/** popplerText page by page (pdftotext ends each page with a form feed). */
export function popplerPages(pdf: Buffer): string[] {
  const pages = poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf).toString('utf8').split('\f');
  return pages.slice(0, -1).map((page) => page.replace(/\s+/g, ' ').trim());
}

/**
 * Devanagari reduced to what survives the text layer's glyph order, for comparing a PDF's text with what was
 * written: its letters without their vowel signs and nasal marks (the sign ि is drawn before its consonant, ो
 * and ें as one glyph read back as another) and without a reph (र्, drawn after its syllable). Latin, digits and
 * punctuation are left as they are.
 */
export function devanagariSkeleton(text: string): string {
  return text.replace(/\u0930\u094D/g, '').replace(/[\u0900-\u0903\u093A-\u094C\u094E\u094F]/g, '');
}

/** The fonts the PDF names (a subset's tag removed) and whether it embeds any font file. */
export function pdfFonts(pdf: Buffer): { names: string[]; embedsFont: boolean } {
  const source = pdf.toString('latin1');
  const names = [...source.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]);
  return { names: [...new Set(names)].sort(), embedsFont: /\/FontFile[23]? /.test(source) };
}

/**
 * How many glyphs the page draws at this font size: pdfkit writes an embedded font's glyphs as 2-byte ids
 * (Identity-H), so shaping that joins letters into a conjunct draws fewer glyphs than the text has characters.
 */
export function glyphsDrawnAt(pdf: Buffer, fontSize: number): number {
  let glyphs = 0;
  for (const content of pdfStreams(pdf)) {
    for (const run of content.matchAll(new RegExp(`/F\\d+ ${fontSize} Tf\\n([\\s\\S]*?)\\nET`, 'g'))) {
      for (const hex of run[1].match(/<[0-9a-f]*>/g) ?? []) glyphs += (hex.length - 2) / 4;
    }
  }
  return glyphs;
}

/** Keeps the PDF and its first page as a PNG (100 dpi) under PDF_ARTEFACTS; returns the PNG's path. */
export function keepForViewing(name: string, pdf: Buffer): string {
  fs.mkdirSync(PDF_ARTEFACTS, { recursive: true });
  const base = path.join(PDF_ARTEFACTS, name);
  fs.writeFileSync(`${base}.pdf`, pdf);
  poppler('pdftoppm', ['-png', '-r', '100', '-singlefile', '-f', '1', `${base}.pdf`, base]);
  return `${base}.png`;
}

// The receipt specs' view of a downloaded PDF: the file the browser saved, and the words on its pages.
// The text reader knows just enough of PDF for pdfkit's output (standard fonts, Flate content streams).
import fs from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

export interface DownloadedFile {
  /** The name the browser would save it under. */
  fileName: string;
  bytes: Buffer;
}

/** Clicks `trigger` and waits for the browser's download it starts; the saved file. */
export async function downloadFrom(page: Page, trigger: Locator): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const failure = await download.failure();
  if (failure) throw new Error(`the download of ${download.suggestedFilename()} failed: ${failure}`);
  return { fileName: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** One PDF string operand, `<48656c6c6f>` or `(Hello \(world\))`, as Latin-1 text (WinAnsi is close enough). */
function stringOperand(token: string): string {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s+/g, ''), 'hex').toString('latin1');
  return token.slice(1, -1).replace(/\\([0-7]{1,3}|.)/gs, (_all, escaped: string) =>
    /^[0-7]+$/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (ESCAPES[escaped] ?? escaped),
  );
}

const STRING = String.raw`<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)`;
// `[ (a) -20 (b) ] TJ` or `(a) Tj`: the two ways pdfkit shows text.
const SHOW_TEXT = new RegExp(String.raw`\[((?:\s*(?:${STRING}|-?\d*\.?\d+))*)\s*\]\s*TJ|(${STRING})\s*Tj`, 'g');

/** The words of a PDF in page order, every run of white space (line breaks included) made one space. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let found = streamStart.exec(raw); found; found = streamStart.exec(raw)) {
    const start = found.index + found[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    streamStart.lastIndex = end;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not compressed text (an image, a font, the cross-reference stream)
    }
    for (const operator of content.matchAll(SHOW_TEXT)) {
      const strings = operator[1] === undefined ? [operator[2]] : (operator[1].match(new RegExp(STRING, 'g')) ?? []);
      shown.push(strings.map(stringOperand).join(''));
    }
  }
  return shown.join(' ').replace(/\s+/g, ' ').trim();
}

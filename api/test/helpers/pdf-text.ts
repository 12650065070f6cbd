import { inflateSync } from 'node:zlib';

/** Bytes of a PDF literal or hex string, as pdfkit writes them for the standard fonts (WinAnsi). */
function decodeString(token: string): string {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1');
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, escape: string) => {
      const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
      return simple[escape] ?? String.fromCharCode(parseInt(escape, 8));
    });
}

/** The PDF's Flate streams inflated (pdfkit's content streams among them), read as Latin-1. */
export function pdfStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      continue; // not a Flate stream (or the match was an 'endstream')
    }
    streamPattern.lastIndex = end;
  }
  return streams;
}

/**
 * The text of a PDF with runs of white space (and line wraps) collapsed to one space, read by inflating its content streams: enough for
 * pdfkit's output (standard fonts, Flate streams), not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of pdfStreams(pdf)) {
    // [ <hex> kern <hex> ] TJ  or  <hex> Tj
    const operators = /\[((?:\s*(?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|-?[\d.]+))*)\s*\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
    let operator: RegExpExecArray | null;
    while ((operator = operators.exec(content)) !== null) {
      const strings = operator[1] !== undefined ? (operator[1].match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? []) : [operator[2]];
      lines.push(strings.map(decodeString).join(''));
    }
  }
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

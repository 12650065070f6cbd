import PDFDocument from 'pdfkit';
import { fontFor, helveticaCanDraw } from './pdf-fonts';

describe('fontFor', () => {
  it('keeps Helvetica for Latin-1 and the WinAnsi signs, and takes Noto Sans Devanagari for anything else', () => {
    const doc = new PDFDocument();
    for (const latin of ['Kavita Rao', 'José Müller – “Ø” … €5', 'Rs. 1,23,45,678.00', '']) expect(fontFor(doc, latin, 'bold')).toBe('Helvetica-Bold');
    expect(fontFor(doc, 'सुनीता देवी', 'regular')).toBe('NotoSansDevanagari');
    expect(fontFor(doc, 'Flat 4, गांधी नगर', 'bold')).toBe('NotoSansDevanagari-Bold');
    // No italic in Noto Sans Devanagari; Latin beyond WinAnsi (IAST transliteration) is in it too.
    expect(fontFor(doc, 'Śrīvāstava', 'oblique')).toBe('NotoSansDevanagari');
  });

  it('says Helvetica can draw exactly the characters pdfkit has a Helvetica glyph for', () => {
    const doc = new PDFDocument().font('Helvetica');
    const disagree: string[] = [];
    for (let code = 0x20; code < 0x3000; code += 1) {
      // pdfkit writes U+0080–U+009F (control characters) as WinAnsi's bytes there, which are other signs: never Helvetica's.
      if (code >= 0x80 && code <= 0x9f) continue;
      const char = String.fromCharCode(code);
      if (helveticaCanDraw(char) !== doc.widthOfString(char) > 0) disagree.push(`U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
    }
    expect(disagree).toEqual([]);
    expect(helveticaCanDraw('\u0085')).toBe(false);
  });
});

import { exportHtml } from './export-html';

const base = { email: 'sunita@example.in', generatedAt: '2026-11-28T10:00:00.000Z' };

describe('the readable copy of a data export', () => {
  it('carries a Devanagari font inside the file when it holds Hindi text, for those letters only', () => {
    const html = exportHtml({ ...base, donations: [{ name: 'सुनीता देवी', address: 'क्षेत्र 4, ज्ञान नगर, श्रीनगर' }] }, 'Welfare Society');
    expect(html).toContain('सुनीता देवी');
    expect(html).toMatch(/@font-face\{font-family:"Devanagari in this file";src:url\(data:font\/ttf;base64,[A-Za-z0-9+/]{1000,}/);
    expect(html).toContain('unicode-range:U+0900-097F');
    expect(html).toContain('font-family:"Devanagari in this file",system-ui');
    // Still one self-contained page: nothing fetched from elsewhere.
    expect(html).not.toMatch(/(?:src|href)=["']?https?:/);
  });

  it('stays as it was, with no font, when everything is in Latin letters', () => {
    const html = exportHtml({ ...base, donations: [{ name: 'Sunita Devi' }] }, 'Welfare Society');
    expect(html).not.toContain('@font-face');
    expect(html).toContain('body{font-family:system-ui');
  });

  it('embeds a font file that is a real TrueType font', () => {
    const html = exportHtml({ ...base, donations: [{ name: 'सुनीता' }] }, '');
    const base64 = /base64,([A-Za-z0-9+/=]+)\)/.exec(html)?.[1] ?? '';
    const font = Buffer.from(base64, 'base64');
    // The sfnt version of a TrueType font, then its tables (cmap among them).
    expect(font.subarray(0, 4).toString('hex')).toBe('00010000');
    expect(font.includes(Buffer.from('cmap'))).toBe(true);
  });
});

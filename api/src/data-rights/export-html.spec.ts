import { exportHtml } from './export-html';

const base = { email: 'sunita@example.in', generatedAt: '2026-11-28T10:00:00.000Z' };

describe('the readable copy of a data export', () => {
  it('carries a Devanagari font inside the file when it holds Hindi text, for those letters only', async () => {
    const html = await exportHtml({ ...base, donations: [{ name: 'सुनीता देवी', address: 'क्षेत्र 4, ज्ञान नगर, श्रीनगर' }] }, 'Welfare Society');
    expect(html).toContain('सुनीता देवी');
    expect(html).toMatch(/@font-face\{font-family:"Devanagari in this file";src:url\(data:font\/ttf;base64,[A-Za-z0-9+/]{1000,}/);
    expect(html).toContain('unicode-range:U+0900-097F');
    expect(html).toContain('font-family:"Devanagari in this file",system-ui');
    // Still one self-contained page: nothing fetched from elsewhere.
    expect(html).not.toMatch(/(?:src|href)=["']?https?:/);
  });

  it('stays as it was, with no font, when everything is in Latin letters', async () => {
    const html = await exportHtml({ ...base, donations: [{ name: 'Sunita Devi' }] }, 'Welfare Society');
    expect(html).not.toContain('@font-face');
    expect(html).toContain('body{font-family:system-ui');
  });

  it('embeds a font file that is a real TrueType font', async () => {
    const html = await exportHtml({ ...base, donations: [{ name: 'सुनीता' }] }, '');
    const base64 = /base64,([A-Za-z0-9+/=]+)\)/.exec(html)?.[1] ?? '';
    const font = Buffer.from(base64, 'base64');
    // The sfnt version of a TrueType font, then its tables (cmap among them).
    expect(font.subarray(0, 4).toString('hex')).toBe('00010000');
    expect(font.includes(Buffer.from('cmap'))).toBe(true);
  });

  it('names every field and writes every moment in Hindi for a Hindi request, in India time', async () => {
    const html = await exportHtml(
      {
        ...base,
        donations: [{ name: 'सुनीता देवी', amount: 5100, date: '2026-11-28T09:00:00.000Z', receipt: { number: '2026-27/0043', issuedAt: '2026-11-28T18:45:00.000Z' } }],
        applications: [{ dateOfBirth: '2004-02-11', agreedToTerms: true }],
        mails: [{ to: 'sunita@example.in', subject: 'रसीद' }],
      },
      'Welfare Society',
      'hi',
    );
    expect(html).toContain('28 नवंबर 2026, दोपहर 3:30 बजे (भारतीय समय) पर');
    expect(html).not.toContain('UTC');
    for (const [field, value] of [
      ['नाम', 'सुनीता देवी'],
      ['तारीख़', '28 नवंबर 2026, दोपहर 2:30 बजे'],
      ['जारी होने का समय', '29 नवंबर 2026, रात 12:15 बजे'],
      ['जन्म की तारीख़', '11 फ़रवरी 2004'],
      ['शर्तें स्वीकार कीं', 'हाँ'],
      ['किसे भेजा', 'sunita@example.in'],
    ]) {
      expect(html).toContain(`<dt>${field}</dt><dd>${value}</dd>`);
    }
    expect(html).not.toMatch(/<dt>[A-Za-z ]+<\/dt>/);
  });

  it('names the fields in English for an English request, with India time', async () => {
    const html = await exportHtml({ ...base, donations: [{ transactionReference: 'U1', date: '2026-11-28T09:00:00.000Z' }] }, 'Welfare Society');
    expect(html).toContain('on 28 November 2026, 3:30 pm (India time)');
    expect(html).toContain('<dt>Transaction reference</dt><dd>U1</dd><dt>Date</dt><dd>28 November 2026, 2:30 pm</dd>');
  });
});

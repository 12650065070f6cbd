import { CURRENT_PRIVACY_NOTICE, NOTICE_FORMS, PRIVACY_NOTICE_VERSIONS, privacyNoticeIn, privacyNoticeText, translator } from '@society/contracts';

// The Hindi privacy notice is a legal notice: every version, form and item the English has, and nothing else.
const digits = (text: string) => (text.match(/\d+[A-Z]?/g) ?? []).sort();
const devanagari = /[\u0900-\u097F]/;

describe('the privacy notice in Hindi', () => {
  beforeAll(() => privacyNoticeText.load('hi'));

  it('has a text for every text of the English, and no other', () => {
    const hi = privacyNoticeText.loaded('hi');
    expect(Object.keys(hi ?? {}).sort()).toEqual(Object.keys(privacyNoticeText.en).sort());
  });

  it('has, in every version, the same forms and items, each in Hindi, with the same periods, ages and sections', () => {
    const t = translator(privacyNoticeText, 'hi');
    for (const english of PRIVACY_NOTICE_VERSIONS) {
      const hindi = privacyNoticeIn(english, t);
      expect({ version: hindi.version, published: hindi.published }).toEqual({ version: english.version, published: english.published });
      expect(Object.keys(hindi.forms)).toEqual(NOTICE_FORMS.filter((id) => english.forms[id]));
      for (const field of ['changes', 'withdraw', 'complain'] as const) {
        expect(hindi[field]).toMatch(devanagari);
        expect(digits(hindi[field])).toEqual(digits(english[field]));
      }
      for (const id of NOTICE_FORMS) {
        const en = english.forms[id];
        const hi = hindi.forms[id];
        if (!en || !hi) continue;
        expect(hi.page).toBe(en.page);
        const pairs: Array<[string, string]> = [
          [en.form, hi.form],
          [en.collects, hi.collects],
          [en.why, hi.why],
          [en.who, hi.who],
          [en.keep, hi.keep],
          [en.short.collects, hi.short.collects],
          [en.short.why, hi.short.why],
          [en.short.keep, hi.short.keep],
        ];
        for (const [enText, hiText] of pairs) {
          expect(hiText).not.toBe(enText);
          expect(hiText).toMatch(devanagari);
          expect([id, digits(hiText)]).toEqual([id, digits(enText)]);
          // PAN, UTR and 80G stay as the law and the forms write them.
          for (const term of ['PAN', 'UTR', '80G']) expect([id, term, hiText.includes(term)]).toEqual([id, term, enText.includes(term)]);
        }
      }
    }
  });

  it('leaves the English notice as it is', () => {
    expect(privacyNoticeIn(CURRENT_PRIVACY_NOTICE, translator(privacyNoticeText, 'en'))).toEqual(CURRENT_PRIVACY_NOTICE);
  });
});

import {
  pagesAboutText,
  pagesCampaignsText,
  pagesGalleryText,
  pagesHomeText,
  pagesNotFoundText,
  pagesPublicationsText,
  pagesSupportText,
  type Catalogue,
  type Messages,
} from '@society/contracts';

// The Hindi of the content pages: every text of the English, each with the same placeholders, in Hindi.
const CATALOGUES: Array<Catalogue<Messages>> = [
  pagesHomeText,
  pagesAboutText,
  pagesCampaignsText,
  pagesGalleryText,
  pagesPublicationsText,
  pagesSupportText,
  pagesNotFoundText,
];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
/** Texts of placeholders and punctuation alone (the hidden ': {title}' after 'Learn More'), the same in both languages. */
const wordless = (message: string) => message.replace(/\{[^}]*\}/g, '').replace(/[\s:().,–-]/g, '') === '';

describe.each(CATALOGUES.map((catalogue) => [catalogue.namespace, catalogue] as const))('catalogue %s in Hindi', (_, catalogue) => {
  beforeAll(() => catalogue.load('hi'));

  it('has every text of the English, with the same placeholders, in Hindi', () => {
    const hi = catalogue.loaded('hi') ?? {};
    expect(Object.keys(hi).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, english] of Object.entries(catalogue.en)) {
      expect([key, placeholders(hi[key])]).toEqual([key, placeholders(english)]);
      if (!wordless(hi[key])) expect([key, /[\u0900-\u097F]/.test(hi[key])]).toEqual([key, true]);
    }
  });
});

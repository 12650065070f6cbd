import {
  DATA_REQUEST_LINK_VALID_HOURS,
  DATA_REQUEST_MESSAGES,
  legalDataKindsText,
  legalDataLinksText,
  legalPrivacyText,
  legalTermsText,
  legalVerifyText,
  legalYourDataText,
  translator,
  type Catalogue,
  type Messages,
} from '@society/contracts';

// The Hindi of the legal pages: every text of the English, each with the same placeholders, in Hindi.
const CATALOGUES: Array<Catalogue<Messages>> = [legalPrivacyText, legalTermsText, legalYourDataText, legalDataKindsText, legalDataLinksText, legalVerifyText];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe.each(CATALOGUES.map((catalogue) => [catalogue.namespace, catalogue] as const))('catalogue %s in Hindi', (_, catalogue) => {
  beforeAll(() => catalogue.load('hi'));

  it('has every text of the English, with the same placeholders, in Hindi', () => {
    const hi = catalogue.loaded('hi') ?? {};
    expect(Object.keys(hi).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, english] of Object.entries(catalogue.en)) {
      expect([key, placeholders(hi[key])]).toEqual([key, placeholders(english)]);
      expect([key, /[\u0900-\u097F]/.test(hi[key])]).toEqual([key, true]);
    }
  });
});

it('keeps the English of the data-request messages word for word', () => {
  const t = translator(legalYourDataText, 'en');
  expect(t('received', { hours: DATA_REQUEST_LINK_VALID_HOURS })).toBe(DATA_REQUEST_MESSAGES.received);
  expect(t('tooMany')).toBe(DATA_REQUEST_MESSAGES.tooMany);
});

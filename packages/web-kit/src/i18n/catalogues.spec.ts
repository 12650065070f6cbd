// The catalogue check: every catalogue has each key in both languages with the same placeholders,
// every message parses, and no key is left unused by the code.
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { HINDI_GLOSSARY } from '../../../contracts/src/i18n/glossary';
import * as contracts from '@society/contracts';
import { exportFieldText, formatMessage, frameText, mailText, pagesGalleryText, PRIVACY_NOTICE_VERSIONS, privacyNoticeIn, privacyNoticeText, type Catalogue, type Messages } from '@society/contracts';

const ROOT = path.resolve(__dirname, '../../../..');
const CODE_DIRS = ['api/src', 'shell/src', 'mfe-public/src', 'mfe-volunteer/src', 'mfe-admin/src', 'mfe-hr/src', 'mfe-team/src', 'packages/web-kit/src', 'packages/contracts/src'];

function isCatalogue(value: unknown): value is Catalogue<Messages> {
  return !!value && typeof value === 'object' && 'namespace' in value && 'en' in value && typeof (value as { load?: unknown }).load === 'function';
}
const catalogues = Object.values(contracts).filter(isCatalogue);

/** The names of a message's placeholders ({name}, {count, plural, …}, nested ones included), and its tags. */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  // The parser's element types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag (0 is text, 7 '#').
  const walk = (elements: unknown[]) => {
    for (const element of elements as Array<{ type: number; value?: unknown; options?: Record<string, { value: unknown[] }>; children?: unknown[] }>) {
      if (element.type >= 1 && element.type <= 6) names.add(String(element.value));
      if (element.type === 8) names.add(`<${String(element.value)}>`);
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown[]);
  return [...names].sort();
}

/**
 * Catalogues whose keys the code does not name one by one: the keys each reads, found by running it.
 * - legal-notice: privacyNoticeIn reads the keys of every version's structure.
 * - api: the API translates an answer by finding its English among these (api/src/i18n/api-messages.ts), so
 *   every message there is one the API says; its own spec checks that each English is matched.
 */
const KEYS_READ: Record<string, () => string[]> = {
  [privacyNoticeText.namespace]: () => {
    const read: string[] = [];
    for (const notice of PRIVACY_NOTICE_VERSIONS) {
      privacyNoticeIn(notice, (key) => {
        read.push(key);
        return key;
      });
    }
    return read;
  },
};
const MATCHED_BY_TEXT = new Set(['api']);
/**
 * api-export-fields: the readable copy of a data export names each field by its key in the JSON download, so a
 * key is used when the code writes a record with that field ('transactionReference: donation.utr').
 */
const NAMED_BY_FIELD = new Set([exportFieldText.namespace]);

/** Every source file but the catalogues themselves and tests, by its path from the root. */
function sourceFiles(): Array<{ file: string; text: string }> {
  const files: Array<{ file: string; text: string }> = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'i18n') visit(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) {
        files.push({ file: path.relative(ROOT, full), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  for (const dir of CODE_DIRS) if (fs.existsSync(path.join(ROOT, dir))) visit(path.join(ROOT, dir));
  return files;
}

/** The code that may use a key. */
function sourceText(): string {
  return sourceFiles()
    .map(({ text }) => text)
    .join('\n');
}

const DEVANAGARI_LETTER = '\\u0900-\\u097F';
const VARIANTS = HINDI_GLOSSARY.flatMap((term) =>
  term.variants.map((variant) => ({
    variant,
    use: term.use,
    // Whole words: 'छूट रहे' (being left behind) is not the deduction's 'छूट का'.
    pattern: new RegExp(`(?<![${DEVANAGARI_LETTER}])${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![${DEVANAGARI_LETTER}])`, 'u'),
  })),
);

/** Each glossary variant in `text`, as 'variant → what to write'. */
function variantsIn(text: string): string[] {
  return VARIANTS.filter(({ pattern }) => pattern.test(text)).map(({ variant, use }) => `'${variant}' → '${use}'`);
}

describe('message catalogues', () => {
  beforeAll(async () => {
    await Promise.all(catalogues.map((catalogue) => catalogue.load('hi')));
  });

  it('are found, each under a namespace of its own', () => {
    expect(catalogues.length).toBeGreaterThan(1);
    const namespaces = catalogues.map((catalogue) => catalogue.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it.each(catalogues.map((catalogue) => [catalogue.namespace, catalogue] as const))('%s: every key in Hindi, with the same placeholders, nothing blank', (_namespace, catalogue) => {
    const hi = catalogue.loaded('hi') as Messages;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, english] of Object.entries(catalogue.en)) {
      expect({ key, hindi: hi[key].trim() === '' ? 'blank' : 'ok' }).toEqual({ key, hindi: 'ok' });
      expect({ key, placeholders: placeholders(hi[key], 'hi-IN') }).toEqual({ key, placeholders: placeholders(english, 'en-IN') });
    }
  });

  it('leave no key unused by the code', () => {
    const code = sourceText();
    const unused = catalogues
      .filter((catalogue) => !MATCHED_BY_TEXT.has(catalogue.namespace))
      .flatMap((catalogue) => {
        const read = KEYS_READ[catalogue.namespace]?.();
        const named = NAMED_BY_FIELD.has(catalogue.namespace);
        const isUsed = read
          ? (key: string) => read.includes(key)
          : (key: string) => code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`.${key}`) || (named && new RegExp(`\\b${key}: `).test(code));
        return Object.keys(catalogue.en)
          .filter((key) => !isUsed(key))
          .map((key) => `${catalogue.namespace}.${key}`);
      });
    expect(unused).toEqual([]);
  });

  it('write each term of the Hindi glossary one way: no variant it replaced in any Hindi message', () => {
    const found = catalogues.flatMap((catalogue) =>
      Object.entries(catalogue.loaded('hi') as Messages).flatMap(([key, message]) => variantsIn(message).map((variant) => `${catalogue.namespace}.${key}: ${variant}`)),
    );
    expect(found).toEqual([]);
  });

  it('hold the Hindi outside the catalogues (campaign stories, PDFs, labels in code) to the same glossary', () => {
    const found = sourceFiles().flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) => variantsIn(line).map((variant) => `${file}:${index + 1}: ${variant}`)),
    );
    expect(found).toEqual([]);
  });

  it('find a variant as a whole word only, and each glossary term in use somewhere', () => {
    expect(variantsIn('दान पर 80G छूट के दावे')).toEqual(["'80G छूट' → 'कटौती'", "'छूट के' → 'कटौती'"]);
    expect(variantsIn('जो पढ़ाई में पीछे छूट रहे हैं')).toEqual([]);
    expect(variantsIn('जुड़ने की तारीख़')).toEqual([]);
    expect(variantsIn('जुड़ने की तारीख')).toEqual(["'तारीख' → 'तारीख़'"]);
    const hindi = catalogues.flatMap((catalogue) => Object.values(catalogue.loaded('hi') as Messages)).join('\n');
    const unused = HINDI_GLOSSARY.filter((term) => !term.use.split(', ').some((word) => hindi.includes(word))).map((term) => term.meaning);
    expect(unused).toEqual([]);
  });

  it('format every message without plural or select as intl-messageformat does, so a page needs the formatter only for those', () => {
    const differences: string[] = [];
    for (const catalogue of catalogues) {
      const hi = catalogue.loaded('hi') as Messages;
      for (const [language, messages] of [['en', catalogue.en], ['hi', hi]] as const) {
        for (const [key, message] of Object.entries(messages)) {
          const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
          const names = placeholders(message, locale);
          if (names.some((name) => name.startsWith('<'))) continue;
          // Words, a number and an empty value: what the pages and mails pass.
          const values = Object.fromEntries(names.map((name, index) => [name, index === 0 ? 'सुनीता {देवी}' : index === 1 ? 1500 : index === 2 ? '' : `v${index}`]));
          const expected = String(new IntlMessageFormat(message, locale).format(values));
          if (formatMessage(message, language, values) !== expected) differences.push(`${catalogue.namespace}.${key} (${language})`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('say which catalogues wait for the formatter in English: those with a plural or select message', () => {
    expect(pagesGalleryText.needsFormatter).toBe(true);
    expect(mailText.needsFormatter).toBe(true);
    expect(frameText.needsFormatter).toBe(false);
    expect(catalogues.filter((catalogue) => catalogue.needsFormatter).map((catalogue) => catalogue.namespace).sort()).toEqual(['certificate', 'mail', 'pages-gallery']);
  });
});

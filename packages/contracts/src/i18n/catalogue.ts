import type { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locale';

/** A catalogue's English messages: key → ICU message. English is the source and the fallback. */
export type Messages = Readonly<Record<string, string>>;
/** The Hindi of a catalogue: the same keys, every one of them (the type check and the catalogue test hold that). */
export type Translation<M extends Messages> = Readonly<Record<keyof M, string>>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * One namespace of messages: its English, always in the bundle that uses it, and its Hindi, loaded only
 * by a page in Hindi, so an English page never downloads Hindi text.
 */
export interface Catalogue<M extends Messages> {
  readonly namespace: string;
  readonly en: M;
  /**
   * Loads the Hindi once; later calls answer the same promise (marked settled for React's `use()` once it is).
   * On a page that lists it (PAGE_TEXT_ELEMENT_ID), the promise of all the page's listed catalogues until then.
   */
  load(locale: Locale): Promise<void>;
  /** The messages of `locale` if loaded (English always is). */
  loaded(locale: Locale): Translation<M> | null;
  /** Whether it has a plural or select message: one that needs `loadMessageFormat()` settled before it is formatted. */
  readonly needsFormatter: boolean;
}

/**
 * A promise marked settled the way React's `use()` reads it: a page whose messages are loaded renders at
 * once, on its first render and every later one, with no suspending in between.
 */
type Readiness = Promise<void> & { status?: 'fulfilled'; value?: undefined };
function markFulfilled(promise: Readiness): Readiness {
  promise.status = 'fulfilled';
  promise.value = undefined;
  return promise;
}
const ALWAYS_READY = markFulfilled(Promise.resolve());

/**
 * A message with no ICU syntax but `{name}` arguments (an apostrophe quotes only before `{`, `}`, `#`, `|` or
 * another apostrophe). Such a message is formatted here; plural, select, number and date ones need
 * intl-messageformat, which a page downloads only when one of its catalogues has such a message.
 */
const PLAIN_MESSAGE = /^(?:[^{}']|'(?![{}#|'])|\{\s*[A-Za-z0-9_]+\s*\})*$/;
const ARGUMENT = /\{\s*([A-Za-z0-9_]+)\s*\}/g;
const isPlain = (message: string) => PLAIN_MESSAGE.test(message);

type MessageFormatClass = typeof IntlMessageFormat;
let MessageFormat: MessageFormatClass | null = null;
let formatterLoading: Readiness | null = null;

/** For a process that formats at once, whatever the message (the API): the formatter as already loaded. */
export function provideMessageFormat(implementation: MessageFormatClass): void {
  MessageFormat = implementation;
}

/**
 * Loads intl-messageformat once (on a page, its own chunk); settled at once when already there. Called by the
 * code that formats (web-kit's useText), not by a catalogue: with federation, a remote's catalogues and the
 * host's formatting may be two copies of this module, and the one that formats must hold the formatter.
 */
export function loadMessageFormat(): Promise<void> {
  if (MessageFormat) return ALWAYS_READY;
  if (!formatterLoading) {
    const loading: Readiness = import('intl-messageformat').then(
      (module) => {
        MessageFormat = module.IntlMessageFormat;
        markFulfilled(loading);
      },
      (error: unknown) => {
        formatterLoading = null; // retried on the next render
        throw error;
      },
    );
    formatterLoading = loading;
  }
  return formatterLoading;
}

/**
 * The page's words, loaded together. A ready Hindi page names in its head the catalogues its server render
 * read (`<script type="application/json" id="page-text">`, render/src/page-html.ts). On that page, each of
 * them starts loading its Hindi as soon as it is defined (its code has arrived), not when a component first
 * renders it, and the first one a render asks for waits for all those started: the page's hydration
 * suspends once for its words. Asked one by one, each Hindi chunk was found only when the render reached
 * the component that reads it, and each arrival made React render again what it had rendered up to there
 * (five times on the volunteer form). In this copy of the contracts (a remote has its own).
 */
export const PAGE_TEXT_ELEMENT_ID = 'page-text';

/** Read without the DOM's types: the contracts are built for Node too, where there is no document. */
type PageDocument = { getElementById(id: string): { textContent: string | null } | null };
let listedOnPage: ReadonlySet<string> | null = null;

function isListedOnPage(namespace: string): boolean {
  if (!listedOnPage) {
    const text = (globalThis as { document?: PageDocument }).document?.getElementById(PAGE_TEXT_ELEMENT_ID)?.textContent;
    let names: unknown = [];
    try {
      names = text ? JSON.parse(text) : [];
    } catch {
      // A list that cannot be read: each catalogue loads when first asked, as on a page without one.
    }
    listedOnPage = new Set(Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : []);
  }
  return listedOnPage.has(namespace);
}

const pageLoads: Promise<void>[] = [];
let pageText: { count: number; ready: Readiness } | null = null;

/** Settled once every listed catalogue's load started so far has loaded or failed. */
function pageTextLoaded(): Readiness {
  if (pageText?.count !== pageLoads.length) {
    const ready: Readiness = Promise.allSettled(pageLoads).then(() => {
      markFulfilled(ready);
    });
    pageText = { count: pageLoads.length, ready };
  }
  return pageText.ready;
}

export function defineCatalogue<M extends Messages>(namespace: string, en: M, loadHi: () => Promise<{ default: Translation<M> }>): Catalogue<M> {
  let hi: Translation<M> | null = null;
  let pending: Readiness | null = null;
  let needsFormatter: boolean | null = null; // found out when first asked, not when a bundle starts
  const listed = isListedOnPage(namespace);
  const loadHindi = (): Readiness => {
    if (!pending) {
      const loading: Readiness = loadHi().then(
        (module) => {
          hi = module.default;
          markFulfilled(loading);
        },
        (error: unknown) => {
          pending = null; // a failed chunk load may be retried on the next render
          throw error;
        },
      );
      pending = loading;
      // Waited for with the page's others, a retry too. Its failure is seen where it is asked for (the
      // render asks again); none is left unhandled meanwhile.
      if (listed) pageLoads.push(loading.catch(() => undefined));
    }
    return pending;
  };
  if (listed) loadHindi();
  return {
    namespace,
    en,
    // The English decides: the catalogue check holds a Hindi message to the same placeholders.
    get needsFormatter() {
      needsFormatter ??= !Object.values(en).every(isPlain);
      return needsFormatter;
    },
    load(locale) {
      if (locale === 'en') return ALWAYS_READY;
      const own = loadHindi();
      if (!listed || hi) return own;
      const together = pageTextLoaded();
      return together.status === 'fulfilled' ? own : together;
    },
    loaded(locale) {
      return locale === 'en' ? en : hi;
    },
  };
}

// Compiled messages by language and text: a message is parsed once per process or page.
const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats one ICU message. Placeholders without a value are left out rather than failing the page. A plural or
 * select message needs the formatter loaded (useText sees to it) or provided (the API).
 */
export function formatMessage(message: string, locale: Locale, values?: MessageValues): string {
  if (!message.includes('{')) return message;
  if (isPlain(message)) {
    // As intl-messageformat does for a plain argument: its text, or nothing.
    return message.replace(ARGUMENT, (_match, name: string) => {
      const value = values?.[name];
      return value === null || value === undefined ? '' : String(value);
    });
  }
  if (!MessageFormat) throw new Error(`The message formatter is not loaded yet: wait for loadMessageFormat() before formatting "${message.slice(0, 60)}"`);
  const cacheKey = `${locale}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new MessageFormat(message, locale === 'hi' ? 'hi-IN' : 'en-IN');
    compiled.set(cacheKey, format);
  }
  return String(format.format(values ?? {}));
}

export type Translate<M extends Messages> = (key: keyof M & string, values?: MessageValues) => string;

/** The translate function of a catalogue in a language whose messages are loaded (else English). */
export function translator<M extends Messages>(catalogue: Catalogue<M>, locale: Locale): Translate<M> {
  const messages = catalogue.loaded(locale) ?? catalogue.en;
  const effective = catalogue.loaded(locale) ? locale : 'en';
  return (key, values) => formatMessage(messages[key] ?? catalogue.en[key], effective, values);
}

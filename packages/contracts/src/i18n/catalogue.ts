import { IntlMessageFormat } from 'intl-messageformat';
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
  /** Loads the Hindi once; later calls answer the same promise (marked settled for React's `use()` once it is). */
  load(locale: Locale): Promise<void>;
  /** The messages of `locale` if loaded (English always is). */
  loaded(locale: Locale): Translation<M> | null;
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

export function defineCatalogue<M extends Messages>(namespace: string, en: M, loadHi: () => Promise<{ default: Translation<M> }>): Catalogue<M> {
  let hi: Translation<M> | null = null;
  let pending: Readiness | null = null;
  return {
    namespace,
    en,
    load(locale) {
      if (locale === 'en') return ALWAYS_READY;
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
      }
      return pending;
    },
    loaded(locale) {
      return locale === 'en' ? en : hi;
    },
  };
}

// Compiled messages by language and text: a message is parsed once per process or page.
const compiled = new Map<string, IntlMessageFormat>();

/** Formats one ICU message. Placeholders without a value are left out rather than failing the page. */
export function formatMessage(message: string, locale: Locale, values?: MessageValues): string {
  if (!values && !message.includes('{')) return message;
  const cacheKey = `${locale}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, locale === 'hi' ? 'hi-IN' : 'en-IN');
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

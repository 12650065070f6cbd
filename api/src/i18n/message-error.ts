import { HttpException, type HttpStatus } from '@nestjs/common';
import {
  formatMessage,
  registerApiText,
  safeguardingApiText,
  sessionsApiText,
  type Catalogue,
  type Locale,
  type Messages,
  type MessageValues,
  type RegisterApiMessageKey,
  type SafeguardingApiMessageKey,
  type SessionsApiMessageKey,
} from '@society/contracts';

/** The catalogues the API answers by key, one per domain; their keys are prefixed by domain, so none is in two. */
export const KEYED_CATALOGUES: ReadonlyArray<Catalogue<Messages>> = [registerApiText, sessionsApiText, safeguardingApiText];
/** Any key of those catalogues. */
export type ApiMessageKey = RegisterApiMessageKey | SessionsApiMessageKey | SafeguardingApiMessageKey;

/** A value that is itself a message: a field's label, said in the answer's language. */
export interface LabelValue {
  label: ApiMessageKey;
}
export type KeyedValues = Record<string, MessageValues[string] | LabelValue>;

/** Names a field by its label in the catalogue (never by its JSON key). */
export const label = (key: ApiMessageKey): LabelValue => ({ label: key });

const isLabel = (value: unknown): value is LabelValue => typeof value === 'object' && value !== null && !(value instanceof Date) && 'label' in value;

const catalogueOf = new Map<string, Catalogue<Messages>>(KEYED_CATALOGUES.flatMap((catalogue) => Object.keys(catalogue.en).map((key) => [key, catalogue] as const)));

/** The text of `key` in `locale` (English while the Hindi is not loaded). */
function textOf(key: ApiMessageKey, locale: Locale): string {
  const catalogue = catalogueOf.get(key);
  if (!catalogue) throw new Error(`No catalogue holds the message key ${key}`);
  return (catalogue.loaded(locale) ?? catalogue.en)[key];
}

/** The message `key` in `locale`, its labels said in the same language. */
export function keyedMessage(key: ApiMessageKey, locale: Locale, values: KeyedValues = {}): string {
  const formatted = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isLabel(value) ? textOf(value.label, locale) : value]));
  return formatMessage(textOf(key, locale), locale, formatted);
}

/**
 * An error answered by the key of its message: the exception filter says it in the request's language from
 * its catalogue, with no English to match back. Its own `message` is the English, for logs.
 */
export class MessageError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly key: ApiMessageKey,
    readonly values: KeyedValues = {},
  ) {
    super({ statusCode: status, message: keyedMessage(key, 'en', values) }, status);
  }

  /** The message in `locale`. */
  messageIn(locale: Locale): string {
    return keyedMessage(this.key, locale, this.values);
  }
}

import { HttpException, type HttpStatus } from '@nestjs/common';
import { formatMessage, registerApiText, type Locale, type MessageValues, type RegisterApiMessageKey } from '@society/contracts';

/** A value that is itself a message: a field's label, said in the answer's language. */
export interface LabelValue {
  label: RegisterApiMessageKey;
}
export type KeyedValues = Record<string, MessageValues[string] | LabelValue>;

/** Names a field by its label in the catalogue (never by its JSON key). */
export const label = (key: RegisterApiMessageKey): LabelValue => ({ label: key });

const isLabel = (value: unknown): value is LabelValue => typeof value === 'object' && value !== null && !(value instanceof Date) && 'label' in value;

/** The message `key` in `locale` (English while the Hindi is not loaded), its labels said in the same language. */
export function keyedMessage(key: RegisterApiMessageKey, locale: Locale, values: KeyedValues = {}): string {
  const messages = registerApiText.loaded(locale) ?? registerApiText.en;
  const formatted = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isLabel(value) ? messages[value.label] : value]));
  return formatMessage(messages[key], locale, formatted);
}

/**
 * An error answered by the key of its message: the exception filter says it in the request's language from
 * the catalogue (registerApiText), with no English to match back. Its own `message` is the English, for logs.
 */
export class MessageError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly key: RegisterApiMessageKey,
    readonly values: KeyedValues = {},
  ) {
    super({ statusCode: status, message: keyedMessage(key, 'en', values) }, status);
  }

  /** The message in `locale`. */
  messageIn(locale: Locale): string {
    return keyedMessage(this.key, locale, this.values);
  }
}

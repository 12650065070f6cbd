/**
 * A person's name as the public types it, which the society's mails greet people with: it must not carry a
 * link or an address, or a stranger could have the society's own sender mail their "re-verify at …" to anyone.
 * Names in any script pass, with initials ("S. K. Sharma", "S.K. Sharma"), apostrophes and hyphens.
 *
 * One regular expression, written without flags or Unicode classes so that the OpenAPI document can state it
 * as it is (`not: { pattern }`) and a contract test can hold the API to it.
 */

/** Upper or lower case, without a flag: 'dr' → '[Dd][Rr]'. */
const anyCase = (word: string) => [...word].map((letter) => `[${letter.toUpperCase()}${letter}]`).join('');

/** The dots a browser reads as a domain's: ASCII, ideographic, full-width and half-width. */
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
/** What stands between a domain's labels and around it: spaces, those dots and ASCII punctuation but the hyphen. */
const BETWEEN_CHARS = '\\s!-,./:-@\\[-`{-~\\u3002\\uFF0E\\uFF61';
const BETWEEN = `[${BETWEEN_CHARS}]`;
/** A label's characters: any other (letters and digits of every script, their marks, the hyphen). */
const LABEL = `[^${BETWEEN_CHARS}]`;
/** A top-level domain's: the same without ASCII digits and hyphens. */
const TOP = `[^\\-0-9${BETWEEN_CHARS}]`;
/** Titles written against the name ('Dr.Sharma', 'Smt.Kamla'): a title, a dot and one word is no domain. */
const TITLES = ['adv', 'capt', 'col', 'dr', 'er', 'lt', 'md', 'mohd', 'mr', 'mrs', 'ms', 'prof', 'shri', 'smt', 'sri', 'st'];
const TITLE_AND_WORD = `(?:${TITLES.map(anyCase).join('|')})${DOT}${LABEL}+(?!${LABEL}|${DOT})`;

/**
 * What a mail client would let a reader follow: an at sign (ASCII, full-width or small), 'http', '://', or a
 * domain — labels joined by dots without a space, the first of at least two characters and the last of at
 * least two letters ('evil.example', '80g-verify.evil.example'), or any such name followed by a path ('t.co/x').
 * Initials start with a one-letter label ('S.K.Sharma'), so they are not caught.
 */
export const LINK_OR_ADDRESS_PATTERN = [
  '[@\\uFF20\\uFE6B]',
  anyCase('http'),
  '://',
  `(?:^|${BETWEEN})(?!${TITLE_AND_WORD})${LABEL}{2,}(?:${DOT}${LABEL}+)*${DOT}${TOP}{2,}(?!${LABEL})`,
  `${LABEL}${DOT}${TOP}{2,}/`,
].join('|');

const LINK_OR_ADDRESS = new RegExp(LINK_OR_ADDRESS_PATTERN);

/**
 * The same rule as the OpenAPI document states it: text with something besides spaces and no match of the
 * pattern anywhere. A positive pattern rather than `not`, which Schemathesis cannot apply to a multipart
 * body that carries a file (the donation form).
 */
export const PERSON_NAME_PATTERN = `^(?![\\s\\S]*?(?:${LINK_OR_ADDRESS_PATTERN}))[\\s\\S]*\\S`;

/** Whether `text` holds a link, a web address or an email address. */
export function holdsLinkOrAddress(text: string): boolean {
  return LINK_OR_ADDRESS.test(text);
}

/** A non-blank name without a link or an address: the only kind a mail may greet someone with. */
export function isPersonName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !holdsLinkOrAddress(value);
}

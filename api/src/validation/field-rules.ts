import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { LIMITS, PAN_MESSAGE, PAN_PATTERN } from '@society/contracts';
import { describeRule, REQUIRED_WHEN, type RequirementRule } from '../openapi/request-schema';
import { calendarDayPattern, lastPastYear, UTC_TIME_PATTERN } from './date-patterns';
import { holdsLinkOrAddress, PERSON_NAME_PATTERN } from './person-name';

// Shared building blocks of the request DTOs. Each rule's first message names the field, and it is the
// one the API answers with (see middleware/validation.pipe.ts).

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Characters that show nothing (zero-width spaces and joiners, the byte-order mark). */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
/**
 * One spelling per address, so the duplicate checks cannot be passed with a look-alike: compatibility forms
 * folded (full-width 'ＪＡＮＥ' is 'JANE'), invisible characters dropped, then trimmed and lower-cased.
 */
export const normalizeEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase() : value;
/** An empty form field means "not given". */
export const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** Form inputs send numbers as text: '12' becomes 12; anything else stays as sent and fails IsInt. */
export const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : value;
/** Clearable text: null means "empty"; strings are trimmed. */
const trimOrEmpty = ({ value }: { value: unknown }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value);
/** Clearable date: '' and null both mean "no date". */
const blankToNull = ({ value }: { value: unknown }) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : trim({ value }));

/**
 * Applies property decorators as if stacked in this order (top first). class-validator runs a property's
 * rules bottom-up and the validation pipe reports them in source order, so the first rule listed is the
 * headline message.
 */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...decorators.reverse());
}

/** Required, trimmed, non-blank text of at most `max` characters. */
export function RequiredText(field: string, max: number = LIMITS.shortTextMax): PropertyDecorator {
  return stacked(
    Transform(trim),
    IsNotEmpty({ message: `${field} is required` }),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );
}

describeRule('isPersonName', { type: 'string', pattern: PERSON_NAME_PATTERN, description: 'A name: no link, web address or email address' });

/** A name someone gives (see person-name.ts): a mail may greet people with it. */
function NoLinkOrAddress(field: string): PropertyDecorator {
  return ValidateBy({ name: 'isPersonName', validator: { validate: (value) => typeof value !== 'string' || !holdsLinkOrAddress(value) } }, {
    message: `${field} must be a name only, without a link, web address or email address`,
  });
}

/** Required name of a person, as the public types it: text (see RequiredText) without a link or an address. */
export function RequiredName(field: string): PropertyDecorator {
  return stacked(RequiredText(field, LIMITS.nameMax), NoLinkOrAddress(field));
}

/** Optional name of a person (see RequiredName); '' or null clears it. */
export function OptionalName(field: string, requirement?: Requirement): PropertyDecorator {
  return stacked(OptionalText(field, LIMITS.nameMax, requirement), NoLinkOrAddress(field));
}

/** Required email address, stored trimmed and lowercased. */
export function RequiredEmail(field = 'email'): PropertyDecorator {
  return stacked(
    Transform(normalizeEmail),
    IsNotEmpty({ message: `${field} is required` }),
    IsEmail({}, { message: `${field} must be a valid email address` }),
    MaxLength(LIMITS.emailMax, { message: `${field} must be at most ${LIMITS.emailMax} characters` }),
  );
}

/** Required value out of a fixed list. */
export function RequiredChoice(field: string, options: readonly string[]): PropertyDecorator {
  return stacked(IsNotEmpty({ message: `${field} is required` }), IsIn(options, { message: `${field} must be one of: ${options.join(', ')}` }));
}

/** 7 to 15 digits, optionally a leading + and spaces or dashes between them. */
const PHONE_PATTERN = /^\+?(?:\d[ -]*){6,14}\d$/;
export function isPhoneNumber(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}
// The document promises the common forms (one space or dash between digits), which fit the length limit.
describeRule('isPhoneNumber', { type: 'string', pattern: '^\\+?(?:\\d[ -]?){6,14}\\d$' });

export function RequiredPhone(field = 'phone'): PropertyDecorator {
  return stacked(
    Transform(trim),
    IsNotEmpty({ message: `${field} is required` }),
    ValidateBy({ name: 'isPhoneNumber', validator: { validate: isPhoneNumber } }, {
      message: `${field} must be a phone number of 7 to 15 digits (spaces, dashes and a leading + allowed)`,
    }),
    MaxLength(LIMITS.phoneMax, { message: `${field} must be at most ${LIMITS.phoneMax} characters` }),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const EARLIEST_DATE = Date.UTC(1900, 0, 1);
const LATEST_DATE = Date.UTC(2100, 0, 1);

/** A real calendar date (2023-02-30 is not) between 1900 and 2100, written YYYY-MM-DD or as an ISO date-time. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (calendarDay.getUTCFullYear() !== year || calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) return false;
  const time = new Date(value).getTime();
  return Number.isFinite(time) && time >= EARLIEST_DATE && time < LATEST_DATE;
}

// The document promises the date alone or a UTC date-time (a zone offset could cross 1900 or 2100).
describeRule('isCalendarDate', { type: 'string', pattern: `^${calendarDayPattern()}(?:${UTC_TIME_PATTERN})?$` });
describeRule('isPastDate', {
  type: 'string',
  pattern: `^${calendarDayPattern(lastPastYear())}(?:${UTC_TIME_PATTERN})?$`,
  description: 'A date before today (the document lists those up to the end of last year)',
});

/** A calendar date (see isCalendarDate) before now. */
export function isPastDate(value: unknown, now = Date.now()): boolean {
  return isCalendarDate(value) && new Date(value).getTime() < now;
}

export function RequiredPastDate(field: string, options: ValidationOptions = {}): PropertyDecorator {
  return stacked(
    Transform(trim),
    IsNotEmpty({ message: `${field} is required` }),
    ValidateBy({ name: 'isPastDate', validator: { validate: (value) => isPastDate(value) } }, {
      message: `${field} must be a real date in the past (YYYY-MM-DD)`,
      ...options,
    }),
  );
}

/** For partial updates: the property's rules apply only when it is sent (null included: it is not "absent"). */
export function IfGiven(): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined);
}

/**
 * Text a list searches for: it becomes a regular expression in the database, and MongoDB refuses one that
 * holds a NUL (a 500); no other control character belongs in a search either.
 */
export function SearchableText(field: string): PropertyDecorator {
  return Matches(/^[^\u0000-\u001f\u007f]*$/, { message: `${field} must not contain control characters` });
}

/**
 * When an optional field must be given after all: while `when.field` holds one of `when.values` (a kind of
 * request), or always without `when`; and in either case not when one of the `orElse` fields is given.
 * The document states it in the body's schema (openapi/request-schema.ts).
 */
export interface Requirement extends RequirementRule {
  /** The answer when it is missing. */
  message: string;
}

/** Not given: left out, null, or text that is empty once trimmed (each field's transform has run). */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function requirementApplies({ when, orElse = [] }: Requirement, dto: Record<string, unknown>): boolean {
  if (when && !when.values.includes(dto[when.field] as string)) return false;
  return orElse.every((other) => isBlank(dto[other]));
}

/**
 * An optional field's rules under a requirement, in place of its IsOptional: the field is checked when given
 * or when the requirement applies, and missing then, it is answered with the requirement's message.
 */
function optionalUnless(requirement: Requirement | undefined, given: (value: unknown) => boolean): PropertyDecorator[] {
  if (!requirement) return [ValidateIf((_dto: unknown, value: unknown) => given(value))];
  const { message, ...constraint } = requirement;
  return [
    ValidateIf((dto: Record<string, unknown>, value: unknown) => given(value) || requirementApplies(requirement, dto)),
    ValidateBy(
      { name: REQUIRED_WHEN, constraints: [constraint], validator: { validate: (value, args) => !isBlank(value) || !requirementApplies(requirement, args!.object as Record<string, unknown>) } },
      { message },
    ),
  ];
}

/**
 * In place of IsOptional, for a field that a requirement may make required (see Requirement). `given`: the
 * values that are checked even when the requirement does not apply (by default all but undefined and null).
 */
export function OptionalUnless(requirement: Requirement, given: (value: unknown) => boolean = (value) => value !== undefined && value !== null): PropertyDecorator {
  return stacked(...optionalUnless(requirement, given));
}

/** Optional text of at most `max` characters, trimmed; '' or null clears it (stored as ''). */
export function OptionalText(field: string, max: number = LIMITS.shortTextMax, requirement?: Requirement): PropertyDecorator {
  return stacked(
    Transform(trimOrEmpty),
    ...(requirement ? optionalUnless(requirement, (value) => !isBlank(value)) : [IsOptional()]),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );
}

/** Optional value out of a fixed list; '' or null clears it. */
export function OptionalChoice(field: string, options: readonly string[]): PropertyDecorator {
  return stacked(Transform(trimOrEmpty), IsOptional(), IsIn([...options, ''], { message: `${field} must be one of: ${options.join(', ')}` }));
}

/** Optional email address, trimmed and lowercased; '' or null clears it. */
export function OptionalEmail(field = 'email', requirement?: Requirement): PropertyDecorator {
  return stacked(
    Transform(({ value }) => normalizeEmail({ value: trimOrEmpty({ value }) })),
    ...optionalUnless(requirement, (value) => value !== undefined && value !== ''),
    IsEmail({}, { message: `${field} must be a valid email address` }),
    MaxLength(LIMITS.emailMax, { message: `${field} must be at most ${LIMITS.emailMax} characters` }),
  );
}

/** Optional phone number (see isPhoneNumber); '' or null clears it. */
export function OptionalPhone(field = 'phone'): PropertyDecorator {
  return stacked(
    Transform(trimOrEmpty),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== ''),
    ValidateBy({ name: 'isPhoneNumber', validator: { validate: isPhoneNumber } }, {
      message: `${field} must be a phone number of 7 to 15 digits (spaces, dashes and a leading + allowed)`,
    }),
    MaxLength(LIMITS.phoneMax, { message: `${field} must be at most ${LIMITS.phoneMax} characters` }),
  );
}

/**
 * Optional date (YYYY-MM-DD or ISO date-time); '' or null means "no date" and arrives as null.
 * With `past`, the date must lie before now (a birth date).
 */
export function OptionalDate(field: string, { past = false } = {}): PropertyDecorator {
  return stacked(
    Transform(blankToNull),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null),
    ValidateBy({ name: past ? 'isPastDate' : 'isCalendarDate', validator: { validate: (value) => (past ? isPastDate(value) : isCalendarDate(value)) } }, {
      message: past ? `${field} must be a real date in the past (YYYY-MM-DD) or null` : `${field} must be a date (YYYY-MM-DD or an ISO date-time) or null`,
    }),
  );
}

/** Required date (YYYY-MM-DD or ISO date-time). */
export function RequiredDate(field: string): PropertyDecorator {
  return stacked(
    Transform(trim),
    IsNotEmpty({ message: `${field} is required` }),
    ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } }, {
      message: `${field} must be a date (YYYY-MM-DD or an ISO date-time)`,
    }),
  );
}

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };

/** Required http(s) link; `requiredMessage` replaces '<field> is required'. */
export function RequiredHttpUrl(field: string, requiredMessage = `${field} is required`): PropertyDecorator {
  return stacked(
    Transform(trim),
    IsNotEmpty({ message: requiredMessage }),
    IsUrl(HTTP_URL, { message: `${field} must be an http(s) URL` }),
    MaxLength(LIMITS.urlMax, { message: `${field} must be at most ${LIMITS.urlMax} characters` }),
  );
}

/** Optional http(s) link; '' or null clears it. */
export function OptionalHttpUrl(field: string): PropertyDecorator {
  return stacked(
    Transform(trimOrEmpty),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== ''),
    IsUrl(HTTP_URL, { message: `${field} must be an http(s) URL` }),
    MaxLength(LIMITS.urlMax, { message: `${field} must be at most ${LIMITS.urlMax} characters` }),
  );
}

/** A Date from a validated optional date field: undefined stays undefined (not sent), null stays null. */
export function toDate(value: string | null | undefined): Date | null | undefined {
  return value === undefined || value === null ? value : new Date(value);
}

/** A PAN, after trimming and upper-casing (abcde1234f is accepted as ABCDE1234F). */
export function isPan(value: unknown): boolean {
  return typeof value === 'string' && PAN_PATTERN.test(value);
}

// Upper-cased before the check: the document takes either case.
describeRule('isPan', { type: 'string', pattern: PAN_PATTERN.source.replaceAll('[A-Z]', '[A-Za-z]'), example: 'ABCDE1234F' });

/** Optional PAN, trimmed and upper-cased; '' or null clears it (stored as ''). */
export function OptionalPan(field = 'pan'): PropertyDecorator {
  return stacked(
    Transform(({ value }) => {
      const text = trimOrEmpty({ value });
      return typeof text === 'string' ? text.toUpperCase() : text;
    }),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== ''),
    ValidateBy({ name: 'isPan', validator: { validate: isPan } }, { message: field === 'pan' ? PAN_MESSAGE : `${field} must be a valid PAN (e.g. ABCDE1234F)` }),
  );
}

/** An http(s) origin alone ('https://www.example.org'): no path, query, fragment or credentials. */
export function isOrigin(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    // The URL parser takes hosts no site can have ('a,b.org', 'a&b.org'): the host is the pattern's letters alone.
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value && /^[a-z0-9.-]+$/.test(url.hostname);
  } catch {
    return false;
  }
}
describeRule('isOrigin', { type: 'string', pattern: '^https?://[a-z0-9.-]+(?::[1-9]\\d{0,4})?$', example: 'https://www.example.org' });

/** Optional origin (see isOrigin), a trailing slash dropped; '' or null clears it. */
export function OptionalOrigin(field: string): PropertyDecorator {
  return stacked(
    Transform(({ value }) => {
      const text = trimOrEmpty({ value });
      return typeof text === 'string' ? text.replace(/\/$/, '') : text;
    }),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== ''),
    ValidateBy({ name: 'isOrigin', validator: { validate: isOrigin } }, {
      message: `${field} must be the site's address alone, http(s):// and the host, without a path (for example https://www.example.org)`,
    }),
  );
}

const HTTPS_URL = { protocols: ['https'], require_protocol: true, require_valid_protocol: true };

/** Optional https link; '' or null clears it. */
export function OptionalHttpsUrl(field: string): PropertyDecorator {
  return stacked(
    Transform(trimOrEmpty),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== ''),
    IsUrl(HTTPS_URL, { message: `${field} must be an https:// link` }),
    MaxLength(LIMITS.urlMax, { message: `${field} must be at most ${LIMITS.urlMax} characters` }),
  );
}

/** Optional text that must match `pattern` when given (`normalise` first); '' or null clears it. */
export function OptionalPattern(field: string, pattern: RegExp, message: string, normalise: (text: string) => string = (text) => text): PropertyDecorator {
  return stacked(
    Transform(({ value }) => {
      const text = trimOrEmpty({ value });
      return typeof text === 'string' ? normalise(text) : text;
    }),
    ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== ''),
    IsString({ message: `${field} must be text` }),
    Matches(pattern, { message }),
  );
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Optional calendar day written YYYY-MM-DD (nothing else); '' or null clears it (stored as ''). */
export function OptionalDay(field: string, requirement?: Requirement): PropertyDecorator {
  return stacked(
    Transform(trimOrEmpty),
    ...optionalUnless(requirement, (value) => value !== undefined && value !== ''),
    ValidateBy({ name: 'isCalendarDay', validator: { validate: (value) => typeof value === 'string' && DAY_ONLY.test(value) && isCalendarDate(value) } }, {
      message: `${field} must be a date written YYYY-MM-DD`,
    }),
  );
}

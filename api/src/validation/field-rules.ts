import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { LIMITS } from '@society/contracts';

// Shared building blocks of the request DTOs. Each rule's first message names the field, and it is the
// one the API answers with (see middleware/validation.pipe.ts).

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const normalizeEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** An empty form field means "not given". */
export const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

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
const PHONE_PATTERN = /^\+?\d[\d -]*\d$/;
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

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

/** A real calendar date (2023-02-30 is not), written YYYY-MM-DD or as an ISO date-time, before now and after 1900. */
export function isPastDate(value: unknown, now = Date.now()): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (calendarDay.getUTCFullYear() !== year || calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) return false;
  const time = new Date(value).getTime();
  return Number.isFinite(time) && time >= EARLIEST_DATE && time < now;
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

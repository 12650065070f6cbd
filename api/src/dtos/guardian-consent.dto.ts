import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  CONSENT_METHODS,
  GUARDIAN_CONSENT_MESSAGES,
  GUARDIAN_ID_DOCUMENTS,
  GUARDIAN_LANGUAGES,
  GUARDIAN_RELATIONS,
  LIMITS,
  type ConsentMethod,
  type ConsentWithdrawalRecord,
  type GuardianConsentRecord,
  type GuardianConsentRequest,
  type GuardianIdDocument,
  type GuardianLanguage,
  type GuardianRelation,
} from '@society/contracts';
import type { ConsentWithdrawal, GuardianConsent } from '../database/schemas/guardian-consent.schema';
import { guardianLanguage } from '../consent/guardian-consents';
import { describeRule } from '../openapi/request-schema';
import { dateToDay, isCalendarDay, RequiredDay, todayInIndia } from '../validation/calendar-day';
import { calendarDayPattern, lastPastYear } from '../validation/date-patterns';
import { OptionalChoice, OptionalUnless, RequiredChoice, RequiredPhone, RequiredText } from '../validation/field-rules';

const values = (options: ReadonlyArray<{ value: string }>) => options.map((option) => option.value);
export const RELATION_VALUES = values(GUARDIAN_RELATIONS);
const METHOD_VALUES = values(CONSENT_METHODS);
const ID_DOCUMENT_VALUES = values(GUARDIAN_ID_DOCUMENTS);
const LANGUAGE_VALUES = values(GUARDIAN_LANGUAGES);

describeRule('consentDateNotFuture', { type: 'string', pattern: `^${calendarDayPattern(lastPastYear())}$` });

/**
 * A guardian's consent as staff record it: flat fields, so the same body comes as JSON or as multipart with
 * the signed form in `signedForm`. Who recorded it and when come from the sign-in and the clock, never from here.
 */
export class GuardianConsentDto implements GuardianConsentRequest {
  @ApiProperty() @RequiredText('guardianName', LIMITS.nameMax) guardianName: string;

  @ApiProperty({ enum: RELATION_VALUES }) @RequiredChoice('guardianRelation', RELATION_VALUES) guardianRelation: GuardianRelation;

  @ApiProperty({ example: '+91 98765 43210' }) @RequiredPhone('guardianPhone') guardianPhone: string;

  @ApiProperty({ enum: METHOD_VALUES, description: "'signed-form' needs the file in the multipart field signedForm" })
  @RequiredChoice('consentMethod', METHOD_VALUES)
  consentMethod: ConsentMethod;

  @ApiPropertyOptional({ enum: ID_DOCUMENT_VALUES, description: "Required with 'in-person': the kind of document seen (never its number)" })
  @OptionalUnless({ when: { field: 'consentMethod', values: ['in-person'] satisfies ConsentMethod[] }, message: GUARDIAN_CONSENT_MESSAGES.idDocumentRequired }, (value) => value !== undefined && value !== '')
  @IsIn(ID_DOCUMENT_VALUES, { message: `idDocumentSeen must be one of: ${ID_DOCUMENT_VALUES.join(', ')}` })
  idDocumentSeen?: GuardianIdDocument;

  @ApiProperty({ example: '2026-11-20', description: 'The day the guardian gave consent, YYYY-MM-DD, not in the future' })
  @ValidateBy({ name: 'consentDateNotFuture', validator: { validate: (value) => !isCalendarDay(value) || value <= todayInIndia() } }, { message: GUARDIAN_CONSENT_MESSAGES.consentDateFuture })
  @RequiredDay('consentDate')
  consentDate: string;

  @ApiPropertyOptional({ enum: LANGUAGE_VALUES, description: "The language for letters and progress cards; a new record without it is 'hi', a replaced one keeps its own" })
  @OptionalChoice('language', LANGUAGE_VALUES)
  language?: GuardianLanguage;
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'The guardian agrees that photos showing the child may be published (not given: no)' })
  // A multipart body (a signed form) sends 'true' or 'false'.
  @Transform(({ value }) => (value === null || value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'photoConsent must be true or false' })
  photoConsent?: boolean;
}

export class GuardianConsentRecordDto implements GuardianConsentRecord {
  @ApiProperty() guardianName: string;
  @ApiProperty({ enum: RELATION_VALUES }) relation: GuardianRelation;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: METHOD_VALUES }) method: ConsentMethod;
  @ApiProperty({ enum: ID_DOCUMENT_VALUES, nullable: true, type: String }) idDocumentSeen: GuardianIdDocument | null;
  @ApiProperty({ description: 'A signed form is stored; staff download it from …/guardian-consent/form' }) hasSignedForm: boolean;
  @ApiProperty({ example: '2026-11-20' }) consentDate: string;
  @ApiProperty({ enum: LANGUAGE_VALUES, description: 'The language for letters and progress cards' }) language: GuardianLanguage;
  @ApiProperty({ description: 'Photos showing the child may be published' }) photoConsent: boolean;
  @ApiProperty({ description: 'Email of the staff member who recorded it' }) recordedBy: string;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

export class ConsentWithdrawalDto implements ConsentWithdrawalRecord {
  @ApiProperty({ format: 'date-time' }) withdrawnAt: string;
  @ApiProperty() recordedBy: string;
  @ApiProperty({ example: 'Year of admission only (2024), for the anonymised enrolment count' }) kept: string;
}

export function mapGuardianConsent(consent: GuardianConsent | undefined | null): GuardianConsentRecordDto | null {
  if (!consent) return null;
  return {
    guardianName: consent.guardianName,
    relation: consent.relation,
    phone: consent.phone,
    method: consent.method,
    idDocumentSeen: consent.idDocumentSeen ?? null,
    hasSignedForm: Boolean(consent.signedFormPath),
    consentDate: dateToDay(consent.consentDate),
    language: guardianLanguage(consent),
    photoConsent: consent.photoConsent === true,
    recordedBy: consent.recordedBy,
    recordedAt: consent.recordedAt.toISOString(),
  };
}

/** The words a reduced student record shows for what it kept. */
export function keptAfterWithdrawal(withdrawal: ConsentWithdrawal): string {
  return withdrawal.admissionYear
    ? `Year of admission only (${withdrawal.admissionYear}), for the society's anonymised enrolment count`
    : "Nothing of the child: only the fact that a record existed, for the society's anonymised enrolment count";
}

export function mapConsentWithdrawal(withdrawal: ConsentWithdrawal | undefined | null): ConsentWithdrawalDto | null {
  if (!withdrawal) return null;
  return { withdrawnAt: withdrawal.withdrawnAt.toISOString(), recordedBy: withdrawal.recordedBy, kept: keptAfterWithdrawal(withdrawal) };
}

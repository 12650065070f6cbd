import { applyDecorators } from '@nestjs/common';
import { ApiHideProperty, ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { GENDERS, LIMITS, STUDENT_SORT_DEFAULT, STUDENT_SORTS, compactAadhaar, isValidAadhaar, maskAadhaar, type Gender, type Page, type StudentSort } from '@society/contracts';
import { PageDto, PageQueryDto, SortRule } from '../../../dtos/page-query.dto';
import type { StudentRecord } from '../../../database/schemas/student.schema';
import { ConsentWithdrawalDto, GuardianConsentDto, GuardianConsentRecordDto, mapConsentWithdrawal, mapGuardianConsent } from '../../../dtos/guardian-consent.dto';
import { ageOn, dateToDay, isCalendarDay, todayInIndia } from '../../../validation/calendar-day';
import { describeRule } from '../../../openapi/request-schema';
import { AADHAAR_REVEAL_LIMIT } from '../../../config/rate-limits';
import { calendarDayPattern, lastPastYear } from '../../../validation/date-patterns';
import { IfGiven, OptionalText, RequiredText, wholeNumber } from '../../../validation/field-rules';

export const AGE_MAX = 25;

export const STUDENT_MESSAGES = {
  notFound: 'Student not found',
  noAadhaar: 'No Aadhaar number is stored for this student',
  // Never echoes what was sent: the value may be someone's real number.
  aadhaarInvalid: 'aadharCard must be a valid 12-digit Aadhaar number',
  dobFuture: 'dob cannot be in the future',
  endBeforeAdmission: 'endDate cannot be before admissionDate',
  contactNumber: 'contactNumber must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (optionally +91 or 0 first)',
  age: `age must be a whole number from 0 to ${AGE_MAX}`,
  unreadable: 'The stored Aadhaar number could not be read. Ask the administrator to check AADHAAR_ENCRYPTION_KEY.',
  tooManyReveals: `You have revealed ${AADHAAR_REVEAL_LIMIT.max} Aadhaar numbers in the last hour, the most one person may. Please try again later; the administrators are told when someone reaches the limit.`,
} as const;

/** Optional +91 or 0, then 10 digits starting 6-9 (spaces and hyphens are dropped first). */
const INDIAN_MOBILE = /^(?:\+91|0)?([6-9]\d{9})$/;
const MOBILE_DIGITS = /^[6-9]\d{9}$/;
describeRule('isIndianMobile', { type: 'string', pattern: INDIAN_MOBILE.source });
// The document cannot express the Verhoeff check digit: it promises the form; a wrong check digit is a 400.
describeRule('isValidAadhaar', { type: 'string', pattern: '^[2-9]\\d{3} ?\\d{4} ?\\d{4}$', description: 'With a valid Verhoeff check digit' });
describeRule('notFuture', { type: 'string', pattern: `^${calendarDayPattern(lastPastYear())}$` });

/**
 * null → '' (none); an Indian mobile → its 10 digits: the prefix tells nothing, so every number is kept in
 * one form (and no 12-digit run is stored). Anything else stays as sent, and fails validation.
 */
const toMobileNumber = ({ value }: { value: unknown }) => {
  if (value === null) return '';
  if (typeof value !== 'string') return value;
  const compact = value.replace(/[\s-]/g, '');
  return INDIAN_MOBILE.exec(compact)?.[1] ?? compact;
};
/** What this API returns for a day, accepted back so a client may send the student it read. */
const RETURNED_DAY = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/;

/** '' and null mean "no date" (null); a day we returned as an ISO date-time is read as its day. */
const toDayOrNull = ({ value }: { value: unknown }) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return RETURNED_DAY.exec(text)?.[1] ?? text;
};

/** An optional calendar day: 'YYYY-MM-DD', or '' / null for none (arrives as null). */
function OptionalDay(field: string, { notFuture = false } = {}): PropertyDecorator {
  const rules = [
    Transform(toDayOrNull),
    ValidateIf((_dto: unknown, value: unknown) => value !== undefined && value !== null),
    ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, { message: `${field} must be a date (YYYY-MM-DD) or empty` }),
  ];
  if (notFuture) {
    rules.push(
      ValidateBy({ name: 'notFuture', validator: { validate: (value) => !isCalendarDay(value) || value <= todayInIndia() } }, { message: STUDENT_MESSAGES.dobFuture }),
    );
  }
  // class-validator runs a property's rules bottom-up; reversed, the first listed gives the message.
  return applyDecorators(...rules.reverse());
}

const hasDob = (dto: { dob?: string | null }) => typeof dto.dob === 'string';

/** The fields shared by add and edit. On edit, a field left out keeps its stored value. */
export class StudentFieldsDto {
  @ApiPropertyOptional({ default: 'male' })
  @Transform(({ value }) => (value === null || value === '' ? undefined : value))
  @IsOptional()
  @IsIn(GENDERS, { message: `gender must be one of: ${GENDERS.join(', ')}` })
  gender?: Gender;

  @ApiPropertyOptional() @OptionalText('fatherName', LIMITS.nameMax) fatherName?: string;
  @ApiPropertyOptional() @OptionalText('motherName', LIMITS.nameMax) motherName?: string;

  @ApiPropertyOptional({ example: '2015-06-15', description: "YYYY-MM-DD, not in the future; '' for none" })
  @OptionalDay('dob', { notFuture: true })
  dob?: string | null;

  @ApiPropertyOptional({ example: '2024-04-01', description: "YYYY-MM-DD; '' for none" })
  @OptionalDay('admissionDate')
  admissionDate?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Used only when there is no dob; with a dob the age is derived from it' })
  @Transform(({ value }) => (value === '' || value === null ? null : wholeNumber({ value })))
  @ValidateIf((dto: StudentFieldsDto, value: unknown) => value !== undefined && value !== null && !hasDob(dto))
  @Max(AGE_MAX, { message: STUDENT_MESSAGES.age })
  @Min(0, { message: STUDENT_MESSAGES.age })
  @IsInt({ message: STUDENT_MESSAGES.age })
  age?: number | null;

  @ApiPropertyOptional() @OptionalText('address') address?: string;
  @ApiPropertyOptional() @OptionalText('area') area?: string;

  @ApiPropertyOptional({ example: '9876543210', description: "Indian mobile: optional +91 or 0, 10 digits starting 6-9, stored as the 10 digits; '' for none" })
  @Transform(toMobileNumber)
  @ValidateIf((_dto: unknown, value: unknown) => value !== undefined && value !== '')
  @ValidateBy({ name: 'isIndianMobile', validator: { validate: (value) => typeof value === 'string' && MOBILE_DIGITS.test(value) } }, {
    message: STUDENT_MESSAGES.contactNumber,
  })
  contactNumber?: string;

  @ApiPropertyOptional({ default: false })
  // A multipart body (add with a signed form) sends 'true' or 'false'.
  @Transform(({ value }) => (value === null ? undefined : value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'admittedInSchool must be true or false' })
  admittedInSchool?: boolean;

  @ApiPropertyOptional() @OptionalText('schoolName') schoolName?: string;
  @ApiPropertyOptional() @OptionalText('classStudying') classStudying?: string;

  @ApiPropertyOptional({ example: '', description: "YYYY-MM-DD, not before admissionDate; '' for none" })
  @OptionalDay('endDate')
  endDate?: string | null;
}

/** A valid Aadhaar number (12 digits, spaces allowed, first 2-9, Verhoeff check digit), kept as its digits. */
function AadhaarNumber(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({ name: 'isValidAadhaar', validator: { validate: isValidAadhaar } }, { message: STUDENT_MESSAGES.aadhaarInvalid }),
    ValidateIf((_dto: unknown, value: unknown) => value !== undefined && value !== null),
  );
}

/** POST /api/team/students: the student and the guardian's consent, as JSON or multipart with the signed form. */
export class CreateStudentDto extends IntersectionType(StudentFieldsDto, GuardianConsentDto) {
  @ApiProperty()
  @RequiredText('name', LIMITS.nameMax)
  name: string;

  @ApiPropertyOptional({ example: '2345 6789 0124', description: 'Optional; stored encrypted, shown only as XXXX XXXX 1234' })
  // Blank or null: no number.
  @Transform(({ value }) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : typeof value === 'string' ? compactAadhaar(value) : value))
  @AadhaarNumber()
  aadharCard?: string;
}

/**
 * PUT /api/team/students/:id: the whole student as the form sends it; fields left out keep their value.
 * The read-only keys of a student as returned (_id, createdAt, updatedAt, __v, aadharMasked) are ignored.
 */
export class UpdateStudentDto extends StudentFieldsDto {
  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('name', LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional({ nullable: true, description: "Omitted or '' keeps the stored number, null removes it, a number replaces it" })
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? undefined : compactAadhaar(value)) : value))
  @AadhaarNumber()
  aadharCard?: string | null;

  // Read-only fields of the student object: accepted and ignored.
  @ApiHideProperty() @Allow() _id?: unknown;
  @ApiHideProperty() @Allow() createdAt?: unknown;
  @ApiHideProperty() @Allow() updatedAt?: unknown;
  @ApiHideProperty() @Allow() __v?: unknown;
  @ApiHideProperty() @Allow() aadharMasked?: unknown;
  // Changed only through …/guardian-consent.
  @ApiHideProperty() @Allow() guardianConsent?: unknown;
  @ApiHideProperty() @Allow() consentWithdrawal?: unknown;
}

export class StudentDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: GENDERS, nullable: true, type: String, description: 'null only on a record erased after consent was withdrawn' }) gender: Gender | null;
  @ApiProperty() fatherName: string;
  @ApiProperty() motherName: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) dob: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) admissionDate: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Derived from dob when dob is set' }) age: number | null;
  @ApiProperty() address: string;
  @ApiProperty() area: string;
  @ApiProperty() contactNumber: string;
  @ApiProperty() admittedInSchool: boolean;
  @ApiProperty() schoolName: string;
  @ApiProperty() classStudying: string;
  @ApiProperty({ nullable: true, type: String, example: 'XXXX XXXX 0124', description: 'The full number is never in a list or detail' })
  aadharMasked: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) endDate: string | null;
  @ApiProperty({ type: GuardianConsentRecordDto, nullable: true, description: "null: none on record (a record from before consent records: 'Guardian consent needed')" })
  guardianConsent: GuardianConsentRecordDto | null;
  @ApiProperty({ type: ConsentWithdrawalDto, nullable: true, description: "Set when consent was withdrawn: the child's details are erased" })
  consentWithdrawal: ConsentWithdrawalDto | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class RevealedAadhaarDto {
  @ApiProperty({ example: '234567890124', description: 'The full number, 12 digits without spaces' })
  aadharCard: string;
}

const isoOrNull = (date: Date | undefined | null) => date?.toISOString() ?? null;

/** The one way a student leaves the API: the Aadhaar number only as its mask. */
export function mapStudent(student: StudentRecord, today = todayInIndia()): StudentDto {
  return {
    _id: String(student._id),
    name: student.name,
    gender: student.gender ?? null,
    fatherName: student.fatherName ?? '',
    motherName: student.motherName ?? '',
    dob: isoOrNull(student.dob),
    admissionDate: isoOrNull(student.admissionDate),
    age: student.dob ? ageOn(dateToDay(student.dob), today) : (student.age ?? null),
    address: student.address ?? '',
    area: student.area ?? '',
    contactNumber: student.contactNumber ?? '',
    admittedInSchool: student.admittedInSchool ?? false,
    schoolName: student.schoolName ?? '',
    classStudying: student.classStudying ?? '',
    aadharMasked: student.aadhaarLast4 ? maskAadhaar(student.aadhaarLast4) : null,
    endDate: isoOrNull(student.endDate),
    guardianConsent: mapGuardianConsent(student.guardianConsent),
    consentWithdrawal: mapConsentWithdrawal(student.consentWithdrawal),
    createdAt: student.createdAt.toISOString(),
    updatedAt: student.updatedAt.toISOString(),
  };
}

/** GET /api/team/students with list parameters. */
export class StudentListQueryDto extends PageQueryDto {
  @SortRule(STUDENT_SORTS, STUDENT_SORT_DEFAULT)
  sort?: StudentSort;
}

export class StudentPageDto extends PageDto implements Page<StudentDto> {
  @ApiProperty({ type: [StudentDto] }) items: StudentDto[];
}

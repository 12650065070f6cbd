import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { PageDto, PageQueryDto, SortRule } from '../../../dtos/page-query.dto';
import type { BirthdayRecord } from '../../../database/repositories/applicant.repository';
import { GuardianConsentRecordDto, RELATION_VALUES, mapGuardianConsent } from '../../../dtos/guardian-consent.dto';
import { dateToDay, todayInIndia } from '../../../validation/calendar-day';
import {
  Allow,
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  Max,
  Min,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  APPLICANT_SORT_DEFAULT,
  isUnderAdultAge,
  APPLICANT_SORTS,
  APPLICANT_VIEWS,
  type ApplicantCounts,
  type ApplicantSort,
  type ApplicantView,
  type Page,
  APPLICANT_STATUSES,
  APPLICANT_TYPES,
  GENDERS,
  INTEREST_OPTIONS,
  INTERN_AVAILABILITY,
  INTERNSHIP_DURATIONS,
  LIMITS,
  REFERRAL_SOURCES,
  type ApplicantStatus,
  type ApplicantType,
  type Gender,
  type Interest,
} from '@society/contracts';
import type { ApplicantRecord } from '../../../database/schemas/applicant.schema';
import { describeRule } from '../../../openapi/request-schema';
import {
  IfGiven,
  OptionalChoice,
  OptionalDate,
  OptionalPhone,
  OptionalText,
  RequiredEmail,
  RequiredText,
  trim,
  wholeNumber,
} from '../../../validation/field-rules';

export const REMARK_REQUIRED = 'Remark required';
const INTERESTS = INTEREST_OPTIONS.map((option) => option.value);
export const INTERN_AVAILABILITIES: readonly string[] = INTERN_AVAILABILITY.map((option) => option.value);
/** Generous: the client sends the whole history back with its new remarks. */
const REMARKS_PER_REQUEST_MAX = 1000;

/** A remark of the list the client sends: stored ones (with _id) are ignored, new ones (without) appended. */
export class RemarkInputDto {
  @ApiPropertyOptional({ description: 'Present on stored remarks, which the server leaves as they are' })
  @Allow()
  _id?: unknown;

  @ApiProperty()
  @ValidateIf((remark: RemarkInputDto) => isNewRemark(remark))
  @Transform(trim)
  @IsNotEmpty({ message: REMARK_REQUIRED })
  @IsString({ message: 'remark text must be text' })
  @MaxLength(LIMITS.messageMax, { message: `remark text must be at most ${LIMITS.messageMax} characters` })
  text?: string;

  // Set by the server (now, and the caller's email), whatever the client sends.
  @ApiHideProperty() @Allow() date?: unknown;
  @ApiHideProperty() @Allow() author?: unknown;
}

export function isNewRemark(remark: RemarkInputDto): boolean {
  return remark._id === undefined || remark._id === null || remark._id === '';
}

function isAvailability(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= LIMITS.volunteerHoursMin && value <= LIMITS.volunteerHoursMax;
  return value === '' || INTERN_AVAILABILITIES.includes(value as string);
}
describeRule('isAvailability', {
  anyOf: [
    { type: 'integer', minimum: LIMITS.volunteerHoursMin, maximum: LIMITS.volunteerHoursMax },
    { type: 'string', enum: ['', ...INTERN_AVAILABILITIES] },
  ],
});

/**
 * HR's partial update: only the fields sent change. Dates are ISO strings or null, text is trimmed
 * ('' clears it). The full applicant object is accepted too: its read-only fields are ignored.
 */
export class UpdateApplicantDto {
  @ApiPropertyOptional()
  @IfGiven()
  @IsIn(APPLICANT_STATUSES, { message: `status must be one of: ${APPLICANT_STATUSES.join(', ')}` })
  status?: ApplicantStatus;

  @ApiPropertyOptional({ nullable: true, example: '2025-06-01T10:00:00.000Z' })
  @OptionalDate('interviewDate')
  interviewDate?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Date of joining' })
  @OptionalDate('doj')
  doj?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Date of leaving' })
  @OptionalDate('dol')
  dol?: string | null;

  @ApiPropertyOptional() @OptionalText('assignedPosition') assignedPosition?: string;
  @ApiPropertyOptional() @OptionalText('assignedTeam') assignedTeam?: string;
  @ApiPropertyOptional({ description: "Required (non-blank) when status is 'rejected'" })
  @OptionalText('rejectionReason', LIMITS.messageMax)
  rejectionReason?: string;

  @ApiPropertyOptional({ type: [RemarkInputDto], description: 'The list shown plus new items {text}; only items without _id are added' })
  @IsOptional()
  @IsArray({ message: 'remarks must be a list' })
  @ArrayMaxSize(REMARKS_PER_REQUEST_MAX, { message: `remarks may hold at most ${REMARKS_PER_REQUEST_MAX} items` })
  @ValidateNested({ each: true })
  @Type(() => RemarkInputDto)
  remarks?: RemarkInputDto[];

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('name', LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredEmail()
  email?: string;

  @ApiPropertyOptional() @OptionalPhone() phone?: string;
  @ApiPropertyOptional() @OptionalChoice('gender', GENDERS) gender?: Gender | '';
  @ApiPropertyOptional({ nullable: true, example: '2001-08-15' }) @OptionalDate('dob', { past: true }) dob?: string | null;

  @ApiPropertyOptional({ isArray: true })
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? [] : [value.trim()]) : value === null ? [] : value))
  @IsOptional()
  @IsArray({ message: 'interests must be one option or a list of options' })
  @IsIn(INTERESTS, { each: true, message: `interests must be chosen from: ${INTERESTS.join(', ')}` })
  @ArrayUnique({ message: 'interests must not repeat an option' })
  @ArrayMaxSize(INTERESTS.length, { message: `interests may hold at most ${INTERESTS.length} options` })
  interests?: Interest[];

  @ApiPropertyOptional({ description: `Hours per week (volunteer, ${LIMITS.volunteerHoursMin} to ${LIMITS.volunteerHoursMax}) or ${INTERN_AVAILABILITIES.join(', ')} (intern)` })
  @Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? wholeNumber({ value: value.trim() }) : value))
  @IsOptional()
  @ValidateBy({ name: 'isAvailability', validator: { validate: isAvailability } }, {
    message: `availability must be ${LIMITS.volunteerHoursMin} to ${LIMITS.volunteerHoursMax} hours per week (volunteer) or one of: ${INTERN_AVAILABILITIES.join(', ')} (intern)`,
  })
  availability?: number | string;

  @ApiPropertyOptional() @OptionalChoice('reference', REFERRAL_SOURCES) reference?: string;
  @ApiPropertyOptional() @OptionalText('experience', LIMITS.messageMax) experience?: string;
  @ApiPropertyOptional() @OptionalText('course') course?: string;
  @ApiPropertyOptional() @OptionalText('college') college?: string;
  @ApiPropertyOptional() @OptionalChoice('duration', INTERNSHIP_DURATIONS) duration?: string;

  // Read-only fields of the applicant object: accepted and ignored.
  @ApiHideProperty() @Allow() _id?: unknown;
  @ApiHideProperty() @Allow() type?: unknown;
  @ApiHideProperty() @Allow() agreeToTerms?: unknown;
  @ApiHideProperty() @Allow() createdAt?: unknown;
  @ApiHideProperty() @Allow() updatedAt?: unknown;
  @ApiHideProperty() @Allow() __v?: unknown;
  // Recorded through …/guardian-consent only.
  @ApiHideProperty() @Allow() under18?: unknown;
  @ApiHideProperty() @Allow() guardian?: unknown;
  @ApiHideProperty() @Allow() guardianConsent?: unknown;
}

export class RemarkDto {
  @ApiProperty() _id: string;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty() text: string;
  @ApiProperty({ description: 'Email of the staff member who wrote it' }) author: string;
}

export class GuardianNamedDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: RELATION_VALUES }) relation: string;
  @ApiProperty() phone: string;
}

/** Whether the applicant is a child on `today` by their date of birth (none given: not known to be). */
export function isApplicantUnder18(applicant: Pick<ApplicantRecord, 'dob'>, today = todayInIndia()): boolean {
  return applicant.dob ? isUnderAdultAge(dateToDay(applicant.dob), today) : false;
}

export class ApplicantDto {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: APPLICANT_TYPES }) type: ApplicantType;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: [...GENDERS, ''] }) gender: Gender | '';
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) dob: string | null;
  @ApiProperty({ enum: INTERESTS, isArray: true }) interests: string[];
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }] }) availability: number | string;
  @ApiProperty() reference: string;
  @ApiProperty() experience: string;
  @ApiProperty() course: string;
  @ApiProperty() college: string;
  @ApiProperty() duration: string;
  @ApiProperty() agreeToTerms: boolean;
  @ApiProperty({ enum: APPLICANT_STATUSES }) status: ApplicantStatus;
  @ApiProperty() assignedPosition: string;
  @ApiProperty() assignedTeam: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) interviewDate: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) doj: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) dol: string | null;
  @ApiProperty() rejectionReason: string;
  @ApiProperty({ type: [RemarkDto] }) remarks: RemarkDto[];
  @ApiProperty({ description: "Under 18 on today's date (from dob): a guardian's consent is needed past Pending" }) under18: boolean;
  @ApiProperty({ type: GuardianNamedDto, nullable: true, description: 'The guardian the applicant named on the form' }) guardian: GuardianNamedDto | null;
  @ApiProperty({ type: GuardianConsentRecordDto, nullable: true, description: "The guardian's consent as HR verified it" }) guardianConsent: GuardianConsentRecordDto | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

const isoOrNull = (date: Date | undefined | null) => date?.toISOString() ?? null;

export function mapApplicant(applicant: ApplicantRecord): ApplicantDto {
  return {
    _id: String(applicant._id),
    type: applicant.type,
    name: applicant.name,
    email: applicant.email,
    phone: applicant.phone ?? '',
    gender: applicant.gender ?? '',
    dob: isoOrNull(applicant.dob),
    interests: applicant.interests ?? [],
    availability: applicant.availability ?? '',
    reference: applicant.reference ?? '',
    experience: applicant.experience ?? '',
    course: applicant.course ?? '',
    college: applicant.college ?? '',
    duration: applicant.duration ?? '',
    agreeToTerms: applicant.agreeToTerms,
    status: applicant.status,
    assignedPosition: applicant.assignedPosition ?? '',
    assignedTeam: applicant.assignedTeam ?? '',
    interviewDate: isoOrNull(applicant.interviewDate),
    doj: isoOrNull(applicant.doj),
    dol: isoOrNull(applicant.dol),
    rejectionReason: applicant.rejectionReason ?? '',
    remarks: (applicant.remarks ?? []).map((remark) => ({
      _id: remark._id ? String(remark._id) : '',
      date: remark.date.toISOString(),
      text: remark.text,
      author: remark.author ?? '',
    })),
    under18: isApplicantUnder18(applicant),
    guardian: applicant.guardian ? { name: applicant.guardian.name, relation: applicant.guardian.relation, phone: applicant.guardian.phone } : null,
    guardianConsent: mapGuardianConsent(applicant.guardianConsent),
    createdAt: applicant.createdAt.toISOString(),
    updatedAt: applicant.updatedAt.toISOString(),
  };
}

export class BirthdayWishDto {
  @ApiProperty() @RequiredEmail() email: string;
  @ApiProperty() @RequiredText('name', LIMITS.nameMax) name: string;
}

/** GET /api/hr/birthdays: the Birthday List, of one month or all. */
export class BirthdayQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 12, description: 'One month, 1 (January) to 12; every month when left out' })
  @Transform(wholeNumber)
  @IfGiven()
  @IsInt({ message: 'month must be a whole number from 1 to 12' })
  @Min(1, { message: 'month must be a whole number from 1 to 12' })
  @Max(12, { message: 'month must be a whole number from 1 to 12' })
  month?: number;
}

/** One person of the Birthday List: no more than the list shows. */
export class BirthdayDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date-time', type: String }) dob: string;
}

export function mapBirthday(person: BirthdayRecord): BirthdayDto {
  return { _id: String(person._id), name: person.name, email: person.email, dob: person.dob?.toISOString() ?? '' };
}

/** GET /api/hr/applicants with list parameters: one page of one of HR's three tables. */
export class ApplicantListQueryDto extends PageQueryDto {
  @SortRule(APPLICANT_SORTS, APPLICANT_SORT_DEFAULT)
  sort?: ApplicantSort;

  @ApiPropertyOptional({ enum: APPLICANT_VIEWS, description: 'ongoing: pending, interview and onboarded; volunteer or intern: that kind. Every applicant when left out.' })
  @IfGiven()
  @IsIn(APPLICANT_VIEWS, { message: `view must be one of: ${APPLICANT_VIEWS.join(', ')}` })
  view?: ApplicantView;

  @ApiPropertyOptional({ enum: APPLICANT_STATUSES })
  @IfGiven()
  @IsIn(APPLICANT_STATUSES, { message: `status must be one of: ${APPLICANT_STATUSES.join(', ')}` })
  status?: ApplicantStatus;
}

export class ApplicantCountsDto implements ApplicantCounts {
  @ApiProperty({ description: 'Pending, interview and onboarded, both kinds' }) ongoing: number;
  @ApiProperty() volunteer: number;
  @ApiProperty() intern: number;
}

export class ApplicantPageDto extends PageDto implements Page<ApplicantDto> {
  @ApiProperty({ type: [ApplicantDto] }) items: ApplicantDto[];
  @ApiProperty({ type: ApplicantCountsDto, description: "The tabs' counts, whatever the search and filter" }) counts: ApplicantCountsDto;
}

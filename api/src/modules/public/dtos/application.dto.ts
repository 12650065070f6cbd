import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, Equals, IsArray, IsNotEmpty, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  GENDERS,
  GUARDIAN_CONSENT_MESSAGES,
  INTERN_AVAILABILITY,
  isUnderAdultAge,
  type GuardianFields,
  type GuardianRelation,
  INTEREST_OPTIONS,
  INTERNSHIP_DURATIONS,
  LIMITS,
  MESSAGES,
  REFERRAL_SOURCES,
  type Gender,
  type InternApplicationRequest,
  type InternAvailability,
  type Interest,
  type InternshipDuration,
  type ReferralSource,
  type VolunteerApplicationRequest,
} from '@society/contracts';
import { PublicFormDto } from '../../../dtos/public-form.dto';
import { RELATION_VALUES } from '../../../dtos/guardian-consent.dto';
import { todayInIndia } from '../../../validation/calendar-day';
import { isCalendarDate, RequiredChoice, RequiredEmail, RequiredName, RequiredPastDate, RequiredPhone, RequiredText, trim, wholeNumber } from '../../../validation/field-rules';

const INTERESTS = INTEREST_OPTIONS.map((option) => option.value);
const INTERN_AVAILABILITIES = INTERN_AVAILABILITY.map((option) => option.value);

/** One option, or a list of options (SPEC §3). */
const oneOrMany = ({ value }: { value: unknown }) => (typeof value === 'string' ? [value.trim()] : value);

/** Whether the date of birth sent makes the applicant under 18 on today's date (India). */
export function isUnder18Application(dto: { dob?: unknown }): boolean {
  return isCalendarDate(dto.dob) && isUnderAdultAge(dto.dob.slice(0, 10), todayInIndia());
}

/** A guardian's detail: required only from an applicant under 18 (anyone else's is checked if given, never kept). */
function GuardianDetail(rule: PropertyDecorator): PropertyDecorator {
  return applyDecorators(
    // class-validator runs these bottom-up: the missing-guardian message comes first.
    rule,
    IsNotEmpty({ message: GUARDIAN_CONSENT_MESSAGES.guardianRequired }),
    // An adult's form leaves them out; anything sent is still checked.
    ValidateIf((dto: { dob?: unknown }, value: unknown) => isUnder18Application(dto) || value !== undefined),
  );
}

/** Fields both kinds of application share. */
class ApplicationFields extends PublicFormDto implements GuardianFields {
  @ApiProperty()
  @RequiredName('name')
  name: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiProperty({ example: '+91 98765 43210' })
  @RequiredPhone()
  phone: string;

  @ApiProperty()
  @RequiredChoice('gender', GENDERS)
  gender: Gender;

  @ApiProperty({ example: '2001-08-15', description: 'Date of birth, YYYY-MM-DD' })
  @RequiredPastDate('dob')
  dob: string;

  @ApiPropertyOptional({ description: 'Required when dob makes the applicant under 18 today: the parent or guardian who agrees' })
  @GuardianDetail(RequiredName('guardianName'))
  guardianName?: string;

  @ApiPropertyOptional({ enum: RELATION_VALUES, description: 'Required when the applicant is under 18' })
  @GuardianDetail(RequiredChoice('guardianRelation', RELATION_VALUES))
  guardianRelation?: GuardianRelation;

  @ApiPropertyOptional({ description: 'Required when the applicant is under 18' })
  @GuardianDetail(RequiredPhone('guardianPhone'))
  guardianPhone?: string;
}

export class VolunteerApplicationDto extends ApplicationFields implements VolunteerApplicationRequest {
  @ApiProperty()
  @RequiredChoice('area', INTERESTS)
  area: Interest;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'experience must be text' })
  @MaxLength(LIMITS.messageMax, { message: `experience must be at most ${LIMITS.messageMax} characters` })
  experience?: string;

  @ApiProperty({ description: 'Hours per week' })
  @Transform(wholeNumber)
  @IsNotEmpty({ message: 'availability is required' })
  @IsInt({ message: 'availability must be a whole number of hours per week' })
  @Min(LIMITS.volunteerHoursMin, { message: `availability must be at least ${LIMITS.volunteerHoursMin} hours per week` })
  @Max(LIMITS.volunteerHoursMax, { message: `availability must be at most ${LIMITS.volunteerHoursMax} hours per week` })
  availability: number;

  @ApiProperty()
  @RequiredChoice('referralSource', REFERRAL_SOURCES)
  referralSource: ReferralSource;

  @ApiProperty()
  @Equals(true, { message: MESSAGES.volunteerTerms })
  agreeToTerms: boolean;
}

export class InternApplicationDto extends ApplicationFields implements InternApplicationRequest {
  @ApiProperty()
  @RequiredText('course')
  course: string;

  @ApiProperty()
  @RequiredText('college')
  college: string;

  @ApiProperty({ isArray: true, description: 'One option, or a list of options' })
  @Transform(oneOrMany)
  @IsNotEmpty({ message: 'interests is required' })
  @IsArray({ message: 'interests must be one option or a list of options' })
  @ArrayNotEmpty({ message: 'interests is required' })
  @IsIn(INTERESTS, { each: true, message: `interests must be chosen from: ${INTERESTS.join(', ')}` })
  @ArrayUnique({ message: 'interests must not repeat an option' })
  @ArrayMaxSize(INTERESTS.length, { message: `interests may hold at most ${INTERESTS.length} options` })
  interests: Interest[];

  @ApiProperty()
  @RequiredChoice('duration', INTERNSHIP_DURATIONS)
  duration: InternshipDuration;

  @ApiProperty()
  @RequiredChoice('availability', INTERN_AVAILABILITIES)
  availability: InternAvailability;

  @ApiProperty()
  @RequiredChoice('reference', REFERRAL_SOURCES)
  reference: ReferralSource;

  @ApiProperty()
  @Equals(true, { message: MESSAGES.internRequired })
  agreeToTerms: boolean;
}

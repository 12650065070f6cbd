import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import {
  ACADEMIC_YEAR_PATTERN,
  ATTENDANCE_MARKS,
  CLASS_DAY_KINDS,
  CLOCK_TIME_PATTERN,
  REGISTER_RULES,
  WEEKDAYS,
  type AttendanceMark,
  type ClassDayKind,
  type Weekday,
} from '@society/contracts';
import { isMarks } from '../domains/children/register/services/register-rules';
import { OBJECT_ID_PATTERN } from '../middleware/parse-object-id.pipe';
import { describeRule } from '../openapi/request-schema';
import { OptionalHttpsUrl, OptionalText, RequiredChoice, RequiredText } from '../validation/field-rules';

// The register's request bodies that the team and the admin both send (centres, batches, a day's marks).

/** Teachers one batch may name: a handful at most. */
export const TEACHERS_PER_BATCH_MAX = 10;

const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value);
const lowerCaseEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => lowerCase({ value: item })) : value);

/** A record id (24 hex characters), stored lower-case. */
export function RequiredObjectId(field: string): PropertyDecorator {
  return (target, key) => {
    Transform(lowerCase)(target, key);
    Matches(OBJECT_ID_PATTERN, { message: `Invalid ${field}` })(target, key);
  };
}

export class CentreDto {
  @ApiProperty({ maxLength: REGISTER_RULES.centreNameMax }) @RequiredText('name', REGISTER_RULES.centreNameMax) name: string;
  @ApiPropertyOptional({ maxLength: REGISTER_RULES.centreNameMax }) @OptionalText('area', REGISTER_RULES.centreNameMax) area?: string;
  @ApiPropertyOptional({ maxLength: REGISTER_RULES.addressMax }) @OptionalText('address', REGISTER_RULES.addressMax) address?: string;
  @ApiPropertyOptional({ description: "An https map link, or ''" }) @OptionalHttpsUrl('mapUrl') mapUrl?: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean({ message: 'active must be true or false' }) active?: boolean;
}

export class BatchDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN.source }) @RequiredObjectId('centreId') centreId: string;
  @ApiProperty({ maxLength: REGISTER_RULES.batchNameMax }) @RequiredText('name', REGISTER_RULES.batchNameMax) name: string;

  @ApiProperty({ enum: WEEKDAYS, isArray: true, uniqueItems: true, maxItems: WEEKDAYS.length })
  @IsArray({ message: 'days must be chosen from: ' + WEEKDAYS.join(', ') })
  @IsIn(WEEKDAYS, { each: true, message: `days must be chosen from: ${WEEKDAYS.join(', ')}` })
  @ArrayUnique({ message: 'days must not repeat an option' })
  days: Weekday[];

  @ApiProperty({ pattern: CLOCK_TIME_PATTERN.source, example: '16:00' }) @Matches(CLOCK_TIME_PATTERN, { message: 'Invalid startTime' }) startTime: string;
  @ApiProperty({ pattern: CLOCK_TIME_PATTERN.source, example: '18:00' }) @Matches(CLOCK_TIME_PATTERN, { message: 'Invalid endTime' }) endTime: string;

  @ApiProperty({ type: [String], description: 'User ids of team members', maxItems: TEACHERS_PER_BATCH_MAX, uniqueItems: true, items: { type: 'string', pattern: OBJECT_ID_PATTERN.source } })
  @Transform(lowerCaseEach)
  @IsArray({ message: 'Invalid teacherIds' })
  @ArrayMaxSize(TEACHERS_PER_BATCH_MAX, { message: `teacherIds may hold at most ${TEACHERS_PER_BATCH_MAX} options` })
  @ArrayUnique({ message: 'teacherIds must not repeat an option' })
  @Matches(OBJECT_ID_PATTERN, { each: true, message: 'Invalid teacherIds' })
  teacherIds: string[];

  @ApiProperty({ pattern: ACADEMIC_YEAR_PATTERN.source, example: '2026-27' }) @Matches(ACADEMIC_YEAR_PATTERN, { message: 'Invalid academicYear' }) academicYear: string;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean({ message: 'teachesEnglish must be true or false' }) teachesEnglish?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean({ message: 'active must be true or false' }) active?: boolean;
}

describeRule('isMarks', { type: 'object', maxProperties: REGISTER_RULES.recordsPerSync, additionalProperties: { type: 'string', enum: [...ATTENDANCE_MARKS] } });

/** The admin's correction of a day: its kind and the marks (none for a holiday or a day without class). */
export class DayCorrectionDto {
  @ApiProperty({ enum: CLASS_DAY_KINDS }) @RequiredChoice('dayKind', CLASS_DAY_KINDS) dayKind: ClassDayKind;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string', enum: [...ATTENDANCE_MARKS] }, description: 'studentId → mark' })
  @Transform(({ value }: { value: unknown }) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([id, mark]) => [id.toLowerCase(), mark])) : value))
  @ValidateBy({ name: 'isMarks', validator: { validate: isMarks } }, { message: 'Invalid marks' })
  marks: Record<string, AttendanceMark>;
}

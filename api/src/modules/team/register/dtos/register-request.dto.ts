import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, Matches } from 'class-validator';
import { ACADEMIC_YEAR_PATTERN, ASSESSMENT_ROUNDS, REGISTER_RECORD_KINDS, REGISTER_RULES, type AssessmentRound, type AssessmentRoundDates } from '@society/contracts';
import { OBJECT_ID_PATTERN } from '../../../../middleware/parse-object-id.pipe';
import { RequiredDay } from '../../../../validation/calendar-day';
import { RequiredChoice } from '../../../../validation/field-rules';

/** Children one enrolment request may name: a whole batch and more. */
export const ENROL_MAX = 100;

const lowerCaseEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.toLowerCase() : item)) : value);

export class BatchListQueryDto {
  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN.source, description: "One centre's batches" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @Matches(OBJECT_ID_PATTERN, { message: 'Invalid centreId' })
  centreId?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only the batches the signed-in member teaches' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'mine must be one of: true, false' })
  mine?: 'true' | 'false';
}

export class EnrolDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: ENROL_MAX, items: { type: 'string', pattern: OBJECT_ID_PATTERN.source } })
  @Transform(lowerCaseEach)
  @IsArray({ message: 'Invalid studentIds' })
  @ArrayMinSize(1, { message: 'studentIds is required' })
  @ArrayMaxSize(ENROL_MAX, { message: `studentIds may hold at most ${ENROL_MAX} options` })
  @Matches(OBJECT_ID_PATTERN, { each: true, message: 'Invalid studentIds' })
  studentIds: string[];
}

export class SyncDto {
  @ApiProperty({
    type: 'array',
    maxItems: REGISTER_RULES.recordsPerSync,
    description: `The phone's records, each under its own id; each is answered on its own`,
    // Anything: a record the phone got wrong (even one that is no object) is refused in its own result, never
    // the whole request with a 400.
    items: { description: `A RegisterRecord (contracts' register.ts): id (a UUID), recordedAt (ISO), kind ${REGISTER_RECORD_KINDS.join(', ')} and the kind's fields` },
  })
  @IsArray({ message: 'Invalid records' })
  @ArrayMaxSize(REGISTER_RULES.recordsPerSync, { message: `records may hold at most ${REGISTER_RULES.recordsPerSync} options` })
  records: unknown[];
}

export class RoundsQueryDto {
  @ApiPropertyOptional({ pattern: ACADEMIC_YEAR_PATTERN.source, example: '2026-27' })
  @IsOptional()
  @Matches(ACADEMIC_YEAR_PATTERN, { message: 'Invalid academicYear' })
  academicYear?: string;
}

export class RoundDatesDto implements AssessmentRoundDates {
  @ApiProperty({ pattern: ACADEMIC_YEAR_PATTERN.source, example: '2026-27' }) @Matches(ACADEMIC_YEAR_PATTERN, { message: 'Invalid academicYear' }) academicYear: string;
  @ApiProperty({ enum: ASSESSMENT_ROUNDS }) @RequiredChoice('round', ASSESSMENT_ROUNDS) round: AssessmentRound;
  @ApiProperty({ example: '2026-07-01' }) @RequiredDay('from') from: string;
  @ApiProperty({ example: '2026-07-15' }) @RequiredDay('to') to: string;
}

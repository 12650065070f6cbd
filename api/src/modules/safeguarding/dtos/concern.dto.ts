import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { CLOCK_TIME_PATTERN, CONCERN_NEXT_STEPS, CONCERN_REPORTED_TO, CONCERN_RULES, type ConcernNextStep, type ConcernReportedTo, type ConcernStepRequest, type RaiseConcernRequest } from '@society/contracts';
import { OBJECT_ID_PATTERN } from '../../../middleware/parse-object-id.pipe';
import { RequiredDay } from '../../../validation/calendar-day';
import { OptionalChoice, OptionalDay, OptionalText, RequiredChoice, RequiredText } from '../../../validation/field-rules';

const blankToNothing = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim().toLowerCase() : value);

/** POST /api/safeguarding/concerns. */
export class RaiseConcernDto implements RaiseConcernRequest {
  @ApiProperty({ maxLength: CONCERN_RULES.whatMax, description: 'What happened' }) @RequiredText('what', CONCERN_RULES.whatMax) what: string;

  @ApiProperty({ example: '2026-11-28', description: 'The day it happened (YYYY-MM-DD, India), not in the future' }) @RequiredDay('happenedOn') happenedOn: string;

  @ApiPropertyOptional({ pattern: CLOCK_TIME_PATTERN.source, example: '16:30', description: 'The time it happened (HH:MM, India), when known' })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @Matches(CLOCK_TIME_PATTERN, { message: 'happenedAt must be a time written HH:MM' })
  happenedAt?: string;

  @ApiProperty({ maxLength: CONCERN_RULES.whoMax, description: 'Who is involved' }) @RequiredText('who', CONCERN_RULES.whoMax) who: string;

  @ApiProperty({ maxLength: CONCERN_RULES.childNameMax, description: "The child's name" }) @RequiredText('childName', CONCERN_RULES.childNameMax) childName: string;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN.source, description: "The child's student record, when known" })
  @Transform(blankToNothing)
  @IsOptional()
  @Matches(OBJECT_ID_PATTERN, { message: 'Invalid studentId' })
  studentId?: string;

  @ApiPropertyOptional({ maxLength: CONCERN_RULES.whereMax, description: 'Where it happened' }) @OptionalText('where', CONCERN_RULES.whereMax) where?: string;
}

/** POST /api/safeguarding/concerns/:id/steps: the next step (a report with whom, the day and the reference). */
export class ConcernStepDto implements ConcernStepRequest {
  @ApiProperty({ enum: CONCERN_NEXT_STEPS, description: 'Only the next step: raised → assessed → reported → closed' }) @RequiredChoice('step', CONCERN_NEXT_STEPS) step: ConcernNextStep;

  @ApiProperty({ maxLength: CONCERN_RULES.noteMax, description: 'What was done or found' }) @RequiredText('note', CONCERN_RULES.noteMax) note: string;

  @ApiPropertyOptional({ enum: CONCERN_REPORTED_TO, description: "With 'reported': the police or the Special Juvenile Police Unit" })
  @OptionalChoice('reportedTo', CONCERN_REPORTED_TO)
  reportedTo?: ConcernReportedTo;

  @ApiPropertyOptional({ example: '2026-11-29', description: "With 'reported': the day it was reported (YYYY-MM-DD, India)" }) @OptionalDay('reportedOn') reportedOn?: string;

  @ApiPropertyOptional({ maxLength: CONCERN_RULES.referenceMax, description: "With 'reported': the police's reference (FIR or diary number)" })
  @OptionalText('reference', CONCERN_RULES.referenceMax)
  reference?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, Matches } from 'class-validator';
import {
  HOURS_STATUSES,
  SESSION_KINDS,
  SESSION_RULES,
  type HoursBulkApproveRequest,
  type HoursRejectRequest,
  type HoursStatus,
  type SessionKind,
  type SessionRequest,
  type SessionUpdateRequest,
} from '@society/contracts';
import { PageWindowQueryDto } from '../../../../dtos/page-query.dto';
import { lowerCase, RepeatWeeklyUntil, SessionTimesDto } from '../../../../dtos/session.dto';
import { OBJECT_ID_PATTERN } from '../../../../middleware/parse-object-id.pipe';
import { RequiredDay } from '../../../../validation/calendar-day';
import { OptionalChoice, OptionalDay, RequiredChoice, RequiredText } from '../../../../validation/field-rules';

/** PUT /api/hr/sessions/:id: what a session is. */
export class SessionUpdateDto extends SessionTimesDto implements SessionUpdateRequest {
  @ApiProperty({ enum: SESSION_KINDS }) @RequiredChoice('kind', SESSION_KINDS) kind: SessionKind;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN.source, description: "Required when kind is 'batch'" })
  @IsOptional()
  @Transform(lowerCase)
  @Matches(OBJECT_ID_PATTERN, { message: 'Invalid batchId' })
  batchId?: string;
}

/** POST /api/hr/sessions */
export class SessionDto extends SessionUpdateDto implements SessionRequest {
  @RepeatWeeklyUntil()
  repeatWeeklyUntil?: string;
}

export class SessionListQueryDto extends PageWindowQueryDto {
  @ApiPropertyOptional({ example: '2026-07-01', description: 'Only sessions from this day on' })
  @OptionalDay('from')
  from?: string;
}

export class HoursListQueryDto extends PageWindowQueryDto {
  @ApiPropertyOptional({ enum: HOURS_STATUSES }) @OptionalChoice('status', HOURS_STATUSES) status?: HoursStatus | '';
  @ApiPropertyOptional({ example: '2026-07-06', description: 'A week, by its Monday' }) @OptionalDay('week') week?: string;
}

export class HoursRejectDto implements HoursRejectRequest {
  @ApiProperty({ maxLength: SESSION_RULES.reasonMax }) @RequiredText('reason', SESSION_RULES.reasonMax) reason: string;
}

export class HoursBulkApproveDto implements HoursBulkApproveRequest {
  @ApiPropertyOptional({ example: '2026-07-06', description: "A week's waiting entries, by its Monday" }) @OptionalDay('week') week?: string;

  @ApiPropertyOptional({ type: [String], maxItems: SESSION_RULES.approveIdsMax, items: { type: 'string', pattern: OBJECT_ID_PATTERN.source } })
  @IsOptional()
  @IsArray({ message: 'Invalid ids' })
  @ArrayMaxSize(SESSION_RULES.approveIdsMax, { message: `ids may hold at most ${SESSION_RULES.approveIdsMax} options` })
  @Matches(OBJECT_ID_PATTERN, { each: true, message: 'Invalid ids' })
  ids?: string[];
}

export class ApprovedTotalQueryDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN.source, description: 'The volunteer or intern (applicant id), as a certificate names them' })
  @Transform(lowerCase)
  @Matches(OBJECT_ID_PATTERN, { message: 'Invalid applicantId' })
  applicantId: string;

  @ApiProperty({ example: '2026-04-01' }) @RequiredDay('from') from: string;
  @ApiProperty({ example: '2027-03-31' }) @RequiredDay('to') to: string;
}

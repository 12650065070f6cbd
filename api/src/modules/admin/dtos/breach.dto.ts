import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsNotEmpty } from 'class-validator';
import {
  BREACH_DATA_KINDS,
  BREACH_DEADLINE_STATES,
  BREACH_NOTICE_STATUSES,
  BREACH_LIMITS,
  BREACH_SCOPES,
  BREACH_STATES,
  BREACH_STEPS,
  type BreachAffectedPerson,
  type BreachCreateRequest,
  type BreachDataKind,
  type BreachDeadline,
  type BreachDeadlineState,
  type BreachDrafts,
  type BreachKindCount,
  type BreachNoticeStatus,
  type BreachNoticeSummary,
  type BreachNoticesResult,
  type BreachProgressRequest,
  type BreachRecord,
  type BreachScope,
  type BreachState,
  type BreachStep,
  type BreachSummary,
  type BreachUpdateRequest,
  type Page,
} from '@society/contracts';
import { PageDto } from '../../../dtos/page-query.dto';
import { BREACH_MESSAGES } from '../breaches/breaches.service';
import { IfGiven, OptionalChoice, OptionalDate, OptionalDay, OptionalText, RequiredChoice, RequiredPastDate, RequiredText } from '../../../validation/field-rules';


/** The kinds of data an incident names: at least one, each once. */
function Kinds(): PropertyDecorator {
  // Listed in the order the messages should lead (the validation pipe answers with the first).
  return applyDecorators(
    ...[
      IsNotEmpty({ message: 'kinds is required' }),
      IsArray({ message: 'kinds must be a list of kinds of data' }),
      ArrayNotEmpty({ message: 'kinds must name at least one kind of data' }),
      IsIn(BREACH_DATA_KINDS, { each: true, message: `kinds must be chosen from: ${BREACH_DATA_KINDS.join(', ')}` }),
      ArrayUnique({ message: 'kinds must not repeat a kind' }),
      ArrayMaxSize(BREACH_DATA_KINDS.length, { message: `kinds may hold at most ${BREACH_DATA_KINDS.length} kinds` }),
    ].reverse(),
  );
}

/** The optional facts, shared by the record and the change requests. */
class BreachOptionalFactsDto {
  @ApiPropertyOptional({ description: 'Where: the system, file or place' })
  @OptionalText('location')
  location?: string;

  @ApiPropertyOptional({ nullable: true, description: 'When it happened, as far as known (null: not known)' })
  @OptionalDate('occurredAt', { past: true })
  occurredAt?: string | null;

  @ApiPropertyOptional({ enum: BREACH_SCOPES, description: "'all' records of the kinds, or those created within from–to ('range')" })
  @OptionalChoice('scope', BREACH_SCOPES)
  scope?: BreachScope;

  @ApiPropertyOptional({ example: '2026-04-01', description: "First day in India (scope 'range'); '' or null: open" })
  @OptionalDay('from')
  from?: string | null;

  @ApiPropertyOptional({ example: '2026-09-30', description: "Last day in India (scope 'range'); '' or null: open" })
  @OptionalDay('to')
  to?: string | null;

  @ApiPropertyOptional({ description: 'The likely consequences for the people affected' })
  @OptionalText('consequences', BREACH_LIMITS.textMax)
  consequences?: string;

  @ApiPropertyOptional({ description: 'What the society has done or is doing to limit the harm' })
  @OptionalText('mitigation', BREACH_LIMITS.textMax)
  mitigation?: string;

  @ApiPropertyOptional({ description: 'What the people affected can do to protect themselves' })
  @OptionalText('safetySteps', BREACH_LIMITS.textMax)
  safetySteps?: string;

  @ApiPropertyOptional({ description: 'Circumstances, reasons, and what is known of the person who caused it' })
  @OptionalText('cause', BREACH_LIMITS.textMax)
  cause?: string;

  @ApiPropertyOptional({ description: 'Measures so that it does not happen again' })
  @OptionalText('remedial', BREACH_LIMITS.textMax)
  remedial?: string;

  @ApiPropertyOptional({ nullable: true, description: 'A later deadline for the report the Board allowed (null: none)' })
  @OptionalDate('extendedUntil')
  extendedUntil?: string | null;
}

export class BreachCreateDto extends BreachOptionalFactsDto implements BreachCreateRequest {
  // A new incident's range needs a day (a change is checked with the stored facts: breaches.service.ts).
  @ApiPropertyOptional({ example: '2026-04-01', description: "First day in India (scope 'range'); '' or null: open. A range needs from, to or both" })
  @OptionalDay('from', { when: { field: 'scope', values: ['range'] satisfies BreachScope[] }, orElse: ['to'], message: BREACH_MESSAGES.rangeNeedsDays })
  declare from?: string | null;

  @ApiProperty()
  @RequiredText('title', BREACH_LIMITS.titleMax)
  title: string;

  @ApiProperty({ description: 'What happened: the nature and extent of the breach' })
  @RequiredText('description', BREACH_LIMITS.textMax)
  description: string;

  @ApiProperty({ description: 'When the society became aware of it (the 72 hours count from here); not in the future' })
  @RequiredPastDate('discoveredAt')
  discoveredAt: string;

  @ApiProperty({ enum: BREACH_DATA_KINDS, isArray: true })
  @Kinds()
  kinds: BreachDataKind[];
}

/** Changes to an incident that is not closed: only the fields sent change. */
export class BreachUpdateDto extends BreachOptionalFactsDto implements BreachUpdateRequest {
  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('title', BREACH_LIMITS.titleMax)
  title?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('description', BREACH_LIMITS.textMax)
  description?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredPastDate('discoveredAt')
  discoveredAt?: string;

  @ApiPropertyOptional({ enum: BREACH_DATA_KINDS, isArray: true })
  @IfGiven()
  @Kinds()
  kinds?: BreachDataKind[];
}

export class BreachProgressDto implements BreachProgressRequest {
  @ApiProperty({ enum: BREACH_STEPS, description: 'The next step: board-informed, then report-sent, then closed' })
  @RequiredChoice('step', BREACH_STEPS)
  step: BreachStep;

  @ApiPropertyOptional({ description: 'When it happened (now when not given); not in the future' })
  @IfGiven()
  @RequiredPastDate('at')
  at?: string;
}

export class BreachDeadlineDto implements BreachDeadline {
  @ApiProperty({ enum: BREACH_DEADLINE_STATES }) state: BreachDeadlineState;
  @ApiProperty({ format: 'date-time' }) dueAt: string;
  @ApiProperty({ description: 'Milliseconds left when answered (negative once past)' }) msLeft: number;
}

export class BreachSummaryDto implements BreachSummary {
  @ApiProperty() _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: BREACH_STATES }) state: BreachState;
  @ApiProperty({ format: 'date-time' }) discoveredAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) extendedUntil: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) reportSentAt: string | null;
  @ApiProperty({ enum: BREACH_DATA_KINDS, isArray: true }) kinds: BreachDataKind[];
  @ApiProperty({ type: BreachDeadlineDto }) deadline: BreachDeadlineDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class BreachKindCountDto implements BreachKindCount {
  @ApiProperty({ enum: BREACH_DATA_KINDS }) kind: BreachDataKind;
  @ApiProperty() records: number;
  @ApiProperty() emails: number;
}

export class BreachNoticeSummaryDto implements BreachNoticeSummary {
  @ApiProperty() queued: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastQueuedAt: string | null;
}

export class BreachDraftsDto implements BreachDrafts {
  @ApiProperty() notice: string;
  @ApiProperty({ nullable: true, type: String }) guardianNotice: string | null;
  @ApiProperty() boardIntimation: string;
  @ApiProperty() boardReport: string;
}

export class BreachRecordDto implements BreachRecord {
  @ApiProperty() _id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() location: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) occurredAt: string | null;
  @ApiProperty({ format: 'date-time' }) discoveredAt: string;
  @ApiProperty({ enum: BREACH_DATA_KINDS, isArray: true }) kinds: BreachDataKind[];
  @ApiProperty({ enum: BREACH_SCOPES }) scope: BreachScope;
  @ApiProperty({ nullable: true, type: String }) from: string | null;
  @ApiProperty({ nullable: true, type: String }) to: string | null;
  @ApiProperty() consequences: string;
  @ApiProperty() mitigation: string;
  @ApiProperty() safetySteps: string;
  @ApiProperty() cause: string;
  @ApiProperty() remedial: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) extendedUntil: string | null;
  @ApiProperty({ enum: BREACH_STATES }) state: BreachState;
  @ApiProperty({ description: 'Email of the admin who recorded it' }) recordedBy: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) boardInformedAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) reportSentAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) closedAt: string | null;
  @ApiProperty({ type: BreachDeadlineDto }) deadline: BreachDeadlineDto;
  @ApiProperty({ type: [BreachKindCountDto], description: 'Per kind of data: records reached and distinct email addresses' }) affected: BreachKindCountDto[];
  @ApiProperty({ type: BreachNoticeSummaryDto }) notices: BreachNoticeSummaryDto;
  @ApiProperty({ description: 'Whether the notices can be sent by mail here' }) mailEnabled: boolean;
  @ApiProperty({ type: BreachDraftsDto }) drafts: BreachDraftsDto;
}

export class BreachAffectedPersonDto implements BreachAffectedPerson {
  @ApiProperty({ enum: BREACH_DATA_KINDS }) kind: BreachDataKind;
  @ApiProperty() recordId: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: "'' when the record has none" }) email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ description: "A child's parents as recorded ('' for everyone else)" }) guardian: string;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
  @ApiProperty({ enum: BREACH_NOTICE_STATUSES }) notice: BreachNoticeStatus;
}

export class BreachAffectedPageDto extends PageDto implements Page<BreachAffectedPerson> {
  @ApiProperty({ type: [BreachAffectedPersonDto] }) items: BreachAffectedPersonDto[];
}

export class BreachNoticesResultDto implements BreachNoticesResult {
  @ApiProperty() queued: number;
  @ApiProperty() alreadySent: number;
  @ApiProperty() withoutEmail: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RETENTION_KINDS,
  type RetentionDueGroup,
  type RetentionDueItem,
  type RetentionKind,
  type RetentionOverview,
  type RetentionRunSummary,
  type RetentionScheduleEntry,
} from '@society/contracts';

export class RetentionScheduleEntryDto implements RetentionScheduleEntry {
  @ApiProperty({ enum: RETENTION_KINDS }) kind: RetentionKind;
  @ApiProperty({ description: 'What is deleted' }) label: string;
  @ApiProperty({ description: 'From when the period counts' }) countedFrom: string;
  @ApiProperty({ description: 'Days kept (RETENTION_*_DAYS)' }) days: number;
}

export class RetentionDueItemDto implements RetentionDueItem {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Names the record for the admin' }) label: string;
  @ApiProperty({ format: 'date-time', description: 'When it falls due; in the past: it goes at the next run' }) dueAt: string;
}

export class RetentionDueGroupDto extends RetentionScheduleEntryDto implements RetentionDueGroup {
  @ApiProperty({ description: 'Records due within the preview window (including those already due)' }) total: number;
  @ApiProperty({ type: [RetentionDueItemDto], description: 'The first of them, soonest first' }) items: RetentionDueItemDto[];
}

export class RetentionRunSummaryDto implements RetentionRunSummary {
  @ApiProperty({ description: 'The day in India (YYYY-MM-DD)' }) day: string;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Records deleted per kind' })
  deleted: Partial<Record<RetentionKind, number>>;
}

export class RetentionOverviewDto implements RetentionOverview {
  @ApiProperty({ type: [RetentionScheduleEntryDto] }) schedule: RetentionScheduleEntryDto[];
  @ApiProperty({ description: 'Years donation records and receipts are kept for income tax' }) donationRecordsYears: number;
  @ApiProperty({ description: 'How many days ahead `due` looks' }) previewDays: number;
  @ApiProperty({ type: [RetentionDueGroupDto] }) due: RetentionDueGroupDto[];
  @ApiPropertyOptional({ type: RetentionRunSummaryDto, nullable: true, description: 'The last finished run; null before the first' })
  lastRun: RetentionRunSummaryDto | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  AUDIT_PAGING,
  LIMITS,
  ROLES,
  type AuditAction,
  type AuditEntry,
  type AuditFieldChange,
  type AuditFilters,
  type AuditKind,
  type AuditPage,
  type AuditQuery,
  type AuditValue,
  type Role,
} from '@society/contracts';
import type { AuditEntryRecord } from '../../../database/schemas/audit-entry.schema';
import { IfGiven, RequiredChoice, SearchableText, blankToUndefined, wholeNumber } from '../../../validation/field-rules';
import { ExportRangeQueryDto } from './donation.dto';

/**
 * GET /api/admin/activity/export.csv (and the list's filters). from..to: days in India, both inclusive,
 * as for the books export.
 */
export class ActivityFiltersDto extends ExportRangeQueryDto implements AuditFilters {
  @ApiPropertyOptional({ description: 'Part of the email of the person who acted (any case)', example: 'admin@' })
  @Transform(blankToUndefined)
  @IfGiven()
  @IsString({ message: 'person must be text' })
  @MaxLength(LIMITS.emailMax, { message: `person must be at most ${LIMITS.emailMax} characters` })
  @SearchableText('person')
  person?: string;

  @ApiPropertyOptional({ description: 'The kind of record' })
  @Transform(blankToUndefined)
  @IfGiven()
  @RequiredChoice('kind', AUDIT_KINDS)
  kind?: AuditKind;
}

/** GET /api/admin/activity: the filters and a page. */
export class ActivityQueryDto extends ActivityFiltersDto implements AuditQuery {
  @ApiPropertyOptional({ description: 'From 1', default: 1 })
  @Transform(wholeNumber)
  @IfGiven()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(AUDIT_PAGING.maxPage, { message: `page must be at most ${AUDIT_PAGING.maxPage}` })
  page?: number;

  @ApiPropertyOptional({ default: AUDIT_PAGING.defaultPageSize })
  @Transform(wholeNumber)
  @IfGiven()
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(AUDIT_PAGING.maxPageSize, { message: `pageSize must be at most ${AUDIT_PAGING.maxPageSize}` })
  pageSize?: number;
}

export class AuditFieldChangeDto implements AuditFieldChange {
  @ApiProperty() field: string;
  // As text (a number or yes/no written out), so the document can say what it is.
  @ApiProperty({ type: String, nullable: true, description: 'As text; null: not set' }) before: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'As text; null: not set' }) after: string | null;
}

export class AuditEntryDto implements AuditEntry {
  @ApiProperty() _id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for a failed login' }) actorId: string | null;
  @ApiProperty({ description: 'As it was then; for a failed login, the email that was tried' }) actorEmail: string;
  @ApiProperty({ enum: ROLES, nullable: true }) actorRole: Role | null;
  @ApiProperty({ description: "The client's address" }) address: string;
  @ApiProperty({ enum: AUDIT_KINDS }) kind: AuditKind;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ type: String, nullable: true }) recordId: string | null;
  @ApiProperty() recordLabel: string;
  @ApiProperty({ type: [AuditFieldChangeDto], description: 'Only the fields that changed; never a secret' }) changes: AuditFieldChangeDto[];
}

export class AuditPageDto implements AuditPage {
  @ApiProperty({ type: [AuditEntryDto], description: 'Newest first' }) items: AuditEntryDto[];
  @ApiProperty({ description: 'Entries matching the filters, on every page' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export function mapAuditEntry(entry: AuditEntryRecord): AuditEntryDto {
  return {
    _id: String(entry._id),
    at: entry.at.toISOString(),
    actorId: entry.actorId ? String(entry.actorId) : null,
    actorEmail: entry.actorEmail,
    actorRole: entry.actorRole ?? null,
    address: entry.address,
    kind: entry.kind,
    action: entry.action,
    recordId: entry.recordId ?? null,
    recordLabel: entry.recordLabel ?? '',
    changes: (entry.changes ?? []).map(({ field, before, after }) => ({ field, before: asText(before), after: asText(after) })),
  };
}

function asText(value: AuditValue | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, AUDIT_PAGING, type AuditValue } from '@society/contracts';
import { AuditEntryRepository, type AuditEntryFilter } from '../../database/repositories/audit-entry.repository';
import type { AuditEntryRecord } from '../../database/schemas/audit-entry.schema';
import type { CsvStream } from './donation-exports.service';
import { mapAuditEntry, type ActivityFiltersDto, type ActivityQueryDto, type AuditPageDto } from './dtos/activity.dto';
import { BYTE_ORDER_MARK, toCsv } from '../../export/csv';
import { istDayRange } from './receipts/financial-year';

export const ACTIVITY_COLUMNS = ['Time (UTC)', 'Person', 'Role', 'Address', 'Kind', 'Action', 'Record', 'Record ID', 'Changes'] as const;

const shown = (value: AuditValue) => (value === null ? '(none)' : String(value));

/** The admin's Activity tab: the audit log read page by page, or whole as CSV. It only ever reads. */
@Injectable()
export class ActivityService {
  constructor(private readonly entries: AuditEntryRepository) {}

  async page(query: ActivityQueryDto): Promise<AuditPageDto> {
    const filter = this.filterOf(query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? AUDIT_PAGING.defaultPageSize;
    const [total, items] = await Promise.all([this.entries.countMatching(filter), this.entries.listPage(filter, (page - 1) * pageSize, pageSize)]);
    return { items: items.map(mapAuditEntry), total, page, pageSize };
  }

  /** Every matching entry, newest first, written as it is read from the database. The filters are checked first. */
  csv(filters: ActivityFiltersDto): CsvStream {
    const filter = this.filterOf(filters);
    const range = `${filters.from ?? 'start'}_to_${filters.to ?? 'today'}`;
    return { fileName: `activity_${range}.csv`, body: Readable.from(this.csvLines(filter), { objectMode: false }) };
  }

  private async *csvLines(filter: AuditEntryFilter): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + toCsv([[...ACTIVITY_COLUMNS]]);
    for await (const entry of this.entries.streamMatching(filter)) yield toCsv([this.csvRow(entry)]);
  }

  private csvRow(entry: AuditEntryRecord): string[] {
    return [
      entry.at.toISOString(),
      entry.actorEmail,
      entry.actorRole ?? '',
      entry.address,
      AUDIT_KIND_LABELS[entry.kind],
      AUDIT_ACTION_LABELS[entry.action],
      entry.recordLabel ?? '',
      entry.recordId ?? '',
      (entry.changes ?? []).map(({ field, before, after }) => `${field}: ${shown(before)} -> ${shown(after)}`).join('; '),
    ];
  }

  private filterOf({ person, kind, from, to }: ActivityFiltersDto): AuditEntryFilter {
    const { start, end } = istDayRange(from, to);
    return { person: person || undefined, kind, from: start, until: end };
  }
}

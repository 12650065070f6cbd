import type { AttendanceMark, AttendanceRecord, ClassDayKind } from '@society/contracts';
import { newRecordId, queueRecords } from '../../../offline';

/**
 * Keeps a batch's day on the phone, to be sent when it can (never a direct POST): one record with every
 * child's mark, or none on a holiday or a day without class. Resolves with the record's id once it is kept.
 */
export async function saveRegisterDay(batchId: string, day: string, dayKind: ClassDayKind, marks: Record<string, AttendanceMark>): Promise<string> {
  const record: AttendanceRecord = {
    kind: 'attendance',
    id: newRecordId(),
    recordedAt: new Date().toISOString(),
    batchId,
    day,
    dayKind,
    marks: dayKind === 'held' ? marks : {},
  };
  await queueRecords([record]);
  return record.id;
}

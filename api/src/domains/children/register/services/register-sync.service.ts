import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ARITHMETIC_LEVELS,
  ASSESSMENT_ROUNDS,
  CLASS_DAY_KINDS,
  HOME_VISIT_OUTCOMES,
  isAcademicYear,
  READING_LEVELS,
  REGISTER_RECORD_KINDS,
  REGISTER_RULES,
  type Locale,
  type RecordResult,
  type RegisterApiMessageKey,
  type RegisterRecord,
} from '@society/contracts';
import { label, MessageError } from '../../../../i18n/message-error';
import { OBJECT_ID_PATTERN } from '../../../../middleware/parse-object-id.pipe';
import type { Actor } from '../../../../security/auth-user';
import { isCalendarDay } from '../../../../validation/calendar-day';
import { ReceivedRecordRepository } from '../repositories/received-record.repository';
import { AssessmentsService } from './assessments.service';
import { HomeVisitsService } from './home-visits.service';
import { RegisterDaysService } from './register-days.service';
import { RegisterLookups, type RegisterReads } from './register-reads';
import { isMarks } from './register-rules';

/** A phone's record id: a UUID (any id of letters, digits and dashes of a sensible length is taken). */
const RECORD_ID = /^[A-Za-z0-9-]{8,64}$/;
/** A phone's clock may run ahead of the server's; a record from further ahead than this is refused. */
const CLOCK_AHEAD_MS = 24 * 3600_000;

type Fields = Record<string, unknown>;
const oneOf = (values: readonly unknown[]) => (value: unknown) => values.includes(value);
const levelOf = (levels: readonly string[]) => (value: unknown) => value === undefined || value === null || levels.includes(value as string);
const objectId = (value: unknown) => typeof value === 'string' && OBJECT_ID_PATTERN.test(value);

/** Each kind's fields, with the label that names one in a refusal. */
const RULES: Record<RegisterRecord['kind'], Array<[string, RegisterApiMessageKey, (value: unknown, record: Fields) => boolean]>> = {
  attendance: [
    ['batchId', 'labelBatch', objectId],
    ['day', 'labelDay', isCalendarDay],
    ['dayKind', 'labelDayKind', oneOf(CLASS_DAY_KINDS)],
    ['marks', 'labelMarks', isMarks],
  ],
  assessment: [
    ['studentId', 'labelChild', objectId],
    ['academicYear', 'labelAcademicYear', isAcademicYear],
    ['round', 'labelRound', oneOf(ASSESSMENT_ROUNDS)],
    ['assessedOn', 'labelAssessedOn', isCalendarDay],
    ['readingHindi', 'labelReadingHindi', levelOf(READING_LEVELS)],
    ['readingEnglish', 'labelReadingEnglish', levelOf(READING_LEVELS)],
    ['arithmetic', 'labelArithmetic', levelOf(ARITHMETIC_LEVELS)],
  ],
  'home-visit': [
    ['studentId', 'labelChild', objectId],
    ['day', 'labelDay', isCalendarDay],
    ['outcome', 'labelOutcome', oneOf(HOME_VISIT_OUTCOMES)],
    ['note', 'labelNote', (value) => typeof value === 'string' && value.length <= REGISTER_RULES.noteMax],
  ],
};

/** The record as its kind has it, or the refusal naming the first field that is wrong. */
function validRecord(sent: unknown, now: Date): RegisterRecord {
  const record = (sent && typeof sent === 'object' ? sent : {}) as Fields;
  const invalid = (key: RegisterApiMessageKey) => new MessageError(HttpStatus.BAD_REQUEST, 'registerRecordInvalid', { field: label(key) });
  if (typeof record.id !== 'string' || !RECORD_ID.test(record.id)) throw invalid('labelRecordId');
  const recordedAt = typeof record.recordedAt === 'string' ? Date.parse(record.recordedAt) : NaN;
  if (Number.isNaN(recordedAt) || recordedAt > now.getTime() + CLOCK_AHEAD_MS) throw invalid('labelRecordedAt');
  if (!(REGISTER_RECORD_KINDS as readonly unknown[]).includes(record.kind)) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerRecordKind');
  for (const [field, key, valid] of RULES[record.kind as RegisterRecord['kind']]) if (!valid(record[field], record)) throw invalid(key);
  const ids = Object.keys((record.marks ?? {}) as object);
  if (record.kind === 'attendance' && new Set(ids.map((id) => id.toLowerCase())).size !== ids.length) throw invalid('labelMarks');
  return record as unknown as RegisterRecord;
}

/** Groups of records stored side by side in one sync (the embedded engine reads in parallel; writes queue). */
const SYNC_PARALLEL = 4;

/** The records' indexes by what they write (a batch's days, a child's levels), and the home visits apart. */
function groupsOf(records: readonly unknown[]): { together: Map<string, number[]>; visits: number[] } {
  const together = new Map<string, number[]>();
  const visits: number[] = [];
  records.forEach((sent, index) => {
    const record = (sent && typeof sent === 'object' ? sent : {}) as Fields;
    if (record.kind === 'home-visit') return visits.push(index);
    const subject = record.kind === 'attendance' ? `batch:${String(record.batchId).toLowerCase()}` : `child:${String(record.studentId).toLowerCase()}`;
    together.set(subject, [...(together.get(subject) ?? []), index]);
  });
  return { together, visits };
}

/**
 * The phone's records, each under its own id: stored once however often sent (`duplicate` after the first),
 * or refused with a message in the request's language. One bad record never fails the others.
 */
@Injectable()
export class RegisterSyncService {
  constructor(
    private readonly received: ReceivedRecordRepository,
    private readonly days: RegisterDaysService,
    private readonly assessments: AssessmentsService,
    private readonly visits: HomeVisitsService,
    private readonly lookups: RegisterLookups,
  ) {}

  async sync(actor: Actor, records: readonly unknown[], locale: Locale): Promise<RecordResult[]> {
    if (records.length > REGISTER_RULES.recordsPerSync) throw new MessageError(HttpStatus.PAYLOAD_TOO_LARGE, 'registerTooManyRecords', { max: REGISTER_RULES.recordsPerSync });
    const results: RecordResult[] = new Array(records.length);
    // What the records read in common (children, enrolments, batches) is read once for them all.
    const reads = this.lookups.forSync(records);
    const one = async (index: number) => {
      const sent = records[index];
      const id = String((sent as { id?: unknown } | null)?.id ?? '');
      try {
        results[index] = { id, status: await this.store(actor, validRecord(sent, new Date()), reads) };
      } catch (error) {
        if (!(error instanceof MessageError)) throw error;
        results[index] = { id, status: 'refused', message: error.messageIn(locale) };
      }
    };
    // A week offline is hundreds of records: those of different batches and children are stored side by side,
    // each batch's days and each child's levels in the order sent. Home visits come last, in order, since a
    // visit closes the follow-up that the days before it may open.
    const { together, visits } = groupsOf(records);
    const queue = [...together.values()];
    const worker = async () => {
      for (let group = queue.shift(); group; group = queue.shift()) for (const index of group) await one(index);
    };
    await Promise.all(Array.from({ length: SYNC_PARALLEL }, worker));
    for (const index of visits) await one(index);
    return results;
  }

  private async store(actor: Actor, record: RegisterRecord, reads: RegisterReads): Promise<RecordResult['status']> {
    const id = record.id.toLowerCase();
    // The id is taken first, so a record sent twice at once (a retry while the first is on its way) is
    // applied once, in any replica; a record refused gives its id back.
    if (!(await this.received.take(id, record.kind, actor.id))) return 'duplicate';
    try {
      await this.apply(actor, record, id, reads);
    } catch (error) {
      await this.received.release(id);
      throw error;
    }
    return 'stored';
  }

  private async apply(actor: Actor, record: RegisterRecord, id: string, reads: RegisterReads): Promise<void> {
    if (record.kind === 'attendance') {
      const marks = Object.fromEntries(Object.entries(record.marks).map(([studentId, mark]) => [studentId.toLowerCase(), mark]));
      await this.days.writeAsTeacher(actor, { batchId: record.batchId.toLowerCase(), day: record.day, dayKind: record.dayKind, marks, recordedAt: new Date(record.recordedAt), recordId: id }, reads);
    } else if (record.kind === 'assessment') {
      await this.assessments.record(actor, { ...record, studentId: record.studentId.toLowerCase() }, reads);
    } else {
      await this.visits.record(actor, { ...record, studentId: record.studentId.toLowerCase() }, reads);
    }
  }
}

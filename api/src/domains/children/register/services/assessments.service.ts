import { HttpStatus, Injectable } from '@nestjs/common';
import { academicYearDays, academicYearOf, type AssessmentRecord, type AssessmentRoundDates } from '@society/contracts';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { AssessmentRepository } from '../repositories/assessment.repository';
import { RoundDatesRepository } from '../repositories/round-dates.repository';
import { foundBatch } from './batches.service';
import { consentedChild } from './register-children';
import { RegisterLookups, type RegisterReads } from './register-reads';
import { assertNotFuture, teaches } from './register-rules';

const SUBJECTS = ['readingHindi', 'readingEnglish', 'arithmetic'] as const;

/** ASER levels, one assessment per child, academic year and round; and the rounds' dates. */
@Injectable()
export class AssessmentsService {
  constructor(
    private readonly assessments: AssessmentRepository,
    private readonly rounds: RoundDatesRepository,
    private readonly lookups: RegisterLookups,
  ) {}

  /**
   * A teacher's assessment of a child in their batch. The record with the later recordedAt sets the levels
   * it gives; an older one arriving later only fills a level still missing. English reading only where taught.
   */
  async record(actor: Actor, record: AssessmentRecord, reads: RegisterReads = this.lookups.direct()): Promise<void> {
    consentedChild(await reads.student(record.studentId));
    const enrolment = await reads.openEnrolment(record.studentId);
    if (!enrolment) throw new MessageError(HttpStatus.CONFLICT, 'registerNotEnrolled');
    const batch = foundBatch(await reads.batch(enrolment.batchId));
    if (!teaches(batch, actor)) throw new MessageError(HttpStatus.FORBIDDEN, 'registerNotChildsTeacher');
    assertNotFuture(record.assessedOn);
    if (academicYearOf(record.assessedOn) !== record.academicYear) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerYearOfDay', { year: record.academicYear });
    if (record.readingEnglish && !batch.teachesEnglish) throw new MessageError(HttpStatus.CONFLICT, 'registerEnglishNotTaught');
    if (SUBJECTS.every((subject) => !record[subject])) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerNoLevel');

    const recordedAt = new Date(record.recordedAt);
    const existing = await this.assessments.find(record.studentId, record.academicYear, record.round);
    const newer = !existing || recordedAt >= existing.recordedAt;
    const level = <K extends (typeof SUBJECTS)[number]>(subject: K) => {
      const sent = record[subject] ?? null;
      const stored = existing?.[subject] ?? null;
      return newer ? (sent ?? stored) : (stored ?? sent);
    };
    await this.assessments.save(record.studentId, record.academicYear, record.round, {
      batchId: newer ? String(batch._id) : existing.batchId,
      assessedOn: newer ? record.assessedOn : existing.assessedOn,
      readingHindi: level('readingHindi'),
      readingEnglish: level('readingEnglish'),
      arithmetic: level('arithmetic'),
      recordedAt: newer ? recordedAt : existing.recordedAt,
      recordedBy: newer ? actor.email : existing.recordedBy,
    });
  }

  async listRounds(academicYear?: string): Promise<AssessmentRoundDates[]> {
    return (await this.rounds.list(academicYear)).map(({ academicYear: year, round, from, to }) => ({ academicYear: year, round, from, to }));
  }

  /** Sets a round's dates: inside its academic year, the last day not before the first. */
  async setRound(dates: AssessmentRoundDates): Promise<AssessmentRoundDates> {
    const [first, last] = academicYearDays(dates.academicYear);
    if (dates.to < dates.from) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerRoundOrder');
    if (dates.from < first || dates.to > last) throw new MessageError(HttpStatus.BAD_REQUEST, 'registerRoundYear', { from: first, to: last });
    await this.rounds.save(dates);
    return { academicYear: dates.academicYear, round: dates.round, from: dates.from, to: dates.to };
  }
}

import { Injectable } from '@nestjs/common';
import { academicYearDays } from '@society/contracts';
import type { RetainedRecord, RetentionTarget } from '../../../../retention/retention-targets';
import { AssessmentRepository } from '../repositories/assessment.repository';
import { BatchRepository } from '../repositories/batch.repository';
import { ClassDayRepository } from '../repositories/class-day.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import { FollowUpRepository } from '../repositories/follow-up.repository';
import { HomeVisitRepository } from '../repositories/home-visit.repository';
import { MonthTallyRepository } from '../repositories/month-tally.repository';
import { RemarkRepository } from './repositories/remark.repository';

/** The moment an academic year's records start their period: the end of its last day, 31 March, in India. */
const yearEnded = (academicYear: string) => new Date(`${academicYearDays(academicYear)[1]}T23:59:59.999+05:30`);

/**
 * The retention schedule's part for the class register (kind `registerRecords`): an academic year's rows go
 * together once its period has passed since the year ended: its batches' class days (every child's marks, and
 * the months' counts made from them),
 * enrolments, levels and follow-ups, the year's remarks and the home visits made in it. The batches and
 * centres themselves stay: they hold no child's data. The admin's preview names a year and how many rows,
 * never a child.
 */
@Injectable()
export class RegisterRetentionService implements Omit<RetentionTarget, 'kind'> {
  constructor(
    private readonly batches: BatchRepository,
    private readonly days: ClassDayRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly assessments: AssessmentRepository,
    private readonly followUps: FollowUpRepository,
    private readonly visits: HomeVisitRepository,
    private readonly remarks: RemarkRepository,
    private readonly tallies: MonthTallyRepository,
  ) {}

  /** The years whose period started on or before `cutoff`, each with its batches' ids. */
  private async dueYears(cutoff: Date): Promise<Array<{ academicYear: string; batchIds: string[] }>> {
    const years = new Map<string, string[]>();
    for (const batch of await this.batches.list()) {
      if (yearEnded(batch.academicYear) > cutoff) continue;
      years.set(batch.academicYear, [...(years.get(batch.academicYear) ?? []), String(batch._id)]);
    }
    return [...years.entries()].map(([academicYear, batchIds]) => ({ academicYear, batchIds })).sort((a, b) => a.academicYear.localeCompare(b.academicYear));
  }

  private async countOf({ academicYear, batchIds }: { academicYear: string; batchIds: string[] }): Promise<number> {
    const [from, to] = academicYearDays(academicYear);
    const counts = await Promise.all([
      this.days.countInBatches(batchIds),
      this.enrolments.countInBatches(batchIds),
      this.assessments.countInBatches(batchIds),
      this.followUps.countInBatches(batchIds),
      this.visits.countBetween(from, to),
      this.remarks.countOfYear(academicYear),
    ]);
    return counts.reduce((sum, count) => sum + count, 0);
  }

  async find(cutoff: Date, limit: number): Promise<{ total: number; items: RetainedRecord[] }> {
    const items: RetainedRecord[] = [];
    let total = 0;
    for (const year of await this.dueYears(cutoff)) {
      const count = await this.countOf(year);
      if (count === 0) continue;
      total += count;
      if (items.length < limit) items.push({ id: `register-${year.academicYear}`, label: `Class register of ${year.academicYear}: ${count} records`, since: yearEnded(year.academicYear) });
    }
    return { total, items };
  }

  async purge(cutoff: Date): Promise<number> {
    let removed = 0;
    for (const { academicYear, batchIds } of await this.dueYears(cutoff)) {
      const [from, to] = academicYearDays(academicYear);
      removed += await this.days.deleteInBatches(batchIds);
      await this.tallies.deleteInBatches(batchIds);
      removed += await this.assessments.deleteInBatches(batchIds);
      removed += await this.followUps.deleteInBatches(batchIds);
      removed += await this.visits.deleteBetween(from, to);
      removed += await this.remarks.deleteOfYear(academicYear);
      // Last: the marks and levels above are found through the year's batches, not through these.
      removed += await this.enrolments.deleteInBatches(batchIds);
    }
    return removed;
  }
}

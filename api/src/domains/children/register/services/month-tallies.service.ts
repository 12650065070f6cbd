import { Injectable } from '@nestjs/common';
import { academicYearDays } from '@society/contracts';
import { StepClaims } from '../../../../database/step-claims';
import { addDays, lastDayOfMonth } from '../calendar';
import { ClassDayRepository } from '../repositories/class-day.repository';
import { MonthTallyRepository } from '../repositories/month-tally.repository';
import type { ChildMonth } from '../schemas/month-tally.schema';

/** Late still came to class: attendance counts it with present. */
export const countsPresent = (mark: string) => mark === 'present' || mark === 'late';

/** The months (YYYY-MM) from `from` to `to` (days YYYY-MM-DD), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = `${from.slice(0, 7)}-01`; day <= to; day = addDays(lastDayOfMonth(day.slice(0, 7)), 1)) months.push(day.slice(0, 7));
  return months;
}

/**
 * Each batch's months of attendance, counted per child (MonthTally): recounted from the month's class days after
 * a day is saved, one recount at a time per batch in every replica, so the last one counts every day.
 */
@Injectable()
export class MonthTallies {
  constructor(
    private readonly days: ClassDayRepository,
    private readonly tallies: MonthTallyRepository,
    private readonly claims: StepClaims,
  ) {}

  /** Counts again the month of `day` in the batch. */
  async recount(batchId: string, day: string): Promise<void> {
    const month = day.slice(0, 7);
    // One recount at a time per batch: its months share one document, which the embedded engine rewrites whole.
    await this.claims.exclusive(`register-tally:${batchId}`, async () => {
      const children: Record<string, ChildMonth> = {};
      for (const classDay of await this.days.listInBatch(batchId, `${month}-01`, lastDayOfMonth(month))) {
        if (classDay.kind !== 'held') continue;
        for (const [studentId, mark] of Object.entries(classDay.marks)) {
          const child = (children[studentId] ??= { present: 0, marks: 0 });
          child.marks += 1;
          if (countsPresent(mark)) child.present += 1;
        }
      }
      await this.tallies.saveMonth(batchId, month, children);
    });
  }

  /** Counts again every month of these batches' academic year (class days written in bulk, a child erased). */
  async rebuild(batches: ReadonlyArray<{ batchId: string; academicYear: string }>): Promise<void> {
    for (const { batchId, academicYear } of batches) {
      const [from, to] = academicYearDays(academicYear);
      for (const month of monthsBetween(from, to)) await this.recount(batchId, `${month}-01`);
    }
  }
}

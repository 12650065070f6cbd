import { Injectable } from '@nestjs/common';
import { academicYearOf, type OutcomeFigures, type OutcomesView } from '@society/contracts';
import { StudentRepository } from '../../../../database/repositories/student.repository';
import { BYTE_ORDER_MARK, toCsv } from '../../../../export/csv';
import { todayInIndia } from '../../../../validation/calendar-day';
import { AssessmentRepository } from '../repositories/assessment.repository';
import { BatchRepository } from '../repositories/batch.repository';
import { CentreRepository } from '../repositories/centre.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import { FollowUpRepository } from '../repositories/follow-up.repository';
import { MonthTallyRepository } from '../repositories/month-tally.repository';
import { hasConsent } from '../services/register-children';
import { computeOutcomes } from './outcome-figures';

/**
 * The society's outcomes for its donors (issue 44, item 6): aggregates only, never a name. A year is read
 * once (its batches' months as counted per child, enrolments, assessments, open follow-ups: a few hundred
 * small documents, not the year's class days) and tallied in one pass (outcome-figures.ts).
 */
@Injectable()
export class OutcomesService {
  constructor(
    private readonly centres: CentreRepository,
    private readonly batches: BatchRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly tallies: MonthTallyRepository,
    private readonly assessments: AssessmentRepository,
    private readonly followUps: FollowUpRepository,
    private readonly students: StudentRepository,
  ) {}

  /** The outcomes of `academicYear`, this one (India's today) when none is given. */
  async outcomes(academicYear = academicYearOf(todayInIndia())): Promise<OutcomesView> {
    const [centres, allBatches] = await Promise.all([this.centres.listByName(), this.batches.list()]);
    const batches = allBatches.filter((batch) => batch.academicYear === academicYear);
    const batchIds = batches.map((batch) => String(batch._id));
    // Read side by side: each is one pass of the engine over a collection, or a few documents by id.
    const [enrolments, consented, months, assessments, followUps] = await Promise.all([
      batchIds.length > 0 ? this.enrolments.listInBatches(batchIds) : [],
      this.consentedChildren(),
      batchIds.length > 0 ? this.tallies.listOf(batchIds) : [],
      batchIds.length > 0 ? this.assessments.listInBatches(batchIds, academicYear) : [],
      this.followUps.listOpen(),
    ]);
    const inYear = new Set(batchIds);
    const usedCentres = new Set(batches.map((batch) => batch.centreId));
    return computeOutcomes({
      academicYear,
      centres: centres.filter((centre) => usedCentres.has(String(centre._id))).map((centre) => ({ centreId: String(centre._id), name: centre.name })),
      batches: batches.map((batch) => ({ batchId: String(batch._id), centreId: batch.centreId, name: batch.name })),
      enrolments: [...enrolments].sort((a, b) => a.from.localeCompare(b.from)),
      months,
      assessments,
      followUps: followUps.filter((followUp) => inYear.has(followUp.batchId)),
      consented,
    });
  }

  /** The children with a guardian's consent on record (all of them: one pass, read beside the enrolments). */
  private async consentedChildren(): Promise<Set<string>> {
    return new Set((await this.students.listNamesAndConsents()).filter(hasConsent).map((child) => String(child._id)));
  }

  /**
   * The same as CSV (UTF-8 with its byte order mark, every cell formula-safe): one row per scope and month, so a
   * spreadsheet can pivot it. A figure drawn from too few children is left empty and said so.
   */
  async outcomesCsv(academicYear?: string): Promise<{ body: string; fileName: string }> {
    const view = await this.outcomes(academicYear);
    const months = [...new Set([view.society, ...view.centres, ...view.batches].flatMap((figures) => figures.attendanceByMonth.map((entry) => entry.month)))].sort();
    const TOO_FEW = 'too few children';
    const shown = (value: number | null) => (value === null ? TOO_FEW : value);
    const row = (scope: string, centre: string, name: string, figures: OutcomeFigures) => {
      const byMonth = new Map(figures.attendanceByMonth.map((entry) => [entry.month, entry.percent]));
      return [
        scope,
        centre,
        name,
        figures.childrenEnrolled,
        shown(figures.attendancePercent),
        shown(figures.roseALevelPercent),
        figures.chronicAbsentees,
        ...months.map((month) => (byMonth.has(month) ? shown(byMonth.get(month) ?? null) : '')),
      ];
    };
    const centreName = new Map(view.centres.map((centre) => [centre.centreId, centre.name]));
    const rows = [
      ['Scope', 'Centre', 'Name', 'Children enrolled', 'Attendance % (year)', 'Rose a level %', 'Chronic absentees', ...months.map((month) => `Attendance % ${month}`)],
      row('Society', '', view.academicYear, view.society),
      ...view.centres.map((centre) => row('Centre', centre.name, centre.name, centre)),
      ...view.batches.map((batch) => row('Batch', centreName.get(batch.centreId) ?? '', batch.name, batch)),
    ];
    return { body: BYTE_ORDER_MARK + toCsv(rows), fileName: `outcomes-${view.academicYear}.csv` };
  }
}

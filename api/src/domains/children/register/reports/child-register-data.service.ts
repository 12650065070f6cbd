import { HttpStatus, Injectable } from '@nestjs/common';
import { academicYearDays, ERASED_STUDENT_NAME } from '@society/contracts';
import { studentView } from '../../../../audit/audit-views';
import { guardianConsentExport } from '../../../../consent/guardian-consents';
import { StudentRepository } from '../../../../database/repositories/student.repository';
import { MessageError } from '../../../../i18n/message-error';
import { AssessmentRepository } from '../repositories/assessment.repository';
import { BatchRepository } from '../repositories/batch.repository';
import { CentreRepository } from '../repositories/centre.repository';
import { ClassDayRepository } from '../repositories/class-day.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import { FollowUpRepository } from '../repositories/follow-up.repository';
import { HomeVisitRepository } from '../repositories/home-visit.repository';
import { MonthTallies } from '../services/month-tallies.service';
import { RemarkRepository } from './repositories/remark.repository';


/**
 * A child's register as their personal data (issue 44, item 8): what a guardian's access request gets, and
 * what withdrawing consent (or erasing the child) removes. Children are not held under an email address, so
 * the "Your data" page cannot find them: the team answers the guardian with this export (one route), by hand.
 */
@Injectable()
export class ChildRegisterDataService {
  constructor(
    private readonly students: StudentRepository,
    private readonly centres: CentreRepository,
    private readonly batches: BatchRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly days: ClassDayRepository,
    private readonly assessments: AssessmentRepository,
    private readonly visits: HomeVisitRepository,
    private readonly followUps: FollowUpRepository,
    private readonly remarks: RemarkRepository,
    private readonly tallies: MonthTallies,
  ) {}

  /** The batches a child's register rows can be in (their enrolments', and any a level or follow-up names). */
  private async batchIdsOf(studentId: string): Promise<string[]> {
    const [enrolments, assessments, followUps] = await Promise.all([
      this.enrolments.listOfStudent(studentId),
      this.assessments.listOfStudent(studentId),
      this.followUps.listOfStudent(studentId),
    ]);
    return [...new Set([...enrolments, ...assessments, ...followUps].map((row) => row.batchId))];
  }

  /**
   * The access export of a child: the student's record as the activity log describes it (the Aadhaar number only
   * masked), the guardian's consent (the signed form only as held), and every register row of theirs.
   */
  async exportOf(studentId: string, now = new Date()) {
    const student = await this.students.findById(studentId);
    if (!student) throw new MessageError(HttpStatus.NOT_FOUND, 'registerStudentNotFound');
    const batchIds = await this.batchIdsOf(studentId);
    const batches = batchIds.length > 0 ? await this.batches.findByIds(batchIds) : [];
    const [enrolments, days, assessments, visits, followUps, remarks, centres] = await Promise.all([
      this.enrolments.listOfStudent(studentId),
      // A batch's days are those of its academic year.
      Promise.all(batches.map((batch) => this.days.listInBatch(String(batch._id), ...academicYearDays(batch.academicYear)))).then((lists) => lists.flat()),
      this.assessments.listOfStudent(studentId),
      this.visits.listOfStudent(studentId),
      this.followUps.listOfStudent(studentId),
      this.remarks.listOfStudent(studentId),
      this.centres.listByName(),
    ]);
    const centreName = new Map(centres.map((centre) => [String(centre._id), centre.name]));
    const batchName = new Map(batches.map((batch) => [String(batch._id), `${batch.name} (${centreName.get(batch.centreId) ?? ''}, ${batch.academicYear})`]));
    return {
      generatedAt: now.toISOString(),
      child: {
        ...studentView(student),
        name: student.consentWithdrawal ? ERASED_STUDENT_NAME : student.name,
        guardianConsent: guardianConsentExport(student.guardianConsent),
        consentWithdrawnAt: student.consentWithdrawal?.withdrawnAt.toISOString() ?? null,
      },
      register: {
        enrolments: enrolments.map((enrolment) => ({ batch: batchName.get(enrolment.batchId) ?? '', from: enrolment.from, to: enrolment.to })),
        attendance: days.flatMap((classDay) => (classDay.marks[studentId] ? [{ day: classDay.day, batch: batchName.get(classDay.batchId) ?? '', mark: classDay.marks[studentId] }] : [])),
        learningLevels: assessments.map((assessment) => ({
          academicYear: assessment.academicYear,
          round: assessment.round,
          assessedOn: assessment.assessedOn,
          readingHindi: assessment.readingHindi,
          readingEnglish: assessment.readingEnglish,
          arithmetic: assessment.arithmetic,
        })),
        homeVisits: visits.map((visit) => ({ day: visit.day, outcome: visit.outcome, note: visit.note, visitedBy: visit.visitedBy })),
        followUps: followUps.map((followUp) => ({ absentSince: followUp.absentSince, absentDays: followUp.absentDays, closedOn: followUp.closedOn })),
        remarks: remarks.map((remark) => ({ academicYear: remark.academicYear, term: remark.term, remark: remark.remark })),
      },
    };
  }

  /**
   * Erases a child's register (consent withdrawn, or the child erased): their marks leave every day that held
   * one (history included) and the months' counts, then their levels, visits, follow-ups, remarks, and last the
   * enrolments the marks were found through, so an erasure stopped half-way is finished by running it again.
   */
  async eraseChild(studentId: string): Promise<Record<string, number>> {
    const batchIds = await this.batchIdsOf(studentId);
    const batches = batchIds.length > 0 ? await this.batches.findByIds(batchIds) : [];
    const erased: Record<string, number> = {
      'class days': batchIds.length > 0 ? await this.days.eraseStudent(batchIds, studentId) : 0,
      assessments: await this.assessments.deleteOfStudent(studentId),
      'home visits': await this.visits.deleteOfStudent(studentId),
      'follow-ups': await this.followUps.deleteOfStudent(studentId),
      remarks: await this.remarks.deleteOfStudent(studentId),
    };
    // The months those days were counted in, counted again without the child.
    await this.tallies.rebuild(batches.map((batch) => ({ batchId: String(batch._id), academicYear: batch.academicYear })));
    erased.enrolments = await this.enrolments.deleteOfStudent(studentId);
    return erased;
  }
}

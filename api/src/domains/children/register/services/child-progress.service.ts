import { Injectable } from '@nestjs/common';
import { academicYearOf, ASSESSMENT_ROUNDS, type ChildProgressView, type RegisterSnapshot } from '@society/contracts';
import type { Actor } from '../../../../security/auth-user';
import { todayInIndia } from '../../../../validation/calendar-day';
import { AssessmentRepository } from '../repositories/assessment.repository';
import { BatchRepository } from '../repositories/batch.repository';
import { ClassDayRepository } from '../repositories/class-day.repository';
import { EnrolmentRepository } from '../repositories/enrolment.repository';
import { FollowUpRepository } from '../repositories/follow-up.repository';
import { HomeVisitRepository } from '../repositories/home-visit.repository';
import { AssessmentsService } from './assessments.service';
import { BatchesService } from './batches.service';
import { guardianPhone, hasConsent, RegisterChildren } from './register-children';

type MonthCount = ChildProgressView['attendance'][number];

/** A child's page (enrolments, levels round by round, attendance month by month, visits) and a teacher's snapshot. */
@Injectable()
export class ChildProgressService {
  constructor(
    private readonly children: RegisterChildren,
    private readonly enrolments: EnrolmentRepository,
    private readonly batchRecords: BatchRepository,
    private readonly batches: BatchesService,
    private readonly days: ClassDayRepository,
    private readonly assessments: AssessmentRepository,
    private readonly visits: HomeVisitRepository,
    private readonly followUps: FollowUpRepository,
    private readonly rounds: AssessmentsService,
  ) {}

  /** A child's page; a child without consent is shown as such, with no marks, levels or visits. */
  async progress(studentId: string): Promise<ChildProgressView> {
    const student = await this.children.find(studentId);
    const enrolments = await this.enrolments.listOfStudent(studentId);
    const batches = await this.batchRecords.findByIds(enrolments.map((enrolment) => enrolment.batchId));
    const centres = new Map((await this.batches.views(batches)).map((view) => [view.id, view.centreName]));
    const consented = hasConsent(student);
    const view: ChildProgressView = {
      studentId,
      name: student.name,
      hasConsent: consented,
      enrolments: enrolments.map((enrolment) => ({
        batchId: enrolment.batchId,
        batchName: batches.find((batch) => String(batch._id) === enrolment.batchId)?.name ?? '',
        centreName: centres.get(enrolment.batchId) ?? '',
        from: enrolment.from,
        to: enrolment.to,
      })),
      assessments: [],
      attendance: [],
      homeVisits: [],
      flagged: false,
      guardianPhone: null,
    };
    if (!consented) return view;

    const today = todayInIndia();
    const months = new Map<string, MonthCount>();
    for (const enrolment of enrolments) {
      for (const day of await this.days.listInBatch(enrolment.batchId, enrolment.from, enrolment.to ?? today)) {
        if (day.kind !== 'held') continue;
        const month = day.day.slice(0, 7);
        const count = months.get(month) ?? { month, present: 0, late: 0, absent: 0, excused: 0, held: 0 };
        count.held += 1;
        const mark = day.marks[studentId];
        if (mark) count[mark] += 1;
        months.set(month, count);
      }
    }
    const [assessed, visits, open] = await Promise.all([this.assessments.listOfStudent(studentId), this.visits.listOfStudent(studentId), this.followUps.findOpen(studentId)]);
    view.attendance = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
    view.assessments = assessed
      .sort((a, b) => a.academicYear.localeCompare(b.academicYear) || ASSESSMENT_ROUNDS.indexOf(a.round) - ASSESSMENT_ROUNDS.indexOf(b.round))
      .map(({ academicYear, round, assessedOn, readingHindi, readingEnglish, arithmetic }) => ({ academicYear, round, assessedOn, readingHindi, readingEnglish, arithmetic }));
    view.homeVisits = visits.map((visit) => ({ id: String(visit._id), day: visit.day, outcome: visit.outcome, note: visit.note, visitedBy: visit.visitedBy }));
    view.flagged = open !== null;
    view.guardianPhone = open ? guardianPhone(student) : null;
    return view;
  }

  /** What the teacher's phone keeps: the active batches they teach, their children, the rounds of their years. */
  async snapshot(actor: Actor): Promise<RegisterSnapshot> {
    const taught = (await this.batchRecords.list({ teacherId: actor.id })).filter((batch) => batch.active);
    const [views, children] = await Promise.all([this.batches.views(taught), this.batches.childrenOfBatches(taught)]);
    const years = new Set([...taught.map((batch) => batch.academicYear), academicYearOf(todayInIndia())]);
    const rounds = (await this.rounds.listRounds()).filter((round) => years.has(round.academicYear));
    return { syncedAt: new Date().toISOString(), batches: views, children: Object.fromEntries(children), rounds };
  }
}

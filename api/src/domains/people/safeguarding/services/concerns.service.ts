import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  CONCERN_RULES,
  CONCERN_STEPS,
  formatDateTime,
  indiaDay,
  type ConcernDetail,
  type ConcernNextStep,
  type ConcernPage,
  type ConcernReceipt,
  type ConcernStep,
  type ConcernStepRequest,
  type ConcernSummary,
  type Locale,
  type RaiseConcernRequest,
} from '@society/contracts';
import { AuditTrail } from '../../../../audit/audit-trail';
import { MailOutboxRepository } from '../../../../database/repositories/mail-outbox.repository';
import { StudentRepository } from '../../../../database/repositories/student.repository';
import { UserRepository } from '../../../../database/repositories/user.repository';
import type { PageWindow } from '../../../../database/paging';
import { keyedMessage, label, MessageError, type ApiMessageKey } from '../../../../i18n/message-error';
import { MailService } from '../../../../mail/mail.service';
import type { Actor } from '../../../../security/auth-user';
import { SiteSettingsService } from '../../../../settings/site-settings.service';
import { todayInIndia } from '../../../../validation/calendar-day';
import { SafeguardingLeadRepository } from '../repositories/safeguarding-lead.repository';
import { ConcernRepository } from '../repositories/concern.repository';
import type { ConcernPersonRecord, ConcernStepRecord, SafeguardingConcern, SafeguardingConcernRecord } from '../schemas/concern.schema';

/** Where the admin's dashboard shows the register: the mail links there, never to a concern's content. */
export const CONCERNS_REGISTER_PATH = '/admin-dashboard/safeguarding';
const HOUR_MS = 3_600_000;

/** The words of each step, as the answers name them. */
export const STEP_LABELS: Record<ConcernStep, ApiMessageKey> = {
  raised: 'safeguardingStepRaised',
  assessed: 'safeguardingStepAssessed',
  reported: 'safeguardingStepReported',
  closed: 'safeguardingStepClosed',
};

const nextStepAfter = (step: ConcernStep): ConcernNextStep | undefined => CONCERN_STEPS[CONCERN_STEPS.indexOf(step) + 1] as ConcernNextStep | undefined;

function personView(person: ConcernPersonRecord) {
  return { userId: person.userId, name: person.name, role: person.role };
}

function summaryOf(concern: SafeguardingConcernRecord, now: Date): ConcernSummary {
  const reported = concern.steps.find((step) => step.step === 'reported');
  return {
    _id: String(concern._id),
    childName: concern.childName,
    happenedOn: concern.happenedOn,
    status: concern.status,
    raisedAt: concern.raisedAt.toISOString(),
    raisedBy: personView(concern.raisedBy),
    dueAt: concern.dueAt.toISOString(),
    overdue: !reported && now.getTime() > concern.dueAt.getTime(),
    reportedAt: reported ? reported.at.toISOString() : null,
  };
}

function detailOf(concern: SafeguardingConcernRecord, now: Date): ConcernDetail {
  return {
    ...summaryOf(concern, now),
    what: concern.what,
    happenedAt: concern.happenedAt ?? null,
    who: concern.who,
    studentId: concern.studentId ?? null,
    where: concern.where ?? '',
    steps: concern.steps.map((step) => ({
      step: step.step,
      note: step.note ?? '',
      by: personView(step.by),
      at: step.at.toISOString(),
      reportedTo: step.reportedTo ?? null,
      reportedOn: step.reportedOn ?? null,
      reference: step.reference ?? null,
    })),
  };
}

/**
 * The safeguarding concerns register (issue 45; POCSO s.19 and s.21). Anyone on the staff or a volunteer
 * raises a concern; only the admin and the safeguarding lead read it, and every reading is on the activity
 * log (without the concern's content). Steps go raised → assessed → reported → closed, never back, and nothing
 * is ever deleted.
 */
@Injectable()
export class ConcernsService {
  private readonly logger = new Logger(ConcernsService.name);

  constructor(
    private readonly concerns: ConcernRepository,
    private readonly lead: SafeguardingLeadRepository,
    private readonly users: UserRepository,
    private readonly students: StudentRepository,
    private readonly audit: AuditTrail,
    private readonly mail: MailService,
    private readonly outbox: MailOutboxRepository,
    private readonly settings: SiteSettingsService,
  ) {}

  async raise(actor: Actor, request: RaiseConcernRequest, locale: Locale, now = new Date()): Promise<ConcernReceipt> {
    if (request.happenedOn > todayInIndia(now)) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingHappenedOnFuture');
    if (request.studentId && !(await this.students.findById(request.studentId))) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingConcernStudentNotFound');
    const raisedBy = await this.personOf(actor);
    const concern: SafeguardingConcern = {
      what: request.what,
      happenedOn: request.happenedOn,
      happenedAt: request.happenedAt || undefined,
      who: request.who,
      childName: request.childName,
      studentId: request.studentId || undefined,
      where: request.where ?? '',
      raisedBy,
      raisedAt: now,
      dueAt: new Date(now.getTime() + CONCERN_RULES.reportWithinHours * HOUR_MS),
      status: 'raised',
      steps: [{ step: 'raised', note: '', by: raisedBy, at: now }],
    };
    const saved = await this.concerns.create(concern);
    const id = String(saved._id);
    // The log says a concern was raised and by whom, never what it says nor which child.
    await this.audit.record(actor, { kind: 'safeguarding-concern', action: 'create', recordId: id, recordLabel: `Concern raised ${indiaDay(now)}`, after: { status: 'raised' } });
    await this.tellLeadAndAdmins(saved);
    return { _id: id, raisedAt: now.toISOString(), message: keyedMessage('safeguardingConcernRaised', locale) };
  }

  async list(actor: Actor, window: PageWindow, now = new Date()): Promise<ConcernPage> {
    await this.assertMayRead(actor);
    const { rows, total } = await this.concerns.listPage(window);
    await this.audit.record(actor, { kind: 'safeguarding-concern', action: 'read', recordLabel: `Concerns register, page ${window.page} (${rows.length} of ${total})` });
    return { items: rows.map((row) => summaryOf(row, now)), total, page: window.page, pageSize: window.pageSize };
  }

  async detail(actor: Actor, id: string, now = new Date()): Promise<ConcernDetail> {
    await this.assertMayRead(actor);
    const concern = await this.found(id);
    await this.audit.record(actor, { kind: 'safeguarding-concern', action: 'read', recordId: id, recordLabel: this.labelOf(concern) });
    return detailOf(concern, now);
  }

  async takeStep(actor: Actor, id: string, request: ConcernStepRequest, now = new Date()): Promise<ConcernDetail> {
    await this.assertMayRead(actor);
    const concern = await this.found(id);
    this.assertNext(concern.status, request.step);
    const step: ConcernStepRecord = { step: request.step, note: request.note ?? '', by: await this.personOf(actor), at: now };
    if (request.step === 'reported') Object.assign(step, this.report(concern, request, now));
    const updated = await this.concerns.appendStep(id, concern.status, step);
    if (!updated) {
      // Another step was taken meanwhile: say where the concern is now.
      this.assertNext((await this.found(id)).status, request.step);
      throw new MessageError(HttpStatus.NOT_FOUND, 'safeguardingConcernNotFound');
    }
    await this.audit.record(actor, { kind: 'safeguarding-concern', action: 'update', recordId: id, recordLabel: this.labelOf(updated), before: { status: concern.status }, after: { status: updated.status, ...(step.reportedTo ? { reportedTo: step.reportedTo, reportedOn: step.reportedOn ?? null } : {}) } });
    return detailOf(updated, now);
  }

  /** The admin, or the person the admin named as safeguarding lead (read now: a former lead reads no more). */
  private async assertMayRead(actor: Actor): Promise<void> {
    if (actor.role === 'admin') return;
    if ((await this.lead.findUserId()) === actor.id) return;
    throw new MessageError(HttpStatus.FORBIDDEN, 'safeguardingConcernsForbidden');
  }

  private assertNext(current: ConcernStep, wanted: ConcernNextStep): void {
    const next = nextStepAfter(current);
    if (!next) throw new MessageError(HttpStatus.CONFLICT, 'safeguardingConcernClosed');
    if (wanted !== next) throw new MessageError(HttpStatus.CONFLICT, 'safeguardingConcernStepOrder', { current: label(STEP_LABELS[current]), next: label(STEP_LABELS[next]) });
  }

  /** A report's facts: to whom, on which day (not before the concern nor in the future), the police's reference. */
  private report(concern: SafeguardingConcernRecord, request: ConcernStepRequest, now: Date): Pick<ConcernStepRecord, 'reportedTo' | 'reportedOn' | 'reference'> {
    if (!request.reportedTo) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingReportFieldRequired', { field: label('safeguardingLabelReportedTo') });
    if (!request.reportedOn) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingReportFieldRequired', { field: label('safeguardingLabelReportedOn') });
    if (!request.reference?.trim()) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingReportFieldRequired', { field: label('safeguardingLabelReference') });
    if (request.reportedOn > todayInIndia(now)) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingReportedOnFuture');
    if (request.reportedOn < indiaDay(concern.raisedAt)) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingReportedBeforeRaised');
    return { reportedTo: request.reportedTo, reportedOn: request.reportedOn, reference: request.reference.trim() };
  }

  private async found(id: string): Promise<SafeguardingConcernRecord> {
    const concern = await this.concerns.findById(id);
    if (!concern) throw new MessageError(HttpStatus.NOT_FOUND, 'safeguardingConcernNotFound');
    return concern;
  }

  /** How the log names a concern: when it was raised, never the child. */
  private labelOf(concern: SafeguardingConcernRecord): string {
    return `Concern raised ${indiaDay(concern.raisedAt)}`;
  }

  private async personOf(actor: Actor): Promise<ConcernPersonRecord> {
    const user = await this.users.findById(actor.id);
    return { userId: actor.id, name: user?.name?.trim() || actor.email, role: actor.role };
  }

  /**
   * The lead and every admin learn that a concern was raised, in English and Hindi (staff accounts keep no
   * language), with a link to the register only: no child's detail travels by mail. A failure to queue is
   * logged and never undoes the concern.
   */
  private async tellLeadAndAdmins(concern: SafeguardingConcernRecord): Promise<void> {
    if (!this.mail.enabled) return;
    try {
      const leadId = await this.lead.findUserId();
      const lead = leadId ? await this.users.findById(leadId) : null;
      const recipients = new Set([...(await this.users.enabledEmailsOf('admin')), ...(lead && !lead.disabledAt ? [lead.email] : [])]);
      const { site } = await this.settings.sections();
      const link = `${site.publicOrigin}${CONCERNS_REGISTER_PATH}`;
      const text = (locale: Locale) =>
        keyedMessage('safeguardingConcernMailBody', locale, { raisedAt: formatDateTime(concern.raisedAt, locale), dueAt: formatDateTime(concern.dueAt, locale), link });
      const subject = `${keyedMessage('safeguardingConcernMailSubject', 'en')} / ${keyedMessage('safeguardingConcernMailSubject', 'hi')}`;
      for (const to of recipients) await this.outbox.enqueue({ kind: 'safeguarding-concern', to, subject, text: `${text('en')}\n\n${text('hi')}` });
    } catch (error) {
      this.logger.error(`Could not queue the mail of concern ${String(concern._id)}: ${(error as Error).message}`);
    }
  }
}

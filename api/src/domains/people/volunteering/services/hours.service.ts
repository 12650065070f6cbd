import { HttpStatus, Injectable } from '@nestjs/common';
import { SESSION_RULES, addDays, weekMonday, type ApprovedHoursTotal, type HoursBulkApproveRequest, type HoursEntryView, type HoursLogRequest, type HoursPage, type HoursStatus, type MyHoursView } from '@society/contracts';
import type { PageWindow } from '../../../../database/paging';
import { UserRepository } from '../../../../database/repositories/user.repository';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { todayInIndia } from '../../../../validation/calendar-day';
import { HoursEntryRepository } from '../repositories/hours-entry.repository';
import { SessionSignUpRepository } from '../repositories/session-sign-up.repository';
import { VolunteerSessionRepository } from '../repositories/volunteer-session.repository';
import type { SessionSignUpRecord } from '../schemas/session-sign-up.schema';
import { quarterHours } from './session-time';
import { SessionViews } from './session-views';

/** Volunteers' hours: from the sessions attended and logged by themselves; HR approves them. */
@Injectable()
export class HoursService {
  constructor(
    private readonly entries: HoursEntryRepository,
    private readonly signUps: SessionSignUpRepository,
    private readonly sessions: VolunteerSessionRepository,
    private readonly views: SessionViews,
    private readonly users: UserRepository,
  ) {}

  /**
   * Those who checked in and never out are checked out at their session's end, and their hours wait for HR.
   * Run by the 10-minute job, before a week's approval and a person's own sign-ups and hours.
   */
  async settle(now = new Date()): Promise<void> {
    for (const signUp of await this.signUps.listLeftCheckedIn(now)) {
      if (await this.signUps.checkOut(String(signUp._id), signUp.sessionEndsAt, 'automatic')) await this.fromSession({ ...signUp, checkedOutAt: signUp.sessionEndsAt });
    }
  }

  /** The waiting entry of an attended session (once per sign-up). */
  async fromSession(signUp: SessionSignUpRecord): Promise<void> {
    const id = String(signUp._id);
    if (!signUp.checkedInAt || !signUp.checkedOutAt || (await this.entries.existsForSignUp(id))) return;
    const session = await this.sessions.findById(signUp.sessionId);
    if (!session) return;
    const from = signUp.checkedInAt < session.startsAt ? session.startsAt : signUp.checkedInAt;
    const to = signUp.checkedOutAt > session.endsAt ? session.endsAt : signUp.checkedOutAt;
    await this.entries.create({
      userId: signUp.userId,
      source: 'session',
      sessionId: signUp.sessionId,
      sessionTitle: session.title,
      signUpId: id,
      day: session.day,
      week: weekMonday(session.day),
      hours: quarterHours(from, to),
      note: '',
    });
  }

  async log(actor: Actor, request: HoursLogRequest): Promise<HoursEntryView> {
    const today = todayInIndia();
    if (request.day > today) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsHoursFuture');
    if (request.day < addDays(today, -SESSION_RULES.logHoursWithinDays)) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsHoursTooOld', { days: SESSION_RULES.logHoursWithinDays });
    const entry = await this.entries.create({ userId: actor.id, source: 'self', sessionId: null, sessionTitle: null, signUpId: null, day: request.day, week: weekMonday(request.day), hours: request.hours, note: request.note });
    return (await this.views.hoursEntries([entry]))[0];
  }

  async mine(actor: Actor): Promise<MyHoursView> {
    await this.settle();
    const records = await this.entries.listOfUser(actor.id);
    const total = (status: HoursStatus) => records.filter((record) => record.status === status).reduce((sum, record) => sum + record.hours, 0);
    return { entries: await this.views.hoursEntries(records), totals: { approved: total('approved'), waiting: total('waiting') } };
  }

  async list(window: PageWindow, filter: { status?: HoursStatus; week?: string }): Promise<HoursPage> {
    if (filter.week) assertMonday(filter.week);
    // No settling here: on the embedded engine it reads every sign-up; the 10-minute job and a week's approval settle.
    const { rows, total } = await this.entries.listPage(window, filter);
    return { items: await this.views.hoursEntries(rows), total, ...window };
  }

  async approve(actor: Actor, id: string): Promise<HoursEntryView> {
    return this.decide(actor, id, 'approved', null);
  }

  async reject(actor: Actor, id: string, reason: string): Promise<HoursEntryView> {
    return this.decide(actor, id, 'rejected', reason);
  }

  /** A week's waiting entries, or chosen ones, approved in one write. */
  async approveMany(actor: Actor, request: HoursBulkApproveRequest): Promise<{ approved: number }> {
    const now = new Date();
    if (request.week) {
      assertMonday(request.week);
      await this.settle(now);
      return { approved: await this.entries.approveMany({ week: request.week }, actor.id, now) };
    }
    if (!request.ids?.length) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsBulkNeedsOne');
    return { approved: await this.entries.approveMany({ ids: request.ids }, actor.id, now) };
  }

  /** A volunteer's or intern's approved hours in a period (by their application, as a certificate names them). */
  async approvedTotal(applicantId: string, from: string, to: string): Promise<ApprovedHoursTotal> {
    if (to < from) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsRangeOrder');
    const account = await this.users.findByApplicantId(applicantId);
    return { hours: account ? await this.entries.approvedTotal(String(account._id), from, to) : 0 };
  }

  /** The approved total as a certificate prints it, in whole hours; null when none is on record. */
  async approvedWholeHours(applicantId: string, from: string, to: string): Promise<number | null> {
    const hours = Math.round((await this.approvedTotal(applicantId, from, to)).hours);
    return hours > 0 ? hours : null;
  }

  private async decide(actor: Actor, id: string, status: 'approved' | 'rejected', rejectReason: string | null): Promise<HoursEntryView> {
    const entry = await this.entries.findById(id);
    if (!entry) throw new MessageError(HttpStatus.NOT_FOUND, 'sessionsHoursNotFound');
    if (!(await this.entries.decide(id, { status, rejectReason, decidedById: actor.id, decidedAt: new Date() }))) throw new MessageError(HttpStatus.CONFLICT, 'sessionsHoursDecided');
    return (await this.views.hoursEntries([(await this.entries.findById(id))!]))[0];
  }
}

function assertMonday(week: string): void {
  if (weekMonday(week) !== week) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsWeekNotMonday');
}

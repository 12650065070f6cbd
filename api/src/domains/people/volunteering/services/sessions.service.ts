import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SESSION_RULES, addDays, type Page, type SessionDetail, type SessionRequest, type SessionUpdateRequest, type SessionView } from '@society/contracts';
import type { PageWindow } from '../../../../database/paging';
import { UserRepository } from '../../../../database/repositories/user.repository';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { todayInIndia } from '../../../../validation/calendar-day';
import { BatchRepository } from '../../../children/register/repositories/batch.repository';
import { ChildSafety } from '../../safeguarding/child-safety';
import { SessionSignUpRepository } from '../repositories/session-sign-up.repository';
import { VolunteerSessionRepository, type SessionFieldsRecord } from '../repositories/volunteer-session.repository';
import type { VolunteerSessionRecord } from '../schemas/volunteer-session.schema';
import { SessionMails } from './session-mails';
import { assertNoGaps, sessionNotFound } from './session-rules';
import { indiaInstant } from './session-time';
import { SessionViews } from './session-views';

/** Who manages: HR any session; a team member only the sessions of the batches they teach. */
export type SessionStaff = { scope: 'hr'; actor: Actor } | { scope: 'team'; actor: Actor };

/** What HR and the batches' teachers do with sessions: publish, change, cancel, assign, read. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: VolunteerSessionRepository,
    private readonly signUps: SessionSignUpRepository,
    private readonly batches: BatchRepository,
    private readonly users: UserRepository,
    private readonly safety: ChildSafety,
    private readonly views: SessionViews,
    private readonly mails: SessionMails,
  ) {}

  async create(staff: SessionStaff, request: SessionRequest): Promise<SessionView[]> {
    const fields = await this.checkedFields(staff, request);
    const days = this.repeatDays(request.day, request.repeatWeeklyUntil);
    const seriesId = days.length > 1 ? randomUUID() : null;
    const created = await this.sessions.createMany(days.map((day) => ({ ...fields, ...this.instants(day, request.start, request.end), day, seriesId, createdById: staff.actor.id })));
    return this.views.sessions(created);
  }

  async list(staff: SessionStaff, window: PageWindow, from?: string): Promise<Page<SessionView>> {
    const { rows, total } =
      staff.scope === 'hr'
        ? await this.sessions.listPage(window, { from: from ? indiaInstant(from, '00:00') : undefined })
        : await this.sessions.listOfBatchesPage(
            (await this.batches.list({ teacherId: staff.actor.id })).map((batch) => String(batch._id)),
            window,
          );
    return { items: await this.views.sessions(rows), total, ...window };
  }

  async detail(staff: SessionStaff, id: string): Promise<SessionDetail> {
    const session = await this.managed(staff, id);
    return { ...(await this.views.session(session)), signUps: await this.views.signUpList(id) };
  }

  async update(staff: SessionStaff, id: string, request: SessionUpdateRequest): Promise<SessionDetail> {
    const session = await this.managed(staff, id);
    this.assertNotHeld(session);
    const fields = await this.checkedFields(staff, request);
    await this.sessions.exclusive(id, async () => {
      const { signedUpCount: signedUp } = await this.signUps.countsOf(id);
      if (fields.volunteersWanted < signedUp) throw new MessageError(HttpStatus.CONFLICT, 'sessionsWantedBelowSignedUp', { count: signedUp });
      const updated = (await this.sessions.update(id, { ...fields, day: request.day, ...this.instants(request.day, request.start, request.end) }))!;
      await this.signUps.setSessionEnd(id, updated.endsAt);
      // More places: the waiting list moves up into them.
      for (let free = updated.volunteersWanted - signedUp; free > 0; free -= 1) if (!(await this.moveUpFirstWaiting(updated))) break;
      await this.recount(id);
    });
    return this.detail(staff, id);
  }

  async cancel(staff: SessionStaff, id: string, reason: string): Promise<SessionDetail> {
    const session = await this.managed(staff, id);
    this.assertNotHeld(session);
    const cancelled = (await this.sessions.cancel(id, reason))!;
    const affected = await this.sessions.exclusive(id, async () => {
      const cancelledSignUps = await this.signUps.cancelAllOf(id);
      await this.recount(id);
      return cancelledSignUps;
    });
    await this.mails.cancelledByStaff(cancelled, affected.map((signUp) => signUp.userId));
    return this.detail(staff, id);
  }

  /** HR puts a person on a session (past the number wanted, if HR wants so), after the safeguarding check. */
  async assign(staff: SessionStaff, id: string, userId: string): Promise<SessionDetail> {
    const session = await this.managed(staff, id);
    this.assertNotHeld(session);
    const person = await this.users.findById(userId);
    if (!person || !['volunteer', 'team'].includes(person.role) || person.disabledAt) throw new MessageError(HttpStatus.NOT_FOUND, 'sessionsPersonNotFound');
    if (session.withChildren) assertNoGaps(await this.safety.gapsOn(userId, session.day), session.day, 'person');
    await this.sessions.exclusive(id, async () => {
      const existing = await this.signUps.findOf(id, userId);
      if (existing?.status === 'signed-up') throw new MessageError(HttpStatus.CONFLICT, 'sessionsPersonAlreadySignedUp');
      if (existing) await this.signUps.update(String(existing._id), { status: 'signed-up', ...FRESH_SIGN_UP, signedUpAt: existing.status === 'waiting' ? existing.signedUpAt : new Date() });
      else await this.signUps.create({ sessionId: id, userId, status: 'signed-up', signedUpAt: new Date(), sessionEndsAt: session.endsAt });
      await this.recount(id);
    });
    await this.mails.signedUp(session, userId);
    return this.detail(staff, id);
  }

  /** Sets the session's counts of places taken and people waiting from its sign-ups: the last step of every change, inside the session's claim. */
  async recount(id: string): Promise<void> {
    await this.sessions.setCounts(id, await this.signUps.countsOf(id));
  }

  /** Gives the first waiting person the freed place and tells them; false when nobody waits (the caller recounts). */
  async moveUpFirstWaiting(session: VolunteerSessionRecord): Promise<boolean> {
    const first = await this.signUps.firstWaiting(String(session._id));
    if (!first) return false;
    await this.signUps.update(String(first._id), { status: 'signed-up' });
    await this.mails.movedUp(session, first.userId);
    return true;
  }

  /** The session, if this staff member manages it (404 when none, 403 when not a teacher of its batch). */
  async managed(staff: SessionStaff, id: string): Promise<VolunteerSessionRecord> {
    const session = await this.sessions.findById(id);
    if (!session) throw sessionNotFound();
    if (staff.scope === 'team') {
      const batch = session.batchId ? await this.batches.findById(session.batchId) : null;
      if (!batch || !batch.teacherIds.includes(staff.actor.id)) throw new MessageError(HttpStatus.FORBIDDEN, 'sessionsNotTeacher');
    }
    return session;
  }

  private assertNotHeld(session: VolunteerSessionRecord, now = new Date()): void {
    if (session.status === 'cancelled') throw new MessageError(HttpStatus.CONFLICT, 'sessionsCancelled');
    if (session.startsAt.getTime() <= now.getTime()) throw new MessageError(HttpStatus.CONFLICT, 'sessionsAlreadyHeld');
  }

  private async checkedFields(staff: SessionStaff, request: SessionUpdateRequest): Promise<Omit<SessionFieldsRecord, 'day' | 'startsAt' | 'endsAt'>> {
    if (request.end <= request.start) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsEndBeforeStart');
    if (request.day < todayInIndia()) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsDayPast');
    let batchId: string | null = null;
    if (request.kind === 'batch') {
      if (!request.batchId) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsBatchNeeded');
      const batch = await this.batches.findById(request.batchId);
      // A batch the body names, not the route: a bad request, like any other field.
      if (!batch) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsBatchNotFound');
      if (staff.scope === 'team' && !batch.teacherIds.includes(staff.actor.id)) throw new MessageError(HttpStatus.FORBIDDEN, 'sessionsNotTeacher');
      batchId = String(batch._id);
    }
    const { kind, title, place, start, end, volunteersWanted, skill, withChildren } = request;
    return { kind, title, place, start, end, volunteersWanted, skill, withChildren, batchId };
  }

  private repeatDays(day: string, until?: string): string[] {
    if (!until) return [day];
    if (until < day) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsRepeatOrder');
    const days: string[] = [];
    for (let next = day; next <= until; next = addDays(next, 7)) {
      days.push(next);
      if (days.length > SESSION_RULES.repeatMaxWeeks) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsRepeatTooLong', { max: SESSION_RULES.repeatMaxWeeks });
    }
    return days;
  }

  private instants(day: string, start: string, end: string): Pick<SessionFieldsRecord, 'startsAt' | 'endsAt'> {
    return { startsAt: indiaInstant(day, start), endsAt: indiaInstant(day, end) };
  }
}

/** A sign-up made again starts with nothing recorded. */
export const FRESH_SIGN_UP = { checkedInAt: null, checkedInBy: null, checkedOutAt: null, checkedOutBy: null, absent: false, cancelNote: null, cancelledBy: null, cancelledLate: false } as const;

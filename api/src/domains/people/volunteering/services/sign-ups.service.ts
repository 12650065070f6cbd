import { HttpStatus, Injectable } from '@nestjs/common';
import { SESSION_RULES, type MySignUpView, type OpenSessionPage, type OpenSessionView, type SafeguardingGap } from '@society/contracts';
import { AppConfig } from '../../../../config/app-config';
import type { PageWindow } from '../../../../database/paging';
import { MessageError } from '../../../../i18n/message-error';
import type { Actor } from '../../../../security/auth-user';
import { ChildSafety } from '../../safeguarding/child-safety';
import { checkCheckInCode, checkInCodeKey } from '../check-in-code';
import { SessionSignUpRepository } from '../repositories/session-sign-up.repository';
import { VolunteerSessionRepository } from '../repositories/volunteer-session.repository';
import type { SessionSignUpRecord } from '../schemas/session-sign-up.schema';
import type { VolunteerSessionRecord } from '../schemas/volunteer-session.schema';
import { HoursService } from './hours.service';
import { SessionMails } from './session-mails';
import { assertNoGaps, sessionNotFound } from './session-rules';
import { CHECK_IN_OPENS_MINUTES, cancelIsLate } from './session-time';
import { SessionViews } from './session-views';
import { FRESH_SIGN_UP, SessionsService } from './sessions.service';

/** A volunteer's side of the sessions: the open ones, signing up and cancelling, checking in and out. */
@Injectable()
export class SignUpsService {
  private readonly codeKey: Buffer;

  constructor(
    config: AppConfig,
    private readonly sessions: VolunteerSessionRepository,
    private readonly signUps: SessionSignUpRepository,
    private readonly safety: ChildSafety,
    private readonly views: SessionViews,
    private readonly staff: SessionsService,
    private readonly hours: HoursService,
    private readonly mails: SessionMails,
  ) {
    this.codeKey = checkInCodeKey(config.jwtSecret);
  }

  async open(actor: Actor, window: PageWindow, now = new Date()): Promise<OpenSessionPage> {
    const { rows, total } = await this.sessions.listOpenPage(now, window);
    const views = await this.views.sessions(rows, now);
    const items: OpenSessionView[] = await Promise.all(
      rows.map(async (row, index) => {
        const signUp = await this.signUps.findOf(String(row._id), actor.id);
        const state = signUp && signUp.status !== 'cancelled' ? signUp.status : 'none';
        const gaps: SafeguardingGap[] = row.withChildren ? await this.safety.gapsOn(actor.id, row.day) : [];
        return { ...views[index], mine: state, queuePlace: signUp ? await this.queuePlace(signUp) : null, mayJoin: gaps.length === 0, gaps };
      }),
    );
    return { items, total, ...window };
  }

  async mine(actor: Actor): Promise<MySignUpView[]> {
    await this.hours.settle();
    const records = await this.signUps.listOfUser(actor.id);
    const sessions = new Map((await this.sessions.findByIds(records.map((record) => record.sessionId))).map((session) => [String(session._id), session]));
    const known = records.filter((record) => sessions.has(record.sessionId));
    return Promise.all(known.map((record) => this.mySignUp(record, sessions.get(record.sessionId)!)));
  }

  async signUp(actor: Actor, id: string, now = new Date()): Promise<MySignUpView> {
    const session = await this.joinable(id, now);
    if (session.withChildren) assertNoGaps(await this.safety.gapsOn(actor.id, session.day), session.day, 'self');
    const record = await this.sessions.exclusive(id, async () => {
      const existing = await this.signUps.findOf(id, actor.id);
      if (existing?.status === 'signed-up') throw new MessageError(HttpStatus.CONFLICT, 'sessionsAlreadySignedUp');
      if (existing?.status === 'waiting') throw new MessageError(HttpStatus.CONFLICT, 'sessionsAlreadyWaiting');
      const full = (await this.signUps.countsOf(id)).signedUpCount >= session.volunteersWanted;
      const status = full ? 'waiting' : 'signed-up';
      const made = existing
        ? (await this.signUps.update(String(existing._id), { ...FRESH_SIGN_UP, status, signedUpAt: now, sessionEndsAt: session.endsAt }))!
        : await this.signUps.create({ sessionId: id, userId: actor.id, status, signedUpAt: now, sessionEndsAt: session.endsAt });
      await this.staff.recount(id);
      return made;
    });
    if (record.status === 'signed-up') await this.mails.signedUp(session, actor.id);
    return this.mySignUp(record, (await this.sessions.findById(id)) ?? session);
  }

  /** Cancels one's own place or wait; a freed place goes to the first waiting. */
  async cancel(actor: Actor, id: string, note: string | undefined, now = new Date()): Promise<MySignUpView> {
    const session = await this.sessions.findById(id);
    if (!session) throw sessionNotFound();
    const result = await this.sessions.exclusive(id, async () => {
      const existing = await this.signUps.findOf(id, actor.id);
      if (!existing || existing.status === 'cancelled') throw new MessageError(HttpStatus.CONFLICT, 'sessionsNotSignedUp');
      const late = existing.status === 'signed-up' && cancelIsLate(session.startsAt, now);
      if (late && !note) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsCancelNeedsNote', { hours: SESSION_RULES.cancelFreeHours });
      const updated = (await this.signUps.update(String(existing._id), { status: 'cancelled', cancelledBy: 'self', cancelledLate: late, cancelNote: note || null }))!;
      const freed = existing.status === 'signed-up' && session.status === 'scheduled' && session.endsAt > now;
      if (freed) await this.staff.moveUpFirstWaiting(session);
      await this.staff.recount(id);
      return updated;
    });
    return this.mySignUp(result, (await this.sessions.findById(id)) ?? session);
  }

  /** Checks in with the code the teacher shows; again (a phone retrying on a bad network) it answers as the first time. */
  async checkIn(actor: Actor, id: string, code: string, now = new Date()): Promise<MySignUpView> {
    const { session, signUp } = await this.ownPlace(actor, id);
    if (signUp.checkedInAt) return this.mySignUp(signUp, session);
    if (now.getTime() < session.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000) throw new MessageError(HttpStatus.CONFLICT, 'sessionsCheckInNotOpen', { minutes: CHECK_IN_OPENS_MINUTES });
    if (now >= session.endsAt) throw new MessageError(HttpStatus.CONFLICT, 'sessionsCheckInClosed');
    this.assertCode(id, code, now);
    const updated = (await this.signUps.update(String(signUp._id), { checkedInAt: now, checkedInBy: 'code', absent: false }))!;
    return this.mySignUp(updated, session);
  }

  /** Checks out with the code (or, when forgotten, on its own at the session's end); again, it answers as the first time. */
  async checkOut(actor: Actor, id: string, code: string, now = new Date()): Promise<MySignUpView> {
    await this.hours.settle(now);
    const { session, signUp } = await this.ownPlace(actor, id);
    if (!signUp.checkedInAt) throw new MessageError(HttpStatus.CONFLICT, 'sessionsNotCheckedIn');
    if (signUp.checkedOutAt) return this.mySignUp(signUp, session);
    this.assertCode(id, code, now);
    // Only the first of two check-outs at once records it (and the hours).
    if (await this.signUps.checkOut(String(signUp._id), now, 'code')) await this.hours.fromSession((await this.signUps.findById(String(signUp._id)))!);
    return this.mySignUp((await this.signUps.findById(String(signUp._id)))!, session);
  }

  private assertCode(sessionId: string, code: string, now: Date): void {
    const verdict = checkCheckInCode(this.codeKey, sessionId, code, now);
    if (verdict === 'stale') throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsCodeStale');
    if (verdict === 'wrong') throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsCodeWrong');
  }

  private async ownPlace(actor: Actor, id: string): Promise<{ session: VolunteerSessionRecord; signUp: SessionSignUpRecord }> {
    const session = await this.sessions.findById(id);
    if (!session) throw sessionNotFound();
    if (session.status === 'cancelled') throw new MessageError(HttpStatus.CONFLICT, 'sessionsCancelled');
    const signUp = await this.signUps.findOf(id, actor.id);
    if (!signUp || signUp.status !== 'signed-up') throw new MessageError(HttpStatus.CONFLICT, 'sessionsNotSignedUp');
    return { session, signUp };
  }

  private async joinable(id: string, now: Date): Promise<VolunteerSessionRecord> {
    const session = await this.sessions.findById(id);
    if (!session) throw sessionNotFound();
    if (session.status === 'cancelled') throw new MessageError(HttpStatus.CONFLICT, 'sessionsCancelled');
    if (session.startsAt <= now) throw new MessageError(HttpStatus.CONFLICT, 'sessionsAlreadyHeld');
    return session;
  }

  private async queuePlace(signUp: SessionSignUpRecord): Promise<number | null> {
    return signUp.status === 'waiting' ? (await this.signUps.countWaitingBefore(signUp.sessionId, signUp.signedUpAt)) + 1 : null;
  }

  private async mySignUp(record: SessionSignUpRecord, session: VolunteerSessionRecord, now = new Date()): Promise<MySignUpView> {
    return {
      id: String(record._id),
      session: await this.views.session(session, now),
      status: record.status,
      queuePlace: await this.queuePlace(record),
      checkedInAt: record.checkedInAt ? record.checkedInAt.toISOString() : null,
      checkedOutAt: record.checkedOutAt ? record.checkedOutAt.toISOString() : null,
      checkedOutBy: record.checkedOutBy ?? null,
      cancelNeedsNote: record.status === 'signed-up' && cancelIsLate(session.startsAt, now),
    };
  }
}

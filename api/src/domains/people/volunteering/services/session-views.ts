import { Injectable } from '@nestjs/common';
import type { HoursEntryView, SessionView, SignUpView } from '@society/contracts';
import { UserRepository } from '../../../../database/repositories/user.repository';
import { BatchRepository } from '../../../children/register/repositories/batch.repository';
import { SessionSignUpRepository } from '../repositories/session-sign-up.repository';
import type { HoursEntryRecord } from '../schemas/hours-entry.schema';
import type { SessionSignUpRecord } from '../schemas/session-sign-up.schema';
import type { VolunteerSessionRecord } from '../schemas/volunteer-session.schema';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A person as the lists name them: their name, or their e-mail's first part. */
export const displayName = (user: { name?: string; email: string } | undefined) => (user ? user.name || user.email.split('@')[0] : '');

/** The answers' shapes, with the names they need read in one go per list (the counts are the session's own). */
@Injectable()
export class SessionViews {
  constructor(
    private readonly signUps: SessionSignUpRepository,
    private readonly batches: BatchRepository,
    private readonly users: UserRepository,
  ) {}

  async sessions(records: VolunteerSessionRecord[], now = new Date()): Promise<SessionView[]> {
    const batches = await this.batches.findByIds(records.flatMap((record) => (record.batchId ? [record.batchId] : [])));
    const batchNames = new Map(batches.map((batch) => [String(batch._id), batch.name]));
    return records.map((record) => {
      const id = String(record._id);
      return {
        id,
        kind: record.kind,
        title: record.title,
        place: record.place,
        day: record.day,
        start: record.start,
        end: record.end,
        volunteersWanted: record.volunteersWanted,
        skill: record.skill,
        withChildren: record.withChildren,
        batchId: record.batchId ?? null,
        batchName: record.batchId ? (batchNames.get(record.batchId) ?? null) : null,
        status: record.status,
        cancelReason: record.cancelReason ?? null,
        signedUp: record.signedUpCount ?? 0,
        waiting: record.waitingCount ?? 0,
        over: record.endsAt.getTime() <= now.getTime(),
        seriesId: record.seriesId ?? null,
      };
    });
  }

  async session(record: VolunteerSessionRecord, now = new Date()): Promise<SessionView> {
    return (await this.sessions([record], now))[0];
  }

  /** A session's sign-ups, in order, with each one's name and waiting place. */
  async signUpList(sessionId: string): Promise<SignUpView[]> {
    const records = await this.signUps.listOfSession(sessionId);
    const users = new Map((await this.users.findByIds(records.map((record) => record.userId))).map((user) => [String(user._id), user]));
    let place = 0;
    return records.map((record) => {
      if (record.status === 'waiting') place += 1;
      return this.signUp(record, displayName(users.get(record.userId)), record.status === 'waiting' ? place : null);
    });
  }

  signUp(record: SessionSignUpRecord, name: string, queuePlace: number | null): SignUpView {
    return {
      id: String(record._id),
      sessionId: record.sessionId,
      userId: record.userId,
      name,
      status: record.status,
      queuePlace,
      checkedInAt: iso(record.checkedInAt),
      checkedInBy: record.checkedInBy ?? null,
      checkedOutAt: iso(record.checkedOutAt),
      checkedOutBy: record.checkedOutBy ?? null,
      absent: record.absent ?? false,
      cancelNote: record.cancelNote ?? null,
      cancelledBy: record.cancelledBy ?? null,
      cancelledLate: record.cancelledLate ?? false,
      signedUpAt: record.signedUpAt.toISOString(),
    };
  }

  async hoursEntries(records: HoursEntryRecord[]): Promise<HoursEntryView[]> {
    const users = new Map((await this.users.findByIds(records.map((record) => record.userId))).map((user) => [String(user._id), user]));
    return records.map((record) => ({
      id: String(record._id),
      userId: record.userId,
      name: displayName(users.get(record.userId)),
      source: record.source,
      sessionId: record.sessionId ?? null,
      sessionTitle: record.sessionTitle ?? null,
      day: record.day,
      hours: record.hours,
      note: record.note ?? '',
      status: record.status,
      rejectReason: record.rejectReason ?? null,
      decidedAt: iso(record.decidedAt),
      createdAt: record.createdAt.toISOString(),
    }));
  }
}

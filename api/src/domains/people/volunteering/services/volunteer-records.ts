import { Injectable } from '@nestjs/common';
import { HoursEntryRepository } from '../repositories/hours-entry.repository';
import { SessionSignUpRepository } from '../repositories/session-sign-up.repository';
import { VolunteerSessionRepository } from '../repositories/volunteer-session.repository';
import type { HoursEntryRecord } from '../schemas/hours-entry.schema';
import type { SessionSignUpRecord } from '../schemas/session-sign-up.schema';
import type { VolunteerSessionRecord } from '../schemas/volunteer-session.schema';
import { SessionsService } from './sessions.service';

/** What the sessions hold about one person: each sign-up with its session (null when gone), and their hours. */
export interface VolunteerRecordsHeld {
  signUps: Array<{ signUp: SessionSignUpRecord; session: VolunteerSessionRecord | null }>;
  hours: HoursEntryRecord[];
}

/** A person's own records of the sessions, for the data-rights duties: their access export and their erasure. */
@Injectable()
export class VolunteerRecords {
  constructor(
    private readonly sessions: VolunteerSessionRepository,
    private readonly signUps: SessionSignUpRepository,
    private readonly hours: HoursEntryRepository,
    private readonly staff: SessionsService,
  ) {}

  async of(userId: string): Promise<VolunteerRecordsHeld> {
    const [signUps, hours] = await Promise.all([this.signUps.listOfUser(userId), this.hours.listOfUser(userId)]);
    const sessions = new Map((await this.sessions.findByIds(signUps.map((signUp) => signUp.sessionId))).map((session) => [String(session._id), session]));
    return { signUps: signUps.map((signUp) => ({ signUp, session: sessions.get(signUp.sessionId) ?? null })), hours };
  }

  /**
   * Erases the person's sign-ups and hours. A place they held in a session still to come goes to the first
   * waiting, as their own cancelling would, and every session they were counted in is counted again.
   */
  async erase(userId: string, now = new Date()): Promise<{ signUps: number; hours: number }> {
    let signUps = 0;
    for (const signUp of await this.signUps.listOfUser(userId)) {
      const erased = await this.sessions.exclusive(signUp.sessionId, async () => {
        if (!(await this.signUps.deleteById(String(signUp._id)))) return false;
        const session = await this.sessions.findById(signUp.sessionId);
        if (session && signUp.status !== 'cancelled') {
          if (signUp.status === 'signed-up' && session.status === 'scheduled' && session.endsAt > now) await this.staff.moveUpFirstWaiting(session);
          await this.staff.recount(signUp.sessionId);
        }
        return true;
      });
      if (erased) signUps += 1;
    }
    return { signUps, hours: await this.hours.deleteOfUser(userId) };
  }
}

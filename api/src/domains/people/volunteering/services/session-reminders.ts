import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SessionSignUpRepository } from '../repositories/session-sign-up.repository';
import { VolunteerSessionRepository } from '../repositories/volunteer-session.repository';
import { HoursService } from './hours.service';
import { REMINDER_MS, SessionMails } from './session-mails';

const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * Every few minutes: the reminder mails of the sessions starting within reminderHours (once per session:
 * the replicas race to mark it reminded and one wins), and the automatic check-outs of ended sessions.
 */
@Injectable()
export class SessionReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SessionReminders.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sessions: VolunteerSessionRepository,
    private readonly signUps: SessionSignUpRepository,
    private readonly mails: SessionMails,
    private readonly hours: HoursService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce().catch((error: Error) => this.logger.error(`Session reminders stopped: ${error.message}`)), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Sends the reminders due at `now`; returns how many sessions were reminded. */
  async runOnce(now = new Date()): Promise<number> {
    await this.hours.settle(now);
    let reminded = 0;
    for (const session of await this.sessions.dueForReminder(now, new Date(now.getTime() + REMINDER_MS))) {
      if (!(await this.sessions.markReminded(String(session._id), now))) continue;
      const holders = (await this.signUps.listActiveOfSessions([String(session._id)])).filter((signUp) => signUp.status === 'signed-up');
      await this.mails.reminders(session, holders.map((signUp) => signUp.userId));
      reminded += 1;
    }
    return reminded;
  }
}

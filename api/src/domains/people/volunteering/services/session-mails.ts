import { Injectable } from '@nestjs/common';
import { SESSION_RULES, type Locale } from '@society/contracts';
import { ApplicantRepository } from '../../../../database/repositories/applicant.repository';
import { UserRepository } from '../../../../database/repositories/user.repository';
import { MailOutbox } from '../../../../mail/mail-outbox';
import { sessionMail, sessionWhen, type SessionMailKind } from '../../../../mail/mail-texts';
import { SiteSettingsService } from '../../../../settings/site-settings.service';
import type { VolunteerSessionRecord } from '../schemas/volunteer-session.schema';

/** The sessions' mails through the outbox, each in its person's language; nothing while mail is off. */
@Injectable()
export class SessionMails {
  constructor(
    private readonly users: UserRepository,
    private readonly applicants: ApplicantRepository,
    private readonly outbox: MailOutbox,
    private readonly settings: SiteSettingsService,
  ) {}

  signedUp(session: VolunteerSessionRecord, userId: string): Promise<void> {
    return this.send('signedUp', session, userId);
  }

  movedUp(session: VolunteerSessionRecord, userId: string): Promise<void> {
    return this.send('movedUp', session, userId);
  }

  async cancelledByStaff(session: VolunteerSessionRecord, userIds: readonly string[]): Promise<void> {
    for (const userId of userIds) await this.send('cancelled', session, userId);
  }

  async reminders(session: VolunteerSessionRecord, userIds: readonly string[]): Promise<void> {
    for (const userId of userIds) await this.send('reminder', session, userId);
  }

  private async send(kind: SessionMailKind, session: VolunteerSessionRecord, userId: string): Promise<void> {
    if (!this.outbox.enabled) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    const person = user.applicantId ? await this.applicants.findById(String(user.applicantId)) : null;
    // The person's language: their application's, else English (a team member has no application).
    const locale: Locale = person?.language ?? 'en';
    const mail = sessionMail({
      kind,
      locale,
      name: person?.name || user.name || '',
      societyName: (await this.settings.mailSignature(locale)).name,
      title: session.title,
      when: sessionWhen(session.day, session.start, session.end, locale),
      place: session.place,
      reason: session.cancelReason ?? '',
    });
    await this.outbox.queueToPerson(person ? String(person._id) : userId, 'volunteer-notice', person?.email ?? user.email, mail);
  }
}

/** How long before the start the reminder goes. */
export const REMINDER_MS = SESSION_RULES.reminderHours * 3_600_000;

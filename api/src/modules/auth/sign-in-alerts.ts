import { Injectable } from '@nestjs/common';
import type { Locale } from '@society/contracts';
import { LOGIN_LIMITS } from '../../config/rate-limits';
import { ApplicantRepository } from '../../database/repositories/applicant.repository';
import type { UserRecord } from '../../database/schemas/user.schema';
import { MailOutbox } from '../../mail/mail-outbox';
import { failedSignInsMail } from '../../mail/mail-texts';
import { SiteSettingsService } from '../../settings/site-settings.service';

const MINUTE_MS = 60 * 1000;

/** Tells an account's owner by mail that its sign-ins keep failing (LoginThrottle.failed decides when). */
@Injectable()
export class SignInAlerts {
  constructor(
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
    private readonly applicants: ApplicantRepository,
  ) {}

  /** Queues the mail to `account` in its owner's language: a volunteer's is their application's, staff read English. */
  async tell(account: UserRecord, failures: number): Promise<void> {
    const person = account.applicantId ? await this.applicants.findById(String(account.applicantId)) : null;
    const locale: Locale = person?.language ?? 'en';
    const { name: societyName } = await this.settings.mailSignature(locale);
    await this.mail.queueSecurityAlert(
      account.email,
      failedSignInsMail({ name: person?.name ?? account.name ?? '', email: account.email, count: failures, minutes: LOGIN_LIMITS.windowMs / MINUTE_MS, societyName, locale }),
    );
  }
}

import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ACCOUNT_ALLOWED_STATUSES, INVITE_VALID_HOURS, localizedPath, VOLUNTEER_MESSAGES } from '@society/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { volunteerAccountView } from '../../audit/audit-views';
import { isDuplicateKey } from '../../database/duplicate-key';
import { ApplicantRepository } from '../../database/repositories/applicant.repository';
import { UserRepository } from '../../database/repositories/user.repository';
import type { ApplicantRecord } from '../../database/schemas/applicant.schema';
import type { UserRecord } from '../../database/schemas/user.schema';
import { MailOutbox } from '../../mail/mail-outbox';
import { inviteMail } from '../../mail/mail-texts';
import type { Actor } from '../../security/auth-user';
import { newInviteToken } from '../../security/invite-token';
import { mapVolunteerAccount, type VolunteerAccountDto } from './dtos/volunteer-portal-hr.dto';
import { SiteSettingsService } from '../../settings/site-settings.service';

const HOUR_MS = 60 * 60 * 1000;
export const APPLICANT_NOT_FOUND = 'Applicant not found';

/** The path of the shell's page that takes an invite's token (in the fragment: never sent to a server or kept in a log). */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * Volunteer accounts, HR's side: an invite makes (or renews) the account of an onboarded person and mails a
 * one-time link; HR can disable and enable it; a person who leaves or is turned down loses it.
 */
@Injectable()
export class VolunteerAccountsService {
  constructor(
    private readonly users: UserRepository,
    private readonly applicants: ApplicantRepository,
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<VolunteerAccountDto[]> {
    return (await this.users.listVolunteerAccounts()).filter((user) => user.applicantId).map(mapVolunteerAccount);
  }

  async invite(actor: Actor, applicantId: string): Promise<VolunteerAccountDto> {
    const applicant = await this.applicants.findById(applicantId);
    if (!applicant) throw new NotFoundException(APPLICANT_NOT_FOUND);
    // Without mail the link could only reach the person through HR's hands: not offered.
    if (!this.mail.enabled) throw new ConflictException(VOLUNTEER_MESSAGES.inviteNeedsMail);
    if (!ACCOUNT_ALLOWED_STATUSES.includes(applicant.status)) throw new ConflictException(VOLUNTEER_MESSAGES.inviteNeedsOnboarding);
    const origin = await this.settings.linkOrigin();

    const now = new Date();
    const { token, hash } = newInviteToken();
    const invite = { inviteTokenHash: hash, inviteExpiresAt: new Date(now.getTime() + INVITE_VALID_HOURS * HOUR_MS), invitedAt: now };
    const existing = await this.users.findByApplicantId(applicantId);
    // The account's email follows the person's record (HR may have corrected it since the last invite).
    if (await this.users.emailTaken(applicant.email, existing ? String(existing._id) : undefined)) {
      throw new ConflictException(VOLUNTEER_MESSAGES.emailHasAccount);
    }
    let account: UserRecord | null;
    if (existing) {
      // Inviting again is how HR re-opens a disabled account, or sends a link that works again.
      if (existing.disabledAt) await this.users.setDisabled(String(existing._id), null);
      account = await this.users.setInvite(String(existing._id), applicant.email, invite);
    } else {
      account = await this.users
        .createVolunteerAccount({ email: applicant.email, name: applicant.name, applicantId: applicant._id, invite })
        .catch((error: unknown) => {
          if (isDuplicateKey(error)) throw new ConflictException(VOLUNTEER_MESSAGES.emailHasAccount);
          throw error;
        });
    }
    if (!account) throw new NotFoundException(APPLICANT_NOT_FOUND);

    // The account speaks the language of the application it came from: its mails, and the page its link opens.
    const locale = applicant.language ?? 'en';
    const link = `${origin}${localizedPath(SET_PASSWORD_PATH, locale)}#token=${token}`;
    const { name: societyName } = await this.settings.mailSignature(locale);
    await this.mail.queueToPerson(applicantId, 'account-invite', applicant.email, inviteMail({ name: applicant.name, societyName, link, validHours: INVITE_VALID_HOURS, locale }));
    await this.audit.record(actor, { kind: 'volunteer-account', action: 'invite', recordId: String(account._id), recordLabel: label(applicant), before: existing ? volunteerAccountView(existing) : undefined, after: volunteerAccountView(account) });
    return mapVolunteerAccount(account);
  }

  async setDisabled(actor: Actor, applicantId: string, disabled: boolean): Promise<VolunteerAccountDto> {
    const applicant = await this.applicants.findById(applicantId);
    if (!applicant) throw new NotFoundException(APPLICANT_NOT_FOUND);
    const account = await this.users.findByApplicantId(applicantId);
    if (!account) throw new NotFoundException(VOLUNTEER_MESSAGES.accountNotFound);
    if (!disabled && !ACCOUNT_ALLOWED_STATUSES.includes(applicant.status)) throw new ConflictException(VOLUNTEER_MESSAGES.accountCannotEnable);
    if (Boolean(account.disabledAt) === disabled) return mapVolunteerAccount(account);
    const updated = await this.users.setDisabled(String(account._id), disabled ? new Date() : null);
    if (!updated) throw new NotFoundException(VOLUNTEER_MESSAGES.accountNotFound);
    await this.audit.record(actor, { kind: 'volunteer-account', action: disabled ? 'disable-account' : 'enable-account', recordId: String(account._id), recordLabel: label(applicant), before: volunteerAccountView(account), after: volunteerAccountView(updated) });
    return mapVolunteerAccount(updated);
  }

  /**
   * A person who is no longer onboarded or active (left, exit approved, turned down) keeps no working account:
   * it is disabled, which ends its sessions at their next call.
   */
  async closeIfLeft(actor: Actor, applicant: ApplicantRecord): Promise<void> {
    if (ACCOUNT_ALLOWED_STATUSES.includes(applicant.status)) return;
    const account = await this.users.findByApplicantId(String(applicant._id));
    if (!account || account.disabledAt) return;
    const updated = await this.users.setDisabled(String(account._id), new Date());
    if (!updated) return;
    await this.audit.record(actor, { kind: 'volunteer-account', action: 'disable-account', recordId: String(account._id), recordLabel: label(applicant), before: volunteerAccountView(account), after: volunteerAccountView(updated) });
  }

  /** 409 when the person's account could not follow this new email (another account signs in with it). */
  async assertEmailFollowable(applicantId: string, email: string): Promise<void> {
    const account = await this.users.findByApplicantId(applicantId);
    if (account && account.email !== email && (await this.users.emailTaken(email, String(account._id)))) throw new ConflictException(VOLUNTEER_MESSAGES.emailHasAccount);
  }

  /**
   * HR corrected the person's email: their account signs in with the new one, and an invite mailed to the old
   * address (perhaps a mistyped one, someone else's mailbox) stops working; HR invites again to send a link.
   */
  async followEmail(actor: Actor, applicant: ApplicantRecord): Promise<void> {
    const account = await this.users.findByApplicantId(String(applicant._id));
    if (!account || account.email === applicant.email) return;
    const updated = await this.users.changeEmail(String(account._id), applicant.email).catch((error: unknown) => {
      throw isDuplicateKey(error) ? new ConflictException(VOLUNTEER_MESSAGES.emailHasAccount) : error;
    });
    if (!updated) return;
    await this.audit.record(actor, { kind: 'volunteer-account', action: 'update', recordId: String(account._id), recordLabel: label(applicant), before: volunteerAccountView(account), after: volunteerAccountView(updated) });
  }

  /** The applicant's personal data is being erased: their account (which holds their email and name) goes too. */
  async eraseFor(actor: Actor, applicant: ApplicantRecord): Promise<void> {
    const account = await this.users.findByApplicantId(String(applicant._id));
    if (!account) return;
    await this.users.deleteById(String(account._id));
    await this.audit.record(actor, { kind: 'volunteer-account', action: 'delete', recordId: String(account._id), recordLabel: `Erased (${applicant.type})` });
  }
}

function label(applicant: ApplicantRecord): string {
  return `${applicant.name} (${applicant.type})`;
}

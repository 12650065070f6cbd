import { Injectable } from '@nestjs/common';
import type { Locale } from '@society/contracts';
import { REPEAT_APPLICATION_MAIL_LIMIT } from '../../config/rate-limits';
import { isDuplicateKey } from '../../database/duplicate-key';
import { ApplicantRepository, type NewApplication } from '../../database/repositories/applicant.repository';
import type { ApplicantRecord } from '../../database/schemas/applicant.schema';
import { consentOf } from '../../dtos/public-form.dto';
import { MailOutbox } from '../../mail/mail-outbox';
import { repeatApplicationMail } from '../../mail/mail-texts';
import { RateLimiter } from '../../security/rate-limiter';
import { SiteSettingsService } from '../../settings/site-settings.service';
import { todayInIndia } from '../../validation/calendar-day';
import { isUnder18Application, type InternApplicationDto, type VolunteerApplicationDto } from './dtos/application.dto';

/** The guardian an applicant under 18 names; an adult's form keeps none. */
const guardianOf = (dto: VolunteerApplicationDto | InternApplicationDto) =>
  isUnder18Application(dto) && dto.guardianName && dto.guardianRelation && dto.guardianPhone
    ? { name: dto.guardianName, relation: dto.guardianRelation, phone: dto.guardianPhone }
    : undefined;

const REPEAT_MAIL_BUCKET = 'mail:repeat-application';

/**
 * The visitor's applications. One per email and kind: a second is answered as the first is (the form must not
 * tell anyone who has applied), is not stored, and its address is told by mail that the first one stands.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applicants: ApplicantRepository,
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
    private readonly limiter: RateLimiter,
  ) {}

  async applyAsVolunteer(dto: VolunteerApplicationDto, language: Locale = 'en'): Promise<void> {
    // HR sees one shape for both kinds: the volunteer's area is its interest, referralSource its reference.
    await this.apply({
      type: 'volunteer',
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      gender: dto.gender,
      dob: new Date(dto.dob),
      interests: [dto.area],
      availability: dto.availability,
      reference: dto.referralSource,
      experience: dto.experience ?? '',
      agreeToTerms: dto.agreeToTerms,
      consent: consentOf(dto),
      guardian: guardianOf(dto),
      language,
    });
  }

  async applyAsIntern(dto: InternApplicationDto, language: Locale = 'en'): Promise<void> {
    await this.apply({
      type: 'intern',
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      gender: dto.gender,
      dob: new Date(dto.dob),
      interests: dto.interests,
      availability: dto.availability,
      reference: dto.reference,
      course: dto.course,
      college: dto.college,
      duration: dto.duration,
      agreeToTerms: dto.agreeToTerms,
      consent: consentOf(dto),
      guardian: guardianOf(dto),
      language,
    });
  }

  private async apply(application: NewApplication): Promise<void> {
    const first = await this.applicants.findApplication(application.type, application.email);
    if (first) return this.tellAlreadyApplied(first);
    try {
      await this.applicants.create(application);
    } catch (error) {
      // Two submissions at once: the unique index on {type, email} decides, and the other is a repeat.
      if (!isDuplicateKey(error)) throw error;
      const stored = await this.applicants.findApplication(application.type, application.email);
      if (stored) await this.tellAlreadyApplied(stored);
    }
  }

  /** Mails the address of `first` that its application stands, in its language; past the mail limit, nothing. */
  private async tellAlreadyApplied(first: ApplicantRecord): Promise<void> {
    if (!this.mail.enabled) return;
    if (!(await this.limiter.take(REPEAT_MAIL_BUCKET, first.email, REPEAT_APPLICATION_MAIL_LIMIT, { scaled: false }))) return;
    const locale = first.language ?? 'en';
    const { name: societyName } = await this.settings.mailSignature(locale);
    await this.mail.queueToPerson(
      String(first._id),
      'volunteer-notice',
      first.email,
      repeatApplicationMail({ name: first.name, societyName, locale, type: first.type, appliedOn: todayInIndia(first.createdAt) }),
    );
  }
}

import { BadRequestException, ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { apiText, VOLUNTEER_LIMITS, VOLUNTEER_MESSAGES } from '@society/contracts';
import type { Response } from 'express';
import { AuditTrail } from '../../audit/audit-trail';
import { CORRECTION_NOTE_LIMIT } from '../../config/rate-limits';
import { applicantView, exitRequestView, leaveRequestView } from '../../audit/audit-views';
import { ApplicantRepository } from '../../database/repositories/applicant.repository';
import { CertificateRepository } from '../../database/repositories/certificate.repository';
import { ExitRequestRepository } from '../../database/repositories/exit-request.repository';
import { LeaveRequestRepository } from '../../database/repositories/leave-request.repository';
import { UserRepository } from '../../database/repositories/user.repository';
import type { ApplicantRecord } from '../../database/schemas/applicant.schema';
import { certificateFileName, mapCertificate, mapExitRequest, mapLeaveRequest, type CertificateDto, type ExitRequestDto, type LeaveRequestDto } from '../../dtos/volunteer-portal-responses.dto';
import { MailOutbox } from '../../mail/mail-outbox';
import { correctionRequestedMail } from '../../mail/mail-texts';
import { RateLimiter } from '../../security/rate-limiter';
import type { Actor } from '../../security/auth-user';
import { SiteSettingsService } from '../../settings/site-settings.service';
import { FileStorage } from '../../storage/file-storage';
import { privatePdfDownload } from '../../storage/private-download';
import { dateToDay, dayToDate, todayInIndia } from '../../validation/calendar-day';
import { mapVolunteerProfile, type NewExitRequestDto, type NewLeaveRequestDto, type VolunteerProfileDto } from './dtos/volunteer.dto';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Leave may be asked for after the fact (an illness), but not for long ago. */
const LEAVE_BACKDATE_DAYS = 30;
export const CERTIFICATE_REVOKED = apiText.en.certificateRevoked;
export const EXIT_DAY_PAST = apiText.en.exitDayPast;

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, message, errors: { [field]: [message] } });
}

const daysBetween = (from: string, to: string) => Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / DAY_MS);

/**
 * Everything a volunteer does on their own dashboard. Every call starts from the signed-in account's own
 * person (the token's user → its applicant), never from an id the client sends, so nobody reaches another's data.
 */
@Injectable()
export class VolunteerSelfService {
  constructor(
    private readonly users: UserRepository,
    private readonly applicants: ApplicantRepository,
    private readonly leave: LeaveRequestRepository,
    private readonly exits: ExitRequestRepository,
    private readonly certificates: CertificateRepository,
    private readonly storage: FileStorage,
    private readonly audit: AuditTrail,
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
    private readonly limiter: RateLimiter,
  ) {}

  async profile(actor: Actor): Promise<VolunteerProfileDto> {
    return mapVolunteerProfile(await this.personOf(actor));
  }

  /**
   * The note goes on the person's record as a remark HR reads in the applicant's details, and is mailed to
   * every HR account that can sign in (filed under the person, so an erasure of their data removes it).
   */
  async requestCorrection(actor: Actor, message: string): Promise<void> {
    const person = await this.personOf(actor);
    await this.limiter.takeOr429('correction-note', actor.id, CORRECTION_NOTE_LIMIT, VOLUNTEER_MESSAGES.tooManyCorrections);
    const id = String(person._id);
    const updated = await this.applicants.exclusive(id, () => this.applicants.update(id, {}, [{ date: new Date(), text: `Correction requested by the volunteer: ${message}`, author: actor.email }]));
    if (!updated) throw new NotFoundException(VOLUNTEER_MESSAGES.personNotFound);
    await this.audit.record(actor, { kind: 'applicant', action: 'request-correction', recordId: id, recordLabel: `${person.name} (${person.type})`, before: applicantView(person), after: applicantView(updated) });
    const mail = correctionRequestedMail({ name: person.name, type: person.type, message, societyName: (await this.settings.mailSignature()).name });
    for (const hr of await this.users.enabledEmailsOf('hr')) await this.mail.queueToPerson(id, 'volunteer-notice', hr, mail);
  }

  async listLeave(actor: Actor): Promise<LeaveRequestDto[]> {
    const person = await this.personOf(actor);
    return (await this.leave.listForApplicant(String(person._id))).map((request) => mapLeaveRequest(request));
  }

  async requestLeave(actor: Actor, dto: NewLeaveRequestDto): Promise<LeaveRequestDto> {
    if (dto.to < dto.from) throw invalid('to', VOLUNTEER_MESSAGES.leaveDatesOrder);
    if (daysBetween(dto.from, dto.to) + 1 > VOLUNTEER_LIMITS.leaveDaysMax) throw invalid('to', VOLUNTEER_MESSAGES.leaveTooLong);
    if (daysBetween(dto.from, todayInIndia()) > LEAVE_BACKDATE_DAYS) throw invalid('from', VOLUNTEER_MESSAGES.leaveInPast);
    const person = await this.personOf(actor);
    const created = await this.leave.createUnlessOverlapping({ applicantId: person._id, type: dto.type, from: dayToDate(dto.from), to: dayToDate(dto.to), reason: dto.reason });
    if (!created) throw new ConflictException(VOLUNTEER_MESSAGES.leaveOverlaps);
    await this.audit.record(actor, { kind: 'leave', action: 'create', recordId: String(created._id), recordLabel: `${person.name}: ${dto.from} to ${dto.to}`, after: leaveRequestView(created) });
    return mapLeaveRequest(created);
  }

  async cancelLeave(actor: Actor, id: string): Promise<LeaveRequestDto> {
    const person = await this.personOf(actor);
    const request = await this.leave.findById(id);
    // Another person's request is answered as if it did not exist.
    if (!request || String(request.applicantId) !== String(person._id)) throw new NotFoundException(VOLUNTEER_MESSAGES.leaveNotFound);
    const cancelled = await this.leave.settle(id, { status: 'cancelled', decidedAt: new Date() }, String(person._id));
    if (!cancelled) throw new ConflictException(VOLUNTEER_MESSAGES.notPending);
    await this.audit.record(actor, { kind: 'leave', action: 'cancel', recordId: id, recordLabel: `${person.name}: ${dateToDay(request.from)} to ${dateToDay(request.to)}`, before: leaveRequestView(request), after: leaveRequestView(cancelled) });
    return mapLeaveRequest(cancelled);
  }

  async listExits(actor: Actor): Promise<ExitRequestDto[]> {
    const person = await this.personOf(actor);
    return (await this.exits.listForApplicant(String(person._id))).map((request) => mapExitRequest(request));
  }

  async requestExit(actor: Actor, dto: NewExitRequestDto): Promise<ExitRequestDto> {
    if (dto.lastWorkingDay < todayInIndia()) throw invalid('lastWorkingDay', EXIT_DAY_PAST);
    const person = await this.personOf(actor);
    const created = await this.exits.createUnlessPending({ applicantId: person._id, lastWorkingDay: dayToDate(dto.lastWorkingDay), reason: dto.reason });
    if (!created) throw new ConflictException(VOLUNTEER_MESSAGES.exitPending);
    await this.audit.record(actor, { kind: 'exit', action: 'create', recordId: String(created._id), recordLabel: `${person.name}: last working day ${dto.lastWorkingDay}`, after: exitRequestView(created) });
    return mapExitRequest(created);
  }

  async listCertificates(actor: Actor): Promise<CertificateDto[]> {
    const person = await this.personOf(actor);
    return (await this.certificates.listForApplicant(String(person._id))).filter((certificate) => certificate.pdfPath).map((certificate) => mapCertificate(certificate));
  }

  async downloadCertificate(actor: Actor, id: string, response: Response): Promise<StreamableFile> {
    const person = await this.personOf(actor);
    const certificate = await this.certificates.findById(id);
    if (!certificate || String(certificate.applicantId) !== String(person._id)) throw new NotFoundException(VOLUNTEER_MESSAGES.certificateNotFound);
    if (certificate.revokedAt) throw new ConflictException(CERTIFICATE_REVOKED);
    return privatePdfDownload(this.storage, certificate.pdfPath, certificateFileName(certificate.code), response, VOLUNTEER_MESSAGES.certificateNotFound);
  }

  /** The signed-in account's person; 404 when the account has none (or it was removed). */
  private async personOf(actor: Actor): Promise<ApplicantRecord> {
    const account = await this.users.findById(actor.id);
    const person = account?.applicantId ? await this.applicants.findById(String(account.applicantId)) : null;
    if (!person) throw new NotFoundException(VOLUNTEER_MESSAGES.personNotFound);
    return person;
  }
}

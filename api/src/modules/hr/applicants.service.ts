import { BadRequestException, ConflictException, Injectable, NotFoundException, type StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ACCOUNT_ALLOWED_STATUSES, GUARDIAN_CONSENT_MESSAGES, VOLUNTEER_MESSAGES } from '@society/contracts';
import { GuardianConsents, guardianConsentView } from '../../consent/guardian-consents';
import type { GuardianConsentDto } from '../../dtos/guardian-consent.dto';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import { APPLICANT_SORT_DEFAULT, ONGOING_STATUSES, type ApplicantType } from '@society/contracts';
import { HeldDataService } from '../../data-rights/held-data';
import { AuditTrail } from '../../audit/audit-trail';
import { applicantView, leaveRequestView } from '../../audit/audit-views';
import { isPageRequest, pageRequest, searchText } from '../../dtos/page-query.dto';
import { isDuplicateKey } from '../../database/duplicate-key';
import { ApplicantRepository, type ApplicantChanges } from '../../database/repositories/applicant.repository';
import { LeaveRequestRepository } from '../../database/repositories/leave-request.repository';
import type { ApplicantRecord, Remark } from '../../database/schemas/applicant.schema';
import type { Actor } from '../../security/auth-user';
import { dateToDay } from '../../validation/calendar-day';
import { toDate } from '../../validation/field-rules';
import {
  INTERN_AVAILABILITIES,
  isApplicantUnder18,
  isNewRemark,
  mapApplicant,
  type ApplicantCountsDto,
  type ApplicantDto,
  type ApplicantListQueryDto,
  type ApplicantPageDto,
  type UpdateApplicantDto,
} from './dtos/applicant.dto';
import { VolunteerAccountsService } from './volunteer-accounts.service';

export const APPLICANT_MESSAGES = {
  notFound: 'Applicant not found',
  reasonRequired: 'Reason required',
  duplicateEmail: 'Another applicant of this kind already uses this email',
  volunteerAvailability: 'availability of a volunteer must be a whole number of hours per week',
  internAvailability: `availability of an intern must be one of: ${INTERN_AVAILABILITIES.join(', ')}`,
} as const;

const blank = (text: string | undefined | null) => !text || text.trim() === '';
/** '' clears a field that has a fixed set of values (removed, not stored empty). */
const emptyToNull = <T>(value: T | '' | undefined): T | null | undefined => (value === '' ? null : value);

@Injectable()
export class ApplicantsService {
  constructor(
    private readonly applicants: ApplicantRepository,
    private readonly audit: AuditTrail,
    private readonly accounts: VolunteerAccountsService,
    private readonly consents: GuardianConsents,
    private readonly heldData: HeldDataService,
    private readonly leave: LeaveRequestRepository,
  ) {}

  /** Every applicant newest first (SPEC §7), or with list parameters one page of a view and the tabs' counts. */
  async list(query: ApplicantListQueryDto): Promise<ApplicantDto[] | ApplicantPageDto> {
    if (!isPageRequest(query)) return (await this.applicants.listNewestFirst()).map(mapApplicant);
    const { page, pageSize, sort } = pageRequest(query, APPLICANT_SORT_DEFAULT);
    const [{ rows, total }, counts] = await Promise.all([
      this.applicants.listPage({ page, pageSize, sort, view: query.view, status: query.status, search: searchText(query) }),
      this.counts(),
    ]);
    return { items: rows.map(mapApplicant), total, page, pageSize, counts };
  }

  private async counts(): Promise<ApplicantCountsDto> {
    const counts: ApplicantCountsDto = { ongoing: 0, volunteer: 0, intern: 0 };
    for (const group of await this.applicants.countByTypeAndStatus()) {
      counts[group.type] += group.count;
      if (ONGOING_STATUSES.includes(group.status)) counts.ongoing += group.count;
    }
    return counts;
  }

  /**
   * Applies HR's partial update. Only the fields sent change; new remarks are appended with the server's
   * date and the caller's email; a status change brings the stored side effects of SPEC §4.
   */
  async update(actor: Actor, id: string, dto: UpdateApplicantDto): Promise<ApplicantDto> {
    return this.applicants.exclusive(id, async () => {
      const current = await this.applicants.findById(id);
      if (!current) throw new NotFoundException(APPLICANT_MESSAGES.notFound);

      const changes = this.fieldChanges(current, dto);
      const remarks = this.newRemarks(actor, dto);
      this.applyStatusRules(current, dto, changes, remarks, actor);
      this.assertGuardianConsentPastPending(current, changes);
      const emailChanged = changes.email !== undefined && changes.email !== current.email;
      if (emailChanged) {
        await this.assertEmailFree(current.type, changes.email as string, id);
        await this.accounts.assertEmailFollowable(id, changes.email as string);
      }

      const updated = await this.applicants.update(id, changes, remarks).catch((error: unknown) => {
        // Another request took the email between our check and this update: the unique index decides.
        throw isDuplicateKey(error) ? new ConflictException(APPLICANT_MESSAGES.duplicateEmail) : error;
      });
      if (!updated) throw new NotFoundException(APPLICANT_MESSAGES.notFound);
      await this.audit.record(actor, { kind: 'applicant', action: 'update', recordId: id, recordLabel: `${updated.name} (${updated.type})`, before: applicantView(current), after: applicantView(updated) });
      // A corrected email: their volunteer account (if any) follows it. Marked inactive or rejected: it stops working.
      if (emailChanged) await this.accounts.followEmail(actor, updated);
      await this.accounts.closeIfLeft(actor, updated);
      await this.cancelLeaveIfLeft(actor, updated);
      return mapApplicant(updated);
    });
  }

  /**
   * HR's record of the guardian's consent for an applicant under 18 (DPDP Act s.9): who, how verified, when;
   * the recorder and the time from the sign-in and the clock. An adult needs none (409).
   */
  async recordGuardianConsent(actor: Actor, id: string, dto: GuardianConsentDto, signedForm?: UploadedFileData): Promise<ApplicantDto> {
    return this.applicants.exclusive(id, async () => {
      const current = await this.applicants.findById(id);
      if (!current) throw new NotFoundException(APPLICANT_MESSAGES.notFound);
      if (!isApplicantUnder18(current) && !current.guardianConsent) throw new ConflictException(GUARDIAN_CONSENT_MESSAGES.notMinor);
      const guardianConsent = await this.consents.build(actor, dto, signedForm, current.guardianConsent);
      const updated = await this.applicants.update(id, { guardianConsent }, []).catch(async (error: unknown) => {
        await this.consents.discard(guardianConsent, current.guardianConsent);
        throw error;
      });
      if (!updated) throw new NotFoundException(APPLICANT_MESSAGES.notFound);
      await this.consents.discard(current.guardianConsent, guardianConsent);
      await this.audit.record(actor, {
        kind: 'applicant',
        action: 'record-consent',
        recordId: id,
        recordLabel: `${updated.name} (${updated.type})`,
        before: guardianConsentView(current.guardianConsent),
        after: guardianConsentView(updated.guardianConsent),
      });
      return mapApplicant(updated);
    });
  }

  async openConsentForm(id: string, response: Response): Promise<StreamableFile> {
    const applicant = await this.applicants.findById(id);
    if (!applicant) throw new NotFoundException(APPLICANT_MESSAGES.notFound);
    return this.consents.download(applicant.guardianConsent, `consent-${id}`, response);
  }

  /**
   * The guardian of an applicant under 18 withdrew consent: the application, its signed form, any volunteer
   * account, and the certificates, leave and exit requests and mail copies that followed it are erased
   * (nothing of a child's application must be kept). The activity log records
   * the erasure, who and when, without the child's details.
   */
  async withdrawGuardianConsent(actor: Actor, id: string): Promise<void> {
    await this.applicants.exclusive(id, async () => {
      const current = await this.applicants.findById(id);
      if (!current) throw new NotFoundException(APPLICANT_MESSAGES.notFound);
      if (!current.guardian && !current.guardianConsent && !isApplicantUnder18(current)) throw new ConflictException(GUARDIAN_CONSENT_MESSAGES.noConsent);
      await this.accounts.eraseFor(actor, current);
      if (!(await this.heldData.eraseApplications([current])).applications) throw new NotFoundException(APPLICANT_MESSAGES.notFound);
      await this.audit.record(actor, { kind: 'applicant', action: 'withdraw-consent', recordId: id, recordLabel: `Erased applicant (${current.type})` });
    });
  }

  /**
   * A person who left or was turned down has no leave to take: their requests still waiting are cancelled
   * (with a reply saying why), so HR's count of waiting requests does not keep them for good.
   */
  private async cancelLeaveIfLeft(actor: Actor, applicant: ApplicantRecord): Promise<void> {
    if (ACCOUNT_ALLOWED_STATUSES.includes(applicant.status)) return;
    for (const request of await this.leave.listPendingFor(String(applicant._id))) {
      const cancelled = await this.leave.settle(String(request._id), { status: 'cancelled', hrReply: VOLUNTEER_MESSAGES.leaveEndedWithEngagement, decidedAt: new Date(), decidedBy: actor.email });
      if (!cancelled) continue;
      await this.audit.record(actor, { kind: 'leave', action: 'cancel', recordId: String(request._id), recordLabel: `${applicant.name}: ${dateToDay(request.from)} to ${dateToDay(request.to)}`, before: leaveRequestView(request), after: leaveRequestView(cancelled) });
    }
  }

  /** Under 18 by the date of birth as saved: past Pending (other than turned down) only with the guardian's consent on record. */
  private assertGuardianConsentPastPending(current: ApplicantRecord, changes: ApplicantChanges): void {
    const status = changes.status ?? current.status;
    if (status === 'pending' || status === 'rejected' || status === current.status || current.guardianConsent) return;
    const dob = changes.dob === undefined ? current.dob : (changes.dob ?? undefined);
    if (isApplicantUnder18({ dob })) throw new ConflictException(GUARDIAN_CONSENT_MESSAGES.minorNeedsConsent);
  }

  private fieldChanges(current: ApplicantRecord, dto: UpdateApplicantDto): ApplicantChanges {
    return {
      status: dto.status,
      interviewDate: toDate(dto.interviewDate),
      doj: toDate(dto.doj),
      dol: toDate(dto.dol),
      assignedPosition: dto.assignedPosition,
      assignedTeam: dto.assignedTeam,
      rejectionReason: dto.rejectionReason,
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      gender: emptyToNull(dto.gender),
      dob: toDate(dto.dob),
      interests: dto.interests,
      availability: emptyToNull(this.checkedAvailability(current.type, dto.availability)),
      reference: emptyToNull(dto.reference),
      experience: dto.experience,
      course: dto.course,
      college: dto.college,
      duration: emptyToNull(dto.duration),
    };
  }

  /** A volunteer gives hours per week, an intern one of the availability options. */
  private checkedAvailability(type: ApplicantType, availability: number | string | undefined): number | string | undefined {
    if (availability === undefined || availability === '') return availability;
    if (type === 'volunteer' && typeof availability !== 'number') throw this.invalid('availability', APPLICANT_MESSAGES.volunteerAvailability);
    if (type === 'intern' && typeof availability !== 'string') throw this.invalid('availability', APPLICANT_MESSAGES.internAvailability);
    return availability;
  }

  /** Items without an _id are new: stamped now, by the caller, whatever the client wrote in date or author. */
  private newRemarks(actor: Actor, dto: UpdateApplicantDto): Remark[] {
    const date = new Date();
    return (dto.remarks ?? []).filter(isNewRemark).map((remark) => ({ date, text: remark.text as string, author: actor.email }));
  }

  /**
   * SPEC §4 side effects, kept consistent on the server too: pending → interview sets the interview date,
   * onboarded → active the joining date (when none is stored), any → inactive the leaving date, each unless
   * the request gives that date (a date left empty in the edit dialog arrives as null: not given). Any
   * other change just sets the status. Rejecting needs a reason, and leaves a remark carrying it.
   */
  private applyStatusRules(current: ApplicantRecord, dto: UpdateApplicantDto, changes: ApplicantChanges, remarks: Remark[], actor: Actor): void {
    const now = new Date();
    const changed = dto.status !== undefined && dto.status !== current.status;

    // Rejecting, or editing the reason of a rejected applicant: a reason must remain.
    const rejecting = dto.status === 'rejected' || (dto.status === undefined && current.status === 'rejected' && dto.rejectionReason !== undefined);
    if (rejecting) {
      // The reason sent, or for an applicant already rejected the one stored.
      const reason = dto.rejectionReason ?? (current.status === 'rejected' ? current.rejectionReason : '');
      if (blank(reason)) throw this.invalid('rejectionReason', APPLICANT_MESSAGES.reasonRequired);
      if (changed && !remarks.some((remark) => remark.text.includes(reason as string))) {
        remarks.push({ date: now, text: `Rejected: ${reason}`, author: actor.email });
      }
    }
    if (!changed) return;
    const given = (date: unknown) => date !== undefined && date !== null;
    if (current.status === 'pending' && dto.status === 'interview' && !given(dto.interviewDate)) changes.interviewDate = now;
    if (current.status === 'onboarded' && dto.status === 'active' && !given(dto.doj) && !current.doj) changes.doj = now;
    if (dto.status === 'inactive' && !given(dto.dol)) changes.dol = now;
  }

  private async assertEmailFree(type: ApplicantType, email: string, id: string): Promise<void> {
    // FerretDB answers a duplicate key on update with an internal error, not 11000: ask first.
    if (await this.applicants.hasApplied(type, email, id)) throw new ConflictException(APPLICANT_MESSAGES.duplicateEmail);
  }

  private invalid(field: string, message: string): BadRequestException {
    return new BadRequestException({ statusCode: 400, message, errors: { [field]: [message] } });
  }
}

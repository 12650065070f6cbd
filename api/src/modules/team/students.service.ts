import { BadRequestException, ConflictException, Injectable, InternalServerErrorException, Logger, NotFoundException, type StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ERASED_STUDENT_NAME, GUARDIAN_CONSENT_MESSAGES } from '@society/contracts';
import { GuardianConsents, guardianConsentView } from '../../consent/guardian-consents';
import { PhotoConsents } from '../../consent/photo-consents';
import type { GuardianConsentDto } from '../../dtos/guardian-consent.dto';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import type { StudentRecord } from '../../database/schemas/student.schema';
import { AuditTrail } from '../../audit/audit-trail';
import { studentView } from '../../audit/audit-views';
import { StudentRepository, type StudentChanges } from '../../database/repositories/student.repository';
import type { EncryptedAadhaar } from '../../database/schemas/student.schema';
import { AadhaarCipher, AadhaarDecryptionError } from '../../security/aadhaar-cipher';
import { AadhaarRevealLimit } from './aadhaar-reveal-limit';
import { ChildRegisterDataService } from '../../domains/children/register/reports/child-register-data.service';
import type { Actor } from '../../security/auth-user';
import { dateToDay, dayToDate } from '../../validation/calendar-day';
import { isPageRequest, pageRequest, searchText } from '../../dtos/page-query.dto';
import { STUDENT_SORT_DEFAULT } from '@society/contracts';
import {
  STUDENT_MESSAGES,
  mapStudent,
  type CreateStudentDto,
  type RevealedAadhaarDto,
  type StudentDto,
  type StudentFieldsDto,
  type UpdateStudentDto,
  type StudentListQueryDto,
  type StudentPageDto,
} from './dtos/student.dto';

/** undefined (not sent) stays undefined, null or a day becomes null or its Date. */
const toDate = (day: string | null | undefined): Date | null | undefined => (day === undefined || day === null ? day : dayToDate(day));
const dayAfter = (sent: string | null | undefined, stored: Date | undefined): string | undefined =>
  sent !== undefined ? (sent ?? undefined) : stored ? dateToDay(stored) : undefined;

@Injectable()
export class StudentsService {
  private readonly logger = new Logger(StudentsService.name);

  constructor(
    private readonly students: StudentRepository,
    private readonly cipher: AadhaarCipher,
    private readonly revealLimit: AadhaarRevealLimit,
    private readonly audit: AuditTrail,
    private readonly consents: GuardianConsents,
    private readonly register: ChildRegisterDataService,
    private readonly photos: PhotoConsents,
  ) {}

  /** Every student by name (SPEC §7), or with list parameters one page of them. */
  async list(query: StudentListQueryDto): Promise<StudentDto[] | StudentPageDto> {
    if (!isPageRequest(query)) return (await this.students.listByName()).map((student) => mapStudent(student));
    const { page, pageSize, sort } = pageRequest(query, STUDENT_SORT_DEFAULT);
    const { rows, total } = await this.students.listPage({ page, pageSize, sort, search: searchText(query) });
    return { items: rows.map((student) => mapStudent(student)), total, page, pageSize };
  }

  /** A new student, never without the guardian's consent (DPDP Act s.9): the consent is saved with it. */
  async create(actor: Actor, dto: CreateStudentDto, signedForm?: UploadedFileData): Promise<StudentDto> {
    const dob = dto.dob ?? undefined;
    this.assertEndNotBeforeAdmission(dto.admissionDate ?? undefined, dto.endDate ?? undefined);
    const guardianConsent = await this.consents.build(actor, dto, signedForm);
    // The id comes first: the ciphertext is bound to the record it belongs to.
    const id = this.students.newId();
    const created = await this.students.create(id, {
      guardianConsent,
      name: dto.name,
      gender: dto.gender ?? 'male',
      fatherName: dto.fatherName ?? '',
      motherName: dto.motherName ?? '',
      dob: toDate(dob) ?? undefined,
      admissionDate: toDate(dto.admissionDate) ?? undefined,
      // With a date of birth the age is derived whenever the student is read, so it never goes stale.
      age: dob ? undefined : (dto.age ?? undefined),
      address: dto.address ?? '',
      area: dto.area ?? '',
      contactNumber: dto.contactNumber ?? '',
      admittedInSchool: dto.admittedInSchool ?? false,
      schoolName: dto.schoolName ?? '',
      classStudying: dto.classStudying ?? '',
      endDate: toDate(dto.endDate) ?? undefined,
      ...(dto.aadharCard ? this.sealed(dto.aadharCard, id) : {}),
    }).catch(async (error: unknown) => {
      // No record, no file.
      await this.consents.discard(guardianConsent);
      throw error;
    });
    await this.audit.record(actor, { kind: 'student', action: 'create', recordId: id, recordLabel: created.name, after: { ...studentView(created), ...guardianConsentView(created.guardianConsent) } });
    return mapStudent(created);
  }

  /**
   * Records (or replaces) the guardian's consent: how a record from before consent records becomes editable
   * again. The recorder and the time come from the sign-in and the clock.
   */
  async recordConsent(actor: Actor, id: string, dto: GuardianConsentDto, signedForm?: UploadedFileData): Promise<StudentDto> {
    return this.students.exclusive(id, async () => {
      const current = this.livingRecord(await this.students.findById(id));
      const guardianConsent = await this.consents.build(actor, dto, signedForm, current.guardianConsent);
      // A yes to photos turned to no: the child's photos leave the public gallery before the consent changes.
      if (current.guardianConsent?.photoConsent && !guardianConsent.photoConsent) await this.photos.consentGoing(actor, id);
      const updated = await this.students.update(id, { guardianConsent }, current).catch(async (error: unknown) => {
        await this.consents.discard(guardianConsent, current.guardianConsent);
        throw error;
      });
      if (!updated) throw new NotFoundException(STUDENT_MESSAGES.notFound);
      await this.consents.discard(current.guardianConsent, guardianConsent);
      await this.audit.record(actor, {
        kind: 'student',
        action: 'record-consent',
        recordId: id,
        recordLabel: updated.name,
        before: guardianConsentView(current.guardianConsent),
        after: guardianConsentView(updated.guardianConsent),
      });
      return mapStudent(updated);
    });
  }

  /** The guardian's signed form, for the team. */
  async openConsentForm(id: string, response: Response): Promise<StreamableFile> {
    const student = await this.students.findById(id);
    if (!student) throw new NotFoundException(STUDENT_MESSAGES.notFound);
    return this.consents.download(student.guardianConsent, `consent-${id}`, response);
  }

  /**
   * The guardian withdrew consent: the child's details, Aadhaar number and signed form, and their class register
   * (marks, levels, home visits, follow-ups, remarks, enrolments), are erased now. What
   * the society must keep is its enrolment count, so the record stays, anonymised: a fixed name, the year of
   * admission, and who recorded the withdrawal and when. The activity log names no detail of the child.
   */
  async withdrawConsent(actor: Actor, id: string): Promise<StudentDto> {
    return this.students.exclusive(id, async () => {
      const current = this.livingRecord(await this.students.findById(id));
      const admissionYear = current.admissionDate?.getUTCFullYear() ?? current.createdAt.getUTCFullYear();
      // The child's photos first, then the register: a withdrawal stopped before the record is reduced can be made
      // again, and finishes it.
      await this.photos.consentGoing(actor, id);
      await this.register.eraseChild(id);
      const erased = await this.students.eraseChild(id, { withdrawnAt: new Date(), recordedBy: actor.email, admissionYear });
      if (!erased) throw new NotFoundException(STUDENT_MESSAGES.notFound);
      await this.consents.discard(current.guardianConsent);
      await this.audit.record(actor, { kind: 'student', action: 'withdraw-consent', recordId: id, recordLabel: ERASED_STUDENT_NAME });
      return mapStudent(erased);
    });
  }

  /** The student, unless missing (404) or already erased (409). */
  private livingRecord(student: StudentRecord | null): StudentRecord {
    if (!student) throw new NotFoundException(STUDENT_MESSAGES.notFound);
    if (student.consentWithdrawal) throw new ConflictException(GUARDIAN_CONSENT_MESSAGES.studentErased);
    return student;
  }

  /** The whole student from the edit form: fields sent replace, fields left out stay (see UpdateStudentDto). */
  async update(actor: Actor, id: string, dto: UpdateStudentDto): Promise<StudentDto> {
    return this.students.exclusive(id, async () => {
      const current = this.livingRecord(await this.students.findById(id));
      // A record from before consent records: nothing changes until the guardian's consent is recorded.
      if (!current.guardianConsent) throw new ConflictException(GUARDIAN_CONSENT_MESSAGES.studentNeedsConsent);

      // The days as they will be once saved: the ones sent, else the stored ones.
      const dob = dayAfter(dto.dob, current.dob);
      this.assertEndNotBeforeAdmission(dayAfter(dto.admissionDate, current.admissionDate), dayAfter(dto.endDate, current.endDate));

      const changes: StudentChanges = { ...this.plainChanges(dto), ...this.aadhaarChanges(id, dto.aadharCard) };
      changes.dob = toDate(dto.dob);
      changes.admissionDate = toDate(dto.admissionDate);
      changes.endDate = toDate(dto.endDate);
      if (dob) changes.age = null;
      else if (dto.age !== undefined) changes.age = dto.age;

      const updated = await this.students.update(id, changes, current);
      if (!updated) throw new NotFoundException(STUDENT_MESSAGES.notFound);
      await this.audit.record(actor, { kind: 'student', action: 'update', recordId: id, recordLabel: updated.name, before: studentView(current), after: studentView(updated) });
      return mapStudent(updated);
    });
  }

  /** The full number, for a team member who asked for it explicitly; who, which child and when is recorded first. */
  async revealAadhaar(actor: Actor, id: string): Promise<RevealedAadhaarDto> {
    // Counted before anything is read: past the limit, no number is opened.
    await this.revealLimit.count(actor);
    const found = await this.students.findAadhaar(id);
    if (!found) throw new NotFoundException(STUDENT_MESSAGES.notFound);
    if (!found.aadhaar) throw new NotFoundException(STUDENT_MESSAGES.noAadhaar);
    const digits = this.opened(found.aadhaar, id);
    const student = await this.students.findById(id);
    // No record, no number: if the activity log cannot take the reveal, the request fails.
    await this.audit.record(actor, { kind: 'student', action: 'reveal-aadhaar', recordId: id, recordLabel: student?.name ?? '' });
    return { aadharCard: digits };
  }

  /** The fields stored as sent (undefined, i.e. left out, changes nothing). */
  private plainChanges(dto: UpdateStudentDto): StudentChanges {
    const fields: Array<keyof StudentFieldsDto | 'name'> = [
      'name',
      'gender',
      'fatherName',
      'motherName',
      'address',
      'area',
      'contactNumber',
      'admittedInSchool',
      'schoolName',
      'classStudying',
    ];
    return Object.fromEntries(fields.map((field) => [field, dto[field]])) as StudentChanges;
  }

  /** Omitted keeps the stored number, null removes it, a number replaces it. */
  private aadhaarChanges(id: string, aadharCard: string | null | undefined): StudentChanges {
    if (aadharCard === undefined) return {};
    if (aadharCard === null) return { aadhaar: null, aadhaarLast4: null };
    return this.sealed(aadharCard, id);
  }

  private sealed(digits: string, id: string): { aadhaar: EncryptedAadhaar; aadhaarLast4: string } {
    return { aadhaar: this.cipher.seal(digits, id), aadhaarLast4: digits.slice(-4) };
  }

  private opened(aadhaar: EncryptedAadhaar, id: string): string {
    try {
      return this.cipher.open(aadhaar, id);
    } catch (error) {
      if (!(error instanceof AadhaarDecryptionError)) throw error;
      this.logger.error(`Student ${id}: ${error.message}`);
      throw new InternalServerErrorException(STUDENT_MESSAGES.unreadable);
    }
  }

  private assertEndNotBeforeAdmission(admissionDay: string | undefined, endDay: string | undefined): void {
    if (admissionDay && endDay && endDay < admissionDay) {
      throw new BadRequestException({ statusCode: 400, message: STUDENT_MESSAGES.endBeforeAdmission, errors: { endDate: [STUDENT_MESSAGES.endBeforeAdmission] } });
    }
  }
}

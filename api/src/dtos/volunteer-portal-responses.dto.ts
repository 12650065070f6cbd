import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  APPLICANT_TYPES,
  CERTIFICATE_LANGUAGES,
  CERTIFICATE_TYPES,
  LEAVE_TYPES,
  REQUEST_STATUSES,
  type ApplicantType,
  type Certificate,
  type CertificateLanguage,
  type CertificateStatus,
  type CertificateType,
  type ExitRequest,
  type LeaveRequest,
  type LeaveType,
  type PersonSummary,
  type RequestStatus,
} from '@society/contracts';
import type { ApplicantRecord } from '../database/schemas/applicant.schema';
import type { CertificateRecord } from '../database/schemas/certificate.schema';
import type { ExitRequestRecord } from '../database/schemas/exit-request.schema';
import type { LeaveRequestRecord } from '../database/schemas/leave-request.schema';
import { dateToDay } from '../validation/calendar-day';

// Responses of the volunteer portal, shared by HR's side and the volunteer's own (the role modules do not
// import each other). HR's lists add `person`; the volunteer never sees anyone else's.

export class PersonSummaryDto implements PersonSummary {
  @ApiProperty() applicantId: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: APPLICANT_TYPES }) type: ApplicantType;
}

/** What leave and exit requests share in a response. */
abstract class PersonRequestDto {
  @ApiProperty() _id: string;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: REQUEST_STATUSES }) status: RequestStatus;
  @ApiProperty() hrReply: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) decidedAt: string | null;
  @ApiPropertyOptional({ type: PersonSummaryDto, description: "HR's list only" }) person?: PersonSummaryDto;
}

export class LeaveRequestDto extends PersonRequestDto implements LeaveRequest {
  @ApiProperty({ enum: LEAVE_TYPES }) type: LeaveType;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
}

export class ExitRequestDto extends PersonRequestDto implements ExitRequest {
  @ApiProperty({ format: 'date' }) lastWorkingDay: string;
}

export class CertificateDto implements Certificate {
  @ApiProperty() _id: string;
  @ApiProperty() code: string;
  @ApiProperty() applicantId: string;
  @ApiProperty() holderName: string;
  @ApiProperty({ enum: CERTIFICATE_TYPES }) type: CertificateType;
  @ApiProperty() role: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ type: Number, nullable: true }) hours: number | null;
  @ApiProperty({ description: "Why HR gave hours other than the approved total; '' when they are that total" }) hoursReason: string;
  @ApiProperty() description: string;
  @ApiProperty() signatoryName: string;
  @ApiProperty() signatoryTitle: string;
  @ApiProperty({ enum: CERTIFICATE_LANGUAGES, description: 'What the PDF is printed in' }) language: CertificateLanguage;
  @ApiProperty({ format: 'date-time' }) issuedAt: string;
  @ApiProperty({ enum: ['valid', 'revoked'] }) status: CertificateStatus;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revokedAt: string | null;
  @ApiPropertyOptional({ description: "HR's list only" }) revocationReason?: string;
  @ApiPropertyOptional({ type: PersonSummaryDto, description: "HR's list only" }) person?: PersonSummaryDto;
}

const iso = (date: Date | undefined | null) => (date ? date.toISOString() : null);

export function mapPersonSummary(applicant: ApplicantRecord): PersonSummaryDto {
  return { applicantId: String(applicant._id), name: applicant.name, email: applicant.email, type: applicant.type };
}

function mapPersonRequest(record: LeaveRequestRecord | ExitRequestRecord, person?: PersonSummaryDto): PersonRequestDto {
  return {
    _id: String(record._id),
    reason: record.reason,
    status: record.status,
    hrReply: record.hrReply ?? '',
    createdAt: record.createdAt.toISOString(),
    decidedAt: iso(record.decidedAt),
    ...(person ? { person } : {}),
  };
}

export function mapLeaveRequest(record: LeaveRequestRecord, person?: PersonSummaryDto): LeaveRequestDto {
  return { ...mapPersonRequest(record, person), type: record.type, from: dateToDay(record.from), to: dateToDay(record.to) };
}

export function mapExitRequest(record: ExitRequestRecord, person?: PersonSummaryDto): ExitRequestDto {
  return { ...mapPersonRequest(record, person), lastWorkingDay: dateToDay(record.lastWorkingDay) };
}

/** The holder's view; HR's adds the revocation reason and the person. */
export function mapCertificate(record: CertificateRecord, hr?: { person?: PersonSummaryDto }): CertificateDto {
  return {
    _id: String(record._id),
    code: record.code,
    applicantId: String(record.applicantId),
    holderName: record.holderName,
    type: record.type,
    role: record.role,
    from: dateToDay(record.from),
    to: dateToDay(record.to),
    hours: record.hours ?? null,
    hoursReason: record.hoursReason ?? '',
    description: record.description ?? '',
    signatoryName: record.signatoryName,
    signatoryTitle: record.signatoryTitle,
    // A record from before the choice has none (a lean read skips the schema's default): it was English.
    language: record.language ?? 'en',
    issuedAt: record.issuedAt.toISOString(),
    status: record.revokedAt ? 'revoked' : 'valid',
    revokedAt: iso(record.revokedAt),
    ...(hr ? { revocationReason: record.revocationReason ?? '', ...(hr.person ? { person: hr.person } : {}) } : {}),
  };
}

/** A certificate's PDF as a download: '<code>.pdf'. */
export function certificateFileName(code: string): string {
  return `certificate-${code}.pdf`;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsMongoId, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import {
  APPLICANT_TYPES,
  CERTIFICATE_LANGUAGES,
  CERTIFICATE_SORT_DEFAULT,
  CERTIFICATE_SORTS,
  CERTIFICATE_STATUSES,
  CERTIFICATE_TYPES,
  LOCALES,
  REQUEST_DECISIONS,
  REQUEST_SORT_DEFAULT,
  REQUEST_SORTS,
  REQUEST_STATUSES,
  SESSION_RULES,
  VOLUNTEER_LIMITS,
  VOLUNTEER_MESSAGES,
  type AccountUpdate,
  type ApplicantType,
  type CertificateLanguage,
  type CertificateSort,
  type CertificateStatus,
  type CertificatePerson,
  type CertificateType,
  type DecisionRequest,
  type Locale,
  type NewCertificate,
  type RequestCounts,
  type RequestDecision,
  type RequestSort,
  type RequestStatus,
  type RevokeCertificateRequest,
  type VolunteerAccount,
} from '@society/contracts';
import type { CertifiablePersonRecord } from '../../../database/repositories/applicant.repository';
import type { UserRecord } from '../../../database/schemas/user.schema';
import { CertificateDto, ExitRequestDto, LeaveRequestDto } from '../../../dtos/volunteer-portal-responses.dto';
import { PageDto, PageQueryDto, SortRule } from '../../../dtos/page-query.dto';
import { RequiredDay } from '../../../validation/calendar-day';
import { IfGiven, OptionalText, OptionalUnless, RequiredChoice, RequiredText, wholeNumber } from '../../../validation/field-rules';

export class VolunteerAccountDto implements VolunteerAccount {
  @ApiProperty() applicantId: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['invited', 'active', 'disabled'] }) state: VolunteerAccount['state'];
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) invitedAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) inviteExpiresAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) disabledAt: string | null;
}

export function mapVolunteerAccount(user: UserRecord): VolunteerAccountDto {
  return {
    applicantId: String(user.applicantId),
    email: user.email,
    state: user.disabledAt ? 'disabled' : user.passwordHash ? 'active' : 'invited',
    invitedAt: user.invitedAt?.toISOString() ?? null,
    inviteExpiresAt: user.inviteExpiresAt?.toISOString() ?? null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
  };
}

/** PUT /api/hr/applicants/:id/account */
export class AccountUpdateDto implements AccountUpdate {
  @ApiProperty({ description: 'true disables the account (its sessions end at once); false enables it again' })
  @IsNotEmpty({ message: 'disabled is required' })
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled: boolean;
}

/** POST /api/hr/leave-requests/:id/decision and /api/hr/exit-requests/:id/decision */
export class DecisionDto implements DecisionRequest {
  @ApiProperty({ enum: REQUEST_DECISIONS })
  @RequiredChoice('decision', REQUEST_DECISIONS)
  decision: RequestDecision;

  @ApiPropertyOptional({ description: 'Required when rejecting' })
  @OptionalText('reply', VOLUNTEER_LIMITS.replyMax, { when: { field: 'decision', values: ['rejected'] satisfies RequestDecision[] }, message: VOLUNTEER_MESSAGES.replyRequired })
  reply?: string;
}

/** POST /api/hr/certificates */
export class NewCertificateDto implements NewCertificate {
  @ApiProperty({ description: 'The volunteer or intern (applicant id)' })
  @IsNotEmpty({ message: 'applicantId is required' })
  @IsMongoId({ message: 'applicantId must be a record id' })
  applicantId: string;

  @ApiProperty({ enum: CERTIFICATE_TYPES })
  @RequiredChoice('type', CERTIFICATE_TYPES)
  type: CertificateType;

  @ApiProperty({ description: 'The role or project' })
  @RequiredText('role', VOLUNTEER_LIMITS.certificateRoleMax)
  role: string;

  @ApiProperty({ format: 'date' })
  @RequiredDay('from')
  from: string;

  @ApiProperty({ format: 'date' })
  @RequiredDay('to')
  to: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The hours, or a description, or both' })
  @Transform(wholeNumber)
  @OptionalUnless({ orElse: ['description'], message: VOLUNTEER_MESSAGES.certificateNeedsDetail })
  @IsInt({ message: 'hours must be a whole number' })
  @Min(1, { message: `hours must be between 1 and ${VOLUNTEER_LIMITS.certificateHoursMax}` })
  @Max(VOLUNTEER_LIMITS.certificateHoursMax, { message: `hours must be between 1 and ${VOLUNTEER_LIMITS.certificateHoursMax}` })
  hours?: number | null;

  @ApiPropertyOptional({ maxLength: SESSION_RULES.reasonMax, description: "Why the hours differ from the person's approved hours in the period (required then); kept on the certificate" })
  @OptionalText('hoursReason', SESSION_RULES.reasonMax)
  hoursReason?: string;

  @ApiPropertyOptional()
  @OptionalText('description', VOLUNTEER_LIMITS.certificateDescriptionMax)
  description?: string;

  @ApiProperty()
  @RequiredText('signatoryName', VOLUNTEER_LIMITS.signatoryMax)
  signatoryName: string;

  @ApiProperty()
  @RequiredText('signatoryTitle', VOLUNTEER_LIMITS.signatoryMax)
  signatoryTitle: string;

  @ApiPropertyOptional({ enum: CERTIFICATE_LANGUAGES, description: "What the PDF is printed in ('both': English and Hindi on one page); left out, the holder's own language" })
  // IsOptional takes null too (documented so): the service reads it as left out.
  @IsOptional()
  @IsIn(CERTIFICATE_LANGUAGES, { message: `language must be one of: ${CERTIFICATE_LANGUAGES.join(', ')}` })
  language?: CertificateLanguage;
}

/** POST /api/hr/certificates/:id/revoke */
export class RevokeCertificateDto implements RevokeCertificateRequest {
  @ApiProperty()
  @RequiredText('reason', VOLUNTEER_LIMITS.revocationReasonMax)
  reason: string;
}

export class CertificatePersonDto implements CertificatePerson {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: APPLICANT_TYPES }) type: ApplicantType;
  @ApiProperty() assignedPosition: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) doj: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) dol: string | null;
  @ApiProperty({ enum: LOCALES, description: 'The language of their application: the certificate is offered in it' }) language: Locale;
}

export class CertificatePeoplePageDto extends PageDto {
  @ApiProperty({ type: [CertificatePersonDto] }) items: CertificatePersonDto[];
}

export function mapCertificatePerson(person: CertifiablePersonRecord): CertificatePersonDto {
  return {
    _id: String(person._id),
    name: person.name,
    email: person.email,
    type: person.type,
    assignedPosition: person.assignedPosition ?? '',
    doj: person.doj?.toISOString() ?? null,
    dol: person.dol?.toISOString() ?? null,
    language: person.language ?? 'en',
  };
}

/** GET /api/hr/leave-requests and /api/hr/exit-requests, paged: search finds the person by name, email or phone. */
export class RequestListQueryDto extends PageQueryDto {
  @SortRule(REQUEST_SORTS, REQUEST_SORT_DEFAULT)
  sort?: RequestSort;

  @ApiPropertyOptional({ enum: REQUEST_STATUSES, description: 'Only requests in this state. Every request when left out, the pending ones first.' })
  @IfGiven()
  @IsIn(REQUEST_STATUSES, { message: `status must be one of: ${REQUEST_STATUSES.join(', ')}` })
  status?: RequestStatus;
}

export class RequestCountsDto implements RequestCounts {
  @ApiProperty({ description: 'Requests waiting for a decision, whatever the search and filter' }) pending: number;
}

export class LeaveRequestPageDto extends PageDto {
  @ApiProperty({ type: [LeaveRequestDto] }) items: LeaveRequestDto[];
  @ApiProperty({ type: RequestCountsDto }) counts: RequestCountsDto;
}

export class ExitRequestPageDto extends PageDto {
  @ApiProperty({ type: [ExitRequestDto] }) items: ExitRequestDto[];
  @ApiProperty({ type: RequestCountsDto }) counts: RequestCountsDto;
}

/** GET /api/hr/certificates, paged: search finds the holder's name or the code. */
export class CertificateListQueryDto extends PageQueryDto {
  @SortRule(CERTIFICATE_SORTS, CERTIFICATE_SORT_DEFAULT)
  sort?: CertificateSort;

  @ApiPropertyOptional({ enum: CERTIFICATE_STATUSES })
  @IfGiven()
  @IsIn(CERTIFICATE_STATUSES, { message: `status must be one of: ${CERTIFICATE_STATUSES.join(', ')}` })
  status?: CertificateStatus;
}

export class CertificatePageDto extends PageDto {
  @ApiProperty({ type: [CertificateDto] }) items: CertificateDto[];
}

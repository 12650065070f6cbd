import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICANT_STATUSES,
  APPLICANT_TYPES,
  LEAVE_TYPES,
  VOLUNTEER_LIMITS,
  type ApplicantStatus,
  type ApplicantType,
  type CorrectionRequest,
  type LeaveType,
  type NewExitRequest,
  type NewLeaveRequest,
  type VolunteerProfile,
} from '@society/contracts';
import type { ApplicantRecord } from '../../../database/schemas/applicant.schema';
import { dateToDay, RequiredDay } from '../../../validation/calendar-day';
import { RequiredChoice, RequiredText } from '../../../validation/field-rules';

export class NewLeaveRequestDto implements NewLeaveRequest {
  @ApiProperty({ enum: LEAVE_TYPES })
  @RequiredChoice('type', LEAVE_TYPES)
  type: LeaveType;

  @ApiProperty({ format: 'date', description: 'First day of leave' })
  @RequiredDay('from')
  from: string;

  @ApiProperty({ format: 'date', description: 'Last day of leave (the same day for one day)' })
  @RequiredDay('to')
  to: string;

  @ApiProperty()
  @RequiredText('reason', VOLUNTEER_LIMITS.reasonMax)
  reason: string;
}

export class NewExitRequestDto implements NewExitRequest {
  @ApiProperty({ format: 'date' })
  @RequiredDay('lastWorkingDay')
  lastWorkingDay: string;

  @ApiProperty()
  @RequiredText('reason', VOLUNTEER_LIMITS.reasonMax)
  reason: string;
}

export class CorrectionDto implements CorrectionRequest {
  @ApiProperty({ description: 'What is wrong in the record, in the volunteer’s words' })
  @RequiredText('message', VOLUNTEER_LIMITS.correctionMax)
  message: string;
}

export class VolunteerProfileDto implements VolunteerProfile {
  @ApiProperty() applicantId: string;
  @ApiProperty({ enum: APPLICANT_TYPES }) type: ApplicantType;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() gender: string;
  @ApiProperty({ format: 'date', nullable: true, type: String }) dob: string | null;
  @ApiProperty({ type: [String] }) interests: string[];
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], nullable: true }) availability: number | string | null;
  @ApiProperty() course: string;
  @ApiProperty() college: string;
  @ApiProperty() duration: string;
  @ApiProperty() experience: string;
  @ApiProperty({ enum: APPLICANT_STATUSES }) status: ApplicantStatus;
  @ApiProperty() assignedPosition: string;
  @ApiProperty() assignedTeam: string;
  @ApiProperty({ format: 'date', nullable: true, type: String }) doj: string | null;
  @ApiProperty({ format: 'date', nullable: true, type: String }) dol: string | null;
}

/** The person's own record, without HR's remarks or a rejection reason (HR's notes, not theirs). */
export function mapVolunteerProfile(applicant: ApplicantRecord): VolunteerProfileDto {
  const day = (date: Date | undefined) => (date ? dateToDay(date) : null);
  return {
    applicantId: String(applicant._id),
    type: applicant.type,
    name: applicant.name,
    email: applicant.email,
    phone: applicant.phone ?? '',
    gender: applicant.gender ?? '',
    dob: day(applicant.dob),
    interests: applicant.interests ?? [],
    availability: applicant.availability ?? null,
    course: applicant.course ?? '',
    college: applicant.college ?? '',
    duration: applicant.duration ?? '',
    experience: applicant.experience ?? '',
    status: applicant.status,
    assignedPosition: applicant.assignedPosition ?? '',
    assignedTeam: applicant.assignedTeam ?? '',
    doj: day(applicant.doj),
    dol: day(applicant.dol),
  };
}

import type { ApplicantStatus, Gender } from '@society/contracts';
import { dateToSend, toDateInput } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';
import type { ApplicantUpdate } from '../api/update-applicant';
import { interestsOf } from './labels';

// The HR's edit form of a whole applicant record: its values, and the update they make.

export type TextKey =
  | 'name'
  | 'email'
  | 'phone'
  | 'reference'
  | 'experience'
  | 'course'
  | 'college'
  | 'duration'
  | 'assignedPosition'
  | 'assignedTeam'
  | 'rejectionReason';
export type DateKey = 'dob' | 'interviewDate' | 'doj' | 'dol';

export interface FormState extends Record<TextKey | DateKey, string> {
  gender: string;
  availability: string;
  interests: string[];
  status: ApplicantStatus;
  remark: string;
}

export function initialForm(applicant: Applicant): FormState {
  return {
    name: applicant.name ?? '',
    email: applicant.email ?? '',
    phone: applicant.phone ?? '',
    gender: applicant.gender ?? '',
    dob: toDateInput(applicant.dob),
    interests: interestsOf(applicant),
    availability: applicant.availability === null || applicant.availability === undefined ? '' : String(applicant.availability),
    reference: applicant.reference ?? '',
    experience: applicant.experience ?? '',
    course: applicant.course ?? '',
    college: applicant.college ?? '',
    duration: applicant.duration ?? '',
    status: applicant.status ?? 'pending',
    rejectionReason: applicant.rejectionReason ?? '',
    assignedPosition: applicant.assignedPosition ?? '',
    assignedTeam: applicant.assignedTeam ?? '',
    interviewDate: toDateInput(applicant.interviewDate),
    doj: toDateInput(applicant.doj),
    dol: toDateInput(applicant.dol),
    remark: '',
  };
}

/**
 * The update the form makes, or the message when it cannot be sent. Dates go as ISO or null, empty
 * text fields as '', and a remark only when one was written.
 */
export function applicantUpdate(form: FormState, applicant: Applicant): ApplicantUpdate | string {
  const isIntern = applicant.type === 'intern';
  const text = (key: TextKey) => form[key].trim();
  if (!text('name') || !text('email')) return 'All required fields must be filled.';
  if (form.status === 'rejected' && !text('rejectionReason')) return 'Reason required';

  const update: ApplicantUpdate = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    dob: dateToSend(form.dob, applicant.dob),
    interests: form.interests,
    reference: text('reference'),
    status: form.status,
    assignedPosition: text('assignedPosition'),
    assignedTeam: text('assignedTeam'),
    interviewDate: dateToSend(form.interviewDate, applicant.interviewDate),
    doj: dateToSend(form.doj, applicant.doj),
    dol: dateToSend(form.dol, applicant.dol),
  };
  // A select left on 'not given' leaves the stored value alone: '' is no gender or availability.
  if (form.gender) update.gender = form.gender as Gender;
  if (form.availability.trim()) {
    update.availability = isIntern ? form.availability : Number(form.availability);
  }
  if (isIntern) {
    update.course = text('course');
    update.college = text('college');
    update.duration = text('duration');
  } else {
    update.experience = text('experience');
  }
  if (form.status === 'rejected') update.rejectionReason = text('rejectionReason');
  const remark = form.remark.trim();
  if (remark) update.remarks = [{ text: remark }];
  return update;
}


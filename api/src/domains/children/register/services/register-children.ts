import { HttpStatus, Injectable } from '@nestjs/common';
import { StudentRepository } from '../../../../database/repositories/student.repository';
import type { StudentRecord } from '../../../../database/schemas/student.schema';
import { MessageError } from '../../../../i18n/message-error';

/**
 * The children the register speaks of, read from the students' records: a child without a guardian's
 * consent on record (or whose consent was withdrawn) is shown as such and left out of marks, levels and visits.
 */
@Injectable()
export class RegisterChildren {
  constructor(private readonly students: StudentRepository) {}

  /** The students of these ids that exist, by id (each read by its id, which the embedded engine finds directly). */
  async byIds(ids: Iterable<string>): Promise<Map<string, StudentRecord>> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.students.findById(id)));
    return new Map(found.filter((student): student is StudentRecord => student !== null).map((student) => [String(student._id), student]));
  }

  async find(id: string): Promise<StudentRecord> {
    return foundChild(await this.students.findById(id));
  }

  /** A child whose consent is on record; otherwise nothing is recorded for them. */
  async findConsented(id: string): Promise<StudentRecord> {
    return consentedChild(await this.students.findById(id));
  }
}

/** The child as read, or the 404 for one not there (or whose consent was withdrawn). */
export function foundChild(student: StudentRecord | null): StudentRecord {
  if (!student || student.consentWithdrawal) throw new MessageError(HttpStatus.NOT_FOUND, 'registerStudentNotFound');
  return student;
}

/** The child as read, if their guardian's consent is on record (else the 404 or 409 that says why not). */
export function consentedChild(student: StudentRecord | null): StudentRecord {
  if (!hasConsent(foundChild(student))) throw new MessageError(HttpStatus.CONFLICT, 'registerNoConsent');
  return student!;
}

export const hasConsent = (student: Pick<StudentRecord, 'guardianConsent' | 'consentWithdrawal'>) => !!student.guardianConsent && !student.consentWithdrawal;

/** The number to call the guardian on: the consent's, else the child's record's. */
export const guardianPhone = (student: Pick<StudentRecord, 'guardianConsent' | 'contactNumber'>) => student.guardianConsent?.phone || student.contactNumber || null;

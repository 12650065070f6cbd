import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { AttendanceMark, AttendanceRecord, AssessmentRecord, ClassDayKind, HomeVisitRecord } from '@society/contracts';
import { StudentRepository } from '../../src/database/repositories/student.repository';
import type { StudentRecord } from '../../src/database/schemas/student.schema';

// The class register's test data: children straight through the repository, and the phone's records.

/** A child in the students' register; with the guardian's consent on record unless `consent` is false (photos only with `photoConsent`). */
export async function createChild(app: INestApplication, name: string, { consent = true, phone = '9876543210', photoConsent = false }: { consent?: boolean; phone?: string; photoConsent?: boolean } = {}): Promise<StudentRecord> {
  const students = app.get(StudentRepository);
  return students.create(students.newId(), {
    name,
    gender: 'female',
    fatherName: '',
    motherName: '',
    address: '',
    area: '',
    contactNumber: '',
    admittedInSchool: false,
    schoolName: '',
    classStudying: '',
    ...(consent
      ? { guardianConsent: { guardianName: 'Sunita Devi', relation: 'mother', phone, method: 'in-person', photoConsent, consentDate: new Date('2026-04-01T00:00:00Z'), recordedBy: 'team@test.local', recordedAt: new Date() } }
      : {}),
  });
}

export const idOf = (record: { _id: unknown }) => String(record._id);

export function attendance(batchId: string, day: string, marks: Record<string, AttendanceMark>, fields: { dayKind?: ClassDayKind; recordedAt?: string; id?: string } = {}): AttendanceRecord {
  return { kind: 'attendance', id: fields.id ?? randomUUID(), recordedAt: fields.recordedAt ?? new Date().toISOString(), batchId, day, dayKind: fields.dayKind ?? 'held', marks };
}

export function assessment(studentId: string, fields: Partial<AssessmentRecord> & Pick<AssessmentRecord, 'academicYear' | 'assessedOn'>): AssessmentRecord {
  return { kind: 'assessment', id: randomUUID(), recordedAt: new Date().toISOString(), studentId, round: 'baseline', ...fields };
}

export function homeVisit(studentId: string, day: string, fields: Partial<HomeVisitRecord> = {}): HomeVisitRecord {
  return { kind: 'home-visit', id: randomUUID(), recordedAt: new Date().toISOString(), studentId, day, outcome: 'will-return', note: 'Was ill; comes back on Monday', ...fields };
}

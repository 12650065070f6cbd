import type { AssessmentRecord, AssessmentRound, AssessmentSubject } from '@society/contracts';
import { newRecordId, queueRecords } from '../../../offline';

export interface LevelTaken {
  studentId: string;
  academicYear: string;
  round: AssessmentRound;
  assessedOn: string;
  subject: AssessmentSubject;
  level: string;
}

/**
 * Keeps one subject's level on the phone, to be sent when it can: a record naming only that subject (the
 * others are left as they are), so each tap on a level is saved at once. Resolves with the record's id.
 */
export async function saveAssessment({ subject, level, ...taken }: LevelTaken): Promise<string> {
  const record = { kind: 'assessment', id: newRecordId(), recordedAt: new Date().toISOString(), ...taken, [subject]: level } as AssessmentRecord;
  await queueRecords([record]);
  return record.id;
}

import type { HomeVisitOutcome, HomeVisitRecord } from '@society/contracts';
import { newRecordId, queueRecords } from '../../../offline';

export interface HomeVisitValues {
  studentId: string;
  day: string;
  outcome: HomeVisitOutcome;
  note: string;
}

/** Keeps a home visit on the phone, to be sent when it can; resolves once it is kept. */
export async function recordHomeVisit(values: HomeVisitValues): Promise<void> {
  const record: HomeVisitRecord = { kind: 'home-visit', id: newRecordId(), recordedAt: new Date().toISOString(), ...values };
  await queueRecords([record]);
}

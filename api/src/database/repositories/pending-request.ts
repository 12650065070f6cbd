import type { Model } from 'mongoose';
import type { RequestStatus } from '@society/contracts';

/** How a pending leave or exit request ends: HR's decision (with reply), or the person's cancel. */
export interface RequestOutcome {
  status: Exclude<RequestStatus, 'pending'>;
  hrReply?: string;
  decidedAt: Date;
  decidedBy?: string;
}

/**
 * Sets the outcome only while the request is still pending (and, for a person's cancel, theirs), then reads
 * it back; null when nothing matched. Callers hold a lock per request, so two decisions cannot both win.
 */
export async function settlePending<T, R>(model: Model<T>, id: string, outcome: RequestOutcome, applicantId?: string): Promise<R | null> {
  const filter: Record<string, unknown> = { _id: id, status: 'pending', ...(applicantId ? { applicantId } : {}) };
  const result = await model.updateOne(filter, { $set: outcome }).exec();
  if (result.modifiedCount !== 1) return null;
  return model.findById(id).lean<R>().exec() as Promise<R | null>;
}

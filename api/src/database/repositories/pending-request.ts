import type { Model } from 'mongoose';
import type { RequestStatus } from '@society/contracts';
import { allOf, readPage, readRows, type ListSort, type PageRows, type PageWindow } from '../paging';

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

/** What HR's Leave and Exits tabs ask for: a page, perhaps one status, perhaps only some people's requests. */
export interface RequestPageCriteria extends PageWindow {
  sort: ListSort<'createdAt'>;
  status?: RequestStatus;
  /** Only these people's requests (a search by person); undefined for everyone's. */
  applicantIds?: string[];
}

/** A page of requests, and how many requests of anyone's wait for HR. */
export type RequestPage<R> = PageRows<R> & { pending: number };

/**
 * One page of requests with the count of all pending ones. Without a status the pending requests come
 * first: the page is cut from the pending rows, then from the others, each read in sort order by the
 * database, so no page reads more than its own rows.
 */
export async function readRequestPage<R>(model: Model<unknown>, { status, applicantIds, sort, page, pageSize }: RequestPageCriteria): Promise<RequestPage<R>> {
  const people = applicantIds ? { applicantId: { $in: applicantIds } } : undefined;
  const countPendingOverall = () => model.countDocuments({ status: 'pending' }).exec();
  if (status) {
    const [rows, pending] = await Promise.all([readPage<R>(model, allOf(people, { status }), sort, { page, pageSize }), countPendingOverall()]);
    return { ...rows, pending };
  }
  const pendingFilter = allOf(people, { status: 'pending' });
  const decidedFilter = allOf(people, { status: { $ne: 'pending' } });
  const pendingMatchingCount = model.countDocuments(pendingFilter).exec();
  // Unsearched, the pending rows are all the pending ones.
  const [pendingMatching, decidedMatching, pending] = await Promise.all([pendingMatchingCount, model.countDocuments(decidedFilter).exec(), people ? countPendingOverall() : pendingMatchingCount]);
  const start = (page - 1) * pageSize;
  const fromPendingCount = Math.max(0, Math.min(pageSize, pendingMatching - start));
  const [fromPending, fromDecided] = await Promise.all([
    readRows<R>(model, pendingFilter, sort, start, fromPendingCount),
    readRows<R>(model, decidedFilter, sort, Math.max(0, start - pendingMatching), pageSize - fromPendingCount),
  ]);
  return { rows: [...fromPending, ...fromDecided], total: pendingMatching + decidedMatching, pending };
}

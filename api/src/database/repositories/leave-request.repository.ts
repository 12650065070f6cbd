import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LeaveRequest, type LeaveRequestRecord } from '../schemas/leave-request.schema';
import { StepClaims } from '../step-claims';
import { readRequestPage, settlePending, type RequestOutcome, type RequestPage, type RequestPageCriteria } from './pending-request';

export type NewLeaveRequest = Pick<LeaveRequest, 'applicantId' | 'type' | 'from' | 'to' | 'reason'>;

@Injectable()
export class LeaveRequestRepository {
  /**
   * A person's new request is checked against their others, and a request decided or cancelled once, with
   * no other such write in any replica in between (StepClaims): the check reads before it inserts, and
   * FerretDB's conditional updates are not atomic.
   */
  constructor(
    @InjectModel(LeaveRequest.name) private readonly requests: Model<LeaveRequest>,
    private readonly claims: StepClaims,
  ) {}

  /** Creates the request unless the person already asked for leave (waiting or approved) on one of its days (then null). */
  createUnlessOverlapping(request: NewLeaveRequest): Promise<LeaveRequestRecord | null> {
    return this.claims.exclusive(`leave-requests-of:${String(request.applicantId)}`, async () => {
      const overlapping = { applicantId: request.applicantId, status: { $in: ['pending', 'approved'] }, from: { $lte: request.to }, to: { $gte: request.from } };
      if (await this.requests.exists(overlapping).exec()) return null;
      const created = await this.requests.create({ ...request, status: 'pending', hrReply: '' });
      return created.toObject<LeaveRequestRecord>();
    });
  }

  /** The person's requests still waiting for HR. */
  listPendingFor(applicantId: string): Promise<LeaveRequestRecord[]> {
    return this.requests.find({ applicantId, status: 'pending' }).lean<LeaveRequestRecord[]>().exec();
  }

  listForApplicant(applicantId: string): Promise<LeaveRequestRecord[]> {
    return this.requests.find({ applicantId }).sort({ createdAt: -1, _id: -1 }).lean<LeaveRequestRecord[]>().exec();
  }

  /** Every request, newest first (HR's list; the service puts the pending ones on top). */
  listNewestFirst(): Promise<LeaveRequestRecord[]> {
    return this.requests.find().sort({ createdAt: -1, _id: -1 }).lean<LeaveRequestRecord[]>().exec();
  }

  /** One page of HR's list (pending first unless a status is asked for), with the count of all pending. */
  listPage(criteria: RequestPageCriteria): Promise<RequestPage<LeaveRequestRecord>> {
    return readRequestPage<LeaveRequestRecord>(this.requests as Model<unknown>, criteria);
  }

  findById(id: string): Promise<LeaveRequestRecord | null> {
    return this.requests.findById(id).lean<LeaveRequestRecord>().exec();
  }

  /** Moves a pending request to its outcome; null when it is gone or no longer pending. */
  settle(id: string, outcome: RequestOutcome, applicantId?: string): Promise<LeaveRequestRecord | null> {
    return this.claims.exclusive(`leave-request:${id}`, () => settlePending(this.requests, id, outcome, applicantId));
  }

  /** These people's requests (a data-rights request). */
  listForApplicants(applicantIds: string[]): Promise<LeaveRequestRecord[]> {
    return this.requests.find({ applicantId: { $in: applicantIds } }).sort({ createdAt: -1, _id: -1 }).lean<LeaveRequestRecord[]>().exec();
  }

  /** Erasure: deletes these people's requests; returns how many. */
  async deleteForApplicants(applicantIds: string[]): Promise<number> {
    return (await this.requests.deleteMany({ applicantId: { $in: applicantIds } }).exec()).deletedCount;
  }
}

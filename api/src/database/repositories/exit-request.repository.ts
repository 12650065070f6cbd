import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ExitRequest, type ExitRequestRecord } from '../schemas/exit-request.schema';
import { StepClaims } from '../step-claims';
import { readRequestPage, settlePending, type RequestOutcome, type RequestPage, type RequestPageCriteria } from './pending-request';

export type NewExitRequest = Pick<ExitRequest, 'applicantId' | 'lastWorkingDay' | 'reason'>;

@Injectable()
export class ExitRequestRepository {
  constructor(
    @InjectModel(ExitRequest.name) private readonly requests: Model<ExitRequest>,
    private readonly claims: StepClaims,
  ) {}

  /**
   * One request or decision at a time per person, in every replica (StepClaims): one pending exit each, and
   * the check reads before it inserts (FerretDB's conditional updates are not atomic either).
   */
  private ofPerson<T>(applicantId: unknown, task: () => Promise<T>): Promise<T> {
    return this.claims.exclusive(`exit-requests-of:${String(applicantId)}`, task);
  }

  /** Creates the request unless the person already has one pending (then null). */
  createUnlessPending(request: NewExitRequest): Promise<ExitRequestRecord | null> {
    return this.ofPerson(request.applicantId, async () => {
      if (await this.requests.exists({ applicantId: request.applicantId, status: 'pending' }).exec()) return null;
      const created = await this.requests.create({ ...request, status: 'pending', hrReply: '' });
      return created.toObject<ExitRequestRecord>();
    });
  }

  listForApplicant(applicantId: string): Promise<ExitRequestRecord[]> {
    return this.requests.find({ applicantId }).sort({ createdAt: -1, _id: -1 }).lean<ExitRequestRecord[]>().exec();
  }

  listNewestFirst(): Promise<ExitRequestRecord[]> {
    return this.requests.find().sort({ createdAt: -1, _id: -1 }).lean<ExitRequestRecord[]>().exec();
  }

  /** One page of HR's list (pending first unless a status is asked for), with the count of all pending. */
  listPage(criteria: RequestPageCriteria): Promise<RequestPage<ExitRequestRecord>> {
    return readRequestPage<ExitRequestRecord>(this.requests as Model<unknown>, criteria);
  }

  findById(id: string): Promise<ExitRequestRecord | null> {
    return this.requests.findById(id).lean<ExitRequestRecord>().exec();
  }

  /** Moves a pending request to its outcome; null when it is gone or no longer pending. */
  async settle(id: string, outcome: RequestOutcome, applicantId?: string): Promise<ExitRequestRecord | null> {
    const request = await this.findById(id);
    if (!request) return null;
    return this.ofPerson(request.applicantId, () => settlePending(this.requests, id, outcome, applicantId));
  }

  /** Puts a decision that could not be carried out back to pending (only if it is still exactly that decision). */
  async undoDecision(decided: ExitRequestRecord): Promise<void> {
    await this.ofPerson(decided.applicantId, () =>
      this.requests
        .updateOne({ _id: decided._id, status: decided.status, decidedAt: decided.decidedAt }, { $set: { status: 'pending', hrReply: '' }, $unset: { decidedAt: 1, decidedBy: 1 } })
        .exec(),
    );
  }

  /** These people's requests (a data-rights request). */
  listForApplicants(applicantIds: string[]): Promise<ExitRequestRecord[]> {
    return this.requests.find({ applicantId: { $in: applicantIds } }).sort({ createdAt: -1, _id: -1 }).lean<ExitRequestRecord[]>().exec();
  }

  /** Erasure: deletes these people's requests; returns how many. */
  async deleteForApplicants(applicantIds: string[]): Promise<number> {
    return (await this.requests.deleteMany({ applicantId: { $in: applicantIds } }).exec()).deletedCount;
  }
}

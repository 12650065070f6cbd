import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { CheckMethod } from '@society/contracts';
import { SessionSignUp, signUpKey, type SessionSignUpRecord } from '../schemas/session-sign-up.schema';

export type SignUpChanges = Partial<Omit<SessionSignUp, 'sessionId' | 'userId'>>;

@Injectable()
export class SessionSignUpRepository {
  constructor(@InjectModel(SessionSignUp.name) private readonly signUps: Model<SessionSignUp>) {}

  findById(id: string): Promise<SessionSignUpRecord | null> {
    return this.signUps.findOne({ _id: String(id) }).lean<SessionSignUpRecord>().exec();
  }

  findOf(sessionId: string, userId: string): Promise<SessionSignUpRecord | null> {
    return this.findById(signUpKey(sessionId, userId));
  }

  /** How many of a session's sign-ups hold a place and how many wait. */
  async countsOf(sessionId: string): Promise<{ signedUpCount: number; waitingCount: number }> {
    const statuses = (await this.signUps.find({ sessionId }, { status: 1 }).lean<Array<Pick<SessionSignUp, 'status'>>>().exec()).map((signUp) => signUp.status);
    return { signedUpCount: statuses.filter((status) => status === 'signed-up').length, waitingCount: statuses.filter((status) => status === 'waiting').length };
  }

  /** A session's sign-ups in the order they were made (the waiting list's order). */
  listOfSession(sessionId: string): Promise<SessionSignUpRecord[]> {
    return this.signUps.find({ sessionId }).sort({ signedUpAt: 1, _id: 1 }).lean<SessionSignUpRecord[]>().exec();
  }

  /** Those of several sessions that hold a place or wait (for the lists' counts). */
  listActiveOfSessions(sessionIds: readonly string[]): Promise<SessionSignUpRecord[]> {
    if (sessionIds.length === 0) return Promise.resolve([]);
    return this.signUps.find({ sessionId: { $in: [...sessionIds] }, status: { $in: ['signed-up', 'waiting'] } }).lean<SessionSignUpRecord[]>().exec();
  }

  /** A person's own, the latest session first. */
  listOfUser(userId: string): Promise<SessionSignUpRecord[]> {
    return this.signUps.find({ userId }).sort({ sessionEndsAt: -1, _id: -1 }).lean<SessionSignUpRecord[]>().exec();
  }

  /** Places ahead of this sign-up on its waiting list (1-based place = this + 1). */
  countWaitingBefore(sessionId: string, signedUpAt: Date): Promise<number> {
    return this.signUps.countDocuments({ sessionId, status: 'waiting', signedUpAt: { $lt: signedUpAt } }).exec();
  }

  /** The first on the waiting list, or null. */
  firstWaiting(sessionId: string): Promise<SessionSignUpRecord | null> {
    return this.signUps.findOne({ sessionId, status: 'waiting' }).sort({ signedUpAt: 1, _id: 1 }).lean<SessionSignUpRecord>().exec();
  }

  async create(fields: Pick<SessionSignUp, 'sessionId' | 'userId' | 'status' | 'signedUpAt' | 'sessionEndsAt'>): Promise<SessionSignUpRecord> {
    return (await this.signUps.create({ _id: signUpKey(fields.sessionId, fields.userId), ...fields })).toObject<SessionSignUpRecord>();
  }

  async update(id: string, changes: SignUpChanges): Promise<SessionSignUpRecord | null> {
    await this.signUps.updateOne({ _id: id }, { $set: changes }, { runValidators: true }).exec();
    return this.findById(id);
  }

  /** A session's end changed: its sign-ups keep the copy in step. */
  async setSessionEnd(sessionId: string, sessionEndsAt: Date): Promise<void> {
    await this.signUps.updateMany({ sessionId }, { $set: { sessionEndsAt } }).exec();
  }

  /** Staff cancelled the session: every place and wait ends; returns who held one. */
  async cancelAllOf(sessionId: string): Promise<SessionSignUpRecord[]> {
    const active = await this.listActiveOfSessions([sessionId]);
    await this.signUps.updateMany({ sessionId, status: { $in: ['signed-up', 'waiting'] } }, { $set: { status: 'cancelled', cancelledBy: 'staff', cancelledLate: false } }).exec();
    return active;
  }

  /** Checked in, not out, their session over by `now`. */
  listLeftCheckedIn(now: Date): Promise<SessionSignUpRecord[]> {
    return this.signUps.find({ status: 'signed-up', checkedOutAt: null, checkedInAt: { $ne: null }, sessionEndsAt: { $lte: now } }).lean<SessionSignUpRecord[]>().exec();
  }

  async deleteById(id: string): Promise<boolean> {
    return (await this.signUps.deleteOne({ _id: id }).exec()).deletedCount === 1;
  }

  /** Checks out only if still checked in (another request may have done it). */
  async checkOut(id: string, at: Date, by: CheckMethod): Promise<boolean> {
    const result = await this.signUps.updateOne({ _id: id, checkedOutAt: null, checkedInAt: { $ne: null } }, { $set: { checkedOutAt: at, checkedOutBy: by } }).exec();
    return result.modifiedCount === 1;
  }
}

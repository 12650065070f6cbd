import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type FilterQuery, type Model } from 'mongoose';
import { readPage, type PageRows, type PageWindow } from '../../../../database/paging';
import { StepClaims } from '../../../../database/step-claims';
import { VolunteerSession, type VolunteerSessionRecord } from '../schemas/volunteer-session.schema';

export type SessionFieldsRecord = Pick<
  VolunteerSession,
  'kind' | 'title' | 'place' | 'day' | 'start' | 'end' | 'startsAt' | 'endsAt' | 'volunteersWanted' | 'skill' | 'withChildren' | 'batchId'
>;
export type NewSessionRecord = SessionFieldsRecord & Pick<VolunteerSession, 'seriesId' | 'createdById'>;

const BY_START = { field: 'startsAt', descending: false } as const;

@Injectable()
export class VolunteerSessionRepository {
  constructor(
    @InjectModel(VolunteerSession.name) private readonly sessions: Model<VolunteerSession>,
    private readonly claims: StepClaims,
  ) {}

  /**
   * Runs a read-decide-write of a session's places (sign-up, cancel, assign, a change of the number wanted)
   * with no other on that session in any API replica: counting the places and taking one must not interleave,
   * or a full session would be overbooked.
   */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.claims.exclusive(`session-places:${id}`, task);
  }

  /** The session's places taken and people waiting, as just counted (inside `exclusive`). */
  async setCounts(id: string, counts: Pick<VolunteerSession, 'signedUpCount' | 'waitingCount'>): Promise<void> {
    await this.sessions.updateOne({ _id: id }, { $set: counts }).exec();
  }

  findById(id: string): Promise<VolunteerSessionRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.sessions.findById(id).lean<VolunteerSessionRecord>().exec();
  }

  async findByIds(ids: readonly string[]): Promise<VolunteerSessionRecord[]> {
    const valid = [...new Set(ids)].filter((id) => isValidObjectId(id));
    if (valid.length === 0) return [];
    return this.sessions.find({ _id: { $in: valid } }).lean<VolunteerSessionRecord[]>().exec();
  }

  async createMany(sessions: NewSessionRecord[]): Promise<VolunteerSessionRecord[]> {
    const created = await this.sessions.insertMany(sessions.map((session) => ({ ...session, status: 'scheduled', cancelReason: null, remindedAt: null })));
    return created.map((document) => document.toObject<VolunteerSessionRecord>());
  }

  async update(id: string, fields: SessionFieldsRecord): Promise<VolunteerSessionRecord | null> {
    await this.sessions.updateOne({ _id: id }, { $set: fields }, { runValidators: true }).exec();
    return this.findById(id);
  }

  async cancel(id: string, reason: string): Promise<VolunteerSessionRecord | null> {
    await this.sessions.updateOne({ _id: id, status: 'scheduled' }, { $set: { status: 'cancelled', cancelReason: reason } }).exec();
    return this.findById(id);
  }

  /** HR's list, by start: every session, or those starting from `from` on. */
  listPage(window: PageWindow, filter: { from?: Date } = {}): Promise<PageRows<VolunteerSessionRecord>> {
    const query: FilterQuery<VolunteerSession> = filter.from ? { startsAt: { $gte: filter.from } } : {};
    return readPage<VolunteerSessionRecord, VolunteerSession>(this.sessions, query, BY_START, window);
  }

  /** The team's list: the sessions of these batches, by start. */
  listOfBatchesPage(batchIds: readonly string[], window: PageWindow): Promise<PageRows<VolunteerSessionRecord>> {
    return readPage<VolunteerSessionRecord, VolunteerSession>(this.sessions, { batchId: { $in: [...batchIds] } }, BY_START, window);
  }

  /** The volunteers' list: scheduled sessions not yet over, by start. */
  listOpenPage(now: Date, window: PageWindow): Promise<PageRows<VolunteerSessionRecord>> {
    return readPage<VolunteerSessionRecord, VolunteerSession>(this.sessions, { status: 'scheduled', endsAt: { $gt: now } }, BY_START, window);
  }

  /** Scheduled sessions starting by `until` whose reminders have not gone. */
  dueForReminder(now: Date, until: Date): Promise<VolunteerSessionRecord[]> {
    return this.sessions.find({ status: 'scheduled', remindedAt: null, startsAt: { $gt: now, $lte: until } }).lean<VolunteerSessionRecord[]>().exec();
  }

  /** Marks the reminder sent; false when another run did it first. */
  async markReminded(id: string, at: Date): Promise<boolean> {
    const result = await this.sessions.updateOne({ _id: id, remindedAt: null }, { $set: { remindedAt: at } }).exec();
    return result.modifiedCount === 1;
  }
}

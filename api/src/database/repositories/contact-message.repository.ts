import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { GroupCommit } from '../group-commit';
import { anyFieldContains, readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { ContactMessage, type ContactMessageRecord } from '../schemas/contact-message.schema';
import { fillNameKeys, sortedByNameKey } from '../sort-key';

export type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'message' | 'consent' | 'language'>;

@Injectable()
export class ContactMessageRepository implements OnApplicationBootstrap {
  /** A flood of the contact form costs the database one insert per group of messages (see GroupCommit). */
  private readonly inserts: GroupCommit<ContactMessage, ContactMessageRecord>;

  constructor(@InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>) {
    this.inserts = new GroupCommit(messages);
  }

  /** Records from before the name's sort key get theirs (see fillNameKeys). */
  onApplicationBootstrap(): Promise<void> {
    return fillNameKeys(this.messages as Model<unknown>);
  }

  /** Resolves once the message is stored; a message the database refuses fails alone. */
  async create(message: NewContactMessage): Promise<ContactMessageRecord> {
    return this.inserts.insert(message);
  }

  /** One page of the staff list, searched in name, email and message. */
  listPage(criteria: PageWindow & { sort: ListSort<'createdAt' | 'name'>; search?: string }): Promise<PageRows<ContactMessageRecord>> {
    const filter = criteria.search ? anyFieldContains(['name', 'email', 'message'], criteria.search) : {};
    return readPage<ContactMessageRecord, ContactMessage>(this.messages, filter, sortedByNameKey(criteria.sort, 'name'), criteria);
  }

  /** Messages sent on or before `cutoff`, oldest first (the retention preview); `limit` 0 counts only. */
  async sentBy(cutoff: Date, limit: number): Promise<{ total: number; items: ContactMessageRecord[] }> {
    const filter = { createdAt: { $lte: cutoff } };
    const [total, items] = await Promise.all([
      this.messages.countDocuments(filter).exec(),
      limit > 0 ? this.messages.find(filter).sort({ createdAt: 1, _id: 1 }).limit(limit).lean<ContactMessageRecord[]>().exec() : [],
    ]);
    return { total, items };
  }

  /** Deletes the messages sent on or before `cutoff` (retention); returns how many. */
  async deleteSentBy(cutoff: Date): Promise<number> {
    return (await this.messages.deleteMany({ createdAt: { $lte: cutoff } }).exec()).deletedCount;
  }

  listNewestFirst(): Promise<ContactMessageRecord[]> {
    return this.messages.find().sort({ createdAt: -1, _id: -1 }).lean<ContactMessageRecord[]>().exec();
  }

  /** The messages sent from this address (a data-rights request), newest first. */
  listByEmail(email: string): Promise<ContactMessageRecord[]> {
    return this.messages.find({ email }).sort({ createdAt: -1, _id: -1 }).lean<ContactMessageRecord[]>().exec();
  }

  /** Erasure: deletes the messages sent from this address; returns how many. */
  async deleteByEmail(email: string): Promise<number> {
    return (await this.messages.deleteMany({ email }).exec()).deletedCount;
  }
}

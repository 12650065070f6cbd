import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, type Types } from 'mongoose';
import type { Role } from '@society/contracts';
import { allOf, anyFieldContains, readPage, type ListSort, type PageRows, type PageWindow } from '../paging';
import { KeyedLock } from '../keyed-lock';
import { User, type UserRecord } from '../schemas/user.schema';

export interface NewUser {
  email: string;
  passwordHash?: string;
  role: Role;
  name?: string;
  phone?: string;
}

/** A volunteer account made by HR's invite: no password until its link is used. */
export interface NewVolunteerAccount {
  email: string;
  name: string;
  applicantId: Types.ObjectId;
  invite: Invite;
}

export interface Invite {
  inviteTokenHash: string;
  inviteExpiresAt: Date;
  invitedAt: Date;
}

export type UserChanges = Partial<Pick<User, 'email' | 'passwordHash' | 'role' | 'name' | 'phone' | 'passwordChangedAt' | 'roleChangedAt' | 'inviteTokenHash' | 'inviteExpiresAt' | 'invitedAt'>>;

@Injectable()
export class UserRepository {
  /** One use of an invite link at a time per account (FerretDB's updates are not atomic): a link works once. */
  private readonly invites = new KeyedLock();

  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** Null for an unknown or malformed id (a token's subject is not trusted to be an ObjectId). */
  findById(id: string): Promise<UserRecord | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).lean<UserRecord>().exec();
  }

  /** Whether another user already holds this email (FerretDB gives no 11000 on update, so we ask first). */
  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    const filter: Record<string, unknown> = { email: email.trim().toLowerCase() };
    if (exceptId) filter._id = { $ne: exceptId };
    return (await this.users.exists(filter).exec()) !== null;
  }

  /** One page of the admin's list, perhaps of one role, searched in email and name. */
  listPage(criteria: PageWindow & { sort: ListSort<'email' | 'role' | 'createdAt'>; role?: Role; search?: string }): Promise<PageRows<UserRecord>> {
    const role = criteria.role ? { role: criteria.role } : undefined;
    const search = criteria.search ? anyFieldContains(['email', 'name'], criteria.search) : undefined;
    return readPage<UserRecord, User>(this.users, allOf(role, search), criteria.sort, criteria);
  }

  listAll(): Promise<UserRecord[]> {
    return this.users.find().sort({ createdAt: 1, _id: 1 }).lean<UserRecord[]>().exec();
  }

  /** The addresses of a role's accounts that can sign in (not disabled), e.g. HR's for a note HR must act on. */
  async enabledEmailsOf(role: Role): Promise<string[]> {
    const users = await this.users.find({ role, disabledAt: null }, { email: 1 }).lean<Array<Pick<UserRecord, 'email'>>>().exec();
    return users.map((user) => user.email);
  }

  /** The team members who can sign in, with only what a batch's teacher list shows (never more of an account). */
  listTeamMembers(): Promise<Array<Pick<UserRecord, '_id' | 'name' | 'email'>>> {
    return this.users.find({ role: 'team', disabledAt: null }, { name: 1, email: 1 }).lean<Array<Pick<UserRecord, '_id' | 'name' | 'email'>>>().exec();
  }

  countAdmins(): Promise<number> {
    return this.users.countDocuments({ role: 'admin' }).exec();
  }

  async create(user: NewUser): Promise<UserRecord> {
    const created = await this.users.create(user);
    return created.toObject<UserRecord>();
  }

  /** Applies the changes and returns the updated user, or null when it is gone. */
  async update(id: string, changes: UserChanges): Promise<UserRecord | null> {
    // updateOne then findById: FerretDB lacks findOneAndUpdate with a projection.
    const result = await this.users.updateOne({ _id: id }, { $set: changes }, { runValidators: true }).exec();
    if (result.matchedCount === 0) return null;
    return this.findById(id);
  }

  findByApplicantId(applicantId: string): Promise<UserRecord | null> {
    return this.users.findOne({ applicantId, role: 'volunteer' }).lean<UserRecord>().exec();
  }

  findByInviteTokenHash(inviteTokenHash: string): Promise<UserRecord | null> {
    return this.users.findOne({ inviteTokenHash }).lean<UserRecord>().exec();
  }

  listVolunteerAccounts(): Promise<UserRecord[]> {
    return this.users.find({ role: 'volunteer' }).sort({ createdAt: 1, _id: 1 }).lean<UserRecord[]>().exec();
  }

  async createVolunteerAccount({ invite, ...account }: NewVolunteerAccount): Promise<UserRecord> {
    const created = await this.users.create({ ...account, ...invite, role: 'volunteer' });
    return created.toObject<UserRecord>();
  }

  /** HR corrected the person's email: the account signs in with the new one, and a link mailed to the old one stops working. */
  async changeEmail(id: string, email: string): Promise<UserRecord | null> {
    return this.invites.run(id, async () => {
      const result = await this.users.updateOne({ _id: id }, { $set: { email }, $unset: { inviteTokenHash: 1, inviteExpiresAt: 1 } }, { runValidators: true }).exec();
      return result.matchedCount === 0 ? null : this.findById(id);
    });
  }

  /** A new link for the account (the previous one stops working); the email follows the person's record. */
  async setInvite(id: string, email: string, invite: Invite): Promise<UserRecord | null> {
    return this.invites.run(id, () => this.update(id, { email, ...invite }));
  }

  /**
   * Uses an invite link: sets the password only while the link is the account's current one and unexpired,
   * and forgets the link in the same update, so it works once. Null when it did not match.
   */
  async useInvite(id: string, inviteTokenHash: string, passwordHash: string, now: Date): Promise<UserRecord | null> {
    return this.invites.run(id, async () => {
      const result = await this.users
        .updateOne(
          { _id: id, inviteTokenHash, inviteExpiresAt: { $gt: now }, disabledAt: { $exists: false } },
          { $set: { passwordHash, passwordChangedAt: now }, $unset: { inviteTokenHash: 1, inviteExpiresAt: 1 } },
        )
        .exec();
      return result.modifiedCount === 1 ? this.findById(id) : null;
    });
  }

  /**
   * Disables (a date) or enables (null) an account; a disabled account's link is forgotten too, and the tokens
   * it had end for good (sessionsEndedAt).
   */
  async setDisabled(id: string, disabledAt: Date | null): Promise<UserRecord | null> {
    const query = disabledAt
      ? { $set: { disabledAt, sessionsEndedAt: disabledAt }, $unset: { inviteTokenHash: 1, inviteExpiresAt: 1 } }
      : { $unset: { disabledAt: 1 } };
    const result = await this.invites.run(id, () => this.users.updateOne({ _id: id }, query).exec());
    if (result.matchedCount === 0) return null;
    return this.findById(id);
  }

  async deleteById(id: string): Promise<boolean> {
    const result = await this.users.deleteOne({ _id: id }).exec();
    return result.deletedCount === 1;
  }

  /** These users (unknown or malformed ids left out). */
  findByIds(ids: readonly string[]): Promise<UserRecord[]> {
    return this.users.find({ _id: { $in: ids.filter((id) => isValidObjectId(id)) } }).lean<UserRecord[]>().exec();
  }

  /** One page of the accounts of these roles by email (the safeguarding list), perhaps only or except some ids. */
  listPeoplePage(criteria: PageWindow & { roles: readonly Role[]; only?: readonly string[]; except?: readonly string[] }): Promise<PageRows<UserRecord>> {
    const only = criteria.only ? { _id: { $in: criteria.only.filter((id) => isValidObjectId(id)) } } : undefined;
    const except = criteria.except ? { _id: { $nin: criteria.except.filter((id) => isValidObjectId(id)) } } : undefined;
    return readPage<UserRecord, User>(this.users, allOf({ role: { $in: [...criteria.roles] } }, only, except), { field: 'email', descending: false }, criteria);
  }

  /** Puts back a user removed by a delete that had to be undone (same _id, same fields). */
  async restore(user: UserRecord): Promise<void> {
    await this.users.collection.insertOne({ ...user });
  }
}

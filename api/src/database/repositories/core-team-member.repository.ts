import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { StepClaims } from '../step-claims';
import { ReadCache } from '../read-cache';
import { CoreTeamMember, type CoreTeamMemberRecord } from '../schemas/core-team-member.schema';
import { toUpdateQuery, type FieldChanges } from '../update-query';

export type NewCoreTeamMember = Pick<CoreTeamMember, 'name' | 'position'> & Partial<Omit<CoreTeamMember, 'name' | 'position'>>;
export type CoreTeamMemberChanges = FieldChanges<CoreTeamMember>;

@Injectable()
export class CoreTeamMemberRepository {
  /** The public pages read this list on every visit; each write below drops it. */
  private readonly listCache = new ReadCache<CoreTeamMemberRecord[]>();
  constructor(
    @InjectModel(CoreTeamMember.name) private readonly members: Model<CoreTeamMember>,
    private readonly claims: StepClaims,
  ) {}

  /** Display order: by order, then name. */
  listInDisplayOrder(): Promise<CoreTeamMemberRecord[]> {
    return this.listCache.read(() => this.members.find().sort({ order: 1, name: 1, _id: 1 }).lean<CoreTeamMemberRecord[]>().exec());
  }

  findById(id: string): Promise<CoreTeamMemberRecord | null> {
    return this.members.findById(id).lean<CoreTeamMemberRecord>().exec();
  }

  /**
   * Runs a read-decide-write of one member with no other such task on it in any replica in between: a
   * photo replaced twice at once must delete the photo each replaced, not the same one twice.
   */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.claims.exclusive(`core-team-member:${id}`, task);
  }

  create(member: NewCoreTeamMember): Promise<CoreTeamMemberRecord> {
    return this.listCache.write(async () => {
      const created = await this.members.create(member);
      return created.toObject<CoreTeamMemberRecord>();
    });
  }

  /** Applies the changes (null removes a field) and returns the member, or null when it is gone. */
  update(id: string, changes: CoreTeamMemberChanges): Promise<CoreTeamMemberRecord | null> {
    return this.listCache.write(async () => {
      const result = await this.members.updateOne({ _id: id }, toUpdateQuery(changes), { runValidators: true }).exec();
      if (result.matchedCount === 0) return null;
      return this.findById(id);
    });
  }

  /** Deletes the member and returns what was deleted (its photo is the caller's to remove), or null. */
  deleteById(id: string): Promise<CoreTeamMemberRecord | null> {
    return this.listCache.write(() => this.members.findOneAndDelete({ _id: id }).lean<CoreTeamMemberRecord>().exec());
  }
}

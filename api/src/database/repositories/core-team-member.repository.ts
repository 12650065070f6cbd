import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CoreTeamMember, type CoreTeamMemberRecord } from '../schemas/core-team-member.schema';

export type NewCoreTeamMember = Pick<CoreTeamMember, 'name' | 'position'> & Partial<Omit<CoreTeamMember, 'name' | 'position'>>;

@Injectable()
export class CoreTeamMemberRepository {
  constructor(@InjectModel(CoreTeamMember.name) private readonly members: Model<CoreTeamMember>) {}

  /** Display order: by order, then name. */
  listInDisplayOrder(): Promise<CoreTeamMemberRecord[]> {
    return this.members.find().sort({ order: 1, name: 1, _id: 1 }).lean<CoreTeamMemberRecord[]>().exec();
  }

  async create(member: NewCoreTeamMember): Promise<CoreTeamMemberRecord> {
    const created = await this.members.create(member);
    return created.toObject<CoreTeamMemberRecord>();
  }
}

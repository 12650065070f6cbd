import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** One published version of the child-protection policy; the newest is current. Versions are never changed nor deleted. */
@Schema({ collection: 'safeguarding_policies', timestamps: true, versionKey: false })
export class PolicyVersion {
  /** 1, 2, … in the order published (unique: two publishers at once cannot take the same number). */
  @Prop({ type: Number, required: true }) version: number;
  @Prop({ type: String, required: true }) textEn: string;
  @Prop({ type: String, required: true }) textHi: string;
  @Prop({ type: String, required: true }) publishedById: string;
  @Prop({ type: String, default: '' }) publishedByName: string;
}

export const PolicyVersionSchema = SchemaFactory.createForClass(PolicyVersion);
// The admin's list and the current version: newest first.
PolicyVersionSchema.index({ version: 1 }, { unique: true });

export type PolicyVersionRecord = PolicyVersion & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

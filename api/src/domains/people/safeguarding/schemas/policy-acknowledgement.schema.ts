import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** A person's acknowledgement of one version of the policy (a new version needs a new one). */
@Schema({ collection: 'safeguarding_acknowledgements', timestamps: true, versionKey: false })
export class PolicyAcknowledgement {
  @Prop({ type: Number, required: true }) version: number;
  /** The user account that acknowledged. */
  @Prop({ type: String, required: true }) userId: string;
  @Prop({ type: Date, required: true }) acknowledgedAt: Date;
}

export const PolicyAcknowledgementSchema = SchemaFactory.createForClass(PolicyAcknowledgement);
// One per person and version; also finds a version's acknowledgements (the count, HR's list).
PolicyAcknowledgementSchema.index({ version: 1, userId: 1 }, { unique: true });
// A person's own, in version order (their data-rights export and erasure).
PolicyAcknowledgementSchema.index({ userId: 1, version: 1 });

export type PolicyAcknowledgementRecord = PolicyAcknowledgement & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

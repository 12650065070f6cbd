import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** The safeguarding lead the admin names: one document (key 'lead'); no lead when userId is null. */
@Schema({ collection: 'safeguarding_lead', timestamps: true, versionKey: false })
export class SafeguardingLead {
  @Prop({ type: String, required: true }) key: string;
  @Prop({ type: String, default: null }) userId: string | null;
}

export const SafeguardingLeadSchema = SchemaFactory.createForClass(SafeguardingLead);
SafeguardingLeadSchema.index({ key: 1 }, { unique: true });

export type SafeguardingLeadRecord = SafeguardingLead & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { VERIFICATION_STATUSES, type VerificationStatus } from '@society/contracts';

/** A person's police verification, as HR last recorded it (the activity log keeps what it was before). */
@Schema({ collection: 'safeguarding_verifications', timestamps: true, versionKey: false })
export class PoliceVerification {
  /** The user account (a team member or a volunteer); one verification each. */
  @Prop({ type: String, required: true }) userId: string;
  @Prop({ type: String, required: true, enum: VERIFICATION_STATUSES }) status: VerificationStatus;
  /** YYYY-MM-DD; set when verified. */
  @Prop({ type: String, default: null }) verifiedOn: string | null;
  @Prop({ type: String, default: null }) certificateNumber: string | null;
  /** YYYY-MM-DD: the first day it is no longer valid. */
  @Prop({ type: String, default: null }) expiresOn: string | null;
  /** The scan's key in PRIVATE storage, never a URL. */
  @Prop({ type: String, default: null }) scanPath: string | null;
  @Prop({ type: String, required: true }) recordedById: string;
}

export const PoliceVerificationSchema = SchemaFactory.createForClass(PoliceVerification);
PoliceVerificationSchema.index({ userId: 1 }, { unique: true });
// HR's list: by status, and the verified ones by expiry (soonest first).
PoliceVerificationSchema.index({ status: 1, expiresOn: 1, _id: 1 });

export type PoliceVerificationRecord = PoliceVerification & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

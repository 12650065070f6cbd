import { Prop } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { REQUEST_STATUSES, VOLUNTEER_LIMITS, type RequestStatus } from '@society/contracts';

/** What a volunteer's leave and exit requests share: whose it is, why, and what became of it. */
export abstract class PersonRequest {
  /** The person (applicant) who asks; their account may change, their record does not. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  applicantId: Types.ObjectId;

  @Prop({ type: String, required: true, trim: true, maxlength: VOLUNTEER_LIMITS.reasonMax })
  reason: string;

  @Prop({ type: String, required: true, enum: REQUEST_STATUSES, default: 'pending' })
  status: RequestStatus;

  @Prop({ type: String, trim: true, maxlength: VOLUNTEER_LIMITS.replyMax, default: '' })
  hrReply: string;

  @Prop({ type: Date })
  decidedAt?: Date;

  /** Email of the HR member who decided. */
  @Prop({ type: String })
  decidedBy?: string;
}

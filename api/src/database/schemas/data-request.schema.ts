import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { DATA_REQUEST_KINDS, DATA_REQUEST_LIMITS, DATA_REQUEST_STATUSES, LIMITS, type DataRequestKind, type DataRequestStatus, type ErasureOutcome, LOCALES, type Locale } from '@society/contracts';
import { Consent, ConsentSchema } from './consent.schema';

/**
 * A data-rights request from the "Your data" page. It stays 'unconfirmed' (and out of the staff register)
 * until its link, mailed to `email`, is opened; the response period runs from that moment. Only hashes of
 * the link's and the export link's tokens are kept, so a database reader cannot use either.
 */
@Schema({ collection: 'data_requests', timestamps: true, versionKey: false })
export class DataRequest {
  @Prop({ type: String, required: true, enum: DATA_REQUEST_KINDS })
  kind: DataRequestKind;

  @Prop({ type: String, required: true, enum: DATA_REQUEST_STATUSES, default: 'unconfirmed' })
  status: DataRequestStatus;

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax })
  name: string;

  @Prop({ type: String, required: true, trim: true, lowercase: true, maxlength: LIMITS.emailMax })
  email: string;

  @Prop({ type: String, trim: true, maxlength: DATA_REQUEST_LIMITS.detailsMax, default: '' })
  details: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.nameMax, default: '' })
  nomineeName: string;

  @Prop({ type: String, trim: true, lowercase: true, maxlength: LIMITS.emailMax, default: '' })
  nomineeEmail: string;

  /** SHA-256 of the confirmation link's token; removed once used. */
  @Prop({ type: String })
  confirmTokenHash?: string;

  @Prop({ type: Date, required: true })
  confirmExpiresAt: Date;

  @Prop({ type: Date })
  confirmedAt?: Date;

  @Prop({ type: Date })
  dueAt?: Date;

  @Prop({ type: Date })
  closedAt?: Date;

  /** Email of the staff member who closed it. */
  @Prop({ type: String })
  closedBy?: string;

  @Prop({ type: String, trim: true, maxlength: DATA_REQUEST_LIMITS.replyMax, default: '' })
  reply: string;

  /** Access: SHA-256 of the export link's token, and its life. */
  @Prop({ type: String })
  exportTokenHash?: string;

  @Prop({ type: Date })
  exportSentAt?: Date;

  @Prop({ type: Date })
  exportExpiresAt?: Date;

  /** Erasure: what went and what was kept, and why. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  erasure?: ErasureOutcome;

  @Prop({ type: ConsentSchema })
  consent?: Consent;

  /** The language the person wrote in ('hi' from the Hindi pages): their mails are in it. Older records: 'en'. */
  @Prop({ type: String, enum: LOCALES, default: 'en' })
  language?: Locale;
}

export const DataRequestSchema = SchemaFactory.createForClass(DataRequest);
// The register: soonest due first, perhaps of one status.
DataRequestSchema.index({ status: 1, dueAt: 1, _id: 1 });
DataRequestSchema.index({ dueAt: 1, _id: 1 });
DataRequestSchema.index({ confirmTokenHash: 1 }, { sparse: true });
DataRequestSchema.index({ exportTokenHash: 1 }, { sparse: true });

export type DataRequestRecord = DataRequest & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

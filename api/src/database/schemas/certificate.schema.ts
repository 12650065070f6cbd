import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { CERTIFICATE_LANGUAGES, CERTIFICATE_TYPES, LIMITS, VOLUNTEER_LIMITS, type CertificateLanguage, type CertificateType } from '@society/contracts';
import { withNameKey } from '../sort-key';

/**
 * A certificate the society issued to a volunteer or intern. What it says is copied here at issue (the
 * holder's name included), so the verify page shows what the PDF says even if the person's record changes.
 */
@Schema({ collection: 'certificates', timestamps: true, versionKey: false })
export class Certificate {
  /** The short code printed on the PDF and in its QR code (CERTIFICATE_CODE_PATTERN); unguessable. */
  @Prop({ type: String, required: true, unique: true })
  code: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  applicantId: Types.ObjectId;

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax })
  holderName: string;

  @Prop({ type: String, required: true, enum: CERTIFICATE_TYPES })
  type: CertificateType;

  @Prop({ type: String, required: true, trim: true, maxlength: VOLUNTEER_LIMITS.certificateRoleMax })
  role: string;

  /** The period, UTC midnight of each day. */
  @Prop({ type: Date, required: true })
  from: Date;

  @Prop({ type: Date, required: true })
  to: Date;

  @Prop({ type: Number, min: 1, max: VOLUNTEER_LIMITS.certificateHoursMax })
  hours?: number;

  /** Why HR printed hours other than the approved total of the period (issue 45); '' when they are that total. */
  @Prop({ type: String, trim: true, default: '' })
  hoursReason?: string;

  @Prop({ type: String, trim: true, maxlength: VOLUNTEER_LIMITS.certificateDescriptionMax, default: '' })
  description: string;

  @Prop({ type: String, required: true, trim: true, maxlength: VOLUNTEER_LIMITS.signatoryMax })
  signatoryName: string;

  @Prop({ type: String, required: true, trim: true, maxlength: VOLUNTEER_LIMITS.signatoryMax })
  signatoryTitle: string;

  /** What the PDF is printed in; records from before the choice were all English. */
  @Prop({ type: String, enum: CERTIFICATE_LANGUAGES, default: 'en' })
  language: CertificateLanguage;

  @Prop({ type: Date, required: true })
  issuedAt: Date;

  /** Email of the HR member who issued it. */
  @Prop({ type: String, required: true })
  issuedBy: string;

  /** Storage key of the PDF (private area); set once it is stored. */
  @Prop({ type: String })
  pdfPath?: string;

  @Prop({ type: Date })
  revokedAt?: Date;

  @Prop({ type: String, trim: true, maxlength: VOLUNTEER_LIMITS.revocationReasonMax })
  revocationReason?: string;

  @Prop({ type: String })
  revokedBy?: string;
}

export const CertificateSchema = SchemaFactory.createForClass(Certificate);
withNameKey(CertificateSchema, 'holderName');
// A person's certificates; HR's tab: newest first or by holder.
CertificateSchema.index({ applicantId: 1, issuedAt: -1, _id: -1 });
CertificateSchema.index({ issuedAt: -1, _id: -1 });
CertificateSchema.index({ nameKey: 1, _id: 1 });

export type CertificateRecord = Certificate & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

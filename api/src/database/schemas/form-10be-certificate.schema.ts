import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * The donor a certificate was matched to: that year's donations with the certificate's PAN (else the donor's
 * name). No email is kept here: the mail goes to the address the donations hold when it is sent, so a
 * correction or a data-rights erasure of the donations is all there is to it.
 */
@Schema({ _id: false, versionKey: false })
export class Form10beMatch {
  @Prop({ type: String, required: true, enum: ['pan', 'name'] })
  by: 'pan' | 'name';

  @Prop({ type: String, required: true })
  name: string;

  @Prop({ type: String, default: '' })
  pan: string;

  @Prop({ type: [String], default: [] })
  donationIds: string[];

  /** The language of the donor's latest donation at the upload ('hi' from the Hindi pages), if their donations no longer say. */
  @Prop({ type: String, default: 'en' })
  language: string;
}
const Form10beMatchSchema = SchemaFactory.createForClass(Form10beMatch);

/**
 * A Form 10BE certificate the income-tax portal generated after Form 10BD (issue 33), uploaded by an admin:
 * what it says, the donor it was matched to, and its mailing (once; again only on an admin's request).
 * The PDF is kept in private storage (folder form-10be).
 */
@Schema({ collection: 'form_10be_certificates', timestamps: true, versionKey: false })
export class Form10beCertificate {
  @Prop({ type: String, required: true })
  financialYear: string;

  @Prop({ type: String, default: '' })
  idCode: string;

  /** The donor's PAN (or other ID) as printed, upper-cased. */
  @Prop({ type: String, required: true })
  uniqueId: string;

  @Prop({ type: String, required: true })
  donorName: string;

  @Prop({ type: Number, default: null })
  amount: number | null;

  /** The certificate's acknowledgement number ('' when none was printed): with year and ID, one certificate. */
  @Prop({ type: String, default: '' })
  arn: string;

  @Prop({ type: String, required: true })
  fileName: string;

  @Prop({ type: String, required: true })
  pdfPath: string;

  @Prop({ type: String, required: true })
  uploadedBy: string;

  @Prop({ type: Form10beMatchSchema, default: null })
  match: Form10beMatch | null;

  /** The outbox item of the latest mailing (its state is the outbox's), null until first mailed. */
  @Prop({ type: String, default: null })
  mailOutboxId: string | null;

  @Prop({ type: Number, default: 0 })
  mailTimes: number;

  @Prop({ type: Date, default: null })
  lastQueuedAt: Date | null;

  @Prop({ type: String, default: null })
  lastQueuedBy: string | null;
}

export const Form10beCertificateSchema = SchemaFactory.createForClass(Form10beCertificate);
Form10beCertificateSchema.index({ financialYear: 1, uniqueId: 1, arn: 1 }, { unique: true });
// The Form 10BE screen's list: a year's certificates by donor name.
Form10beCertificateSchema.index({ financialYear: 1, donorName: 1, _id: 1 });
// A donor's history: their certificates by PAN.
Form10beCertificateSchema.index({ 'match.pan': 1 });
// The send state beside a donation: the certificates its donor's donations were matched to.
Form10beCertificateSchema.index({ 'match.donationIds': 1 });

export type Form10beCertificateRecord = Form10beCertificate & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

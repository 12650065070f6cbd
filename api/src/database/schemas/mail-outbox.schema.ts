import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * 'data-request-link': a mail carrying a data request's one-time link (blanked once sent, like an invite).
 * 'security-alert': a warning about an account or the Aadhaar numbers (failed sign-ins to its owner, reveals
 * past their limit to the admins), about no stored record.
 */
export const OUTBOX_KINDS = ['donation-acknowledgement', 'donation-receipt', 'account-invite', 'volunteer-notice', 'breach-notice', 'data-request-link', 'data-request', 'form-10be', 'security-alert', 'safeguarding-concern'] as const;
/** Kinds whose stored text holds a working link until sent: the copy kept afterwards is blanked. */
export const LINK_MAIL_KINDS: readonly OutboxKind[] = ['account-invite', 'data-request-link'];
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** 'cancelled': a receipt mail whose receipt was voided (or resent) before it went out. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One email waiting to go out (or gone). Written in the request, sent later by the OutboxWorker, so an SMTP
 * server that is slow or down never blocks or undoes a donation, a receipt or an HR decision.
 */
@Schema({ collection: 'mail_outbox', timestamps: true, versionKey: false })
export class MailOutboxItem {
  @Prop({ type: String, required: true, enum: OUTBOX_KINDS })
  kind: OutboxKind;

  /** The donation a donor's mail is about (donation kinds only). */
  @Prop({ type: String })
  donationId?: string;

  /** The volunteer or intern (applicant id) a portal mail goes to: invites and HR's decisions. */
  @Prop({ type: String })
  applicantId?: string;

  /** The breach incident a notice of a breach is about (breach notices only). */
  @Prop({ type: String })
  breachId?: string;

  /** The receipt this mail carries (receipt mails only), so a void cancels exactly its mail. */
  @Prop({ type: String })
  receiptNumber?: string;

  @Prop({ type: String, required: true })
  to: string;

  @Prop({ type: String, required: true })
  subject: string;

  @Prop({ type: String, required: true })
  text: string;

  @Prop({ type: String })
  html?: string;

  /** Storage key of the attached file (the receipt PDF, private area) and the name the donor sees. */
  @Prop({ type: String })
  attachmentKey?: string;

  @Prop({ type: String })
  attachmentName?: string;

  @Prop({ type: String, required: true, enum: OUTBOX_STATUSES, default: 'pending' })
  status: OutboxStatus;

  @Prop({ type: Number, required: true, default: 0 })
  attempts: number;

  @Prop({ type: Date, required: true, default: () => new Date() })
  nextAttemptAt: Date;

  @Prop({ type: String })
  lastError?: string;

  @Prop({ type: Date })
  sentAt?: Date;

  /** Set while one worker sends it; a claim older than the stale limit belongs to a worker that died. */
  @Prop({ type: String, default: null })
  claimedBy: string | null;

  @Prop({ type: Date, default: null })
  claimedAt: Date | null;
}

export const MailOutboxSchema = SchemaFactory.createForClass(MailOutboxItem);
MailOutboxSchema.index({ status: 1, nextAttemptAt: 1 });
MailOutboxSchema.index({ donationId: 1 });
MailOutboxSchema.index({ applicantId: 1 });

export type MailOutboxRecord = MailOutboxItem & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

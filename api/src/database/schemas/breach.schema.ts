import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { BREACH_DATA_KINDS, BREACH_LIMITS, BREACH_SCOPES, BREACH_STATES, LIMITS, type BreachDataKind, type BreachScope, type BreachState } from '@society/contracts';

/**
 * One personal-data breach on the register (DPDP Rules 2025, rule 7): the facts, whose data it reaches, and
 * when the Board was informed and reported to. Kept for good: the register is the society's evidence.
 */
@Schema({ collection: 'breaches', timestamps: true, versionKey: false })
export class Breach {
  @Prop({ type: String, required: true, trim: true, maxlength: BREACH_LIMITS.titleMax }) title: string;
  @Prop({ type: String, required: true, trim: true, maxlength: BREACH_LIMITS.textMax }) description: string;
  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax, default: '' }) location: string;
  @Prop({ type: Date, default: null }) occurredAt: Date | null;
  @Prop({ type: Date, required: true }) discoveredAt: Date;
  @Prop({ type: [String], enum: BREACH_DATA_KINDS, required: true }) kinds: BreachDataKind[];
  @Prop({ type: String, required: true, enum: BREACH_SCOPES, default: 'all' }) scope: BreachScope;
  /** Days in India (YYYY-MM-DD) of scope 'range'; either end may be open. */
  @Prop({ type: String, default: null }) from: string | null;
  @Prop({ type: String, default: null }) to: string | null;
  @Prop({ type: String, trim: true, maxlength: BREACH_LIMITS.textMax, default: '' }) consequences: string;
  @Prop({ type: String, trim: true, maxlength: BREACH_LIMITS.textMax, default: '' }) mitigation: string;
  @Prop({ type: String, trim: true, maxlength: BREACH_LIMITS.textMax, default: '' }) safetySteps: string;
  @Prop({ type: String, trim: true, maxlength: BREACH_LIMITS.textMax, default: '' }) cause: string;
  @Prop({ type: String, trim: true, maxlength: BREACH_LIMITS.textMax, default: '' }) remedial: string;
  @Prop({ type: Date, default: null }) extendedUntil: Date | null;
  @Prop({ type: String, required: true, enum: BREACH_STATES, default: 'open' }) state: BreachState;
  /** Email of the admin who recorded it. */
  @Prop({ type: String, required: true }) recordedBy: string;
  @Prop({ type: Date, default: null }) boardInformedAt: Date | null;
  @Prop({ type: Date, default: null }) reportSentAt: Date | null;
  @Prop({ type: Date, default: null }) closedAt: Date | null;
}

export const BreachSchema = SchemaFactory.createForClass(Breach);
// The register: newest found first.
BreachSchema.index({ discoveredAt: -1, _id: -1 });

export type BreachRecord = Breach & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/**
 * One notice of a breach queued by mail to one address: the record of the intimation (the outbox's copy of
 * the mail itself is deleted on its own schedule; this stays with the incident).
 */
@Schema({ collection: 'breach_notices', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class BreachNotice {
  @Prop({ type: String, required: true }) breachId: string;
  /** Lower-cased: one notice per address and incident. */
  @Prop({ type: String, required: true }) email: string;
  @Prop({ type: String, required: true, enum: BREACH_DATA_KINDS }) kind: BreachDataKind;
  @Prop({ type: String, required: true }) recordId: string;
  /** '' for a record without a name (a staff account may have none). */
  @Prop({ type: String, default: '' }) name: string;
  /** The outbox item that carries it, for its delivery state while the outbox keeps it (set once queued). */
  @Prop({ type: String, default: null }) outboxId: string | null;
  /** Email of the admin who sent it. */
  @Prop({ type: String, required: true }) sentBy: string;
}

export const BreachNoticeSchema = SchemaFactory.createForClass(BreachNotice);
BreachNoticeSchema.index({ breachId: 1, email: 1 }, { unique: true });

export type BreachNoticeRecord = BreachNotice & { _id: Types.ObjectId; createdAt: Date };

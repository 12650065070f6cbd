import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { AUDIT_ACTIONS, AUDIT_KINDS, LIMITS, ROLES, type AuditAction, type AuditKind, type AuditValue, type Role } from '@society/contracts';

@Schema({ _id: false, versionKey: false })
export class AuditFieldChangeDocument {
  @Prop({ type: String, required: true }) field: string;
  // A string, number, boolean or null: what the audit views (audit/audit-views.ts) produce.
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) before: AuditValue;
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) after: AuditValue;
}
const AuditFieldChangeSchema = SchemaFactory.createForClass(AuditFieldChangeDocument);

/**
 * One staff action (or login attempt) on record: who, when, from where, what. Written once and never changed:
 * its repository has no update or delete, and no route changes it.
 */
@Schema({ collection: 'audit_entries', versionKey: false })
export class AuditEntry {
  @Prop({ type: Date, required: true }) at: Date;
  @Prop({ type: MongooseSchema.Types.ObjectId }) actorId?: Types.ObjectId;
  /** Kept as it was at the time, so the entry still says who it was after the account is gone or renamed. */
  @Prop({ type: String, required: true, maxlength: LIMITS.emailMax }) actorEmail: string;
  @Prop({ type: String, enum: ROLES }) actorRole?: Role;
  @Prop({ type: String, required: true }) address: string;
  @Prop({ type: String, required: true, enum: AUDIT_KINDS }) kind: AuditKind;
  @Prop({ type: String, required: true, enum: AUDIT_ACTIONS }) action: AuditAction;
  @Prop({ type: String }) recordId?: string;
  @Prop({ type: String, default: '' }) recordLabel: string;
  @Prop({ type: [AuditFieldChangeSchema], default: [] }) changes: AuditFieldChangeDocument[];
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
// The Activity tab: newest first, perhaps of one kind.
AuditEntrySchema.index({ at: -1, _id: -1 });
AuditEntrySchema.index({ kind: 1, at: -1, _id: -1 });

export type AuditEntryRecord = AuditEntry & { _id: Types.ObjectId };

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { CONSENT_METHODS, GUARDIAN_ID_DOCUMENTS, GUARDIAN_LANGUAGES, GUARDIAN_RELATIONS, LIMITS, type ConsentMethod, type GuardianIdDocument, type GuardianLanguage, type GuardianRelation } from '@society/contracts';

const values = (options: ReadonlyArray<{ value: string }>) => options.map((option) => option.value);

/**
 * A parent's or lawful guardian's consent for a child's data (DPDP Act s.9): who gave it, how the society
 * verified them, when, and which staff member recorded it (taken from their sign-in).
 */
@Schema({ _id: false, versionKey: false })
export class GuardianConsent {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax }) guardianName: string;
  @Prop({ type: String, required: true, enum: values(GUARDIAN_RELATIONS) }) relation: GuardianRelation;
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.phoneMax }) phone: string;
  @Prop({ type: String, required: true, enum: values(CONSENT_METHODS) }) method: ConsentMethod;
  /** The kind of identity document seen in person (never its number). */
  @Prop({ type: String, enum: values(GUARDIAN_ID_DOCUMENTS) }) idDocumentSeen?: GuardianIdDocument;
  /** The private storage key of the signed form ('private/consent-forms/…'). */
  @Prop({ type: String }) signedFormPath?: string;
  /** The day consent was given (UTC midnight). */
  @Prop({ type: Date, required: true }) consentDate: Date;
  /** For letters and progress cards; absent on records kept before it was asked (read as DEFAULT_GUARDIAN_LANGUAGE). */
  @Prop({ type: String, enum: values(GUARDIAN_LANGUAGES) }) language?: GuardianLanguage;
  /** Photos showing the child may be published (issue 45): its own line, no unless the guardian said yes (absent: no). */
  @Prop({ type: Boolean, default: false }) photoConsent?: boolean;
  @Prop({ type: String, required: true, maxlength: LIMITS.emailMax }) recordedBy: string;
  @Prop({ type: Date, required: true }) recordedAt: Date;
}
export const GuardianConsentSchema = SchemaFactory.createForClass(GuardianConsent);

/** The guardian an applicant under 18 names on the public form (verified later by HR). */
@Schema({ _id: false, versionKey: false })
export class NamedGuardian {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax }) name: string;
  @Prop({ type: String, required: true, enum: values(GUARDIAN_RELATIONS) }) relation: GuardianRelation;
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.phoneMax }) phone: string;
}
export const NamedGuardianSchema = SchemaFactory.createForClass(NamedGuardian);

/** What happened when the guardian withdrew consent: kept on the reduced record in place of the child's details. */
@Schema({ _id: false, versionKey: false })
export class ConsentWithdrawal {
  @Prop({ type: Date, required: true }) withdrawnAt: Date;
  @Prop({ type: String, required: true, maxlength: LIMITS.emailMax }) recordedBy: string;
  /** All a student's record keeps: the year of admission, for the society's anonymised enrolment count. */
  @Prop({ type: Number }) admissionYear?: number;
}
export const ConsentWithdrawalSchema = SchemaFactory.createForClass(ConsentWithdrawal);

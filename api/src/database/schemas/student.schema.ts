import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { GENDERS, LIMITS, type Gender } from '@society/contracts';
import { ConsentWithdrawal, ConsentWithdrawalSchema, GuardianConsent, GuardianConsentSchema } from './guardian-consent.schema';

/** An Aadhaar number encrypted at rest (AES-256-GCM, see security/aadhaar-cipher.ts); never the digits. */
@Schema({ _id: false, versionKey: false })
export class EncryptedAadhaar {
  @Prop({ type: String, required: true }) ciphertext: string;
  @Prop({ type: String, required: true }) iv: string;
  @Prop({ type: String, required: true }) tag: string;
  /** Id of the key that sealed it, so keys can be rotated. */
  @Prop({ type: String, required: true }) keyVersion: string;
}
const EncryptedAadhaarSchema = SchemaFactory.createForClass(EncryptedAadhaar);

/**
 * A child taught by the society (team dashboard). Dates are calendar days stored at UTC midnight. `age` is
 * kept only when there is no date of birth; otherwise it is derived when read.
 */
@Schema({ collection: 'students', timestamps: true, versionKey: false })
export class Student {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax })
  name: string;

  @Prop({ type: String, required: true, enum: GENDERS, default: 'male' })
  gender: Gender;

  @Prop({ type: String, trim: true, maxlength: LIMITS.nameMax, default: '' }) fatherName: string;
  @Prop({ type: String, trim: true, maxlength: LIMITS.nameMax, default: '' }) motherName: string;
  @Prop({ type: Date }) dob?: Date;
  @Prop({ type: Date }) admissionDate?: Date;
  @Prop({ type: Number, min: 0, max: 25 }) age?: number;
  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax, default: '' }) address: string;
  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax, default: '' }) area: string;
  @Prop({ type: String, trim: true, maxlength: LIMITS.phoneMax, default: '' }) contactNumber: string;
  @Prop({ type: Boolean, required: true, default: false }) admittedInSchool: boolean;
  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax, default: '' }) schoolName: string;
  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax, default: '' }) classStudying: string;
  @Prop({ type: Date }) endDate?: Date;

  @Prop({ type: EncryptedAadhaarSchema }) aadhaar?: EncryptedAadhaar;

  /** The last four digits, all that lists and details show ('XXXX XXXX 1234'). */
  @Prop({ type: String, match: /^\d{4}$/ }) aadhaarLast4?: string;

  /** Required for every record saved since consent records began; missing on older ones (docs/data-protection.md, Children). */
  @Prop({ type: GuardianConsentSchema }) guardianConsent?: GuardianConsent;

  /** Set when the guardian withdrew consent: the child's details are gone, only this and the year remain. */
  @Prop({ type: ConsentWithdrawalSchema }) consentWithdrawal?: ConsentWithdrawal;

  /** Sort keys (contracts' studentSortKeys), set by the repository on every write; never sent. */
  @Prop({ type: String }) nameKey?: string;
  @Prop({ type: String }) classKey?: string;
}

export const StudentSchema = SchemaFactory.createForClass(Student);
// The team's list: by name (the default), class in school order, or when added.
StudentSchema.index({ nameKey: 1, _id: 1 });
StudentSchema.index({ classKey: 1, _id: 1 });
StudentSchema.index({ createdAt: -1, _id: -1 });

/** A student as read for lists and details: everything but the encrypted number. */
export type StudentRecord = Omit<Student, 'aadhaar'> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

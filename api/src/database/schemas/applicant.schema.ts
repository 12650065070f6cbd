import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Consent, ConsentSchema } from './consent.schema';
import { GuardianConsent, GuardianConsentSchema, NamedGuardian, NamedGuardianSchema } from './guardian-consent.schema';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { withNameKey } from '../sort-key';
import {
  APPLICANT_STATUSES,
  APPLICANT_TYPES,
  GENDERS,
  LIMITS,
  type ApplicantStatus,
  type ApplicantType,
  type Gender,
  LOCALES,
  type Locale,
} from '@society/contracts';

/** One entry of an applicant's remarks history (HR). Its _id tells the client's new remarks from stored ones. */
@Schema({ versionKey: false })
export class Remark {
  @Prop({ type: Date, required: true, default: () => new Date() })
  date: Date;

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.messageMax })
  text: string;

  /** Email of the staff member who wrote it. */
  @Prop({ type: String, trim: true, maxlength: LIMITS.emailMax })
  author?: string;
}
const RemarkSchema = SchemaFactory.createForClass(Remark);

/**
 * A volunteer or intern application and its HR follow-up. A volunteer's 'area' is stored in `interests`
 * and its 'referralSource' in `reference`, so HR sees one shape for both kinds.
 */
@Schema({ collection: 'applicants', timestamps: true, versionKey: false })
export class Applicant {
  @Prop({ type: String, required: true, enum: APPLICANT_TYPES })
  type: ApplicantType;

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax })
  name: string;

  @Prop({ type: String, required: true, trim: true, lowercase: true, maxlength: LIMITS.emailMax })
  email: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.phoneMax })
  phone?: string;

  @Prop({ type: String, enum: GENDERS })
  gender?: Gender;

  @Prop({ type: Date })
  dob?: Date;

  /** dob's month and day ('MM-DD'), kept by the repository: the Birthday List's filter and order (FerretDB v1 has no date operators). */
  @Prop({ type: String })
  birthMonthDay?: string;

  @Prop({ type: [String], default: [] })
  interests: string[];

  /** Hours per week (number) for volunteers, 'full-time' | 'part-time' | 'always' for interns. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  availability?: number | string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  reference?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.messageMax })
  experience?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  course?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  college?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  duration?: string;

  @Prop({ type: Boolean, required: true, default: false })
  agreeToTerms: boolean;

  @Prop({ type: String, required: true, enum: APPLICANT_STATUSES, default: 'pending' })
  status: ApplicantStatus;

  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  assignedPosition?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  assignedTeam?: string;

  @Prop({ type: Date })
  interviewDate?: Date;

  /** Date of joining. */
  @Prop({ type: Date })
  doj?: Date;

  /** Date of leaving. */
  @Prop({ type: Date })
  dol?: Date;

  @Prop({ type: String, trim: true, maxlength: LIMITS.messageMax })
  rejectionReason?: string;

  @Prop({ type: [RemarkSchema], default: [] })
  remarks: Remark[];

  /** The privacy notice accepted with the submission (missing on records older than consent records). */
  @Prop({ type: ConsentSchema })
  consent?: Consent;

  /** The language the person wrote in ('hi' from the Hindi pages): their mails are in it. Older records: 'en'. */
  @Prop({ type: String, enum: LOCALES, default: 'en' })
  language?: Locale;

  /** The guardian named on the form by an applicant under 18. */
  @Prop({ type: NamedGuardianSchema })
  guardian?: NamedGuardian;

  /** The guardian's consent as HR verified and recorded it (needed past Pending while under 18). */
  @Prop({ type: GuardianConsentSchema })
  guardianConsent?: GuardianConsent;
}

export const ApplicantSchema = SchemaFactory.createForClass(Applicant);
withNameKey(ApplicantSchema);
// One application per email and kind (409 otherwise); emails are stored lowercased.
ApplicantSchema.index({ type: 1, email: 1 }, { unique: true });
// HR's tables: ongoing (by status), volunteers and interns (by kind), newest first, by name or by status.
ApplicantSchema.index({ status: 1, createdAt: -1, _id: -1 });
ApplicantSchema.index({ type: 1, createdAt: -1, _id: -1 });
ApplicantSchema.index({ createdAt: -1, _id: -1 });
ApplicantSchema.index({ nameKey: 1, _id: 1 });
ApplicantSchema.index({ status: 1, _id: 1 });
// The Birthday List: one month, by day.
ApplicantSchema.index({ birthMonthDay: 1, nameKey: 1, _id: 1 });

export type RemarkRecord = Remark & { _id?: Types.ObjectId };
export type ApplicantRecord = Omit<Applicant, 'remarks'> & { _id: Types.ObjectId; remarks: RemarkRecord[]; createdAt: Date; updatedAt: Date };

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { LIMITS, ROLES, type Role } from '@society/contracts';

// No `select: false` on passwordHash: FerretDB cannot run findOneAndUpdate with the projection mongoose
// would add. Secrets are kept out of responses by the mappers instead.
@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class User {
  @Prop({ type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: LIMITS.emailMax })
  email: string;

  /** Absent for a volunteer invited who has not set a password yet: no password opens such an account. */
  @Prop({ type: String })
  passwordHash?: string;

  @Prop({ type: String, required: true, enum: ROLES })
  role: Role;

  @Prop({ type: String, trim: true, maxlength: LIMITS.nameMax })
  name?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.phoneMax })
  phone?: string;

  /** Tokens carry the value this had when they were issued; a password change makes them stale. */
  @Prop({ type: Date })
  passwordChangedAt?: Date;

  /** The same for the role: giving an old role back later must not revive the tokens issued under it. */
  @Prop({ type: Date })
  roleChangedAt?: Date;

  /** A volunteer account's person (the applicant HR onboarded); only role 'volunteer' has one. */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  applicantId?: Types.ObjectId;

  /** Set while the account may not sign in (HR disabled it, or the person left); its tokens stop working. */
  @Prop({ type: Date })
  disabledAt?: Date;

  /** The last time the account was disabled: as for the password, enabling it again must not revive the tokens it had. */
  @Prop({ type: Date })
  sessionsEndedAt?: Date;

  /** SHA-256 of the invite link's token (the token itself is only in the mail), and when the link stops working. */
  @Prop({ type: String })
  inviteTokenHash?: string;

  @Prop({ type: Date })
  inviteExpiresAt?: Date;

  @Prop({ type: Date })
  invitedAt?: Date;
}

export const UserSchema = SchemaFactory.createForClass(User);
// The admin's list: by email, by role (perhaps one role, by email), or when added.
UserSchema.index({ email: 1, _id: 1 });
UserSchema.index({ role: 1, email: 1, _id: 1 });
UserSchema.index({ role: 1, _id: 1 });
UserSchema.index({ createdAt: 1, _id: 1 });
UserSchema.index({ applicantId: 1 }, { sparse: true });
UserSchema.index({ inviteTokenHash: 1 }, { sparse: true });

/** A user as read from the database (lean). Never send it as is: go through a mapper. */
export type UserRecord = User & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

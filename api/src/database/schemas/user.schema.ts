import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { LIMITS, ROLES, type Role } from '@society/contracts';

// No `select: false` on passwordHash: FerretDB cannot run findOneAndUpdate with the projection mongoose
// would add. Secrets are kept out of responses by the mappers instead.
@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class User {
  @Prop({ type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: LIMITS.emailMax })
  email: string;

  @Prop({ type: String, required: true })
  passwordHash: string;

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
}

export const UserSchema = SchemaFactory.createForClass(User);
// The admin's list: by email (the unique index), by role, or when added.
UserSchema.index({ role: 1, email: 1 });
UserSchema.index({ createdAt: 1, _id: 1 });

/** A user as read from the database (lean). Never send it as is: go through a mapper. */
export type UserRecord = User & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

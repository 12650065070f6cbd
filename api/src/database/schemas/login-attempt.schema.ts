import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One failed login; counted per email and per client address inside a sliding window. */
@Schema({ collection: 'login_attempts', versionKey: false })
export class LoginAttempt {
  @Prop({ type: String, required: true })
  email: string;

  @Prop({ type: String, required: true })
  ip: string;

  /** End of the throttling window for this failure; cleaned up periodically (no TTL index on FerretDB). */
  @Prop({ type: Date, required: true })
  expiresAt: Date;
}

export const LoginAttemptSchema = SchemaFactory.createForClass(LoginAttempt);
LoginAttemptSchema.index({ email: 1, expiresAt: 1 });
LoginAttemptSchema.index({ ip: 1, expiresAt: 1 });
LoginAttemptSchema.index({ expiresAt: 1 });

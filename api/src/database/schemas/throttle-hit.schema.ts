import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One counted event for a throttle: a failed login (per email, per address) or a public form sent from an
 * address. Stored in the database so every API replica sees the same counts.
 */
@Schema({ collection: 'throttle_hits', versionKey: false })
export class ThrottleHit {
  /** What is counted, e.g. 'login-email', 'login-ip', 'form:contact'. */
  @Prop({ type: String, required: true })
  bucket: string;

  /** Who is counted: an email or a client address. */
  @Prop({ type: String, required: true })
  key: string;

  /** End of the window for this hit; cleaned up periodically (no TTL index on FerretDB). */
  @Prop({ type: Date, required: true })
  expiresAt: Date;
}

export const ThrottleHitSchema = SchemaFactory.createForClass(ThrottleHit);
ThrottleHitSchema.index({ bucket: 1, key: 1, expiresAt: 1 });
ThrottleHitSchema.index({ expiresAt: 1 });

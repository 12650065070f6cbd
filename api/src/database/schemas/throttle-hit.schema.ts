import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * How often one key (an email or a client address) hit one throttle (failed logins, a public form) in one
 * fixed window. Stored in the database so every API replica sees the same counts; addressed by _id
 * (`bucket|key|windowStart`) because an _id lookup is the one filter FerretDB hands to SQLite, so a check
 * stays two key reads however many records pile up.
 */
@Schema({ collection: 'throttle_hits', versionKey: false })
export class ThrottleHit {
  @Prop({ type: String, required: true })
  _id: string;

  /** What is counted, e.g. 'login-email', 'login-ip', 'form:contact'. */
  @Prop({ type: String, required: true })
  bucket: string;

  /** Who is counted: an email or a client address. */
  @Prop({ type: String, required: true })
  key: string;

  @Prop({ type: Date, required: true })
  windowStart: Date;

  @Prop({ type: Number, required: true, default: 0 })
  count: number;

  /** When the record stops mattering (two windows on); cleaned up periodically (no TTL index on FerretDB). */
  @Prop({ type: Date, required: true })
  expiresAt: Date;
}

export const ThrottleHitSchema = SchemaFactory.createForClass(ThrottleHit);
ThrottleHitSchema.index({ expiresAt: 1 });

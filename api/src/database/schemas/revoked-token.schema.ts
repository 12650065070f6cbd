import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A logged-out token, keyed by its jti (the _id, the only key FerretDB looks up without a scan). */
@Schema({ collection: 'revoked_tokens', versionKey: false })
export class RevokedToken {
  @Prop({ type: String, required: true })
  _id: string;

  /** When the token would have expired anyway; past it the record is cleaned up (no TTL index on FerretDB). */
  @Prop({ type: Date, required: true })
  expiresAt: Date;
}

export const RevokedTokenSchema = SchemaFactory.createForClass(RevokedToken);
RevokedTokenSchema.index({ expiresAt: 1 });

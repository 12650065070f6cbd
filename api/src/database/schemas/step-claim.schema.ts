import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One claim on a record for one staff step (an erasure, a receipt's issue), shared by every API replica.
 * A step claims its record by inserting the next attempt of the record's key: the _id (`key#attempt`) is
 * unique, so of two replicas claiming together exactly one insert succeeds, on MongoDB and on the embedded
 * engine alike (the engine's conditional updates read and write back without a lock, so both could win).
 * The holder alone writes its claim afterwards (to release it); a claim whose holder died is taken over by
 * inserting the next attempt once `heldUntil` has passed.
 */
@Schema({ collection: 'step_claims', versionKey: false })
export class StepClaim {
  @Prop({ type: String, required: true })
  _id: string;

  /** What is claimed, e.g. `data-request:<id>` or `donation:<id>`. */
  @Prop({ type: String, required: true })
  key: string;

  @Prop({ type: Number, required: true })
  attempt: number;

  /** Which step holds it (a random id per claim). */
  @Prop({ type: String, required: true })
  holder: string;

  @Prop({ type: Date, required: true })
  claimedAt: Date;

  /** Past this time an unreleased claim is taken to belong to a process that died. */
  @Prop({ type: Date, required: true })
  heldUntil: Date;

  @Prop({ type: Date, default: null })
  releasedAt: Date | null;
}

export const StepClaimSchema = SchemaFactory.createForClass(StepClaim);
StepClaimSchema.index({ key: 1, attempt: -1 });

export type StepClaimRecord = StepClaim;

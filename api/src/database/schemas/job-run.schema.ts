import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * One attempt at one day's run of a scheduled job (the retention job), shared by every API replica.
 * A replica claims the run by inserting this document: its _id (`job:day:attempt`) is unique, so of
 * several replicas starting together exactly one insert succeeds, on MongoDB and on the embedded engine
 * alike (the engine's conditional updates read and write back without a lock, so two could both win).
 * A claim whose holder died mid-run is taken over by inserting the next attempt once `heldUntil` passed.
 */
@Schema({ collection: 'job_runs', versionKey: false })
export class JobRun {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true })
  job: string;

  /** The day in India the run belongs to (YYYY-MM-DD). */
  @Prop({ type: String, required: true })
  day: string;

  @Prop({ type: Number, required: true })
  attempt: number;

  /** Which process runs it (a random id per process). */
  @Prop({ type: String, required: true })
  holder: string;

  @Prop({ type: Date, required: true })
  startedAt: Date;

  /** Past this time an unfinished run is taken to have died and may be run again. */
  @Prop({ type: Date, required: true })
  heldUntil: Date;

  @Prop({ type: Date, default: null })
  finishedAt: Date | null;

  /** What the run did, e.g. how many records of each kind it deleted. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: () => ({}) })
  outcome: Record<string, number>;
}

export const JobRunSchema = SchemaFactory.createForClass(JobRun);
JobRunSchema.index({ job: 1, day: 1 });
JobRunSchema.index({ job: 1, startedAt: -1 });

export type JobRunRecord = JobRun;

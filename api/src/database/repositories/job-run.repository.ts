import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../duplicate-key';
import { JobRun, type JobRunRecord } from '../schemas/job-run.schema';

@Injectable()
export class JobRunRepository {
  constructor(@InjectModel(JobRun.name) private readonly runs: Model<JobRun>) {}

  /** The latest attempt at one day's run of a job, or null when none was made. */
  latest(job: string, day: string): Promise<JobRunRecord | null> {
    return this.runs.findOne({ job, day }).sort({ attempt: -1 }).lean<JobRunRecord>().exec();
  }

  /** The latest finished run of a job (any day). */
  lastFinished(job: string): Promise<JobRunRecord | null> {
    return this.runs.findOne({ job, finishedAt: { $ne: null } }).sort({ startedAt: -1 }).lean<JobRunRecord>().exec();
  }

  /**
   * Claims attempt `attempt` of the day's run with one insert; false when another process inserted it
   * first (the unique _id refuses the second).
   */
  async claim(run: Omit<JobRun, '_id' | 'finishedAt' | 'outcome'>): Promise<boolean> {
    try {
      await this.runs.create({ ...run, _id: `${run.job}:${run.day}:${run.attempt}`, finishedAt: null, outcome: {} });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Marks a claimed run finished with what it did. */
  async finish(job: string, day: string, attempt: number, holder: string, outcome: Record<string, number>, at: Date): Promise<void> {
    await this.runs.updateOne({ _id: `${job}:${day}:${attempt}`, holder }, { $set: { finishedAt: at, outcome } }).exec();
  }
}

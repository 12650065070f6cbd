import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AttendanceMark, ClassDayKind } from '@society/contracts';
import { ClassDay, type ClassDayRecord, type ClassDayWrite } from '../schemas/class-day.schema';

/** A day's standing values after a write (the history gains the write itself). */
export interface ClassDayState {
  kind: ClassDayKind;
  kindRecordedAt: Date;
  marks: Record<string, AttendanceMark>;
  markedAt: Record<string, string>;
  savedBy: string;
  savedAt: Date;
}

@Injectable()
export class ClassDayRepository {
  constructor(@InjectModel(ClassDay.name) private readonly days: Model<ClassDay>) {}

  find(batchId: string, day: string): Promise<ClassDayRecord | null> {
    return this.days.findOne({ batchId, day }).lean<ClassDayRecord>().exec();
  }

  /** The batch's days from `from` to `to` (both YYYY-MM-DD, inclusive), by day. */
  async listInBatch(batchId: string, from: string, to: string): Promise<ClassDayRecord[]> {
    const days = await this.days.find({ batchId, day: { $gte: from, $lte: to } }, { history: 0 }).lean<ClassDayRecord[]>().exec();
    // Sorted here: the embedded engine sorts no filtered read itself, and a batch has a few hundred days a year.
    return days.sort((a, b) => a.day.localeCompare(b.day));
  }

  /** The days of these batches from `from` to `to` (without their history), by batch and day. */
  async listInBatches(batchIds: readonly string[], from: string, to: string): Promise<ClassDayRecord[]> {
    const days = await this.days.find({ batchId: { $in: [...batchIds] }, day: { $gte: from, $lte: to } }, { history: 0 }).lean<ClassDayRecord[]>().exec();
    return days.sort((a, b) => a.batchId.localeCompare(b.batchId) || a.day.localeCompare(b.day));
  }

  /** Saves the day's standing values and adds `write` to its history (creating the day if it had none). */
  async save(batchId: string, day: string, state: ClassDayState, write: ClassDayWrite): Promise<void> {
    await this.days.updateOne({ batchId, day }, { $set: state, $push: { history: write } }, { upsert: true }).exec();
  }

  /** Many days at once (seeding a year). */
  async insertMany(days: ClassDay[]): Promise<void> {
    await this.days.insertMany(days, { lean: true });
  }

  /** A child's marks go (erasure): every day that holds one is rewritten without it, history included. */
  async eraseStudent(batchIds: readonly string[], studentId: string): Promise<number> {
    const days = await this.days.find({ batchId: { $in: [...batchIds] }, [`markedAt.${studentId}`]: { $exists: true } }).lean<ClassDayRecord[]>().exec();
    for (const found of days) {
      const history = found.history.map((write) => ({ ...write, marks: without(write.marks, studentId) }));
      await this.days.updateOne({ _id: found._id }, { $set: { marks: without(found.marks, studentId), markedAt: without(found.markedAt, studentId), history } }).exec();
    }
    return days.length;
  }

  /** How many of these batches' documents the retention schedule would delete (their academic year is past its period). */
  countInBatches(batchIds: readonly string[]): Promise<number> {
    return this.days.countDocuments({ batchId: { $in: [...batchIds] } }).exec();
  }

  /** The retention schedule: these batches' documents go (their academic year is past its period). */
  async deleteInBatches(batchIds: readonly string[]): Promise<number> {
    return (await this.days.deleteMany({ batchId: { $in: [...batchIds] } }).exec()).deletedCount;
  }
}

function without<T>(map: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = map;
  return rest;
}

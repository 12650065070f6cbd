import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AttendanceMark, ClassDayKind } from '@society/contracts';
import { calendarDays } from '../calendar';
import { ClassDay, classDayId, type ClassDayRecord, type ClassDayWrite } from '../schemas/class-day.schema';

/** Lookups by id in flight at once for one list. */
const PARALLEL_READS = 32;


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
    return this.days.findById(classDayId(batchId, day)).lean<ClassDayRecord>().exec();
  }

  /** The batch's days from `from` to `to` (both YYYY-MM-DD, inclusive; without their history), by day. */
  async listInBatch(batchId: string, from: string, to: string): Promise<ClassDayRecord[]> {
    const found: ClassDayRecord[] = [];
    const ids = calendarDays(from, to).map((day) => classDayId(batchId, day));
    // Read by their ids, a few at a time: each is one lookup of the engine's primary key.
    for (let start = 0; start < ids.length; start += PARALLEL_READS) {
      const chunk = ids.slice(start, start + PARALLEL_READS);
      const days = await Promise.all(chunk.map((id) => this.days.findById(id, { history: 0 }).lean<ClassDayRecord>().exec()));
      found.push(...days.filter((day): day is ClassDayRecord => day !== null));
    }
    return found;
  }

  /** The days of these batches from `from` to `to` (without their history), by batch and day. */
  async listInBatches(batchIds: readonly string[], from: string, to: string): Promise<ClassDayRecord[]> {
    const sorted = [...new Set(batchIds)].sort();
    return (await Promise.all(sorted.map((batchId) => this.listInBatch(batchId, from, to)))).flat();
  }

  /** Saves the day's standing values and adds `write` to its history (creating the day if it had none). */
  async save(batchId: string, day: string, state: ClassDayState, write: ClassDayWrite): Promise<void> {
    await this.days.updateOne({ _id: classDayId(batchId, day) }, { $set: { ...state, batchId, day }, $push: { history: write } }, { upsert: true }).exec();
  }

  /** Many days at once (seeding a year). */
  async insertMany(days: Array<Omit<ClassDay, '_id'>>): Promise<void> {
    await this.days.insertMany(days.map((day) => ({ ...day, _id: classDayId(day.batchId, day.day) })), { lean: true });
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

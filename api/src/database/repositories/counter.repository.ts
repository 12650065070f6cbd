import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Counter } from '../schemas/counter.schema';

const VISITORS = 'visitors';

@Injectable()
export class CounterRepository {
  constructor(@InjectModel(Counter.name) private readonly counters: Model<Counter>) {}

  /** Atomic on MongoDB ($inc with upsert on one document); returns the new count. */
  async incrementVisitors(): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: VISITORS }, { $inc: { count: 1 } }, { upsert: true, new: true })
      .lean<Counter>()
      .exec();
    return counter?.count ?? 0;
  }

  /**
   * The next number of a named sequence (1, 2, 3, ...): one atomic $inc on one document, created on first
   * use. Callers in this process serialise calls per name (FerretDB's $inc is not atomic under concurrency).
   */
  async nextInSequence(name: string): Promise<number> {
    const next = () =>
      this.counters.findOneAndUpdate({ _id: name }, { $inc: { count: 1 } }, { upsert: true, new: true }).lean<Counter>().exec();
    let counter: Counter | null;
    try {
      counter = await next();
    } catch (error) {
      // Two processes creating the same counter at once: one insert wins (11000), the retry increments it.
      if ((error as { code?: number }).code !== 11000) throw error;
      counter = await next();
    }
    if (!counter) throw new Error(`Counter ${name} was not returned`);
    return counter.count;
  }
}

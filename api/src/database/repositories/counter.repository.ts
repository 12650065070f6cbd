import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { KeyedLock } from '../keyed-lock';
import { isDuplicateKey } from '../duplicate-key';
import { Counter } from '../schemas/counter.schema';

const VISITORS = 'visitors';

@Injectable()
export class CounterRepository {
  /**
   * MongoDB's $inc is atomic; FerretDB (the embedded engine) reads, changes and writes the document back
   * without a lock, so concurrent increments of one counter get lost (measured: 200 at once left it at 5
   * to 93). One increment per counter at a time in this process keeps the embedded engine exact too.
   */
  private readonly increments = new KeyedLock();

  constructor(@InjectModel(Counter.name) private readonly counters: Model<Counter>) {}

  /** One $inc with upsert on one document; returns the new count. */
  incrementVisitors(): Promise<number> {
    return this.increments.run(VISITORS, async () => {
      const counter = await this.increment(VISITORS);
      return counter?.count ?? 0;
    });
  }

  /** The visitor count as it stands (0 before the first visit). */
  async visitors(): Promise<number> {
    return (await this.counters.findById(VISITORS, { count: 1 }).lean<Pick<Counter, 'count'>>().exec())?.count ?? 0;
  }

  /** The next number of a named sequence (1, 2, 3, ...): one $inc on one document, created on first use. */
  nextInSequence(name: string): Promise<number> {
    return this.increments.run(name, async () => {
      let counter: Counter | null;
      try {
        counter = await this.increment(name);
      } catch (error) {
        // Two processes creating the same counter at once: one insert wins, the retry increments it.
        if (!isDuplicateKey(error)) throw error;
        counter = await this.increment(name);
      }
      if (!counter) throw new Error(`Counter ${name} was not returned`);
      return counter.count;
    });
  }

  private increment(name: string): Promise<Counter | null> {
    return this.counters.findOneAndUpdate({ _id: name }, { $inc: { count: 1 } }, { upsert: true, new: true }).lean<Counter>().exec();
  }
}

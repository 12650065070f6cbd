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
}

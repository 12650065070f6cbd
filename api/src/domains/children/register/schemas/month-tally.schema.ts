import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One child's month in a batch: marks on held days, and how many of them present or late. */
export interface ChildMonth {
  present: number;
  marks: number;
}

/**
 * A batch's attendance counted per month and child, each month recounted from its class days whenever one of
 * them is saved. Under the batch's own id (a batch is one academic year): the outcomes read a centre's year as
 * ten small documents found by id, instead of its 66,000 marks.
 */
@Schema({ collection: 'register_attendance_tallies', versionKey: false, minimize: false })
export class MonthTally {
  /** The batch's id. */
  @Prop({ type: String, required: true }) _id: string;
  /**
   * YYYY-MM → studentId → the child's month as one number, marks × 100 + present (a month has at most 31 class
   * days): the engine reads one value a child instead of an object of two, and a year is 3,600 of them.
   */
  @Prop({ type: Object, default: {} }) months: Record<string, Record<string, number>>;
}

export const MonthTallySchema = SchemaFactory.createForClass(MonthTally);

export type MonthTallyRecord = MonthTally;

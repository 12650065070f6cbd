import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Named counters (the visitor count); one document each, keyed by name. */
@Schema({ collection: 'counters', versionKey: false })
export class Counter {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Number, required: true, default: 0 })
  count: number;
}

export const CounterSchema = SchemaFactory.createForClass(Counter);

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { REGISTER_RULES } from '@society/contracts';

/** A learning centre the society teaches at (issue 44): kept by the team and the admin. */
@Schema({ collection: 'register_centres', timestamps: true, versionKey: false })
export class Centre {
  @Prop({ type: String, required: true, trim: true, maxlength: REGISTER_RULES.centreNameMax }) name: string;
  @Prop({ type: String, trim: true, maxlength: REGISTER_RULES.centreNameMax, default: '' }) area: string;
  @Prop({ type: String, trim: true, maxlength: REGISTER_RULES.addressMax, default: '' }) address: string;
  /** An https map link, or ''. */
  @Prop({ type: String, trim: true, default: '' }) mapUrl: string;
  @Prop({ type: Boolean, required: true, default: true }) active: boolean;
}

export const CentreSchema = SchemaFactory.createForClass(Centre);
// The list: by name.
CentreSchema.index({ name: 1, _id: 1 });

export type CentreRecord = Centre & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

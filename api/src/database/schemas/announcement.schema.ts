import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { LIMITS } from '@society/contracts';

// Field names keep the spec's capitalisation (Title, Announcement): the fronts read them as is.
@Schema({ collection: 'announcements', timestamps: true, versionKey: false })
export class Announcement {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.announcementTitleMax })
  Title: string;

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.announcementBodyMax })
  Announcement: string;

  /** The title and text in Hindi (issue 32); '' or missing: Hindi pages show the English. */
  @Prop({ type: String, trim: true, maxlength: LIMITS.announcementTitleMax })
  TitleHi?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.announcementBodyMax })
  AnnouncementHi?: string;

  @Prop({
    type: Number,
    required: true,
    default: LIMITS.announcementOrderMin,
    min: LIMITS.announcementOrderMin,
    validate: { validator: Number.isInteger, message: 'order must be a whole number' },
  })
  order: number;
}

export const AnnouncementSchema = SchemaFactory.createForClass(Announcement);
AnnouncementSchema.index({ order: 1 });

export type AnnouncementRecord = Announcement & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

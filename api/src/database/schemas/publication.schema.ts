import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { LIMITS, PUBLICATION_TYPES, type PublicationType } from '@society/contracts';
import { ImageVariant, ImageVariantSchema } from './image-variant.schema';

@Schema({ collection: 'publications', timestamps: true, versionKey: false })
export class Publication {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.shortTextMax })
  title: string;

  @Prop({ type: String, required: true, enum: PUBLICATION_TYPES })
  type: PublicationType;

  @Prop({ type: String, trim: true, default: '', maxlength: LIMITS.messageMax })
  description: string;

  /** The title and description in Hindi (issue 32); '' or missing: Hindi pages show the English. */
  @Prop({ type: String, trim: true, default: '', maxlength: LIMITS.shortTextMax })
  titleHi?: string;

  @Prop({ type: String, trim: true, default: '', maxlength: LIMITS.messageMax })
  descriptionHi?: string;

  @Prop({ type: Date, required: true })
  publishDate: Date;

  /** Link to the PDF. */
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.urlMax })
  fileUrl: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.urlMax })
  flipbookUrl?: string;

  /** Storage key of the cover image (under public/); responses turn it into `coverImage`, a URL path. */
  @Prop({ type: String })
  coverImagePath?: string;

  /** Every stored copy of the cover, smallest first (coverImagePath is the widest). */
  @Prop({ type: [ImageVariantSchema], default: [] })
  coverImageVariants: ImageVariant[];
}

export const PublicationSchema = SchemaFactory.createForClass(Publication);
PublicationSchema.index({ publishDate: -1 });

export type PublicationRecord = Publication & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

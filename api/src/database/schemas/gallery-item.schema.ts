import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, LIMITS, type GalleryCategory } from '@society/contracts';
import { ImageVariant, ImageVariantSchema } from './image-variant.schema';

@Schema({ collection: 'gallery_items', timestamps: true, versionKey: false })
export class GalleryItem {
  /** Storage key of the photo (under public/); responses turn it into `imageUrl`. */
  @Prop({ type: String, required: true })
  imagePath: string;

  /** Every stored copy, smallest first (imagePath is the widest); empty for photos stored before copies were made. */
  @Prop({ type: [ImageVariantSchema], default: [] })
  imageVariants: ImageVariant[];

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.shortTextMax })
  title: string;

  @Prop({ type: String, trim: true, default: '', maxlength: LIMITS.messageMax })
  description: string;

  /** The title and description in Hindi (issue 32); '' or missing: Hindi pages show the English. */
  @Prop({ type: String, trim: true, default: '', maxlength: LIMITS.shortTextMax })
  titleHi?: string;

  @Prop({ type: String, trim: true, default: '', maxlength: LIMITS.messageMax })
  descriptionHi?: string;

  @Prop({ type: String, required: true, enum: GALLERY_CATEGORIES, default: DEFAULT_GALLERY_CATEGORY })
  category: GalleryCategory;
}

export const GalleryItemSchema = SchemaFactory.createForClass(GalleryItem);
// Newest first, of every category and of one (the public gallery's pages).
GalleryItemSchema.index({ createdAt: -1, _id: -1 });
GalleryItemSchema.index({ category: 1, createdAt: -1, _id: -1 });

export type GalleryItemRecord = GalleryItem & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

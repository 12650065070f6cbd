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

  /** false: a draft, kept off the public gallery. Items stored before issue 45 have none and are published. */
  @Prop({ type: Boolean, default: true })
  published?: boolean;

  /** The photo shows children: it is published only while every child in childIds has a guardian's photo consent. */
  @Prop({ type: Boolean, default: false })
  showsChildren?: boolean;

  /** The children in the photo (student ids). */
  @Prop({ type: [String], default: [] })
  childIds?: string[];
}

export const GalleryItemSchema = SchemaFactory.createForClass(GalleryItem);
// Newest first, of every category and of one (the public gallery's pages).
GalleryItemSchema.index({ createdAt: -1, _id: -1 });
GalleryItemSchema.index({ category: 1, createdAt: -1, _id: -1 });
// The photos of a child, unpublished when their guardian's photo consent goes.
GalleryItemSchema.index({ childIds: 1 });

export type GalleryItemRecord = GalleryItem & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

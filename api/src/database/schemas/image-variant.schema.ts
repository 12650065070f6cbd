import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One stored copy of a site image at one width: a record lists them all for <img srcset>. */
@Schema({ _id: false, versionKey: false })
export class ImageVariant {
  /** Width in pixels, the srcset's `w` descriptor. */
  @Prop({ type: Number, required: true })
  width: number;

  /** Storage key of this copy (under public/). */
  @Prop({ type: String, required: true })
  path: string;
}

export const ImageVariantSchema = SchemaFactory.createForClass(ImageVariant);

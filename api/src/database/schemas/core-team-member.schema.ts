import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { LIMITS } from '@society/contracts';
import { ImageVariant, ImageVariantSchema } from './image-variant.schema';

@Schema({ collection: 'core_team_members', timestamps: true, versionKey: false })
export class CoreTeamMember {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax })
  name: string;

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.shortTextMax })
  position: string;

  /** The position in Hindi (issue 32); '' or missing: Hindi pages show position. */
  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  positionHi?: string;

  @Prop({ type: String, trim: true, lowercase: true, maxlength: LIMITS.emailMax })
  email?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.phoneMax })
  phone?: string;

  @Prop({ type: Date })
  dateOfJoining?: Date;

  @Prop({ type: Date })
  dateOfLeaving?: Date;

  @Prop({ type: String, trim: true, maxlength: LIMITS.shortTextMax })
  address?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.messageMax })
  bio?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.urlMax })
  linkedin?: string;

  @Prop({ type: String, trim: true, maxlength: LIMITS.urlMax })
  instagram?: string;

  /** Display order on the About page (ascending). */
  @Prop({ type: Number, required: true, default: 0, validate: { validator: Number.isInteger, message: 'order must be a whole number' } })
  order: number;

  /** Storage key of the photo (under public/); responses turn it into a URL path. */
  @Prop({ type: String })
  profilePhotoPath?: string;

  /** Every stored copy of the photo, smallest first (profilePhotoPath is the widest). */
  @Prop({ type: [ImageVariantSchema], default: [] })
  profilePhotoVariants: ImageVariant[];
}

export const CoreTeamMemberSchema = SchemaFactory.createForClass(CoreTeamMember);
CoreTeamMemberSchema.index({ order: 1, name: 1 });

export type CoreTeamMemberRecord = CoreTeamMember & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

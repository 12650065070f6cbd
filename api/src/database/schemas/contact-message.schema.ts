import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Consent, ConsentSchema } from './consent.schema';
import type { Types } from 'mongoose';
import { LIMITS, LOCALES, type Locale } from '@society/contracts';
import { withNameKey } from '../sort-key';

@Schema({ collection: 'contact_messages', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class ContactMessage {
  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.nameMax })
  name: string;

  @Prop({ type: String, required: true, trim: true, lowercase: true, maxlength: LIMITS.emailMax })
  email: string;

  @Prop({ type: String, required: true, trim: true, maxlength: LIMITS.messageMax })
  message: string;

  /** The privacy notice accepted with the submission (missing on records older than consent records). */
  @Prop({ type: ConsentSchema })
  consent?: Consent;

  /** The language the person wrote in ('hi' from the Hindi pages): their mails are in it. Older records: 'en'. */
  @Prop({ type: String, enum: LOCALES, default: 'en' })
  language?: Locale;
}

export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
withNameKey(ContactMessageSchema);
// The staff lists: newest first (the default), or by name.
ContactMessageSchema.index({ createdAt: -1, _id: -1 });
ContactMessageSchema.index({ nameKey: 1, _id: 1 });

export type ContactMessageRecord = ContactMessage & { _id: Types.ObjectId; createdAt: Date };

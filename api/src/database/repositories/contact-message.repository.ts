import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ContactMessage, type ContactMessageRecord } from '../schemas/contact-message.schema';

export type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'message'>;

@Injectable()
export class ContactMessageRepository {
  constructor(@InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>) {}

  async create(message: NewContactMessage): Promise<ContactMessageRecord> {
    const created = await this.messages.create(message);
    return created.toObject<ContactMessageRecord>();
  }

  listNewestFirst(): Promise<ContactMessageRecord[]> {
    return this.messages.find().sort({ createdAt: -1, _id: -1 }).lean<ContactMessageRecord[]>().exec();
  }
}

import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@society/contracts';
import { ContactMessageRepository } from '../../database/repositories/contact-message.repository';
import type { ContactDto } from './dtos/contact.dto';
import type { MessageDto } from '../../dtos/message.dto';

@Injectable()
export class ContactService {
  constructor(private readonly messages: ContactMessageRepository) {}

  async send(dto: ContactDto): Promise<MessageDto> {
    await this.messages.create({ name: dto.name, email: dto.email, message: dto.message });
    return { message: MESSAGES.contactSuccess };
  }
}

import { Injectable } from '@nestjs/common';
import { ContactMessageRepository } from '../../database/repositories/contact-message.repository';
import { consentOf } from '../../dtos/public-form.dto';
import type { Locale } from '@society/contracts';
import type { ContactDto } from './dtos/contact.dto';

@Injectable()
export class ContactService {
  constructor(private readonly messages: ContactMessageRepository) {}

  async send(dto: ContactDto, language: Locale = 'en'): Promise<void> {
    await this.messages.create({ name: dto.name, email: dto.email, message: dto.message, consent: consentOf(dto), language });
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ContactMessageRepository } from '../../database/repositories/contact-message.repository';
import { ContactMessageDto, mapContactMessage } from '../../dtos/contact-message.dto';
import { Roles } from '../../security/auth.decorators';

/** Staff call on a public path (SPEC §7), admin only. The visitor's POST lives in the public module. */
@ApiTags('admin: contacts')
@Roles('admin')
@Controller('public/contact')
export class AdminContactsController {
  constructor(private readonly messages: ContactMessageRepository) {}

  @Get()
  @ApiOkResponse({ type: [ContactMessageDto], description: 'Newest first' })
  async list(): Promise<ContactMessageDto[]> {
    return (await this.messages.listNewestFirst()).map(mapContactMessage);
  }
}

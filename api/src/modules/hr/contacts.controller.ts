import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ContactMessageRepository } from '../../database/repositories/contact-message.repository';
import { ContactMessageDto, mapContactMessage } from '../../dtos/contact-message.dto';
import { Roles } from '../../security/auth.decorators';

@ApiTags('hr')
@Roles('hr', 'admin')
@Controller('hr/contact')
export class HrContactsController {
  constructor(private readonly messages: ContactMessageRepository) {}

  @Get()
  @ApiOkResponse({ type: [ContactMessageDto], description: 'Newest first' })
  async list(): Promise<ContactMessageDto[]> {
    return (await this.messages.listNewestFirst()).map(mapContactMessage);
  }
}

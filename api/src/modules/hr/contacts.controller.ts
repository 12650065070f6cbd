import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ContactMessageRepository } from '../../database/repositories/contact-message.repository';
import { ContactListQueryDto, ContactMessageDto, ContactMessagePageDto, listContactMessages } from '../../dtos/contact-message.dto';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import { Roles } from '../../security/auth.decorators';

@ApiTags('hr')
@Roles('hr', 'admin')
@Controller('hr/contact')
export class HrContactsController {
  constructor(private readonly messages: ContactMessageRepository) {}

  @Get()
  @ApiListOrPage(ContactMessageDto, ContactMessagePageDto, 'Newest first')
  @QueryRules(ContactListQueryDto)
  list(@Query() query: ContactListQueryDto): Promise<ContactMessageDto[] | ContactMessagePageDto> {
    return listContactMessages(this.messages, query);
  }
}

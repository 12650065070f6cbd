import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES } from '@society/contracts';
import { Public } from '../../security/auth.decorators';
import { FormRateLimit } from '../../security/form-rate-limit';
import { ContactService } from './contact.service';
import { ContactDto } from './dtos/contact.dto';
import { MessageDto } from '../../dtos/message.dto';

@ApiTags('public')
@Public()
@Controller('public/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @FormRateLimit('contact')
  @ApiCreatedResponse({ type: MessageDto, description: MESSAGES.contactSuccess })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' })
  send(@Body() body: ContactDto): Promise<MessageDto> {
    return this.contact.send(body);
  }
}

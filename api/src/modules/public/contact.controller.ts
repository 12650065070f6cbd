import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type Locale } from '@society/contracts';
import { RequestLocale } from '../../i18n/request-locale';
import { translateApiMessage } from '../../i18n/api-messages';
import { Public } from '../../security/auth.decorators';
import { PublicForm, PublicFormLimits } from '../../security/public-form-limits';
import { ContactService } from './contact.service';
import { ContactDto } from './dtos/contact.dto';
import { MessageDto } from '../../dtos/message.dto';
import type { Request } from 'express';

@ApiTags('public')
@Public()
@Controller('public/contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly limits: PublicFormLimits,
  ) {}

  @Post()
  @PublicForm('contact')
  @ApiCreatedResponse({ type: MessageDto, description: MESSAGES.contactSuccess })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' })
  async send(@Body() body: ContactDto, @Req() request: Request, @RequestLocale() locale: Locale): Promise<MessageDto> {
    await this.limits.accept('contact', request, body, () => this.contact.send(body, locale));
    return { message: translateApiMessage(MESSAGES.contactSuccess, locale) };
  }
}

import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type Locale } from '@society/contracts';
import { RequestLocale } from '../../i18n/request-locale';
import { translateApiMessage } from '../../i18n/api-messages';
import { Public } from '../../security/auth.decorators';
import { PublicForm, PublicFormLimits } from '../../security/public-form-limits';
import { ApplicationsService } from './applications.service';
import { InternApplicationDto, VolunteerApplicationDto } from './dtos/application.dto';
import { MessageDto } from '../../dtos/message.dto';
import type { Request } from 'express';

/** A second application gets the first one's answer, not SPEC §8's 409: the form does not tell who has applied. */
const REPEAT_ANSWER = '(The same answer when this email has already applied for it: that application stands, the new one is not stored, and the address is told by mail.)';

/** The visitor's side of applicants: the path sits under hr/ (SPEC §7), the routes are public. */
@ApiTags('public')
@Public()
@Controller('hr/applicants')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly limits: PublicFormLimits,
  ) {}

  @Post('volunteer')
  @PublicForm('volunteer')
  @ApiCreatedResponse({ type: MessageDto, description: `${MESSAGES.volunteerSuccess} ${REPEAT_ANSWER}` })
  @ApiBadRequestResponse({ description: `A field is missing or invalid; the message names it (terms: '${MESSAGES.volunteerTerms}')` })
  async volunteer(@Body() body: VolunteerApplicationDto, @Req() request: Request, @RequestLocale() locale: Locale): Promise<MessageDto> {
    await this.limits.accept('volunteer', request, body, () => this.applications.applyAsVolunteer(body, locale));
    return { message: translateApiMessage(MESSAGES.volunteerSuccess, locale) };
  }

  @Post('intern')
  @PublicForm('intern')
  @ApiCreatedResponse({ type: MessageDto, description: `${MESSAGES.internSuccess} ${REPEAT_ANSWER}` })
  @ApiBadRequestResponse({ description: `A field is missing or invalid; the message names it (terms: '${MESSAGES.internRequired}')` })
  async intern(@Body() body: InternApplicationDto, @Req() request: Request, @RequestLocale() locale: Locale): Promise<MessageDto> {
    await this.limits.accept('intern', request, body, () => this.applications.applyAsIntern(body, locale));
    return { message: translateApiMessage(MESSAGES.internSuccess, locale) };
  }
}

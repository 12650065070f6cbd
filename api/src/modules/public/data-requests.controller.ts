import { Body, Controller, HttpCode, HttpStatus, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiGoneResponse, ApiOkResponse, ApiProduces, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { DATA_REQUEST_MESSAGES, SETTINGS_MESSAGES, type Locale } from '@society/contracts';
import { RequestLocale } from '../../i18n/request-locale';
import { translateApiMessage } from '../../i18n/api-messages';
import type { Request, Response } from 'express';
import { DATA_REQUEST_LINK_LIMIT } from '../../config/rate-limits';
import { DataRequestsService } from '../../data-rights/data-requests.service';
import { MessageDto } from '../../dtos/message.dto';
import { RateLimiter } from '../../security/rate-limiter';
import { Public } from '../../security/auth.decorators';
import { clientAddress } from '../../security/client-address';
import { PublicForm, PublicFormLimits } from '../../security/public-form-limits';
import { DataExportRequestDto, DataRequestConfirmationDto, DataRequestDto, DataRequestTokenDto } from './dtos/data-request.dto';

/** The "Your data" page: asking, confirming by the mailed link, downloading an access export. */
@ApiTags('public')
@Public()
@Controller('public/data-requests')
export class DataRequestsController {
  constructor(
    private readonly requests: DataRequestsService,
    private readonly limits: PublicFormLimits,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @PublicForm('dataRequest')
  @ApiCreatedResponse({ type: MessageDto, description: `${DATA_REQUEST_MESSAGES.received} The same answer whether or not anything is held under the address.` })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' })
  @ApiServiceUnavailableResponse({ description: DATA_REQUEST_MESSAGES.needsMail })
  @ApiConflictResponse({ description: SETTINGS_MESSAGES.publicOriginNotSet })
  async ask(@Body() body: DataRequestDto, @Req() request: Request, @RequestLocale() locale: Locale): Promise<MessageDto> {
    this.requests.check();
    await this.limits.accept('dataRequest', request, body, () => this.requests.submit(body, clientAddress(request), locale));
    return { message: translateApiMessage(DATA_REQUEST_MESSAGES.received, locale) };
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: DataRequestConfirmationDto, description: 'The request is open; staff answer it by dueAt' })
  @ApiGoneResponse({ description: `${DATA_REQUEST_MESSAGES.linkInvalid} (the link was used or has expired)` })
  @ApiTooManyRequestsResponse({ description: DATA_REQUEST_MESSAGES.tooManyLinks })
  async confirm(@Body() body: DataRequestTokenDto, @Ip() ip: string | undefined): Promise<DataRequestConfirmationDto> {
    await this.limiter.takeOr429('data-request-link', ip ?? 'unknown', DATA_REQUEST_LINK_LIMIT, DATA_REQUEST_MESSAGES.tooManyLinks);
    return this.requests.confirm(body.token, ip ?? 'unknown');
  }

  @Post('export')
  @HttpCode(HttpStatus.OK)
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ description: 'Everything held under the address, as a download (JSON or a readable page)' })
  @ApiGoneResponse({ description: `${DATA_REQUEST_MESSAGES.exportLinkInvalid} (the link has expired)` })
  @ApiTooManyRequestsResponse({ description: DATA_REQUEST_MESSAGES.tooManyLinks })
  async export(@Body() body: DataExportRequestDto, @Ip() ip: string | undefined, @Res({ passthrough: true }) response: Response): Promise<string> {
    await this.limiter.takeOr429('data-request-link', ip ?? 'unknown', DATA_REQUEST_LINK_LIMIT, DATA_REQUEST_MESSAGES.tooManyLinks);
    const file = await this.requests.exportFile(body.token, body.format);
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    return file.body;
  }
}

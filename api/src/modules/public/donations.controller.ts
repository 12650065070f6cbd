import { Body, Controller, Post, Req, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { donationSuccessMessage, MESSAGES, UPLOAD_LIMITS, type Locale } from '@society/contracts';
import { RequestLocale } from '../../i18n/request-locale';
import { FileUploadBody, type UploadedFileData } from '../../middleware/single-file-upload';
import { Public } from '../../security/auth.decorators';
import { PublicForm, PublicFormLimits } from '../../security/public-form-limits';
import { DonationsService } from './donations.service';
import { DonationRequestDto } from './dtos/donation.dto';
import { MessageDto } from '../../dtos/message.dto';
import type { Request } from 'express';

@ApiTags('public')
@Public()
@Controller('public/donations')
export class DonationsController {
  constructor(
    private readonly donations: DonationsService,
    private readonly limits: PublicFormLimits,
  ) {}

  @Post()
  @PublicForm('donation')
  @FileUploadBody({
    fields: DonationRequestDto,
    field: 'screenshot',
    maxBytes: UPLOAD_LIMITS.donationScreenshot.bytes,
    tooLargeMessage: MESSAGES.donationTooLarge,
    badTypeMessage: MESSAGES.donationBadType,
    fileRequired: false,
    acceptsJson: true,
  })
  @ApiCreatedResponse({ type: MessageDto, description: "'Receipt request submitted for INR {amount}. Receipt will be sent to {email}.'" })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' })
  async requestReceipt(@Body() body: DonationRequestDto, @Req() request: Request, @RequestLocale() locale: Locale, @UploadedFile() screenshot?: UploadedFileData): Promise<MessageDto> {
    await this.limits.accept('donation', request, body, () => this.donations.requestReceipt(body, screenshot, locale));
    return { message: donationSuccessMessage(body.amount, body.email, locale) };
  }
}

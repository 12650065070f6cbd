import { Body, Controller, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { donationSuccessMessage, MESSAGES, UPLOAD_LIMITS } from '@society/contracts';
import { SingleFileUpload, type UploadedFileData } from '../../middleware/single-file-upload';
import { Public } from '../../security/auth.decorators';
import { PublicForm, PublicFormLimits } from '../../security/public-form-limits';
import { DonationsService } from './donations.service';
import { DONATION_MULTIPART_SCHEMA, DonationRequestDto } from './dtos/donation.dto';
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
  @UseInterceptors(
    SingleFileUpload({ field: 'screenshot', maxBytes: UPLOAD_LIMITS.donationScreenshot.bytes, tooLargeMessage: MESSAGES.donationTooLarge }),
  )
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ schema: DONATION_MULTIPART_SCHEMA })
  @ApiCreatedResponse({ type: MessageDto, description: "'Receipt request submitted for INR {amount}. Receipt will be sent to {email}.'" })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; the message names it' })
  @ApiPayloadTooLargeResponse({ description: MESSAGES.donationTooLarge })
  @ApiUnsupportedMediaTypeResponse({ description: MESSAGES.donationBadType })
  async requestReceipt(@Body() body: DonationRequestDto, @Req() request: Request, @UploadedFile() screenshot?: UploadedFileData): Promise<MessageDto> {
    await this.limits.accept('donation', request, body, () => this.donations.requestReceipt(body, screenshot));
    return { message: donationSuccessMessage(body.amount, body.email) };
  }
}

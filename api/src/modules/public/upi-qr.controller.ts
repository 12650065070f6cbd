import { Controller, Get, Header, NotFoundException, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, Matches, Max, Min } from 'class-validator';
import QRCode from 'qrcode';
import { DONATION_REFERENCE_PATTERN, LIMITS, SETTINGS_MESSAGES, upiPayUri } from '@society/contracts';
import { QueryRules } from '../../openapi/request-schema';
import { Public } from '../../security/auth.decorators';
import { SiteSettingsService } from '../../settings/site-settings.service';
import { wholeNumber } from '../../validation/field-rules';

/** GET /api/public/upi-qr: nothing but the amount and the reference (any other parameter is a 400). */
export class UpiQrQueryDto {
  @ApiProperty({ description: 'Whole rupees', example: 1500 })
  @Transform(wholeNumber)
  @IsNotEmpty({ message: 'amount is required' })
  @IsInt({ message: 'amount must be a whole number of rupees' })
  @Min(LIMITS.donationAmountMin, { message: `amount must be at least ${LIMITS.donationAmountMin}` })
  @Max(LIMITS.donationAmountMax, { message: `amount must be at most ${LIMITS.donationAmountMax}` })
  amount: number;

  @ApiProperty({ description: "The Donate page's reference code", example: 'DON7KQ4MX' })
  @IsNotEmpty({ message: 'ref is required' })
  @Matches(DONATION_REFERENCE_PATTERN, { message: 'ref must be a reference code of the Donate page (e.g. DON7KQ4MX)' })
  ref: string;
}

/**
 * The Donate page's UPI QR code for one gift (issue 33, item 3): the upi://pay link of the Site tab's UPI id
 * and payee name with the amount and the reference in the note, as an SVG. The same query always draws the
 * same picture while the details stay unchanged, so caches may keep it a while.
 */
@ApiTags('public')
@Public()
@Controller('public')
export class UpiQrController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get('upi-qr')
  @Header('Cache-Control', 'public, max-age=600')
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG QR code of upi://pay?pa=…&pn=…&am=…&cu=INR&tn=<ref> Donation' })
  @ApiNotFoundResponse({ description: SETTINGS_MESSAGES.paymentsNotSet })
  @QueryRules(UpiQrQueryDto)
  async qr(@Query() query: UpiQrQueryDto): Promise<StreamableFile> {
    const details = await this.settings.paymentDetails();
    if (!details) throw new NotFoundException(SETTINGS_MESSAGES.paymentsNotSet);
    const svg = await QRCode.toString(upiPayUri(details.upi, query.amount, query.ref), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return new StreamableFile(Buffer.from(svg), { type: 'image/svg+xml; charset=utf-8' });
  }
}

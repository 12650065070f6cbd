import { Controller, Get, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SETTINGS_MESSAGES } from '@society/contracts';
import { PaymentDetailsDto, PublicSiteSettingsDto } from '../../dtos/site-settings-responses.dto';
import { ApiErrorDto } from '../../openapi/api-error.dto';
import { Public } from '../../security/auth.decorators';
import { HomeFiguresService } from '../../domains/children/register/reports/home-figures.service';
import { SiteSettingsService } from '../../settings/site-settings.service';

/** The society's settings as every visitor page reads them (the admin edits them in the Site tab). */
@ApiTags('public')
@Public()
@Controller('public')
export class PublicSiteSettingsController {
  constructor(
    private readonly settings: SiteSettingsService,
    private readonly homeFigures: HomeFiguresService,
  ) {}

  @Get('settings')
  @ApiOkResponse({
    type: PublicSiteSettingsDto,
    description:
      "The same answer on every replica; ETag is its version (If-None-Match answers 304). No registration numbers, PAN or secrets. A home figure the admin made live carries the class register's society-wide figure for this academic year (aggregates only; the typed value under 10 children).",
  })
  async get(@Res({ passthrough: true }) response: Response): Promise<PublicSiteSettingsDto> {
    const view = await this.homeFigures.withLiveFigures(await this.settings.publicView());
    response.setHeader('ETag', `"${view.version}"`);
    return view;
  }

  @Get('payment-details')
  @ApiOkResponse({ type: PaymentDetailsDto, description: 'The same as `payments` of GET /api/public/settings' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: SETTINGS_MESSAGES.paymentsNotSet })
  paymentDetails(): Promise<PaymentDetailsDto> {
    return this.settings.openPaymentDetails();
  }
}

import { BadRequestException, Body, Controller, Get, HttpCode, HttpException, HttpStatus, Logger, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { MAIL_MESSAGES, type MailAvailability } from '@society/contracts';
import { ApplicantRepository } from '../../database/repositories/applicant.repository';
import { MessageDto } from '../../dtos/message.dto';
import { birthdayWishMail } from '../../mail/mail-texts';
import { MailService } from '../../mail/mail.service';
import { QueryRules } from '../../openapi/request-schema';
import { Roles } from '../../security/auth.decorators';
import { SiteSettingsService } from '../../settings/site-settings.service';
import { BirthdayDto, BirthdayQueryDto, BirthdayWishDto, mapBirthday } from './dtos/applicant.dto';

export const BIRTHDAY_WISH_UNAVAILABLE = MAIL_MESSAGES.birthdayUnavailable;

class MailAvailabilityDto implements MailAvailability {
  @ApiProperty({ description: "Whether mail is configured: HR's 'Send Birthday Wish' is live only then" }) enabled: boolean;
}

/**
 * The Birthday List and its wishes. A wish goes out directly (not through the outbox): HR sees at once
 * whether the server took it.
 */
@ApiTags('hr')
@Controller('hr')
export class BirthdayWishesController {
  private readonly logger = new Logger(BirthdayWishesController.name);

  constructor(
    private readonly mail: MailService,
    private readonly settings: SiteSettingsService,
    private readonly applicants: ApplicantRepository,
  ) {}

  @Get('birthdays')
  @Roles('hr')
  @QueryRules(BirthdayQueryDto)
  @ApiOkResponse({ type: [BirthdayDto], description: 'People with a date of birth, of the month asked for (else all), by month and day, then name' })
  async birthdays(@Query() query: BirthdayQueryDto): Promise<BirthdayDto[]> {
    return (await this.applicants.listBirthdays(query.month)).map(mapBirthday);
  }

  @Get('mail')
  @Roles('hr', 'admin')
  @ApiOkResponse({ type: MailAvailabilityDto })
  availability(): MailAvailabilityDto {
    return { enabled: this.mail.enabled };
  }

  @Post('send-birthday-wish')
  @Roles('hr')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto, description: MAIL_MESSAGES.birthdaySent })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: MAIL_MESSAGES.birthdayAddressRefused })
  @ApiResponse({ status: HttpStatus.BAD_GATEWAY, description: MAIL_MESSAGES.birthdayFailed })
  @ApiResponse({ status: HttpStatus.NOT_IMPLEMENTED, description: MAIL_MESSAGES.birthdayUnavailable })
  async send(@Body() body: BirthdayWishDto): Promise<MessageDto> {
    if (!this.mail.enabled) throw new HttpException(MAIL_MESSAGES.birthdayUnavailable, HttpStatus.NOT_IMPLEMENTED);
    // In the language of the person's latest application with this address (English if none says).
    const [latest] = await this.applicants.listByEmail(body.email);
    const locale = latest?.language ?? 'en';
    try {
      await this.mail.send({ to: body.email, ...birthdayWishMail(body.name, await this.settings.mailSignature(locale), locale) });
    } catch (error) {
      this.logger.warn(`Birthday wish not sent: ${(error as Error).message}`);
      // The server refused the address for good (SMTP 5xx to every recipient): retrying cannot help.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      if (code === 'EENVELOPE' && responseCode !== undefined && responseCode >= 500) throw new BadRequestException(MAIL_MESSAGES.birthdayAddressRefused);
      throw new HttpException(MAIL_MESSAGES.birthdayFailed, HttpStatus.BAD_GATEWAY);
    }
    return { message: MAIL_MESSAGES.birthdaySent };
  }
}

import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { DONATION_MESSAGES, AdminDonationsService } from './donations.service';
import { DonationListQueryDto, DonationPageDto, DonationRecordDto, DonationStatusDto } from './dtos/donation.dto';

/** Staff calls on a public path (SPEC §7), admin only. The visitor's POST lives in the public module. */
@ApiTags('admin: donations')
@Roles('admin')
@Controller('public/donations')
export class AdminDonationsController {
  constructor(private readonly donations: AdminDonationsService) {}

  @Get()
  @ApiListOrPage(DonationRecordDto, DonationPageDto, 'Newest first')
  @QueryRules(DonationListQueryDto)
  list(@Query() query: DonationListQueryDto): Promise<DonationRecordDto[] | DonationPageDto> {
    return this.donations.list(query);
  }

  @Put(':id/status')
  @ApiOkResponse({ type: DonationRecordDto, description: 'Done, with the issued receipt (number, financial year, date)' })
  @ApiConflictResponse({ description: DONATION_MESSAGES.alreadyGenerated })
  markReceiptGenerated(
    @Param('id', ParseObjectIdPipe) id: string,
    // Validated only: the body can say nothing but { receiptGenerated: true }.
    @Body() _body: DonationStatusDto,
    @CurrentActor() admin: Actor,
  ): Promise<DonationRecordDto> {
    return this.donations.markReceiptGenerated(id, admin);
  }
}

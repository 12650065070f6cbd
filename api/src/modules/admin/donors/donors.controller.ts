import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DonorHistory } from '@society/contracts';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { Roles } from '../../../security/auth.decorators';
import { DONATION_MESSAGES } from '../donations.service';
import { DonorHistoryService } from './donor-history.service';

/** A donor's history: their PAN, money and certificates, for admins alone. */
@ApiTags('admin: donors')
@Roles('admin')
@Controller('admin/donors')
export class DonorsController {
  constructor(private readonly history: DonorHistoryService) {}

  @Get('of-donation/:id')
  @ApiOkResponse({ description: "The donor of this donation (by PAN, else email): every gift, receipt and Form 10BE with totals per financial year" })
  @ApiNotFoundResponse({ description: DONATION_MESSAGES.notFound })
  ofDonation(@Param('id', ParseObjectIdPipe) id: string): Promise<DonorHistory> {
    return this.history.ofDonation(id);
  }
}

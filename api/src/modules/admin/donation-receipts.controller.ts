import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { MAIL_MESSAGES } from '@society/contracts';
import { MessageDto } from '../../dtos/message.dto';
import { ApiAcceptedResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { QueryRules } from '../../openapi/request-schema';
import { DonationExportsService, type CsvFile } from './donation-exports.service';
import { AdminDonationsService, DONATION_MESSAGES } from './donations.service';
import { DonationRecordDto, DonationUpdateDto, ExportRangeQueryDto, Form10bdQueryDto, ReceiptVoidDto } from './dtos/donation.dto';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** A donor's money and PAN: downloads are kept out of every cache. */
function privateDownload(response: Response, contentType: string, fileName: string): void {
  response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
}

/** Receipts, corrections and exports of the admin Donations tab: admin only. */
@ApiTags('admin: donations')
@Roles('admin')
@Controller('admin/donations')
export class DonationReceiptsController {
  constructor(
    private readonly donations: AdminDonationsService,
    private readonly exports: DonationExportsService,
  ) {}

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every field of the donations made from..to (days in India, inclusive; both optional)' })
  @QueryRules(ExportRangeQueryDto)
  exportBooks(@Query() query: ExportRangeQueryDto, @Res({ passthrough: true }) response: Response): StreamableFile {
    const file = this.exports.books(query);
    privateDownload(response, CSV_TYPE, file.fileName);
    return new StreamableFile(file.body, { type: CSV_TYPE, disposition: `attachment; filename="${file.fileName}"` });
  }

  @Get('form-10bd.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Form 10BD Part B rows for the financial year (fy=2026-27), ready to upload as downloaded (UTF-8 with BOM)' })
  @QueryRules(Form10bdQueryDto)
  async exportForm10bd(@Query() query: Form10bdQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    return this.sendCsv(response, await this.exports.form10bd(query));
  }

  @Get('form-10bd-follow-up.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: "The financial year's receipted donors without PAN, to ask for one before filing Form 10BD (not uploaded)" })
  @QueryRules(Form10bdQueryDto)
  async exportForm10bdFollowUp(@Query() query: Form10bdQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    return this.sendCsv(response, await this.exports.form10bdFollowUp(query));
  }

  @Put(':id')
  @ApiOkResponse({ type: DonationRecordDto })
  @ApiConflictResponse({ description: DONATION_MESSAGES.locked })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: DonationUpdateDto): Promise<DonationRecordDto> {
    return this.donations.update(actor, id, body);
  }

  @Post(':id/receipt/void')
  @ApiCreatedResponse({ type: DonationRecordDto, description: 'The donation, Pending again, with the receipt in voidedReceipts' })
  @ApiConflictResponse({ description: DONATION_MESSAGES.noReceiptToVoid })
  voidReceipt(@Param('id', ParseObjectIdPipe) id: string, @Body() body: ReceiptVoidDto, @CurrentActor() admin: Actor): Promise<DonationRecordDto> {
    return this.donations.voidReceipt(id, body, admin);
  }

  @Post(':id/receipt/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: MessageDto, description: MAIL_MESSAGES.receiptQueued })
  @ApiConflictResponse({ description: `${MAIL_MESSAGES.noReceipt} / ${MAIL_MESSAGES.notConfigured}` })
  @ApiNotFoundResponse({ description: DONATION_MESSAGES.notFound })
  async resendReceipt(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.donations.resendReceipt(actor, id);
    return { message: MAIL_MESSAGES.receiptQueued };
  }

  @Get(':id/receipt')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The current receipt PDF, as a download' })
  @ApiNotFoundResponse({ description: `${DONATION_MESSAGES.notFound} / ${DONATION_MESSAGES.noReceipt}` })
  async receipt(@Param('id', ParseObjectIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.donations.openReceipt(id);
    privateDownload(response, file.contentType, file.fileName);
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size, disposition: `attachment; filename="${file.fileName}"` });
  }

  private sendCsv(response: Response, file: CsvFile): string {
    privateDownload(response, CSV_TYPE, file.fileName);
    return file.body;
  }
}

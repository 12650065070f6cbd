import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, Matches, ValidateBy } from 'class-validator';
import { IfGiven, trim } from '../../../validation/field-rules';
import { isFinancialYear } from '../receipts/financial-year';
import { ApiProperty, ApiPropertyOptional, ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { FORM_10BE_STATES_MAX_IDS, FORM_10BE_UPLOAD_MAX_BYTES, MAIL_MESSAGES, type DonationForm10be, type Form10beCertificate, type Form10beRematchResult, type Form10beSendResult, type Form10beUploadResult } from '@society/contracts';
import type { Response } from 'express';
import { MessageDto } from '../../../dtos/message.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { FileUploadBody, type UploadedFileData } from '../../../middleware/single-file-upload';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { Form10bdQueryDto } from '../dtos/donation.dto';
import { FORM_10BE_MESSAGES } from './form-10be-reader';
import { FORM_10BE_SERVICE_MESSAGES, Form10beService } from './form-10be.service';

/** The upload's form: the file, and (optionally) the year every certificate in it must be for. */
export class Form10beUploadDto {
  @ApiPropertyOptional({ example: '2026-27', description: 'When given, a certificate of another financial year refuses the upload' })
  @Transform(trim)
  @IfGiven()
  @ValidateBy({ name: 'isFinancialYear', validator: { validate: isFinancialYear } }, { message: 'fy must be a financial year like 2026-27' })
  fy?: string;
}

/** One to FORM_10BE_STATES_MAX_IDS record ids, comma-separated (the document states it as this pattern). */
const DONATION_IDS_PATTERN = new RegExp(`^[0-9a-fA-F]{24}(?:,[0-9a-fA-F]{24}){0,${FORM_10BE_STATES_MAX_IDS - 1}}$`);

/** GET /api/admin/form-10be/of-donations?ids=a,b,c */
export class DonationIdsQueryDto {
  @ApiProperty({ example: '0123456789abcdef01234567,0123456789abcdef01234568', description: `Donation ids, comma-separated (at most ${FORM_10BE_STATES_MAX_IDS})` })
  @IsNotEmpty({ message: 'ids is required' })
  @Matches(DONATION_IDS_PATTERN, { message: `ids must be up to ${FORM_10BE_STATES_MAX_IDS} donation ids, comma-separated` })
  ids: string;
}

/**
 * Form 10BE certificates (issue 33): the admin uploads those the income-tax portal generated after Form
 * 10BD, sees each matched to a donor (or not), and mails them. Admin only: they carry donors' PANs.
 */
@ApiTags('admin: form 10BE')
@Roles('admin')
@Controller('admin/form-10be')
export class Form10beController {
  constructor(private readonly certificates: Form10beService) {}

  @Post()
  @FileUploadBody({
    field: 'file',
    maxBytes: FORM_10BE_UPLOAD_MAX_BYTES,
    maxBodyBytes: FORM_10BE_UPLOAD_MAX_BYTES + 64 * 1024,
    tooLargeMessage: FORM_10BE_MESSAGES.tooLarge,
    fields: Form10beUploadDto,
    fileRequired: true,
    badTypeMessage: 'Upload a Form 10BE PDF or a zip of them',
    fileDescription: 'A Form 10BE certificate (PDF) or a zip of them',
  })
  @ApiCreatedResponse({ description: 'The certificates added, each matched to a donor or not, and the files uploaded before (left as they were)' })
  @ApiBadRequestResponse({ description: 'A file that is not a PDF, a PDF that is not a Form 10BE, a zip with anything else: nothing is kept, the message names the file' })
  upload(@CurrentActor() actor: Actor, @Body() body: Form10beUploadDto, @UploadedFile() file?: UploadedFileData): Promise<Form10beUploadResult> {
    if (!file) throw new BadRequestException(FORM_10BE_MESSAGES.noFile);
    return this.certificates.upload(actor, file, body.fy);
  }

  @Get()
  @ApiOkResponse({ description: "The financial year's certificates (fy=2026-27) by donor name, with the donor matched and the mailing's state" })
  @QueryRules(Form10bdQueryDto)
  list(@Query() query: Form10bdQueryDto): Promise<Form10beCertificate[]> {
    return this.certificates.list(query.fy);
  }

  @Get('of-donations')
  @ApiOkResponse({ description: 'The Form 10BE (and its mailing) of each of these donations that has one: the send state to show beside a donation' })
  @QueryRules(DonationIdsQueryDto)
  ofDonations(@Query() query: DonationIdsQueryDto): Promise<DonationForm10be[]> {
    return this.certificates.ofDonations(query.ids.split(','));
  }

  @Post('send')
  @HttpCode(HttpStatus.ACCEPTED)
  @QueryRules(Form10bdQueryDto)
  @ApiAcceptedResponse({ description: 'Mails every matched certificate of the year (fy=2026-27) never mailed before; those mailed before are skipped' })
  @ApiConflictResponse({ description: MAIL_MESSAGES.notConfigured })
  sendAll(@CurrentActor() actor: Actor, @Query() query: Form10bdQueryDto): Promise<Form10beSendResult> {
    return this.certificates.sendAll(actor, query.fy);
  }

  @Post('rematch')
  @QueryRules(Form10bdQueryDto)
  @ApiCreatedResponse({ description: "Matches the year's certificates never mailed again, against the donors as they are now (a PAN corrected since the upload)" })
  rematch(@CurrentActor() actor: Actor, @Query() query: Form10bdQueryDto): Promise<Form10beRematchResult> {
    return this.certificates.rematch(actor, query.fy);
  }

  @Post(':id/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: MessageDto, description: FORM_10BE_SERVICE_MESSAGES.resent })
  @ApiConflictResponse({ description: `${FORM_10BE_SERVICE_MESSAGES.unmatched} / ${FORM_10BE_SERVICE_MESSAGES.noEmail} / ${MAIL_MESSAGES.notConfigured}` })
  @ApiNotFoundResponse({ description: FORM_10BE_SERVICE_MESSAGES.notFound })
  async resend(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.certificates.resend(actor, id);
    return { message: FORM_10BE_SERVICE_MESSAGES.resent };
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The certificate as uploaded, as a download' })
  @ApiNotFoundResponse({ description: FORM_10BE_SERVICE_MESSAGES.notFound })
  async pdf(@Param('id', ParseObjectIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.certificates.openPdf(id);
    const disposition = `attachment; filename="${file.fileName}"`;
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, { type: 'application/pdf', length: file.size, disposition });
  }
}

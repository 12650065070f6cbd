import { Body, Controller, Get, Param, Put, Query, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UPLOAD_LIMITS, type VerificationListPage, type VerificationView } from '@society/contracts';
import { VerificationsService } from '../../../domains/people/safeguarding/services/verifications.service';
import { keyedMessage } from '../../../i18n/message-error';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { FileUploadBody, type UploadedFileData } from '../../../middleware/single-file-upload';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { ObjectIdParam } from '../../../validation/register-params';
import { RecordVerificationDto, VerificationListQueryDto } from './verification.dto';

const SCAN_MB = UPLOAD_LIMITS.policeVerificationScan.bytes / (1024 * 1024);

// HR keeps each team member's and volunteer's police verification; the scan stays in private storage.
@ApiTags('hr: verifications')
@Roles('hr')
@Controller('hr/verifications')
export class HrVerificationsController {
  constructor(private readonly verifications: VerificationsService) {}

  @Get()
  @QueryRules(VerificationListQueryDto)
  @ApiOkResponse({ description: 'One page of team members and volunteers (by email) with their verification and acknowledgement (Page<VerificationRowView>); expiringWithinDays: the verified ones expiring by then, soonest first' })
  list(@Query() query: VerificationListQueryDto): Promise<VerificationListPage> {
    return this.verifications.list({ ...query, status: query.status || undefined });
  }

  @Put(':userId')
  @ObjectIdParam('userId')
  @FileUploadBody({
    field: 'scan',
    maxBytes: UPLOAD_LIMITS.policeVerificationScan.bytes,
    tooLargeMessage: keyedMessage('safeguardingScanTooLarge', 'en', { mb: SCAN_MB }),
    badTypeMessage: keyedMessage('safeguardingScanType', 'en'),
    fields: RecordVerificationDto,
    fileRequired: false,
    acceptsJson: true,
    fileDescription: "The police certificate's scan: PDF, JPEG or PNG (kept until another replaces it)",
  })
  @ApiOkResponse({ description: 'The verification as recorded (VerificationView)' })
  @ApiBadRequestResponse({ description: "A field is invalid, or one 'verified' needs is missing" })
  @ApiNotFoundResponse({ description: 'No team member or volunteer has this account' })
  record(@CurrentActor() actor: Actor, @Param('userId', ParseObjectIdPipe) userId: string, @Body() body: RecordVerificationDto, @UploadedFile() scan?: UploadedFileData): Promise<VerificationView> {
    return this.verifications.record(actor, userId, body, scan);
  }

  @Get(':userId/scan')
  @ObjectIdParam('userId')
  @ApiOkResponse({ description: 'The scan of the certificate (PDF, JPEG or PNG), as a download; never cached' })
  @ApiNotFoundResponse({ description: 'No such person, or no scan held' })
  scan(@Param('userId', ParseObjectIdPipe) userId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.verifications.scan(userId, response);
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import { GUARDIAN_CONSENT_MESSAGES } from '@society/contracts';
import { GuardianConsentBody } from '../../consent/guardian-consents';
import { GuardianConsentDto } from '../../dtos/guardian-consent.dto';
import { MessageDto } from '../../dtos/message.dto';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { APPLICANT_MESSAGES, ApplicantsService } from './applicants.service';
import { ApplicantDto, ApplicantListQueryDto, ApplicantPageDto, UpdateApplicantDto } from './dtos/applicant.dto';

/** HR's side of applicants (the visitors' POSTs on the same path live in the public module). */
@ApiTags('hr')
@Controller('hr/applicants')
export class ApplicantsController {
  constructor(private readonly applicants: ApplicantsService) {}

  @Get()
  @Roles('hr', 'admin')
  @ApiListOrPage(ApplicantDto, ApplicantPageDto, 'Newest first (admin may read too)')
  @QueryRules(ApplicantListQueryDto)
  list(@Query() query: ApplicantListQueryDto): Promise<ApplicantDto[] | ApplicantPageDto> {
    return this.applicants.list(query);
  }

  @Put(':id')
  @Roles('hr')
  @ApiOkResponse({ type: ApplicantDto })
  @ApiBadRequestResponse({ description: `A field is invalid; '${APPLICANT_MESSAGES.reasonRequired}' when rejecting without a reason` })
  @ApiConflictResponse({ description: `${APPLICANT_MESSAGES.duplicateEmail}; or '${GUARDIAN_CONSENT_MESSAGES.minorNeedsConsent}'` })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateApplicantDto): Promise<ApplicantDto> {
    return this.applicants.update(actor, id, body);
  }

  @Put(':id/guardian-consent')
  @Roles('hr')
  @GuardianConsentBody(GuardianConsentDto)
  @ApiOkResponse({ type: ApplicantDto, description: "The guardian's consent, recorded (or replaced) by the signed-in HR member, now" })
  @ApiBadRequestResponse({ description: `A field is invalid, or '${GUARDIAN_CONSENT_MESSAGES.signedFormRequired}'` })
  @ApiNotFoundResponse({ description: APPLICANT_MESSAGES.notFound })
  @ApiConflictResponse({ description: GUARDIAN_CONSENT_MESSAGES.notMinor })
  recordGuardianConsent(
    @CurrentActor() actor: Actor,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: GuardianConsentDto,
    @UploadedFile() signedForm?: UploadedFileData,
  ): Promise<ApplicantDto> {
    return this.applicants.recordGuardianConsent(actor, id, body, signedForm);
  }

  @Get(':id/guardian-consent/form')
  @Roles('hr')
  @ApiOkResponse({ description: 'The signed form (PDF or image), as a download; never cached' })
  @ApiNotFoundResponse({ description: `${APPLICANT_MESSAGES.notFound}, or '${GUARDIAN_CONSENT_MESSAGES.noForm}'` })
  consentForm(@Param('id', ParseObjectIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.applicants.openConsentForm(id, response);
  }

  @Post(':id/guardian-consent/withdraw')
  @Roles('hr')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto, description: GUARDIAN_CONSENT_MESSAGES.applicantWithdrawn })
  @ApiNotFoundResponse({ description: APPLICANT_MESSAGES.notFound })
  @ApiConflictResponse({ description: GUARDIAN_CONSENT_MESSAGES.noConsent })
  async withdrawGuardianConsent(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.applicants.withdrawGuardianConsent(actor, id);
    return { message: GUARDIAN_CONSENT_MESSAGES.applicantWithdrawn };
  }
}

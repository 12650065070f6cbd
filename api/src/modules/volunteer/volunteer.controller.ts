import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { VOLUNTEER_MESSAGES, type Locale } from '@society/contracts';
import { RequestLocale } from '../../i18n/request-locale';
import { translateApiMessage } from '../../i18n/api-messages';
import type { Response } from 'express';
import { MessageDto } from '../../dtos/message.dto';
import { CertificateDto, ExitRequestDto, LeaveRequestDto } from '../../dtos/volunteer-portal-responses.dto';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { CorrectionDto, NewExitRequestDto, NewLeaveRequestDto, VolunteerProfileDto } from './dtos/volunteer.dto';
import { CERTIFICATE_REVOKED, EXIT_DAY_PAST, VolunteerSelfService } from './volunteer-self.service';

/** The volunteer's own dashboard: their record, leave, exit and certificates, and nobody else's. */
@ApiTags('volunteer')
@Roles('volunteer')
@ApiNotFoundResponse({ description: VOLUNTEER_MESSAGES.personNotFound })
@Controller('volunteer')
export class VolunteerController {
  constructor(private readonly self: VolunteerSelfService) {}

  @Get('profile')
  @ApiOkResponse({ type: VolunteerProfileDto, description: 'Their record as HR holds it (without HR’s remarks)' })
  profile(@CurrentActor() actor: Actor): Promise<VolunteerProfileDto> {
    return this.self.profile(actor);
  }

  @Post('profile/correction')
  @ApiCreatedResponse({ type: MessageDto, description: VOLUNTEER_MESSAGES.correctionSent })
  @ApiTooManyRequestsResponse({ description: VOLUNTEER_MESSAGES.tooManyCorrections })
  async requestCorrection(@CurrentActor() actor: Actor, @Body() body: CorrectionDto, @RequestLocale() locale: Locale): Promise<MessageDto> {
    await this.self.requestCorrection(actor, body.message);
    return { message: translateApiMessage(VOLUNTEER_MESSAGES.correctionSent, locale) };
  }

  @Get('leave-requests')
  @ApiOkResponse({ type: [LeaveRequestDto], description: 'Newest first' })
  listLeave(@CurrentActor() actor: Actor): Promise<LeaveRequestDto[]> {
    return this.self.listLeave(actor);
  }

  @Post('leave-requests')
  @ApiCreatedResponse({ type: LeaveRequestDto })
  requestLeave(@CurrentActor() actor: Actor, @Body() body: NewLeaveRequestDto): Promise<LeaveRequestDto> {
    return this.self.requestLeave(actor, body);
  }

  @Post('leave-requests/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LeaveRequestDto })
  @ApiConflictResponse({ description: VOLUNTEER_MESSAGES.notPending })
  cancelLeave(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<LeaveRequestDto> {
    return this.self.cancelLeave(actor, id);
  }

  @Get('exit-requests')
  @ApiOkResponse({ type: [ExitRequestDto], description: 'Newest first' })
  listExits(@CurrentActor() actor: Actor): Promise<ExitRequestDto[]> {
    return this.self.listExits(actor);
  }

  @Post('exit-requests')
  @ApiCreatedResponse({ type: ExitRequestDto })
  @ApiConflictResponse({ description: `${VOLUNTEER_MESSAGES.exitPending} (400: ${EXIT_DAY_PAST})` })
  requestExit(@CurrentActor() actor: Actor, @Body() body: NewExitRequestDto): Promise<ExitRequestDto> {
    return this.self.requestExit(actor, body);
  }

  @Get('certificates')
  @ApiOkResponse({ type: [CertificateDto], description: 'Newest first, revoked ones included (marked)' })
  listCertificates(@CurrentActor() actor: Actor): Promise<CertificateDto[]> {
    return this.self.listCertificates(actor);
  }

  @Get('certificates/:id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'Their certificate PDF, as a download' })
  @ApiConflictResponse({ description: CERTIFICATE_REVOKED })
  certificatePdf(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.self.downloadCertificate(actor, id, response);
  }
}

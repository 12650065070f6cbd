import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { VOLUNTEER_MESSAGES } from '@society/contracts';
import type { Response } from 'express';
import { CertificateDto } from '../../../dtos/volunteer-portal-responses.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { ApiListOrPage, PageQueryDto } from '../../../dtos/page-query.dto';
import { CertificateListQueryDto, CertificatePageDto, CertificatePeoplePageDto, NewCertificateDto, RevokeCertificateDto } from '../dtos/volunteer-portal-hr.dto';
import { QueryRules } from '../../../openapi/request-schema';
import { CERTIFICATE_NEEDS_ENGAGEMENT, CertificatesService } from './certificates.service';

/** HR's Certificates tab. */
@ApiTags('hr: volunteer portal')
@Roles('hr')
@Controller('hr/certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get()
  @ApiListOrPage(CertificateDto, CertificatePageDto, 'Newest first (unless a sort is asked for); search finds the holder\'s name or the code')
  @QueryRules(CertificateListQueryDto)
  list(@Query() query: CertificateListQueryDto): Promise<CertificateDto[] | CertificatePageDto> {
    return this.certificates.list(query);
  }

  // page, pageSize and search (name, email or phone); always by name.
  @Get('people')
  @QueryRules(PageQueryDto)
  @ApiOkResponse({ type: CertificatePeoplePageDto, description: 'Onboarded, active and former volunteers and interns, by name: whom a certificate can be issued to' })
  people(@Query() query: PageQueryDto): Promise<CertificatePeoplePageDto> {
    return this.certificates.certifiablePeople(query);
  }

  @Post()
  @ApiCreatedResponse({ type: CertificateDto, description: 'Makes the PDF (code and QR code) and mails it to the holder' })
  @ApiConflictResponse({ description: CERTIFICATE_NEEDS_ENGAGEMENT })
  issue(@CurrentActor() actor: Actor, @Body() body: NewCertificateDto): Promise<CertificateDto> {
    return this.certificates.issue(actor, body);
  }

  @Post(':id/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: CertificateDto, description: 'The verify page says revoked from now on' })
  @ApiConflictResponse({ description: VOLUNTEER_MESSAGES.alreadyRevoked })
  revoke(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: RevokeCertificateDto): Promise<CertificateDto> {
    return this.certificates.revoke(actor, id, body.reason);
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The certificate PDF, as a download' })
  pdf(@Param('id', ParseObjectIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.certificates.download(id, response);
  }
}

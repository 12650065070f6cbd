import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
  @ApiConflictResponse({ description: APPLICANT_MESSAGES.duplicateEmail })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateApplicantDto): Promise<ApplicantDto> {
    return this.applicants.update(actor, id, body);
  }
}

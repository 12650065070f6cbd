import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ConcernDetail, ConcernPage, ConcernReceipt, Locale } from '@society/contracts';
import { ConcernsService } from '../../domains/people/safeguarding/services/concerns.service';
import { pageWindow, PageWindowQueryDto } from '../../dtos/page-query.dto';
import { RequestLocale } from '../../i18n/request-locale';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../openapi/request-schema';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { ConcernStepDto, RaiseConcernDto } from './dtos/concern.dto';

// The concerns register: anyone signed in raises one. Reading it and its steps are for the admin and the
// safeguarding lead: the role door lets in the roles a lead may have (a staff user, never a volunteer), and the
// service checks the person, since the lead is someone the admin names, not a role. No route deletes a concern.
@ApiTags('safeguarding')
@Controller('safeguarding/concerns')
export class SafeguardingConcernsController {
  constructor(private readonly concerns: ConcernsService) {}

  @Post()
  @Roles('admin', 'hr', 'team', 'volunteer')
  @ApiCreatedResponse({ description: 'The confirmation (ConcernReceipt): the concern is on the register; the lead and the admins are mailed' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid, or the day is in the future' })
  raise(@CurrentActor() actor: Actor, @Body() body: RaiseConcernDto, @RequestLocale() locale: Locale): Promise<ConcernReceipt> {
    return this.concerns.raise(actor, body, locale);
  }

  @Get()
  @Roles('admin', 'hr', 'team')
  @QueryRules(PageWindowQueryDto)
  @ApiOkResponse({ description: 'One page of the register, newest first (Page<ConcernSummary>), with each report deadline; the reading is on the activity log' })
  @ApiForbiddenResponse({ description: 'Neither the admin nor the safeguarding lead' })
  list(@CurrentActor() actor: Actor, @Query() query: PageWindowQueryDto): Promise<ConcernPage> {
    return this.concerns.list(actor, pageWindow(query));
  }

  @Get(':id')
  @Roles('admin', 'hr', 'team')
  @ApiOkResponse({ description: 'The concern with its steps (ConcernDetail); the reading is on the activity log' })
  @ApiForbiddenResponse({ description: 'Neither the admin nor the safeguarding lead' })
  @ApiNotFoundResponse({ description: 'No such concern' })
  detail(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<ConcernDetail> {
    return this.concerns.detail(actor, id);
  }

  @Post(':id/steps')
  @Roles('admin', 'hr', 'team')
  @ApiCreatedResponse({ description: 'The concern with its new step (ConcernDetail)' })
  @ApiBadRequestResponse({ description: 'A report without whom, the day or the reference; a day in the future' })
  @ApiForbiddenResponse({ description: 'Neither the admin nor the safeguarding lead' })
  @ApiConflictResponse({ description: 'Not the next step in order, or the concern is closed' })
  takeStep(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: ConcernStepDto): Promise<ConcernDetail> {
    return this.concerns.takeStep(actor, id, body);
  }
}

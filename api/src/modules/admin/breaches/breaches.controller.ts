import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PageQueryDto } from '../../../dtos/page-query.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import {
  BreachAffectedPageDto,
  BreachCreateDto,
  BreachNoticesResultDto,
  BreachProgressDto,
  BreachRecordDto,
  BreachSummaryDto,
  BreachUpdateDto,
} from '../dtos/breach.dto';
import { BREACH_MESSAGES, BreachesService } from './breaches.service';

/** The breach register (DPDP Rules 2025, rule 7), admins only. Incidents are never deleted. */
@ApiTags('admin: data protection')
@Roles('admin')
@Controller('admin/breaches')
export class BreachesController {
  constructor(private readonly breaches: BreachesService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: [BreachSummaryDto], description: 'Every incident, newest found first, with where its report stands against the deadline' })
  list(): Promise<BreachSummaryDto[]> {
    return this.breaches.list();
  }

  @Post()
  @ApiCreatedResponse({ type: BreachRecordDto, description: 'The incident recorded (state open), with whom it reaches and the drafted texts' })
  @ApiBadRequestResponse({ description: `${BREACH_MESSAGES.rangeNeedsDays}; ${BREACH_MESSAGES.occurredAfterFound}; from must not be after to` })
  create(@Body() body: BreachCreateDto, @CurrentActor() admin: Actor): Promise<BreachRecordDto> {
    return this.breaches.create(admin, body);
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: BreachRecordDto })
  @ApiNotFoundResponse({ description: BREACH_MESSAGES.notFound })
  detail(@Param('id', ParseObjectIdPipe) id: string): Promise<BreachRecordDto> {
    return this.breaches.detail(id);
  }

  @Put(':id')
  @ApiOkResponse({ type: BreachRecordDto })
  @ApiConflictResponse({ description: BREACH_MESSAGES.closed })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: BreachUpdateDto, @CurrentActor() admin: Actor): Promise<BreachRecordDto> {
    return this.breaches.update(admin, id, body);
  }

  @Get(':id/affected')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: BreachAffectedPageDto, description: "One page of the people the incident reaches, read from the data (children's records without any Aadhaar number)" })
  // page, pageSize and search (name, email or phone): the paging every staff list reads, with no sort of its own.
  @QueryRules(PageQueryDto)
  affected(@Param('id', ParseObjectIdPipe) id: string, @Query() query: PageQueryDto): Promise<BreachAffectedPageDto> {
    return this.breaches.affected(id, query);
  }

  @Post(':id/progress')
  @HttpCode(200)
  @ApiOkResponse({ type: BreachRecordDto, description: 'The step recorded: the Board informed, the report sent, or closed (in that order)' })
  @ApiConflictResponse({ description: 'The step is not the next one' })
  progress(@Param('id', ParseObjectIdPipe) id: string, @Body() body: BreachProgressDto, @CurrentActor() admin: Actor): Promise<BreachRecordDto> {
    return this.breaches.progress(admin, id, body);
  }

  @Post(':id/notices')
  @HttpCode(200)
  @ApiOkResponse({ type: BreachNoticesResultDto, description: 'Notices queued by mail to every address reached not yet written to for this incident' })
  @ApiConflictResponse({ description: BREACH_MESSAGES.mailOff })
  sendNotices(@Param('id', ParseObjectIdPipe) id: string, @CurrentActor() admin: Actor): Promise<BreachNoticesResultDto> {
    return this.breaches.sendNotices(admin, id);
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SessionDetail, SessionPage, SessionView } from '@society/contracts';
import { SessionsService } from '../../../domains/people/volunteering/services/sessions.service';
import { pageWindow } from '../../../dtos/page-query.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { SessionCancelDto, SessionPersonDto } from '../../../dtos/session.dto';
import { SessionDto, SessionListQueryDto, SessionUpdateDto } from './dtos/session.dto';

// HR publishes the volunteer sessions (any batch's or another activity), changes, cancels and staffs them.
@ApiTags('hr: sessions')
@Roles('hr')
@Controller('hr/sessions')
export class HrSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @QueryRules(SessionListQueryDto)
  @ApiOkResponse({ description: 'One page of sessions by start (SessionPage)' })
  list(@CurrentActor() actor: Actor, @Query() query: SessionListQueryDto): Promise<SessionPage> {
    return this.sessions.list({ scope: 'hr', actor }, pageWindow(query), query.from || undefined);
  }

  @Post()
  @ApiCreatedResponse({ description: 'The sessions created: one, or one a week until repeatWeeklyUntil, sharing a seriesId (SessionView[])' })
  create(@CurrentActor() actor: Actor, @Body() body: SessionDto): Promise<SessionView[]> {
    return this.sessions.create({ scope: 'hr', actor }, body);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The session with its sign-ups and waiting list (SessionDetail)' })
  @ApiNotFoundResponse({ description: 'No such session' })
  detail(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<SessionDetail> {
    return this.sessions.detail({ scope: 'hr', actor }, id);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'The session as changed (SessionDetail)' })
  @ApiConflictResponse({ description: 'Cancelled, started or held already, or fewer places than people signed up' })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: SessionUpdateDto): Promise<SessionDetail> {
    return this.sessions.update({ scope: 'hr', actor }, id, body);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The session cancelled; everyone signed up or waiting is told by mail (SessionDetail)' })
  @ApiConflictResponse({ description: 'Cancelled, started or held already' })
  cancel(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: SessionCancelDto): Promise<SessionDetail> {
    return this.sessions.cancel({ scope: 'hr', actor }, id, body.reason);
  }

  @Post(':id/assign')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The person holds a place (SessionDetail)' })
  @ApiConflictResponse({ description: 'Signed up already, the session is over or cancelled, or the safeguarding check found something missing' })
  assign(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: SessionPersonDto): Promise<SessionDetail> {
    return this.sessions.assign({ scope: 'hr', actor }, id, body.userId);
  }
}

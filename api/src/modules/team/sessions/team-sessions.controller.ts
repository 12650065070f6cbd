import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CheckInCodeView, SessionDetail, SessionPage, SessionView } from '@society/contracts';
import { AttendanceService } from '../../../domains/people/volunteering/services/attendance.service';
import { SessionsService } from '../../../domains/people/volunteering/services/sessions.service';
import { pageWindow } from '../../../dtos/page-query.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { SessionCancelDto } from '../../../dtos/session.dto';
import { AttendanceDto, TeamSessionDto, TeamSessionListQueryDto } from './dtos/team-session.dto';

// A batch's teachers publish its volunteer sessions, show the check-in code and mark who came.
@ApiTags('team')
@Roles('team')
@ApiForbiddenResponse({ description: 'Not a teacher of the batch' })
@Controller('team/sessions')
export class TeamSessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly attendance: AttendanceService,
  ) {}

  @Get()
  @QueryRules(TeamSessionListQueryDto)
  @ApiOkResponse({ description: 'One page of the sessions of the batches the member teaches, by start (SessionPage)' })
  list(@CurrentActor() actor: Actor, @Query() query: TeamSessionListQueryDto): Promise<SessionPage> {
    return this.sessions.list({ scope: 'team', actor }, pageWindow(query));
  }

  @Post()
  @ApiCreatedResponse({ description: 'The sessions created (SessionView[])' })
  create(@CurrentActor() actor: Actor, @Body() body: TeamSessionDto): Promise<SessionView[]> {
    return this.sessions.create({ scope: 'team', actor }, body);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The session with its sign-ups (SessionDetail)' })
  @ApiNotFoundResponse({ description: 'No such session' })
  detail(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<SessionDetail> {
    return this.sessions.detail({ scope: 'team', actor }, id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The session cancelled; everyone signed up or waiting is told by mail (SessionDetail)' })
  @ApiConflictResponse({ description: 'Cancelled, started or held already' })
  cancel(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: SessionCancelDto): Promise<SessionDetail> {
    return this.sessions.cancel({ scope: 'team', actor }, id, body.reason);
  }

  @Get(':id/check-in-code')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The code to show now, its link and QR code, and when to fetch the next (CheckInCodeView)' })
  @ApiNotFoundResponse({ description: 'No such session' })
  checkInCode(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<CheckInCodeView> {
    return this.attendance.checkInCode(actor, id);
  }

  @Post(':id/attendance')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A signed-up person marked present or absent (SessionDetail)' })
  @ApiConflictResponse({ description: 'The session has not started yet, or was cancelled' })
  mark(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: AttendanceDto): Promise<SessionDetail> {
    return this.attendance.mark(actor, id, body.userId, body.present);
  }
}

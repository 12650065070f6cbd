import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { VOLUNTEER_MESSAGES } from '@society/contracts';
import { ExitRequestDto, LeaveRequestDto } from '../../dtos/volunteer-portal-responses.dto';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import { DecisionDto, ExitRequestPageDto, LeaveRequestPageDto, RequestListQueryDto } from './dtos/volunteer-portal-hr.dto';
import { ExitRequestsService } from './exit-requests.service';
import { LeaveRequestsService } from './leave-requests.service';

/** HR's Leave and Exits tabs: every request, pending first; each decision is mailed to the person. */
@ApiTags('hr: volunteer portal')
@Roles('hr')
@Controller('hr')
export class VolunteerRequestsController {
  constructor(
    private readonly leave: LeaveRequestsService,
    private readonly exits: ExitRequestsService,
  ) {}

  @Get('leave-requests')
  @ApiListOrPage(LeaveRequestDto, LeaveRequestPageDto, 'Pending first, then the rest, each newest first (unless a status or sort is asked for)')
  @QueryRules(RequestListQueryDto)
  listLeave(@Query() query: RequestListQueryDto): Promise<LeaveRequestDto[] | LeaveRequestPageDto> {
    return this.leave.list(query);
  }

  @Post('leave-requests/:id/decision')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LeaveRequestDto })
  @ApiConflictResponse({ description: VOLUNTEER_MESSAGES.notPending })
  decideLeave(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: DecisionDto): Promise<LeaveRequestDto> {
    return this.leave.decide(actor, id, body);
  }

  @Get('exit-requests')
  @ApiListOrPage(ExitRequestDto, ExitRequestPageDto, 'Pending first, then the rest, each newest first (unless a status or sort is asked for)')
  @QueryRules(RequestListQueryDto)
  listExits(@Query() query: RequestListQueryDto): Promise<ExitRequestDto[] | ExitRequestPageDto> {
    return this.exits.list(query);
  }

  @Post('exit-requests/:id/decision')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ExitRequestDto, description: 'Approving sets the person inactive with the last working day as the date of leaving, and closes their account' })
  @ApiConflictResponse({ description: VOLUNTEER_MESSAGES.notPending })
  decideExit(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: DecisionDto): Promise<ExitRequestDto> {
    return this.exits.decide(actor, id, body);
  }
}

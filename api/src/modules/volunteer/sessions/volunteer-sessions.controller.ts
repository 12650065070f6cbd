import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { HoursEntryView, MyHoursView, MySignUpView, OpenSessionPage } from '@society/contracts';
import { HoursService } from '../../../domains/people/volunteering/services/hours.service';
import { SignUpsService } from '../../../domains/people/volunteering/services/sign-ups.service';
import { pageWindow } from '../../../dtos/page-query.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { HoursLogDto, OpenSessionsQueryDto, SessionCodeDto, SignUpCancelDto } from './dtos/volunteer-session.dto';

/** The volunteer's sessions: the open ones, their own sign-ups, check-in and out, their hours. */
@ApiTags('volunteer')
@Roles('volunteer')
@Controller('volunteer')
export class VolunteerSessionsController {
  constructor(
    private readonly signUps: SignUpsService,
    private readonly hours: HoursService,
  ) {}

  @Get('sessions')
  @QueryRules(OpenSessionsQueryDto)
  @ApiOkResponse({ description: 'One page of the sessions not over yet, by start, each with my state and whether I may join (OpenSessionPage)' })
  open(@CurrentActor() actor: Actor, @Query() query: OpenSessionsQueryDto): Promise<OpenSessionPage> {
    return this.signUps.open(actor, pageWindow(query));
  }

  @Get('sessions/mine')
  @ApiOkResponse({ description: 'My sign-ups, the latest session first (MySignUpView[])' })
  mine(@CurrentActor() actor: Actor): Promise<MySignUpView[]> {
    return this.signUps.mine(actor);
  }

  @Post('sessions/:id/sign-up')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A place, or a place on the waiting list when full (MySignUpView)' })
  @ApiNotFoundResponse({ description: 'No such session' })
  @ApiForbiddenResponse({ description: 'A session with children, and the safeguarding check found something missing' })
  @ApiConflictResponse({ description: 'Signed up or waiting already, or the session is cancelled or held' })
  signUp(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<MySignUpView> {
    return this.signUps.signUp(actor, id);
  }

  @Post('sessions/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'My sign-up cancelled; a freed place goes to the first waiting (MySignUpView)' })
  @ApiNotFoundResponse({ description: 'No such session' })
  @ApiConflictResponse({ description: 'Not signed up' })
  cancel(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: SignUpCancelDto): Promise<MySignUpView> {
    return this.signUps.cancel(actor, id, body.note || undefined);
  }

  @Post('sessions/:id/check-in')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Checked in (MySignUpView)' })
  @ApiNotFoundResponse({ description: 'No such session' })
  @ApiConflictResponse({ description: 'Not signed up, check-in not open or closed, or checked in already' })
  checkIn(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: SessionCodeDto): Promise<MySignUpView> {
    return this.signUps.checkIn(actor, id, body.code);
  }

  @Post('sessions/:id/check-out')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Checked out; the hours wait for HR (MySignUpView)' })
  @ApiNotFoundResponse({ description: 'No such session' })
  @ApiConflictResponse({ description: 'Not checked in, or checked out already' })
  checkOut(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: SessionCodeDto): Promise<MySignUpView> {
    return this.signUps.checkOut(actor, id, body.code);
  }

  @Get('hours')
  @ApiOkResponse({ description: 'My hours entries, newest day first, with the approved and waiting totals (MyHoursView)' })
  myHours(@CurrentActor() actor: Actor): Promise<MyHoursView> {
    return this.hours.mine(actor);
  }

  @Post('hours')
  @ApiCreatedResponse({ description: 'The entry, waiting for HR (HoursEntryView)' })
  logHours(@CurrentActor() actor: Actor, @Body() body: HoursLogDto): Promise<HoursEntryView> {
    return this.hours.log(actor, body);
  }
}

import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { REGISTER_RULES, type AssessmentRoundDates, type BatchMonthView, type ChildProgressView, type FollowUpView, type Locale, type RegisterDayView, type RegisterSnapshot, type SyncResponse } from '@society/contracts';
import { AssessmentsService } from '../../../domains/children/register/services/assessments.service';
import { ChildProgressService } from '../../../domains/children/register/services/child-progress.service';
import { FollowUpsService } from '../../../domains/children/register/services/follow-ups.service';
import { RegisterDaysService } from '../../../domains/children/register/services/register-days.service';
import { RegisterSyncService } from '../../../domains/children/register/services/register-sync.service';
import { RequestLocale } from '../../../i18n/request-locale';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { DayParam, MonthParam, ObjectIdParam } from '../../../validation/register-params';
import { RoundDatesDto, RoundsQueryDto, SyncDto } from './dtos/register-request.dto';

// The class register, child by child: team only, and never kept by a browser or proxy cache.
@ApiTags('team')
@Controller('team/register')
export class TeamRegisterController {
  constructor(
    private readonly days: RegisterDaysService,
    private readonly sync: RegisterSyncService,
    private readonly progress: ChildProgressService,
    private readonly followUps: FollowUpsService,
    private readonly assessments: AssessmentsService,
  ) {}

  @Get('batches/:id/days/:day')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @DayParam()
  @ApiOkResponse({ description: "The batch's day: every consented child's mark (null: not marked yet), and whether the signed-in member may still change it (RegisterDayView)" })
  @ApiNotFoundResponse({ description: 'No such batch' })
  day(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Param('day') day: string): Promise<RegisterDayView> {
    return this.days.dayView(actor, id, day);
  }

  @Get('batches/:id/months/:month')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @MonthParam()
  @ApiOkResponse({ description: "The batch's month: its days and each consented child's marks (BatchMonthView)" })
  @ApiNotFoundResponse({ description: 'No such batch' })
  month(@Param('id', ParseObjectIdPipe) id: string, @Param('month') month: string): Promise<BatchMonthView> {
    return this.days.monthView(id, month);
  }

  @Post('records')
  @Roles('team')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "A result per record, in the request's order: stored, duplicate (stored before), or refused with a message in the request's language (SyncResponse)" })
  @ApiPayloadTooLargeResponse({ description: `More than ${REGISTER_RULES.recordsPerSync} records` })
  async records(@CurrentActor() actor: Actor, @Body() body: SyncDto, @RequestLocale() locale: Locale): Promise<SyncResponse> {
    return { results: await this.sync.sync(actor, body.records, locale) };
  }

  @Get('snapshot')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "What the signed-in teacher's phone keeps: the batches they teach, their children, the rounds' dates (RegisterSnapshot)" })
  snapshot(@CurrentActor() actor: Actor): Promise<RegisterSnapshot> {
    return this.progress.snapshot(actor);
  }

  @Get('children/:studentId')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ObjectIdParam('studentId')
  @ApiOkResponse({ description: "A child's page: enrolments, levels round by round, attendance month by month, home visits (ChildProgressView)" })
  @ApiNotFoundResponse({ description: 'No such child' })
  child(@Param('studentId', ParseObjectIdPipe) studentId: string): Promise<ChildProgressView> {
    return this.progress.progress(studentId);
  }

  @Get('follow-ups')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: `Children absent on ${REGISTER_RULES.absenceRunFlag} class days in a row, until a home visit is recorded (FollowUpView[])` })
  followUpList(): Promise<FollowUpView[]> {
    return this.followUps.list();
  }

  @Get('rounds')
  @Roles('team')
  @QueryRules(RoundsQueryDto)
  @ApiOkResponse({ description: "The assessment rounds' dates, of one academic year or every one (AssessmentRoundDates[])" })
  rounds(@Query() query: RoundsQueryDto): Promise<AssessmentRoundDates[]> {
    return this.assessments.listRounds(query.academicYear);
  }

  @Put('rounds')
  @Roles('team')
  @ApiOkResponse({ description: "The round's dates (AssessmentRoundDates)" })
  @ApiBadRequestResponse({ description: 'A field is invalid, the last day is before the first, or the round falls outside its academic year' })
  @ApiConflictResponse({ description: 'Never: a round is set again by the same route' })
  setRound(@Body() body: RoundDatesDto): Promise<AssessmentRoundDates> {
    return this.assessments.setRound(body);
  }
}

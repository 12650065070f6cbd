import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ApprovedHoursTotal, HoursBulkApproveResult, HoursEntryView, HoursPage } from '@society/contracts';
import { HoursService } from '../../../domains/people/volunteering/services/hours.service';
import { pageWindow } from '../../../dtos/page-query.dto';
import { ParseObjectIdPipe } from '../../../middleware/parse-object-id.pipe';
import { QueryRules } from '../../../openapi/request-schema';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { ApprovedTotalQueryDto, HoursBulkApproveDto, HoursListQueryDto, HoursRejectDto } from './dtos/session.dto';

// HR approves the hours volunteers gave (from sessions and logged by themselves), one by one or a week at once.
@ApiTags('hr: sessions')
@Roles('hr')
@Controller('hr/hours')
export class HrHoursController {
  constructor(private readonly hours: HoursService) {}

  @Get()
  @QueryRules(HoursListQueryDto)
  @ApiOkResponse({ description: 'One page of hours entries by day, perhaps of one status and one week (HoursPage)' })
  list(@Query() query: HoursListQueryDto): Promise<HoursPage> {
    return this.hours.list(pageWindow(query), { status: query.status || undefined, week: query.week || undefined });
  }

  @Get('approved-total')
  @QueryRules(ApprovedTotalQueryDto)
  @ApiOkResponse({ description: "A volunteer's or intern's approved hours on the days from `from` to `to` (ApprovedHoursTotal): a certificate's hours" })
  approvedTotal(@Query() query: ApprovedTotalQueryDto): Promise<ApprovedHoursTotal> {
    return this.hours.approvedTotal(query.applicantId, query.from, query.to);
  }

  @Post('approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "A week's waiting entries (by its Monday) or the chosen ones approved (HoursBulkApproveResult)" })
  approveMany(@CurrentActor() actor: Actor, @Body() body: HoursBulkApproveDto): Promise<HoursBulkApproveResult> {
    return this.hours.approveMany(actor, body);
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The entry approved (HoursEntryView)' })
  @ApiNotFoundResponse({ description: 'No such entry' })
  @ApiConflictResponse({ description: 'Decided already' })
  approve(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<HoursEntryView> {
    return this.hours.approve(actor, id);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The entry rejected, with the reason (HoursEntryView)' })
  @ApiNotFoundResponse({ description: 'No such entry' })
  @ApiConflictResponse({ description: 'Decided already' })
  reject(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: HoursRejectDto): Promise<HoursEntryView> {
    return this.hours.reject(actor, id, body.reason);
  }
}

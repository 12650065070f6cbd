import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { VOLUNTEER_MESSAGES } from '@society/contracts';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { AccountUpdateDto, VolunteerAccountDto } from './dtos/volunteer-portal-hr.dto';
import { VolunteerAccountsService } from './volunteer-accounts.service';

/** Accounts of onboarded volunteers and interns: HR invites, disables and enables them. */
@ApiTags('hr: volunteer portal')
@Roles('hr')
@Controller('hr')
export class VolunteerAccountsController {
  constructor(private readonly accounts: VolunteerAccountsService) {}

  @Get('volunteer-accounts')
  @ApiOkResponse({ type: [VolunteerAccountDto], description: 'Every volunteer account, by applicant' })
  list(): Promise<VolunteerAccountDto[]> {
    return this.accounts.list();
  }

  @Post('applicants/:id/invite')
  @ApiCreatedResponse({ type: VolunteerAccountDto, description: `Mails a set-password link; ${VOLUNTEER_MESSAGES.inviteSent}` })
  @ApiConflictResponse({ description: `${VOLUNTEER_MESSAGES.inviteNeedsOnboarding} / ${VOLUNTEER_MESSAGES.emailHasAccount} / ${VOLUNTEER_MESSAGES.inviteNeedsMail}` })
  invite(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<VolunteerAccountDto> {
    return this.accounts.invite(actor, id);
  }

  @Put('applicants/:id/account')
  @ApiOkResponse({ type: VolunteerAccountDto })
  @ApiConflictResponse({ description: VOLUNTEER_MESSAGES.accountCannotEnable })
  setDisabled(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: AccountUpdateDto): Promise<VolunteerAccountDto> {
    return this.accounts.setDisabled(actor, id, body.disabled);
  }
}

import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PolicyVersionView, SafeguardingLeadView } from '@society/contracts';
import { PoliciesService } from '../../../domains/people/safeguarding/services/policies.service';
import { SafeguardingLeadService } from '../../../domains/people/safeguarding/services/safeguarding-lead.service';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { PublishPolicyDto, SetSafeguardingLeadDto } from './admin-safeguarding.dto';

// The admin sets the child-protection policy (each version kept) and names the safeguarding lead.
@ApiTags('admin: safeguarding')
@Roles('admin')
@Controller('admin/safeguarding')
export class AdminSafeguardingController {
  constructor(
    private readonly policies: PoliciesService,
    private readonly lead: SafeguardingLeadService,
  ) {}

  @Get('policies')
  @ApiOkResponse({ description: 'Every version of the policy, newest (current) first, each with its count of acknowledgements (PolicyVersionView[])' })
  listPolicies(): Promise<PolicyVersionView[]> {
    return this.policies.list();
  }

  @Post('policies')
  @ApiCreatedResponse({ description: 'The new version (PolicyVersionView): current at once; everyone must acknowledge it again' })
  @ApiBadRequestResponse({ description: 'A text is missing or too long' })
  @ApiConflictResponse({ description: 'The texts are those of the current version' })
  publish(@CurrentActor() actor: Actor, @Body() body: PublishPolicyDto): Promise<PolicyVersionView> {
    return this.policies.publish(actor, body);
  }

  @Get('lead')
  @ApiOkResponse({ description: 'The safeguarding lead, or null (SafeguardingLeadView)' })
  getLead(): Promise<SafeguardingLeadView> {
    return this.lead.get();
  }

  @Put('lead')
  @ApiOkResponse({ description: 'The lead now (SafeguardingLeadView)' })
  @ApiBadRequestResponse({ description: 'The account is not an active admin, HR or team member' })
  setLead(@CurrentActor() actor: Actor, @Body() body: SetSafeguardingLeadDto): Promise<SafeguardingLeadView> {
    return this.lead.set(actor, body.userId);
  }
}

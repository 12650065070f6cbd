import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CurrentPolicyView, SafeguardingStandingView } from '@society/contracts';
import { PoliciesService } from '../../domains/people/safeguarding/services/policies.service';
import { VerificationsService } from '../../domains/people/safeguarding/services/verifications.service';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { AcknowledgePolicyDto } from './dtos/policy.dto';

// Everyone signed in reads the child-protection policy and acknowledges it; a person sees only their own standing.
@ApiTags('safeguarding')
@Roles('admin', 'hr', 'team', 'volunteer')
@Controller('safeguarding')
export class SafeguardingController {
  constructor(
    private readonly policies: PoliciesService,
    private readonly verifications: VerificationsService,
  ) {}

  @Get('policy')
  @ApiOkResponse({ description: 'The current version in both languages and my acknowledgement of it (CurrentPolicyView; policy null while none is published)' })
  policy(@CurrentActor() actor: Actor): Promise<CurrentPolicyView> {
    return this.policies.current(actor.id);
  }

  @Post('policy/acknowledge')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The current version and my acknowledgement (CurrentPolicyView); acknowledging twice changes nothing' })
  @ApiNotFoundResponse({ description: 'No policy is published' })
  @ApiConflictResponse({ description: 'The version is not the current one' })
  acknowledge(@CurrentActor() actor: Actor, @Body() body: AcknowledgePolicyDto): Promise<CurrentPolicyView> {
    return this.policies.acknowledge(actor, body.version);
  }

  @Get('me')
  @ApiOkResponse({ description: 'My standing (SafeguardingStandingView): the current policy acknowledged?, my police verification, what I lack to work with children today' })
  me(@CurrentActor() actor: Actor): Promise<SafeguardingStandingView> {
    return this.verifications.standing(actor.id);
  }
}

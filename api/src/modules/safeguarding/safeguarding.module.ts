import { Module } from '@nestjs/common';
import { SafeguardingDomainModule } from '../../domains/people/safeguarding/safeguarding-domain.module';
import { SafeguardingConcernsController } from './concerns.controller';
import { SafeguardingController } from './safeguarding.controller';

/**
 * Child safeguarding for everyone signed in as admin, hr, team or volunteer (issue 45): the policy and its
 * acknowledgement, one's own standing, the concerns register. Thin controllers over the safeguarding domain.
 */
@Module({
  imports: [SafeguardingDomainModule],
  controllers: [SafeguardingController, SafeguardingConcernsController],
})
export class SafeguardingModule {}

import { Module } from '@nestjs/common';
import { VolunteeringDomainModule } from '../../../domains/people/volunteering/volunteering-domain.module';
import { TeamSessionsController } from './team-sessions.controller';

/** The team's volunteer sessions (issue 45): thin controllers over the volunteering domain. */
@Module({
  imports: [VolunteeringDomainModule],
  controllers: [TeamSessionsController],
})
export class TeamSessionsModule {}

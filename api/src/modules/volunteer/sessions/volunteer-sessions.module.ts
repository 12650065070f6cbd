import { Module } from '@nestjs/common';
import { VolunteeringDomainModule } from '../../../domains/people/volunteering/volunteering-domain.module';
import { VolunteerSessionsController } from './volunteer-sessions.controller';

/** The volunteer's sessions and hours (issue 45): thin controllers over the volunteering domain. */
@Module({
  imports: [VolunteeringDomainModule],
  controllers: [VolunteerSessionsController],
})
export class VolunteerSessionsModule {}

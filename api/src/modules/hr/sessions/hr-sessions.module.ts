import { Module } from '@nestjs/common';
import { VolunteeringDomainModule } from '../../../domains/people/volunteering/volunteering-domain.module';
import { HrHoursController } from './hr-hours.controller';
import { HrSessionsController } from './hr-sessions.controller';

/** HR's volunteer sessions and hours (issue 45): thin controllers over the volunteering domain. */
@Module({
  imports: [VolunteeringDomainModule],
  controllers: [HrSessionsController, HrHoursController],
})
export class HrSessionsModule {}

import { Module } from '@nestjs/common';
import { SafeguardingDomainModule } from '../../../domains/people/safeguarding/safeguarding-domain.module';
import { AdminSafeguardingController } from './admin-safeguarding.controller';

/** The admin's side of child safeguarding (issue 45): the policy's versions and the lead. */
@Module({
  imports: [SafeguardingDomainModule],
  controllers: [AdminSafeguardingController],
})
export class AdminSafeguardingModule {}

import { Module } from '@nestjs/common';
import { SafeguardingDomainModule } from '../../../domains/people/safeguarding/safeguarding-domain.module';
import { HrVerificationsController } from './hr-verifications.controller';

/** HR's police verifications (issue 45): thin controllers over the safeguarding domain. */
@Module({
  imports: [SafeguardingDomainModule],
  controllers: [HrVerificationsController],
})
export class HrVerificationsModule {}

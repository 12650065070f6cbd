import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { GuardianConsents } from './guardian-consents';

/** A guardian's consent for a child's data, shared by the team's students and HR's applicants under 18. */
@Module({
  imports: [StorageModule],
  providers: [GuardianConsents],
  exports: [GuardianConsents],
})
export class ConsentModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { DatabaseModule } from '../database/database.module';
import { StorageModule } from '../storage/storage.module';
import { GuardianConsents } from './guardian-consents';
import { PhotoConsents } from './photo-consents';

/** A guardian's consent for a child's data, shared by the team's students and HR's applicants under 18; and for their photos (the gallery). */
@Module({
  imports: [StorageModule, DatabaseModule, AuditModule],
  providers: [GuardianConsents, PhotoConsents],
  exports: [GuardianConsents, PhotoConsents],
})
export class ConsentModule {}

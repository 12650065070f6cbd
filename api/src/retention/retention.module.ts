import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { DataRightsModule } from '../data-rights/data-rights.module';
import { DatabaseModule } from '../database/database.module';
import { RegisterReportsModule } from '../domains/children/register/reports/register-reports.module';
import { StorageModule } from '../storage/storage.module';
import { RetentionJob } from './retention-job';
import { RetentionService } from './retention.service';

/** The retention schedule (DPDP): the daily deletion job and the admin's view of what falls due. */
@Module({
  imports: [DatabaseModule, AuditModule, StorageModule, DataRightsModule, RegisterReportsModule],
  providers: [RetentionService, RetentionJob],
  exports: [RetentionService],
})
export class RetentionModule {}

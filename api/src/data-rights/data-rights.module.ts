import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { DatabaseModule } from '../database/database.module';
import { SafeguardingDomainModule } from '../domains/people/safeguarding/safeguarding-domain.module';
import { VolunteeringDomainModule } from '../domains/people/volunteering/volunteering-domain.module';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { StorageModule } from '../storage/storage.module';
import { DataRequestsService } from './data-requests.service';
import { HeldDataService } from './held-data';

/** Data-rights requests (DPDP Act): what is held under an email, its export and erasure; the public page and the admin's register both use it. */
@Module({
  imports: [DatabaseModule, AuditModule, StorageModule, MailModule, SettingsModule, VolunteeringDomainModule, SafeguardingDomainModule],
  providers: [HeldDataService, DataRequestsService],
  exports: [DataRequestsService, HeldDataService],
})
export class DataRightsModule {}

import { Module } from '@nestjs/common';
import { DataRightsModule } from '../../data-rights/data-rights.module';
import { AuditModule } from '../../audit/audit.module';
import { ConsentModule } from '../../consent/consent.module';
import { DatabaseModule } from '../../database/database.module';
import { MailModule } from '../../mail/mail.module';
import { SettingsModule } from '../../settings/settings.module';
import { StorageModule } from '../../storage/storage.module';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';
import { ApplicantsController } from './applicants.controller';
import { ApplicantsService } from './applicants.service';
import { BirthdayWishesController } from './birthday-wishes.controller';
import { CertificatesController } from './certificates/certificates.controller';
import { CertificatesService } from './certificates/certificates.service';
import { HrContactsController } from './contacts.controller';
import { ExitRequestsService } from './exit-requests.service';
import { LeaveRequestsService } from './leave-requests.service';
import { PortalPeople } from './portal-people';
import { VolunteerAccountsController } from './volunteer-accounts.controller';
import { VolunteerAccountsService } from './volunteer-accounts.service';
import { VolunteerRequestsController } from './volunteer-requests.controller';
import { HrVerificationsModule } from './verifications/hr-verifications.module';
import { HrSessionsModule } from './sessions/hr-sessions.module';
import { VolunteeringDomainModule } from '../../domains/people/volunteering/volunteering-domain.module';

@Module({
  imports: [DatabaseModule, AuditModule, MailModule, SettingsModule, StorageModule, ConsentModule, DataRightsModule, HrVerificationsModule, HrSessionsModule, VolunteeringDomainModule],
  controllers: [
    ApplicantsController,
    HrContactsController,
    BirthdayWishesController,
    AnnouncementsController,
    VolunteerAccountsController,
    VolunteerRequestsController,
    CertificatesController,
  ],
  providers: [ApplicantsService, AnnouncementsService, VolunteerAccountsService, PortalPeople, LeaveRequestsService, ExitRequestsService, CertificatesService],
})
export class HrModule {}

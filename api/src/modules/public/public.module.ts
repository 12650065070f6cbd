import { DataRightsModule } from '../../data-rights/data-rights.module';
import { RegisterReportsModule } from '../../domains/children/register/reports/register-reports.module';
import { DataRequestsController } from './data-requests.controller';
import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../database/database.module';
import { MailModule } from '../../mail/mail.module';
import { SettingsModule } from '../../settings/settings.module';
import { StorageModule } from '../../storage/storage.module';
import { PublicFormLimits } from '../../security/public-form-limits';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { CertificateCheckController } from './certificate-check.controller';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { DonationsController } from './donations.controller';
import { DonationsService } from './donations.service';
import { PublicController } from './public.controller';
import { PublicService } from './public.service';
import { SiteContentController } from './site-content.controller';
import { PublicSiteSettingsController } from './site-settings.controller';
import { SiteContentService } from './site-content.service';
import { UploadsController } from './uploads.controller';
import { UpiQrController } from './upi-qr.controller';

/** Everything a visitor may call without logging in. */
@Module({
  imports: [DatabaseModule, StorageModule, MailModule, SettingsModule, DataRightsModule, RegisterReportsModule],
  controllers: [
    PublicController,
    ContactController,
    ApplicationsController,
    DonationsController,
    PublicSiteSettingsController,
    SiteContentController,
    UploadsController,
    CertificateCheckController,
    DataRequestsController,
    UpiQrController,
  ],
  providers: [PublicFormLimits, PublicService, ContactService, ApplicationsService, DonationsService, SiteContentService],
})
export class PublicModule {}

import { DataRightsModule } from '../../data-rights/data-rights.module';
import { AdminDataRequestsController } from './data-requests.controller';
import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { DatabaseModule } from '../../database/database.module';
import { MailModule } from '../../mail/mail.module';
import { SettingsModule } from '../../settings/settings.module';
import { RetentionModule } from '../../retention/retention.module';
import { StorageModule } from '../../storage/storage.module';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';
import { AdminContactsController } from './contacts.controller';
import { BankStatementsModule } from './bank-statements/bank-statements.module';
import { AdminRegisterModule } from './register/admin-register.module';
import { AdminSafeguardingModule } from './safeguarding/admin-safeguarding.module';
import { BreachesController } from './breaches/breaches.controller';
import { BreachesService } from './breaches/breaches.service';
import { CoreTeamController } from './core-team.controller';
import { CoreTeamService } from './core-team.service';
import { DonationExportsService } from './donation-exports.service';
import { DonationReceiptsController } from './donation-receipts.controller';
import { DonationScreenshotsController } from './donation-screenshots.controller';
import { AdminDonationsController } from './donations.controller';
import { AdminDonationsService } from './donations.service';
import { GalleryController } from './gallery.controller';
import { GalleryService } from './gallery.service';
import { ConsentModule } from '../../consent/consent.module';
import { PublicationsController } from './publications.controller';
import { PublicationsService } from './publications.service';
import { RetentionController } from './retention.controller';
import { ReceiptIssuer } from './receipts/receipt-issuer';
import { SiteImages } from './site-images';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingsEditor } from './site-settings-editor.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { Form10beController } from './form-10be/form-10be.controller';
import { Form10beService } from './form-10be/form-10be.service';
import { DonorsController } from './donors/donors.controller';
import { DonorHistoryService } from './donors/donor-history.service';
import { RegisterReportsModule } from '../../domains/children/register/reports/register-reports.module';
import { AdminOutcomesController } from './register/outcomes.controller';

@Module({
  imports: [DatabaseModule, AuditModule, ConsentModule, StorageModule, MailModule, SettingsModule, RetentionModule, DataRightsModule, BankStatementsModule, RegisterReportsModule, AdminRegisterModule, AdminSafeguardingModule],
  controllers: [
    UsersController,
    AdminDonationsController,
    DonationScreenshotsController,
    DonationReceiptsController,
    AdminContactsController,
    CoreTeamController,
    GalleryController,
    PublicationsController,
    ActivityController,
    SiteSettingsController,
    RetentionController,
    BreachesController,
    AdminDataRequestsController,
    Form10beController, DonorsController,
    AdminOutcomesController,
  ],
  providers: [ActivityService, UsersService, AdminDonationsService, ReceiptIssuer, DonationExportsService, CoreTeamService, GalleryService, PublicationsService, SiteImages, SiteSettingsEditor, BreachesService, Form10beService, DonorHistoryService],
})
export class AdminModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { DatabaseModule } from '../../database/database.module';
import { MailModule } from '../../mail/mail.module';
import { SettingsModule } from '../../settings/settings.module';
import { AnnouncementsController } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';
import { ApplicantsController } from './applicants.controller';
import { ApplicantsService } from './applicants.service';
import { BirthdayWishesController } from './birthday-wishes.controller';
import { HrContactsController } from './contacts.controller';

@Module({
  imports: [DatabaseModule, AuditModule, MailModule, SettingsModule],
  controllers: [ApplicantsController, HrContactsController, BirthdayWishesController, AnnouncementsController],
  providers: [ApplicantsService, AnnouncementsService],
})
export class HrModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { DatabaseModule } from '../../database/database.module';
import { MailModule } from '../../mail/mail.module';
import { SettingsModule } from '../../settings/settings.module';
import { StorageModule } from '../../storage/storage.module';
import { VolunteerSelfService } from './volunteer-self.service';
import { VolunteerController } from './volunteer.controller';
import { VolunteerSessionsModule } from './sessions/volunteer-sessions.module';

/** Routes of the 'volunteer' role: an onboarded volunteer's or intern's own portal. */
@Module({
  imports: [DatabaseModule, AuditModule, MailModule, SettingsModule, StorageModule, VolunteerSessionsModule],
  controllers: [VolunteerController],
  providers: [VolunteerSelfService],
})
export class VolunteerModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DatabaseModule } from '../../../database/database.module';
import { MailModule } from '../../../mail/mail.module';
import { SettingsModule } from '../../../settings/settings.module';
import { RegisterDomainModule } from '../../children/register/register-domain.module';
import { SafeguardingDomainModule } from '../safeguarding/safeguarding-domain.module';
import { HoursEntryRepository } from './repositories/hours-entry.repository';
import { SessionSignUpRepository } from './repositories/session-sign-up.repository';
import { VolunteerSessionRepository } from './repositories/volunteer-session.repository';
import { HoursEntry, HoursEntrySchema } from './schemas/hours-entry.schema';
import { SessionSignUp, SessionSignUpSchema } from './schemas/session-sign-up.schema';
import { VolunteerSession, VolunteerSessionSchema } from './schemas/volunteer-session.schema';
import { AttendanceService } from './services/attendance.service';
import { HoursService } from './services/hours.service';
import { SessionMails } from './services/session-mails';
import { SessionReminders } from './services/session-reminders';
import { SessionViews } from './services/session-views';
import { SessionsService } from './services/sessions.service';
import { SignUpsService } from './services/sign-ups.service';
import { VolunteerRecords } from './services/volunteer-records';

const repositories = [VolunteerSessionRepository, SessionSignUpRepository, HoursEntryRepository];
const services = [SessionViews, SessionMails, SessionsService, SignUpsService, AttendanceService, HoursService, SessionReminders, VolunteerRecords];

/**
 * Volunteer sessions (issue 45): what HR and the batches' teachers publish, sign-ups with a waiting list and
 * the safeguarding check, check-in by a rotating code, and the hours HR approves.
 */
@Module({
  imports: [
    DatabaseModule,
    MailModule,
    SettingsModule,
    RegisterDomainModule,
    SafeguardingDomainModule,
    MongooseModule.forFeature([
      { name: VolunteerSession.name, schema: VolunteerSessionSchema },
      { name: SessionSignUp.name, schema: SessionSignUpSchema },
      { name: HoursEntry.name, schema: HoursEntrySchema },
    ]),
  ],
  providers: [...repositories, ...services],
  exports: [...services],
})
export class VolunteeringDomainModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { ConsentModule } from '../../consent/consent.module';
import { DatabaseModule } from '../../database/database.module';
import { RegisterDomainModule } from '../../domains/children/register/register-domain.module';
import { TeamRegisterModule } from './register/team-register.module';
import { TeamSessionsModule } from './sessions/team-sessions.module';
import { RegisterReportsModule } from '../../domains/children/register/reports/register-reports.module';
import { MailModule } from '../../mail/mail.module';
import { AadhaarRevealLimit } from './aadhaar-reveal-limit';
import { AadhaarKeyRotation } from './aadhaar-key-rotation';
import { RegisterReportsController } from './register/reports.controller';
import { StudentsController } from './students.controller';
import { StudentsService } from './students.service';

/** The team dashboard's API: children's records, with Aadhaar numbers encrypted and reveals recorded. */
@Module({
  imports: [DatabaseModule, AuditModule, ConsentModule, MailModule, RegisterDomainModule, RegisterReportsModule, TeamRegisterModule, TeamSessionsModule],
  controllers: [StudentsController, RegisterReportsController],
  providers: [StudentsService, AadhaarKeyRotation, AadhaarRevealLimit],
})
export class TeamModule {}

import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { DatabaseModule } from '../../database/database.module';
import { MailModule } from '../../mail/mail.module';
import { SettingsModule } from '../../settings/settings.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { FirstAdminService } from './first-admin.service';
import { LoginThrottle } from './login-throttle.service';
import { SignInAlerts } from './sign-in-alerts';

@Module({
  imports: [DatabaseModule, AuditModule, MailModule, SettingsModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle, SignInAlerts, FirstAdminService],
})
export class AuthModule {}

import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import type { StdoutWriter } from './config/stdout';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { loggingParams } from './logging';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { HrModule } from './modules/hr/hr.module';
import { PublicModule } from './modules/public/public.module';
import { SafeguardingModule } from './modules/safeguarding/safeguarding.module';
import { RetentionModule } from './retention/retention.module';
import { TeamModule } from './modules/team/team.module';
import { VolunteerModule } from './modules/volunteer/volunteer.module';
import { SecurityModule } from './security/security.module';

export interface AppOptions {
  config: AppConfig;
  /** Where request logs go (stdout by default); tests read them. */
  logStream?: DestinationStream;
  /** Where the first-admin line goes (stdout by default). */
  stdout?: StdoutWriter;
  /** Modules added after the API's own: the bench's reference routes (api/bench), never the production build. */
  modules?: Type[];
}

@Module({})
export class AppModule {
  static forRoot({ config, logStream, stdout, modules = [] }: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, stdout),
        LoggerModule.forRoot(loggingParams(config, logStream)),
        DatabaseModule,
        SecurityModule,
        HealthModule,
        AuthModule,
        PublicModule,
        AdminModule,
        HrModule,
        TeamModule,
        VolunteerModule,
        SafeguardingModule,
        RetentionModule,
        ...modules,
      ],
    };
  }
}

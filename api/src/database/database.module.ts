import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../config/app-config';
import { AnnouncementRepository } from './repositories/announcement.repository';
import { CounterRepository } from './repositories/counter.repository';
import { LoginAttemptRepository } from './repositories/login-attempt.repository';
import { RevokedTokenRepository } from './repositories/revoked-token.repository';
import { UserRepository } from './repositories/user.repository';
import { Announcement, AnnouncementSchema } from './schemas/announcement.schema';
import { Counter, CounterSchema } from './schemas/counter.schema';
import { LoginAttempt, LoginAttemptSchema } from './schemas/login-attempt.schema';
import { RevokedToken, RevokedTokenSchema } from './schemas/revoked-token.schema';
import { User, UserSchema } from './schemas/user.schema';
import { DatabaseHealth } from './database-health';
import { DatabaseLifecycle } from './database-lifecycle';

/** Short enough that a stopped database answers 503 within a couple of seconds instead of hanging. */
export const SERVER_SELECTION_TIMEOUT_MS = 2000;

const repositories = [UserRepository, RevokedTokenRepository, LoginAttemptRepository, CounterRepository, AnnouncementRepository];

@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        uri: config.mongodbUri,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        // Fail fast while the database is away instead of queueing requests in memory.
        bufferCommands: false,
        // Start-up waits for the database: up to 15 tries, 2 s apart.
        retryAttempts: 15,
        retryDelay: 2000,
      }),
    }),
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: RevokedToken.name, schema: RevokedTokenSchema },
      { name: LoginAttempt.name, schema: LoginAttemptSchema },
      { name: Counter.name, schema: CounterSchema },
      { name: Announcement.name, schema: AnnouncementSchema },
    ]),
  ],
  providers: [...repositories, DatabaseHealth, DatabaseLifecycle],
  exports: [...repositories, DatabaseHealth],
})
export class DatabaseModule {}

import { Module } from '@nestjs/common';
import { RegisterDomainModule } from '../../../domains/children/register/register-domain.module';
import { TeamRegisterKeepingController } from './register-keeping.controller';
import { TeamRegisterController } from './register.controller';
import { TeamTeachersController } from './teachers.controller';

/** The team's class register (issue 44): thin controllers over the register's domain. */
@Module({
  imports: [RegisterDomainModule],
  controllers: [TeamRegisterKeepingController, TeamRegisterController, TeamTeachersController],
})
export class TeamRegisterModule {}

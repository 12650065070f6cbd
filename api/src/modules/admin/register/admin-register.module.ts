import { Module } from '@nestjs/common';
import { RegisterDomainModule } from '../../../domains/children/register/register-domain.module';
import { AdminRegisterController } from './admin-register.controller';

/** The admin's side of the class register (issue 44): centres, batches, and corrections after the window. */
@Module({
  imports: [RegisterDomainModule],
  controllers: [AdminRegisterController],
})
export class AdminRegisterModule {}

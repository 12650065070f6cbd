import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../database/database.module';
import { HrContactsController } from './contacts.controller';

@Module({
  imports: [DatabaseModule],
  controllers: [HrContactsController],
})
export class HrModule {}

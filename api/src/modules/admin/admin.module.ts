import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../database/database.module';
import { AdminContactsController } from './contacts.controller';
import { AdminDonationsController } from './donations.controller';
import { AdminDonationsService } from './donations.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [DatabaseModule],
  controllers: [UsersController, AdminDonationsController, AdminContactsController],
  providers: [UsersService, AdminDonationsService],
})
export class AdminModule {}

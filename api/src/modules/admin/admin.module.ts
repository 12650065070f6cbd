import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../database/database.module';
import { StorageModule } from '../../storage/storage.module';
import { AdminContactsController } from './contacts.controller';
import { CoreTeamController } from './core-team.controller';
import { CoreTeamService } from './core-team.service';
import { DonationScreenshotsController } from './donation-screenshots.controller';
import { AdminDonationsController } from './donations.controller';
import { AdminDonationsService } from './donations.service';
import { GalleryController } from './gallery.controller';
import { GalleryService } from './gallery.service';
import { PublicationsController } from './publications.controller';
import { PublicationsService } from './publications.service';
import { SiteImages } from './site-images';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [DatabaseModule, StorageModule],
  controllers: [
    UsersController,
    AdminDonationsController,
    DonationScreenshotsController,
    AdminContactsController,
    CoreTeamController,
    GalleryController,
    PublicationsController,
  ],
  providers: [UsersService, AdminDonationsService, CoreTeamService, GalleryService, PublicationsService, SiteImages],
})
export class AdminModule {}

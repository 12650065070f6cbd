import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { StorageModule } from '../storage/storage.module';
import { SiteSettingsService } from './site-settings.service';

/** The society's own settings (the Site tab), read by every role module, the mail and the receipts. */
@Module({
  imports: [DatabaseModule, StorageModule],
  providers: [SiteSettingsService],
  exports: [SiteSettingsService],
})
export class SettingsModule {}

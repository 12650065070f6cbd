import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { SettingsModule } from '../settings/settings.module';
import { StorageModule } from '../storage/storage.module';
import { MailOutbox } from './mail-outbox';
import { MailService } from './mail.service';
import { OutboxWorker } from './outbox-worker';

/** Outgoing mail: MailService sends, MailOutbox queues donor mail, OutboxWorker delivers the queue. */
@Module({
  imports: [DatabaseModule, StorageModule, SettingsModule],
  providers: [MailService, MailOutbox, OutboxWorker],
  exports: [MailService, MailOutbox],
})
export class MailModule {}

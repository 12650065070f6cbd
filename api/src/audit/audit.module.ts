import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { AuditTrail } from './audit-trail';
import { RevealCarryOver } from './reveal-carry-over';

/** The activity log's writer, for every role module's services; the admin module reads the log. */
@Module({
  imports: [DatabaseModule],
  providers: [AuditTrail, RevealCarryOver],
  exports: [AuditTrail],
})
export class AuditModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../../../audit/audit.module';
import { DatabaseModule } from '../../../database/database.module';
import { BankStatementRepository } from '../../../database/repositories/bank-statement.repository';
import { BANK_STATEMENT_MODELS } from '../../../database/schemas/bank-statement.schema';
import { MailModule } from '../../../mail/mail.module';
import { SettingsModule } from '../../../settings/settings.module';
import { StorageModule } from '../../../storage/storage.module';
import { AdminDonationsService } from '../donations.service';
import { ReceiptIssuer } from '../receipts/receipt-issuer';
import { BankStatementsController } from './bank-statements.controller';
import { BankStatementsService } from './bank-statements.service';

/**
 * Bank statements (issue 33). Receipts are issued through the Donations tab's own service and issuer (no
 * state of their own: every claim they take is in the database, shared with the admin module's instances).
 */
@Module({
  imports: [DatabaseModule, AuditModule, StorageModule, MailModule, SettingsModule, MongooseModule.forFeature(BANK_STATEMENT_MODELS)],
  controllers: [BankStatementsController],
  providers: [BankStatementRepository, BankStatementsService, AdminDonationsService, ReceiptIssuer],
  exports: [BankStatementRepository],
})
export class BankStatementsModule {}

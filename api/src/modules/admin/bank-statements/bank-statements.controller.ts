import { Body, Controller, Get, HttpCode, Param, Post, Query, UploadedFile } from '@nestjs/common';
import { BANK_STATEMENT_UPLOAD_MAX_BYTES, type BankConfirmResult, type BankReconciliation, type BankStatementImport } from '@society/contracts';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FileUploadBody, type UploadedFileData } from '../../../middleware/single-file-upload';
import type { Actor } from '../../../security/auth-user';
import { CurrentActor, Roles } from '../../../security/auth.decorators';
import { DonationRecordDto } from '../dtos/donation.dto';
import { DismissCreditDto, ImportStatementDto, MatchCreditDto, ReconciliationQueryDto, RecordCreditDto } from './bank-statement.dto';
import { BANK_STATEMENT_MESSAGES, BankStatementsService } from './bank-statements.service';

/**
 * Bank statements beside the Donations tab (issue 33): the admin's alone, statement lines are never shown
 * elsewhere. A credit's id (:creditId) is its line's fingerprint, 32 hex characters, not an ObjectId: the
 * service answers 404 for anything else.
 */
@ApiTags('admin: bank statements')
@Roles('admin')
@Controller('admin/bank-statements')
export class BankStatementsController {
  constructor(private readonly statements: BankStatementsService) {}

  @Get()
  @ApiOkResponse({ description: 'The open credits in three lists (matched, needs a look, without a request; each its first `limit` entries, with whole counts), the requests not found in the bank after 10 days, and the imports' })
  reconciliation(@Query() query: ReconciliationQueryDto): Promise<BankReconciliation> {
    return this.statements.reconciliation(query.limit);
  }

  @Get('banks')
  @ApiOkResponse({ description: 'The banks whose statements are read by their columns, and the mappings admins gave for other banks' })
  banks() {
    return this.statements.banks();
  }

  @Post()
  @FileUploadBody({
    field: 'statement',
    maxBytes: BANK_STATEMENT_UPLOAD_MAX_BYTES,
    tooLargeMessage: BANK_STATEMENT_MESSAGES.tooLarge,
    badTypeMessage: BANK_STATEMENT_MESSAGES.badType,
    fields: ImportStatementDto,
    fileRequired: true,
    fileDescription: 'The statement exported from net banking, CSV or XLSX',
  })
  @ApiCreatedResponse({ description: 'Imported: its credits counted (new ones and ones already imported), and the lists as they now stand' })
  @ApiBadRequestResponse({ description: 'Not a statement, no credit column, a line that cannot be read (the message names row and column): nothing is imported' })
  import(@CurrentActor() actor: Actor, @Body() body: ImportStatementDto, @UploadedFile() file?: UploadedFileData): Promise<BankStatementImport> {
    return this.statements.import(actor, body, file);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Every matched credit confirmed: its request receipted (mail queued) or, already receipted, linked' })
  confirm(@CurrentActor() actor: Actor): Promise<BankConfirmResult> {
    return this.statements.confirmMatched(actor);
  }

  @Post('credits/:creditId/match')
  @HttpCode(200)
  @ApiOkResponse({ type: DonationRecordDto, description: 'The request, receipted' })
  @ApiConflictResponse({ description: BANK_STATEMENT_MESSAGES.settled })
  match(@CurrentActor() actor: Actor, @Param('creditId') id: string, @Body() body: MatchCreditDto): Promise<DonationRecordDto> {
    return this.statements.match(actor, id, body.donationId);
  }

  @Post('credits/:creditId/dismiss')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The suggestions are not offered for this credit again' })
  async dismiss(@CurrentActor() actor: Actor, @Param('creditId') id: string, @Body() body: DismissCreditDto): Promise<{ message: string }> {
    await this.statements.dismiss(actor, id, body.donationIds);
    return { message: 'Dismissed' };
  }

  @Post('credits/:creditId/record')
  @HttpCode(201)
  @ApiCreatedResponse({ type: DonationRecordDto, description: 'The donation recorded from the credit (no receipt until its donor is known)' })
  record(@CurrentActor() actor: Actor, @Param('creditId') id: string, @Body() body: RecordCreditDto): Promise<DonationRecordDto> {
    return this.statements.record(actor, id, body.name);
  }
}

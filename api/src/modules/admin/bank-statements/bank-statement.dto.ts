import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { BANK_LIST_DEFAULT, BANK_LIST_MAX, LIMITS } from '@society/contracts';
import { blankToUndefined, IfGiven, OptionalText, RequiredText, wholeNumber } from '../../../validation/field-rules';
import { BANK_LAYOUTS } from './bank-layouts';

export const BANK_OPTIONS = ['auto', ...BANK_LAYOUTS.map((layout) => layout.id), 'other'] as const;

/** The import form: the file comes as the multipart field 'statement'. */
export class ImportStatementDto {
  // A multipart field: no null to send, so the choice is one of the list or left out (blank is 'auto').
  @ApiPropertyOptional({ enum: BANK_OPTIONS, description: "'auto' (default) tells the bank by its columns; 'other' reads the columns named below" })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(BANK_OPTIONS, { message: `bank must be one of: ${BANK_OPTIONS.join(', ')}` })
  bank?: string;

  @ApiPropertyOptional({ description: "For 'other': the bank's name; its mapping is remembered under it (and used alone when the columns are left out)" })
  @OptionalText('bankName')
  bankName?: string;

  @ApiPropertyOptional({ description: "For 'other': header of the date column" })
  @OptionalText('dateColumn')
  dateColumn?: string;

  @ApiPropertyOptional({ description: "For 'other': header of the narration (description) column" })
  @OptionalText('narrationColumn')
  narrationColumn?: string;

  @ApiPropertyOptional({ description: "For 'other': header of the credit (deposit) column" })
  @OptionalText('creditColumn')
  creditColumn?: string;

  @ApiPropertyOptional({ description: "For 'other': header of the reference (cheque/ref no.) column" })
  @OptionalText('referenceColumn')
  referenceColumn?: string;

  @ApiPropertyOptional({ description: "For 'other': header of the debit (withdrawal) column" })
  @OptionalText('debitColumn')
  debitColumn?: string;

  @ApiPropertyOptional({ description: "For 'other': header of the balance column" })
  @OptionalText('balanceColumn')
  balanceColumn?: string;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** Needs a look: the request the admin picks for the credit. */
export class MatchCreditDto {
  @ApiProperty({ description: 'The receipt request (donation id) this credit paid for' })
  @RequiredText('donationId', 24)
  @Matches(OBJECT_ID, { message: 'donationId must be a donation id' })
  donationId: string;
}

/** Needs a look: the suggestions the admin says are wrong (all of them when left out). */
export class DismissCreditDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'donationIds must be a list' })
  @ArrayMaxSize(20, { message: 'donationIds must hold at most 20 ids' })
  @IsString({ each: true, message: 'donationIds must be donation ids' })
  @Matches(OBJECT_ID, { each: true, message: 'donationIds must be donation ids' })
  donationIds?: string[];
}

/** A credit without a request, recorded as a donation under this name (read from the narration, then edited). */
export class RecordCreditDto {
  @ApiProperty()
  @RequiredText('name', LIMITS.nameMax)
  name: string;
}

/** GET /api/admin/bank-statements: how many entries of each list to answer with. */
export class ReconciliationQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: BANK_LIST_MAX, default: BANK_LIST_DEFAULT, description: 'Entries of each credit list (matched, needs a look, without a request) to answer with; the counts are whole' })
  @Transform(wholeNumber)
  @IfGiven()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(BANK_LIST_MAX, { message: `limit must be at most ${BANK_LIST_MAX}` })
  limit?: number;
}

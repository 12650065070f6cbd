import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsIn, IsNotEmpty, IsNumber, Max, Min, ValidateBy } from 'class-validator';
import { isCalendarDay } from '../../../validation/calendar-day';
import {
  DONATION_SORT_DEFAULT,
  DONATION_SORTS,
  RECEIPT_FILTERS,
  type DonationFigures,
  type DonationMonthTotal,
  type DonationSort,
  type Page,
  type ReceiptFilter,
  DONOR_ADDRESS_MAX,
  LIMITS,
  MAIL_STATUSES,
  PAYMENT_MODES,
  type DonationMail,
  type MailState,
  type MailStatus,
  type DonationReceipt,
  type DonationRecord,
  type DonationStatusRequest,
  type DonationUpdateRequest,
  type PaymentMode,
  type ReceiptVoidRequest,
  type VoidedReceipt,
} from '@society/contracts';
import { PageDto, PageQueryDto, SortRule } from '../../../dtos/page-query.dto';
import type { DonationRecord as DonationDocument, MailStateDocument, Receipt } from '../../../database/schemas/donation.schema';
import { IfGiven, OptionalPan, OptionalText, RequiredChoice, RequiredEmail, RequiredText, trim } from '../../../validation/field-rules';
import { isFinancialYear } from '../receipts/financial-year';

export class DonationReceiptDto implements DonationReceipt {
  @ApiProperty({ example: '2026-27/0001' }) number: string;
  @ApiProperty({ example: '2026-27' }) financialYear: string;
  @ApiProperty({ format: 'date-time' }) issuedAt: string;
}

export class VoidedReceiptDto extends DonationReceiptDto implements VoidedReceipt {
  @ApiProperty() reason: string;
  @ApiProperty({ format: 'date-time' }) voidedAt: string;
  @ApiProperty({ description: 'Email of the admin who voided it' }) voidedBy: string;
}

export class MailStateDto implements MailState {
  @ApiProperty({ enum: MAIL_STATUSES, description: "'pending' = queued or being retried; 'failed' = gave up after the last retry" }) status: MailStatus;
  @ApiProperty() attempts: number;
  @ApiPropertyOptional() lastError?: string;
  @ApiPropertyOptional({ format: 'date-time' }) sentAt?: string;
}

export class DonationMailDto implements DonationMail {
  @ApiProperty({ type: MailStateDto }) acknowledgement: MailStateDto;
  @ApiProperty({ type: MailStateDto, nullable: true, description: 'null until a receipt is issued' }) receipt: MailStateDto | null;
}

export class DonationRecordDto implements DonationRecord {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Rupees' }) amount: number;
  @ApiProperty({ enum: PAYMENT_MODES }) mode: PaymentMode;
  @ApiProperty() utr: string;
  @ApiProperty({ description: 'Whether a screenshot was sent (GET /api/admin/donations/{id}/screenshot serves it)' }) hasScreenshot: boolean;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty() receiptGenerated: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: "Postal address, '' when not given" }) address: string;
  @ApiProperty({ description: "PAN, '' when not given" }) pan: string;
  @ApiPropertyOptional({ description: "The Donate page's reference code the donor paid with (UPI note); left out when none" }) reference?: string;
  @ApiProperty({ type: DonationReceiptDto, nullable: true, description: 'The current receipt; PDF at GET /api/admin/donations/{id}/receipt' })
  receipt: DonationReceiptDto | null;
  @ApiProperty({ type: [VoidedReceiptDto], description: 'Voided receipts, oldest first' }) voidedReceipts: VoidedReceiptDto[];
  @ApiProperty({ type: DonationMailDto, description: "The donor's acknowledgement and receipt emails" }) mail: DonationMailDto;
}

/** Records from before mail existed have no state: shown as never sent, like mail that is not configured. */
const NO_MAIL: MailStateDto = { status: 'disabled', attempts: 0 };

function mapMailState(state: MailStateDocument): MailStateDto {
  return {
    status: state.status,
    attempts: state.attempts,
    ...(state.lastError ? { lastError: state.lastError } : {}),
    ...(state.sentAt ? { sentAt: state.sentAt.toISOString() } : {}),
  };
}

function mapReceipt(receipt: Receipt): DonationReceiptDto {
  return { number: receipt.number, financialYear: receipt.financialYear, issuedAt: receipt.issuedAt.toISOString() };
}

export function mapDonation(donation: DonationDocument): DonationRecordDto {
  return {
    _id: String(donation._id),
    name: donation.name,
    email: donation.email,
    amount: donation.amount,
    mode: donation.mode,
    utr: donation.utr,
    hasScreenshot: Boolean(donation.screenshotPath),
    date: donation.date.toISOString(),
    receiptGenerated: donation.receiptGenerated,
    createdAt: donation.createdAt.toISOString(),
    address: donation.address ?? '',
    pan: donation.pan ?? '',
    ...(donation.reference ? { reference: donation.reference } : {}),
    receipt: donation.receipt ? mapReceipt(donation.receipt) : null,
    voidedReceipts: (donation.voidedReceipts ?? []).map((voided) => ({
      ...mapReceipt(voided),
      reason: voided.reason,
      voidedAt: voided.voidedAt.toISOString(),
      voidedBy: voided.voidedBy,
    })),
    mail: {
      acknowledgement: donation.mail?.acknowledgement ? mapMailState(donation.mail.acknowledgement) : NO_MAIL,
      receipt: donation.receipt && donation.mail?.receipt ? mapMailState(donation.mail.receipt) : null,
    },
  };
}

export const ONLY_TRUE_MESSAGE = 'receiptGenerated can only be set to true';

export class DonationStatusDto implements DonationStatusRequest {
  @ApiProperty({ description: 'Only false → true is allowed, once; issues the 80G receipt in the same step' })
  @IsNotEmpty({ message: 'receiptGenerated is required' })
  @Equals(true, { message: ONLY_TRUE_MESSAGE })
  receiptGenerated: true;
}

/** An admin's corrections; name, amount and PAN are locked once a receipt is issued (409). */
export class DonationUpdateDto implements DonationUpdateRequest {
  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('name', LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredEmail()
  email?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @IsNotEmpty({ message: 'amount is required' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: LIMITS.donationAmountDecimals },
    { message: `amount must be a number of rupees with at most ${LIMITS.donationAmountDecimals} decimals` },
  )
  @Min(LIMITS.donationAmountMin, { message: `amount must be at least ${LIMITS.donationAmountMin}` })
  @Max(LIMITS.donationAmountMax, { message: `amount must be at most ${LIMITS.donationAmountMax}` })
  amount?: number;

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredChoice('mode', PAYMENT_MODES)
  mode?: PaymentMode;

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('utr')
  utr?: string;

  @ApiPropertyOptional({ description: "'' clears it" })
  @OptionalText('address', DONOR_ADDRESS_MAX)
  address?: string;

  @ApiPropertyOptional({ example: 'ABCDE1234F', description: "'' clears it" })
  @OptionalPan()
  pan?: string;
}

export class ReceiptVoidDto implements ReceiptVoidRequest {
  @ApiProperty()
  @RequiredText('reason')
  reason: string;
}

/** GET /api/admin/donations/export.csv: donation days in India, both inclusive; either may be left out. */
export class ExportRangeQueryDto {
  @ApiPropertyOptional({ example: '2026-04-01' })
  @Transform(trim)
  @IfGiven()
  @ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ example: '2027-03-31' })
  @Transform(trim)
  @IfGiven()
  @ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}

/** GET /api/admin/donations/form-10bd.csv */
export class Form10bdQueryDto {
  @ApiProperty({ example: '2026-27' })
  @IsNotEmpty({ message: 'fy is required (e.g. 2026-27)' })
  @ValidateBy({ name: 'isFinancialYear', validator: { validate: isFinancialYear } }, { message: 'fy must be a financial year like 2026-27' })
  fy: string;
}

/** GET /api/public/donations with list parameters: one page of the admin list. */
export class DonationListQueryDto extends PageQueryDto {
  @SortRule(DONATION_SORTS, DONATION_SORT_DEFAULT)
  sort?: DonationSort;

  @ApiPropertyOptional({ enum: RECEIPT_FILTERS, default: 'all', description: 'pending: no receipt yet; generated: receipt issued' })
  @IfGiven()
  @IsIn(RECEIPT_FILTERS, { message: `receipt must be one of: ${RECEIPT_FILTERS.join(', ')}` })
  receipt?: ReceiptFilter;
}

export class DonationMonthTotalDto implements DonationMonthTotal {
  @ApiProperty({ example: '2026-04', description: 'A month in India' }) month: string;
  @ApiProperty({ description: 'Rupees' }) total: number;
}

export class DonationFiguresDto implements DonationFigures {
  @ApiProperty({ example: '2026-27', description: "Today's financial year in India" }) financialYear: string;
  @ApiProperty({ description: 'Rupees received in that financial year' }) received: number;
  @ApiProperty({ description: 'Donations without a receipt, of every year' }) pendingReceipts: number;
  @ApiProperty({ description: 'All donations' }) count: number;
  @ApiProperty({ type: [DonationMonthTotalDto], description: 'April to March of that financial year' }) months: DonationMonthTotalDto[];
}

export class DonationPageDto extends PageDto implements Page<DonationRecordDto> {
  @ApiProperty({ type: [DonationRecordDto] }) items: DonationRecordDto[];
  @ApiProperty({ type: DonationFiguresDto, description: 'Over every donation, whatever the search and filter' }) figures: DonationFiguresDto;
}

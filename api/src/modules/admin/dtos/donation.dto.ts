import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty } from 'class-validator';
import { PAYMENT_MODES, type DonationRecord, type DonationStatusRequest, type PaymentMode } from '@society/contracts';
import type { DonationRecord as DonationDocument } from '../../../database/schemas/donation.schema';

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
  };
}

export class DonationStatusDto implements DonationStatusRequest {
  @ApiProperty({ enum: [true], description: 'Only false → true is allowed, once' })
  @IsNotEmpty({ message: 'receiptGenerated is required' })
  @IsBoolean({ message: 'receiptGenerated must be true or false' })
  receiptGenerated: boolean;
}

import { ApiProperty } from '@nestjs/swagger';
import type { PaymentDetails } from '@society/contracts';

class BankDetailsDto {
  @ApiProperty() accountName: string;
  @ApiProperty() accountNumber: string;
  @ApiProperty({ example: 'SBIN0001234' }) ifsc: string;
  @ApiProperty() bankName: string;
  @ApiProperty() branch: string;
}

class UpiDetailsDto {
  @ApiProperty({ example: 'society@sbi' }) id: string;
  @ApiProperty() payeeName: string;
  @ApiProperty({ description: 'data: URL of an SVG QR code for upi://pay?pa=…&pn=…&cu=INR' }) qrDataUrl: string;
}

export class PaymentDetailsDto implements PaymentDetails {
  @ApiProperty({ type: BankDetailsDto }) bank: BankDetailsDto;
  @ApiProperty({ type: UpiDetailsDto }) upi: UpiDetailsDto;
  @ApiProperty() csrEmail: string;
  @ApiProperty({ description: 'True while the marked example values are shown (no payment details configured)' }) isExample: boolean;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsIn, IsNumber, IsOptional, Matches, Max, Min } from 'class-validator';
import { DEFAULT_PAYMENT_MODE, DONATION_REFERENCE_PATTERN, DONOR_ADDRESS_MAX, LIMITS, ONLINE_PAYMENT_MODES, UPLOAD_LIMITS, type DonationRequest, type OnlinePaymentMode } from '@society/contracts';
import { PublicFormDto } from '../../../dtos/public-form.dto';
import { blankToUndefined, OptionalPan, OptionalText, RequiredEmail, RequiredName, RequiredText } from '../../../validation/field-rules';

/**
 * Multipart fields arrive as text: a plain decimal ('500', '99.50', '-3') becomes a number; anything else
 * ('1e3', 'NaN', 'Infinity', '') stays as sent and fails IsNumber.
 */
const decimal = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d{1,12}(\.\d{1,12})?\s*$/.test(value) ? Number(value) : value === '' ? undefined : value;

export class DonationRequestDto extends PublicFormDto implements DonationRequest {
  @ApiProperty()
  @RequiredName('name')
  name: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiProperty({ description: 'Rupees, at most 2 decimals' })
  @Transform(decimal)
  @IsNotEmpty({ message: 'amount is required' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: LIMITS.donationAmountDecimals },
    { message: `amount must be a number of rupees with at most ${LIMITS.donationAmountDecimals} decimals` },
  )
  @Min(LIMITS.donationAmountMin, { message: `amount must be at least ${LIMITS.donationAmountMin}` })
  @Max(LIMITS.donationAmountMax, { message: `amount must be at most ${LIMITS.donationAmountMax}` })
  amount: number;

  // Cash is handed over in person and recorded by the admin; the site's form takes the other modes.
  @ApiPropertyOptional({ default: DEFAULT_PAYMENT_MODE })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(ONLINE_PAYMENT_MODES, { message: `mode must be one of: ${ONLINE_PAYMENT_MODES.join(', ')}` })
  mode?: OnlinePaymentMode;

  @ApiProperty({ description: 'UTR number, or the payer’s name for cash' })
  @RequiredText('utr')
  utr: string;

  @ApiPropertyOptional({ description: 'Postal address, for the 80G receipt' })
  @OptionalText('address', DONOR_ADDRESS_MAX)
  address?: string;

  @ApiPropertyOptional({ example: 'ABCDE1234F', description: 'PAN, for the 80G receipt (upper-cased)' })
  @OptionalPan()
  pan?: string;

  @ApiPropertyOptional({ example: 'DON7KQ4MX', description: "The Donate page's reference code, as in the UPI note" })
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(DONATION_REFERENCE_PATTERN, { message: 'reference must be a reference code of the Donate page (e.g. DON7KQ4MX)' })
  reference?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { SAFEGUARDING_RULES, VERIFICATION_STATUSES, type RecordVerificationRequest, type VerificationStanding, type VerificationStatus } from '@society/contracts';
import { PageWindowQueryDto } from '../../../dtos/page-query.dto';
import { IfGiven, OptionalChoice, OptionalDay, OptionalText, RequiredChoice, wholeNumber } from '../../../validation/field-rules';

/** The most days ahead HR's list looks for expiring verifications. */
export const EXPIRING_WITHIN_MAX_DAYS = 366;

const STANDINGS: readonly VerificationStanding[] = [...VERIFICATION_STATUSES, 'none'];

/** GET /api/hr/verifications. */
export class VerificationListQueryDto extends PageWindowQueryDto {
  @ApiPropertyOptional({ enum: STANDINGS, description: "Only people of this status ('none': nothing on record)" })
  @OptionalChoice('status', STANDINGS)
  status?: VerificationStanding | '';

  @ApiPropertyOptional({ minimum: 0, maximum: EXPIRING_WITHIN_MAX_DAYS, example: SAFEGUARDING_RULES.expiryWarningDays, description: 'Only verified ones expiring from today to this many days ahead, soonest first' })
  @Transform(wholeNumber)
  @IfGiven()
  @IsInt({ message: 'expiringWithinDays must be a whole number' })
  @Min(0, { message: 'expiringWithinDays must be at least 0' })
  @Max(EXPIRING_WITHIN_MAX_DAYS, { message: `expiringWithinDays must be at most ${EXPIRING_WITHIN_MAX_DAYS}` })
  expiringWithinDays?: number;
}

/** PUT /api/hr/verifications/:userId (multipart with the scan, or JSON without one). */
export class RecordVerificationDto implements RecordVerificationRequest {
  @ApiProperty({ enum: VERIFICATION_STATUSES })
  @RequiredChoice('status', VERIFICATION_STATUSES)
  status: VerificationStatus;

  @ApiPropertyOptional({ example: '2026-06-01', description: "The day it was verified (YYYY-MM-DD, not in the future); required with 'verified'" })
  @OptionalDay('verifiedOn')
  verifiedOn?: string;

  @ApiPropertyOptional({ maxLength: SAFEGUARDING_RULES.certificateNumberMax, description: "The police certificate's number; required with 'verified'" })
  @OptionalText('certificateNumber', SAFEGUARDING_RULES.certificateNumberMax)
  certificateNumber?: string;

  @ApiPropertyOptional({ example: '2029-06-01', description: "The day the certificate stops being valid (YYYY-MM-DD, after verifiedOn); required with 'verified'" })
  @OptionalDay('expiresOn')
  expiresOn?: string;
}

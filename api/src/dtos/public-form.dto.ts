import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, ValidateIf } from 'class-validator';
import { CURRENT_PRIVACY_NOTICE, NOTICE_VERSIONS, type NoticeFields } from '@society/contracts';
import type { Consent } from '../database/schemas/consent.schema';
import { wholeNumber } from '../validation/field-rules';
import { BotCheckDto } from './bot-check.dto';

/** What every public form sends besides its own fields: the bot checks and the notice shown beside it. */
export class PublicFormDto extends BotCheckDto implements NoticeFields {
  @ApiPropertyOptional({
    enum: NOTICE_VERSIONS,
    description: 'The version of the privacy notice shown beside the form, which the person accepts by sending it; absent: the current one',
  })
  // Left out: the current notice. null is not a version.
  @ValidateIf((_form: unknown, value: unknown) => value !== undefined)
  @Transform(wholeNumber)
  @IsIn(NOTICE_VERSIONS, { message: `noticeVersion must be one of: ${NOTICE_VERSIONS.join(', ')}` })
  noticeVersion?: number;
}

/** The consent a submission records: the notice version accepted and when the submission arrived. */
export function consentOf(form: NoticeFields, at = new Date()): Consent {
  return { noticeVersion: form.noticeVersion ?? CURRENT_PRIVACY_NOTICE.version, acceptedAt: at };
}

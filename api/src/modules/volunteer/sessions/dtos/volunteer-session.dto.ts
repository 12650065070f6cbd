import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsString, Max, MaxLength, ValidateBy } from 'class-validator';
import { Transform } from 'class-transformer';
import { SESSION_RULES, type HoursLogRequest, type SessionCodeRequest, type SignUpCancelRequest } from '@society/contracts';
import { PageWindowQueryDto } from '../../../../dtos/page-query.dto';
import { RequiredDay } from '../../../../validation/calendar-day';
import { OptionalText, RequiredText } from '../../../../validation/field-rules';

export class OpenSessionsQueryDto extends PageWindowQueryDto {}

export class SignUpCancelDto implements SignUpCancelRequest {
  @ApiPropertyOptional({ maxLength: SESSION_RULES.noteMax, description: `Required within ${SESSION_RULES.cancelFreeHours} hours of the start (HR sees it)` })
  @OptionalText('note', SESSION_RULES.noteMax)
  note?: string;
}

export class SessionCodeDto implements SessionCodeRequest {
  @ApiProperty({ maxLength: 64, description: "The code shown at the session (the QR code's link carries it)" })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: 'code is required' })
  @IsString({ message: 'code must be text' })
  @MaxLength(64, { message: 'code must be at most 64 characters' })
  code: string;
}

export class HoursLogDto implements HoursLogRequest {
  @ApiProperty({ example: '2026-07-06', description: `A day of the last ${SESSION_RULES.logHoursWithinDays}, not a future one` }) @RequiredDay('day') day: string;

  @ApiProperty({ minimum: 0.25, maximum: SESSION_RULES.hoursPerEntryMax, multipleOf: 0.25, example: 2.5 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'hours must be a number' })
  @ValidateBy({ name: 'quarterHours', validator: { validate: (value) => typeof value === 'number' && value > 0 && Number.isInteger(value * 4) } }, { message: 'hours must be given in quarters of an hour (0.25, 0.5, …), more than 0' })
  @Max(SESSION_RULES.hoursPerEntryMax, { message: `hours must be at most ${SESSION_RULES.hoursPerEntryMax}` })
  hours: number;

  @ApiProperty({ maxLength: SESSION_RULES.noteMax, description: 'What was done' }) @RequiredText('note', SESSION_RULES.noteMax) note: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIMITS, type BotCheckFields } from '@society/contracts';
import { wholeNumber } from '../validation/field-rules';

/** Any time a person may leave a form open (about 31 years); a larger number is no time at all. */
const FILL_SECONDS_MAX = 999_999_999;

/** The bot-check fields every public form accepts (see PublicFormLimits): a submission tripping one is dropped. */
export class BotCheckDto implements BotCheckFields {
  @ApiPropertyOptional({ description: 'Hidden from people: leave it out or empty. Filled in, the submission is dropped.' })
  @IsOptional()
  @IsString({ message: 'website must be text' })
  @MaxLength(LIMITS.shortTextMax, { message: `website must be at most ${LIMITS.shortTextMax} characters` })
  website?: string;

  @ApiPropertyOptional({ description: 'Whole seconds the form was open before it was sent; under 3, the submission is dropped.' })
  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'fillSeconds must be a whole number of seconds' })
  @Min(0, { message: 'fillSeconds must be at least 0' })
  @Max(FILL_SECONDS_MAX, { message: `fillSeconds must be at most ${FILL_SECONDS_MAX}` })
  fillSeconds?: number;
}

import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, type ContactRequest } from '@society/contracts';
import { RequiredEmail, RequiredText } from '../../../validation/field-rules';
import { BotCheckDto } from '../../../dtos/bot-check.dto';

export class ContactDto extends BotCheckDto implements ContactRequest {
  @ApiProperty({ maxLength: LIMITS.nameMax })
  @RequiredText('name', LIMITS.nameMax)
  name: string;

  @ApiProperty({ maxLength: LIMITS.emailMax })
  @RequiredEmail()
  email: string;

  @ApiProperty({ maxLength: LIMITS.messageMax })
  @RequiredText('message', LIMITS.messageMax)
  message: string;
}

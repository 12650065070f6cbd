import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, type ContactRequest } from '@society/contracts';
import { RequiredEmail, RequiredText } from '../../../validation/field-rules';
import { BotCheckDto } from '../../../dtos/bot-check.dto';

export class ContactDto extends BotCheckDto implements ContactRequest {
  @ApiProperty()
  @RequiredText('name', LIMITS.nameMax)
  name: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiProperty()
  @RequiredText('message', LIMITS.messageMax)
  message: string;
}

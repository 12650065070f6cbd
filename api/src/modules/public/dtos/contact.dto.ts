import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, type ContactRequest } from '@society/contracts';
import { RequiredEmail, RequiredText } from '../../../validation/field-rules';

export class ContactDto implements ContactRequest {
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

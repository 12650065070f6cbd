import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, type ContactRequest } from '@society/contracts';
import { RequiredEmail, RequiredText } from '../../../validation/field-rules';
import { PublicFormDto } from '../../../dtos/public-form.dto';

export class ContactDto extends PublicFormDto implements ContactRequest {
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

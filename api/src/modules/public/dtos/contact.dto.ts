import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, type ContactRequest } from '@society/contracts';
import { RequiredEmail, RequiredName, RequiredText } from '../../../validation/field-rules';
import { PublicFormDto } from '../../../dtos/public-form.dto';

export class ContactDto extends PublicFormDto implements ContactRequest {
  @ApiProperty()
  @RequiredName('name')
  name: string;

  @ApiProperty()
  @RequiredEmail()
  email: string;

  @ApiProperty()
  @RequiredText('message', LIMITS.messageMax)
  message: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DATA_REQUEST_EXPORT_FORMATS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_KINDS_WITH_DETAILS,
  DATA_REQUEST_KINDS_WITH_NOMINEE,
  DATA_REQUEST_LIMITS,
  DATA_REQUEST_MESSAGES,
  LIMITS,
  type DataExportFormat,
  type DataRequestConfirmation,
  type DataRequestKind,
  type NewDataRequest,
} from '@society/contracts';
import { PublicFormDto } from '../../../dtos/public-form.dto';
import { OptionalEmail, OptionalName, OptionalText, RequiredChoice, RequiredEmail, RequiredName, RequiredText } from '../../../validation/field-rules';

/** A token of a mailed link: 43 base64url characters; anything up to this length is looked up (and not found). */
const TOKEN_MAX = 200;

const NOMINEE_REQUIRED = { when: { field: 'kind', values: DATA_REQUEST_KINDS_WITH_NOMINEE }, message: DATA_REQUEST_MESSAGES.nomineeRequired };

export class DataRequestDto extends PublicFormDto implements NewDataRequest {
  @ApiProperty({ enum: DATA_REQUEST_KINDS })
  @RequiredChoice('kind', DATA_REQUEST_KINDS)
  kind: DataRequestKind;

  @ApiProperty()
  @RequiredName('name')
  name: string;

  @ApiProperty({ description: 'The address the data is held under; the confirmation link goes there' })
  @RequiredEmail()
  email: string;

  @ApiPropertyOptional({ description: 'Required for a correction (what is wrong) and a grievance (what it is about)' })
  @OptionalText('details', DATA_REQUEST_LIMITS.detailsMax, { when: { field: 'kind', values: DATA_REQUEST_KINDS_WITH_DETAILS }, message: DATA_REQUEST_MESSAGES.detailsRequired })
  details?: string;

  @ApiPropertyOptional({ description: 'Nomination only (required there)' })
  @OptionalName('nomineeName', NOMINEE_REQUIRED)
  nomineeName?: string;

  @ApiPropertyOptional({ description: 'Nomination only (required there)' })
  @OptionalEmail('nomineeEmail', NOMINEE_REQUIRED)
  nomineeEmail?: string;
}

export class DataRequestTokenDto {
  @ApiProperty({ description: 'The token of the mailed link (after #token=)' })
  @RequiredText('token', TOKEN_MAX)
  token: string;
}

export class DataExportRequestDto extends DataRequestTokenDto {
  @ApiProperty({ enum: DATA_REQUEST_EXPORT_FORMATS })
  @RequiredChoice('format', DATA_REQUEST_EXPORT_FORMATS)
  format: DataExportFormat;
}

export class DataRequestConfirmationDto implements DataRequestConfirmation {
  @ApiProperty({ enum: DATA_REQUEST_KINDS }) kind: DataRequestKind;
  @ApiProperty({ format: 'date-time', description: 'The end of the response period' }) dueAt: string;
  @ApiProperty({ description: 'DATA_REQUEST_RESPONSE_DAYS' }) responseDays: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { LIMITS, PUBLICATION_TYPES, UPLOAD_LIMITS, type PublicationType } from '@society/contracts';
import { OptionalText, RequiredChoice, RequiredDate, RequiredHttpUrl, RequiredText } from '../../../validation/field-rules';

/** SPEC §5: both a file link and a cover image are needed. */
export const NEEDS_FILE_AND_COVER = 'Please provide both file link and cover image';

/** The text fields of the publication form; the cover comes as the multipart file 'coverImage'. */
export class CreatePublicationDto {
  @ApiProperty()
  @RequiredText('title')
  title: string;

  @ApiProperty()
  @RequiredChoice('type', PUBLICATION_TYPES)
  type: PublicationType;

  @ApiProperty()
  @RequiredText('description', LIMITS.messageMax)
  description: string;

  @ApiProperty({ example: '2025-03-31' })
  @RequiredDate('publishDate')
  publishDate: string;

  @ApiProperty({ description: 'http(s) link to the PDF' })
  @RequiredHttpUrl('fileUrl', NEEDS_FILE_AND_COVER)
  fileUrl: string;

  @ApiProperty({ description: 'http(s) link to the flipbook' })
  @RequiredHttpUrl('flipbookUrl')
  flipbookUrl: string;

  @ApiPropertyOptional({ description: "The title in Hindi; '' or left out: Hindi pages show title" })
  @OptionalText('titleHi')
  titleHi?: string;

  @ApiPropertyOptional({ description: "The description in Hindi; '' or left out: Hindi pages show description" })
  @OptionalText('descriptionHi', LIMITS.messageMax)
  descriptionHi?: string;
}

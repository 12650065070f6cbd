import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { GALLERY_CATEGORIES, LIMITS, UPLOAD_LIMITS, type GalleryCategory } from '@society/contracts';
import { OptionalText, RequiredChoice, RequiredText } from '../../../validation/field-rules';

/** The text fields of the 'Add New Image' form; the photo comes as the multipart file 'photo'. */
export class CreateGalleryItemDto {
  @ApiProperty()
  @RequiredText('title')
  title: string;

  @ApiProperty()
  @RequiredText('description', LIMITS.messageMax)
  description: string;

  @ApiProperty()
  @RequiredChoice('category', GALLERY_CATEGORIES)
  category: GalleryCategory;

  @ApiPropertyOptional({ description: "The title in Hindi; '' or left out: Hindi pages show title" })
  @OptionalText('titleHi')
  titleHi?: string;

  @ApiPropertyOptional({ description: "The description in Hindi; '' or left out: Hindi pages show description" })
  @OptionalText('descriptionHi', LIMITS.messageMax)
  descriptionHi?: string;
}

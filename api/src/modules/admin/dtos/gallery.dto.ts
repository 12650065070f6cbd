import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GALLERY_CATEGORIES, type GalleryCategory } from '@society/contracts';
import { IfGiven, RequiredChoice } from '../../../validation/field-rules';
import { DescriptionRule, EditedTitleAndDescription, HindiTitleAndDescription, TitleRule } from './title-description.dto';

// Written once: an upload needs it, an edit checks it when sent.
const CategoryRule = () => RequiredChoice('category', GALLERY_CATEGORIES);

/** The text fields of the 'Add New Image' form; the photo comes as the multipart file 'photo'. */
export class CreateGalleryItemDto extends HindiTitleAndDescription {
  @ApiProperty()
  @TitleRule()
  title: string;

  @ApiProperty()
  @DescriptionRule()
  description: string;

  @ApiProperty()
  @CategoryRule()
  category: GalleryCategory;
}

/** PUT /api/admin/gallery/:id: the texts sent replace the stored ones, those left out stay; the photo never changes here. */
export class UpdateGalleryItemDto extends EditedTitleAndDescription {
  @ApiPropertyOptional()
  @IfGiven()
  @CategoryRule()
  category?: GalleryCategory;
}

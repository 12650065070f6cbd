import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsOptional, Matches } from 'class-validator';
import { GALLERY_CATEGORIES, LIST_SEARCH_MAX, type GalleryCategory, type GalleryChildrenFields } from '@society/contracts';
import { OBJECT_ID_PATTERN } from '../../../middleware/parse-object-id.pipe';
import { IfGiven, RequiredChoice, RequiredText } from '../../../validation/field-rules';
import { DescriptionRule, EditedTitleAndDescription, HindiTitleAndDescription, TitleRule } from './title-description.dto';

// Written once: an upload needs it, an edit checks it when sent.
const CategoryRule = () => RequiredChoice('category', GALLERY_CATEGORIES);

/** Children one photo may name. */
export const GALLERY_CHILDREN_MAX = 50;

// A multipart upload sends 'true' / 'false', and the children as one field per id or one comma-separated field.
const toBoolean = ({ value }: { value: unknown }) => (value === null || value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value);
// A form's text is a comma-separated list (blanks between commas dropped); a JSON array is taken item by item, so a blank item is refused.
const toIdList = ({ value }: { value: unknown }) => {
  const lower = (id: unknown) => (typeof id === 'string' ? id.trim().toLowerCase() : id);
  if (typeof value === 'string') return value.split(',').map(lower).filter((id) => id !== '');
  return Array.isArray(value) ? value.map(lower) : value;
};

function BooleanField(field: string): PropertyDecorator {
  return applyDecorators(IsBoolean({ message: `${field} must be true or false` }), IsOptional(), Transform(toBoolean));
}

/** Whether the photo is published and which children it shows (issue 45): on an upload and on an edit alike. */
export class GalleryChildrenDto implements GalleryChildrenFields {
  @ApiPropertyOptional({ type: Boolean, default: true, description: 'false: a draft, off the public gallery. A photo showing children is published only when each child has a guardian\'s photo consent' })
  @BooleanField('published')
  published?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'The photo shows children (name them in childIds)' })
  @BooleanField('showsChildren')
  showsChildren?: boolean;

  @ApiPropertyOptional({ type: [String], maxItems: GALLERY_CHILDREN_MAX, items: { type: 'string', pattern: OBJECT_ID_PATTERN.source }, description: 'The students in the photo' })
  @Matches(OBJECT_ID_PATTERN, { each: true, message: 'Invalid childIds' })
  @ArrayUnique({ message: 'childIds must not repeat a child' })
  @ArrayMaxSize(GALLERY_CHILDREN_MAX, { message: `childIds may hold at most ${GALLERY_CHILDREN_MAX} options` })
  @IsArray({ message: 'Invalid childIds' })
  @IsOptional()
  @Transform(toIdList)
  childIds?: string[];
}

/** GET /api/admin/students/search?name=: children whose record matches the text. */
export class StudentNameSearchDto {
  @ApiProperty({ maxLength: LIST_SEARCH_MAX, description: "Part of the child's name" })
  @RequiredText('name', LIST_SEARCH_MAX)
  name: string;
}

/** The text fields of the 'Add New Image' form; the photo comes as the multipart file 'photo'. */
export class CreateGalleryItemDto extends IntersectionType(HindiTitleAndDescription, GalleryChildrenDto) {
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
export class UpdateGalleryItemDto extends IntersectionType(EditedTitleAndDescription, GalleryChildrenDto) {
  @ApiPropertyOptional()
  @IfGiven()
  @CategoryRule()
  category?: GalleryCategory;
}

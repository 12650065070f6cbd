import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PUBLICATION_TYPES, type PublicationType } from '@society/contracts';
import { IfGiven, RequiredChoice, RequiredDate, RequiredHttpUrl } from '../../../validation/field-rules';
import { DescriptionRule, EditedTitleAndDescription, HindiTitleAndDescription, TitleRule } from './title-description.dto';

/** SPEC §5: both a file link and a cover image are needed. */
export const NEEDS_FILE_AND_COVER = 'Please provide both file link and cover image';

// Each other field's rule, written once: an upload needs every one, an edit checks those it sends.
const TypeRule = () => RequiredChoice('type', PUBLICATION_TYPES);
const PublishDateRule = () => RequiredDate('publishDate');
/** An upload without the link is told it needs the cover too (SPEC §5); an edit keeps its cover, so it is told 'fileUrl is required'. */
const FileUrlRule = (requiredMessage?: string) => RequiredHttpUrl('fileUrl', requiredMessage);
const FlipbookUrlRule = () => RequiredHttpUrl('flipbookUrl');

/** The text fields of the publication form; the cover comes as the multipart file 'coverImage'. */
export class CreatePublicationDto extends HindiTitleAndDescription {
  @ApiProperty()
  @TitleRule()
  title: string;

  @ApiProperty()
  @TypeRule()
  type: PublicationType;

  @ApiProperty()
  @DescriptionRule()
  description: string;

  @ApiProperty({ example: '2025-03-31' })
  @PublishDateRule()
  publishDate: string;

  @ApiProperty({ description: 'http(s) link to the PDF' })
  @FileUrlRule(NEEDS_FILE_AND_COVER)
  fileUrl: string;

  @ApiProperty({ description: 'http(s) link to the flipbook' })
  @FlipbookUrlRule()
  flipbookUrl: string;
}

/** PUT /api/admin/publications/:id: the fields sent replace the stored ones, those left out stay; the cover never changes here. */
export class UpdatePublicationDto extends EditedTitleAndDescription {
  @ApiPropertyOptional()
  @IfGiven()
  @TypeRule()
  type?: PublicationType;

  @ApiPropertyOptional({ example: '2025-03-31' })
  @IfGiven()
  @PublishDateRule()
  publishDate?: string;

  @ApiPropertyOptional({ description: 'http(s) link to the PDF' })
  @IfGiven()
  @FileUrlRule()
  fileUrl?: string;

  @ApiPropertyOptional({ description: 'http(s) link to the flipbook' })
  @IfGiven()
  @FlipbookUrlRule()
  flipbookUrl?: string;
}

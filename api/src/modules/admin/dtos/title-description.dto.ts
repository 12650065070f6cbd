import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS } from '@society/contracts';
import { IfGiven, OptionalText, RequiredText } from '../../../validation/field-rules';

// The title and description of a gallery photo and of a publication, each rule written once: an upload
// needs the English ones, an edit checks those it sends.
export const TitleRule = () => RequiredText('title');
export const DescriptionRule = () => RequiredText('description', LIMITS.messageMax);

/**
 * The Hindi title and description (issue 32): optional on an upload and an edit alike; '' or null clears
 * one, and the Hindi pages then show the English.
 */
export class HindiTitleAndDescription {
  @ApiPropertyOptional({ description: "The title in Hindi; '' or null: none, Hindi pages show title. Left out: none on an upload, kept on an edit" })
  @OptionalText('titleHi')
  titleHi?: string;

  @ApiPropertyOptional({ description: "The description in Hindi; '' or null: none, Hindi pages show description. Left out: none on an upload, kept on an edit" })
  @OptionalText('descriptionHi', LIMITS.messageMax)
  descriptionHi?: string;
}

/** An edit's title and description, English and Hindi: each sent replaces the stored one, each left out stays. */
export class EditedTitleAndDescription extends HindiTitleAndDescription {
  @ApiPropertyOptional()
  @IfGiven()
  @TitleRule()
  title?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @DescriptionRule()
  description?: string;
}

import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { LIMITS } from '@society/contracts';
import { OptionalText, trim } from '../../../validation/field-rules';

/** SPEC §5: the message for a blank Title or Announcement (after trimming). */
export const ALL_REQUIRED = 'All required fields must be filled.';

/** SPEC §5: a non-numeric order becomes 1 (as does a missing one); numbers stay as sent and are checked. */
const orderOrDefault = ({ value }: { value: unknown }) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return LIMITS.announcementOrderMin;
};

/** POST and PUT /api/public/Announcement (field names keep the spec's capitals). */
export class AnnouncementRequestDto {
  @ApiProperty()
  @Transform(trim)
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsString({ message: 'Title must be text' })
  @MaxLength(LIMITS.announcementTitleMax, { message: `Title must be at most ${LIMITS.announcementTitleMax} characters` })
  Title: string;

  @ApiProperty()
  @Transform(trim)
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsString({ message: 'Announcement must be text' })
  @MaxLength(LIMITS.announcementBodyMax, { message: `Announcement must be at most ${LIMITS.announcementBodyMax} characters` })
  Announcement: string;

  // SPEC §5 keeps Title and Announcement; their Hindi (issue 32) is optional. Left out, a PUT keeps the stored one; '' clears it.
  @ApiPropertyOptional({ description: "The title in Hindi; '' = Hindi pages show Title" })
  @OptionalText('TitleHi', LIMITS.announcementTitleMax)
  TitleHi?: string;

  @ApiPropertyOptional({ description: "The announcement in Hindi; '' = Hindi pages show Announcement" })
  @OptionalText('AnnouncementHi', LIMITS.announcementBodyMax)
  AnnouncementHi?: string;

  @ApiPropertyOptional({
    default: LIMITS.announcementOrderMin,
    description: 'A whole number from 1; anything that is not a number (or numeric text) becomes 1',
    anyOf: [
      { type: 'integer', minimum: LIMITS.announcementOrderMin },
      { type: 'string', pattern: '^\\s*[1-9]\\d{0,8}\\s*$' },
      { type: 'string', not: { pattern: '^\\s*-?\\d+(\\.\\d+)?\\s*$' } },
      { type: 'boolean' },
      { type: 'object' },
      { type: 'array' },
    ],
    nullable: true,
  })
  @Transform(orderOrDefault)
  @IsInt({ message: 'order must be a whole number' })
  @Min(LIMITS.announcementOrderMin, { message: `order must be at least ${LIMITS.announcementOrderMin}` })
  order: number = LIMITS.announcementOrderMin; // when not sent at all

  // The record the screen edits may come back whole: its read-only fields are accepted and ignored.
  @ApiHideProperty() @Allow() _id?: unknown;
  @ApiHideProperty() @Allow() createdAt?: unknown;
  @ApiHideProperty() @Allow() updatedAt?: unknown;
  @ApiHideProperty() @Allow() __v?: unknown;
}

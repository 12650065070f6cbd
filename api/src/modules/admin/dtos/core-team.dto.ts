import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsNotEmpty, Max, Min } from 'class-validator';
import { LIMITS, UPLOAD_LIMITS } from '@society/contracts';
import type { CoreTeamMemberRecord } from '../../../database/schemas/core-team-member.schema';
import { hindiFields } from '../../../dtos/hindi-fields';
import { publicUploadUrl } from '../../../storage/upload-url';
import {
  IfGiven,
  OptionalDate,
  OptionalEmail,
  OptionalHttpUrl,
  OptionalPhone,
  OptionalText,
  RequiredText,
  wholeNumber,
} from '../../../validation/field-rules';

const ORDER_MAX = 10_000;

/** Fields a member may leave empty; '' or null clears one on an update. */
class CoreTeamOptionalFields {
  @ApiPropertyOptional({ description: "The position in Hindi; '' = Hindi pages show position" }) @OptionalText('positionHi') positionHi?: string;
  @ApiPropertyOptional() @OptionalEmail() email?: string;
  @ApiPropertyOptional() @OptionalPhone() phone?: string;
  @ApiPropertyOptional({ example: '2023-04-01', nullable: true }) @OptionalDate('dateOfJoining') dateOfJoining?: string | null;
  @ApiPropertyOptional({ example: '2025-03-31', nullable: true }) @OptionalDate('dateOfLeaving') dateOfLeaving?: string | null;
  @ApiPropertyOptional() @OptionalText('address') address?: string;
  @ApiPropertyOptional() @OptionalText('bio', LIMITS.messageMax) bio?: string;
  @ApiPropertyOptional({ description: 'http(s) URL' }) @OptionalHttpUrl('linkedin') linkedin?: string;
  @ApiPropertyOptional({ description: 'http(s) URL' }) @OptionalHttpUrl('instagram') instagram?: string;
}

export class CreateCoreTeamMemberDto extends CoreTeamOptionalFields {
  @ApiProperty()
  @RequiredText('name', LIMITS.nameMax)
  name: string;

  @ApiProperty()
  @RequiredText('position')
  position: string;

  @ApiProperty({ description: 'Display order on the About page (ascending)' })
  @Transform(wholeNumber)
  @IsNotEmpty({ message: 'order is required' })
  @IsInt({ message: 'order must be a whole number' })
  @Min(0, { message: 'order must be at least 0' })
  @Max(ORDER_MAX, { message: `order must be at most ${ORDER_MAX}` })
  order: number;
}

/** Fields sent replace the stored ones; the member object the dashboard sends back is accepted as is. */
export class UpdateCoreTeamMemberDto extends CoreTeamOptionalFields {
  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('name', LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @RequiredText('position')
  position?: string;

  @ApiPropertyOptional()
  @IfGiven()
  @Transform(wholeNumber)
  @IsNotEmpty({ message: 'order is required' })
  @IsInt({ message: 'order must be a whole number' })
  @Min(0, { message: 'order must be at least 0' })
  @Max(ORDER_MAX, { message: `order must be at most ${ORDER_MAX}` })
  order?: number;

  // Read-only fields of the member object: accepted and ignored (the photo changes only by upload).
  @ApiHideProperty() @Allow() _id?: unknown;
  @ApiHideProperty() @Allow() __v?: unknown;
  @ApiHideProperty() @Allow() createdAt?: unknown;
  @ApiHideProperty() @Allow() updatedAt?: unknown;
  @ApiHideProperty() @Allow() profilePhotoPath?: unknown;
}

/** The admin's full view of a member. */
export class CoreTeamMemberDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() position: string;
  @ApiPropertyOptional({ description: 'The position in Hindi, when set (Hindi pages show position otherwise)' }) positionHi?: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) dateOfJoining: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) dateOfLeaving: string | null;
  @ApiProperty() address: string;
  @ApiProperty() bio: string;
  @ApiProperty() linkedin: string;
  @ApiProperty() instagram: string;
  @ApiProperty() order: number;
  @ApiProperty({ description: "Path of the photo on this site, '' when none" }) profilePhotoPath: string;
}

export function mapCoreTeamMember(member: CoreTeamMemberRecord): CoreTeamMemberDto {
  return {
    _id: String(member._id),
    name: member.name,
    position: member.position,
    ...hindiFields({ positionHi: member.positionHi }),
    email: member.email ?? '',
    phone: member.phone ?? '',
    dateOfJoining: member.dateOfJoining?.toISOString() ?? null,
    dateOfLeaving: member.dateOfLeaving?.toISOString() ?? null,
    address: member.address ?? '',
    bio: member.bio ?? '',
    linkedin: member.linkedin ?? '',
    instagram: member.instagram ?? '',
    order: member.order,
    profilePhotoPath: publicUploadUrl(member.profilePhotoPath),
  };
}

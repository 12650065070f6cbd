import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CoreTeamMemberHindi, CoreTeamPublicMember } from '@society/contracts';
import type { CoreTeamMemberRecord } from '../../../database/schemas/core-team-member.schema';
import { hindiFields } from '../../../dtos/hindi-fields';
import { publicSrcSet, publicUploadUrl } from '../../../storage/upload-url';

/** The About page's view of a member: never email, phone, address, dates or bio. */
export class CoreTeamPublicMemberDto implements CoreTeamPublicMember, CoreTeamMemberHindi {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() position: string;
  @ApiPropertyOptional({ description: 'The position in Hindi, when set (Hindi pages show position otherwise)' }) positionHi?: string;
  @ApiProperty({ description: "Path of the photo on this site, '' when none" }) profilePhotoPath: string;
  @ApiProperty({ description: "The photo's copies as an <img srcset> value; '' when there is only one" }) profilePhotoSrcSet: string;
  @ApiProperty() linkedin: string;
  @ApiProperty() instagram: string;
}

export function mapCoreTeamPublicMember(member: CoreTeamMemberRecord): CoreTeamPublicMemberDto {
  return {
    _id: String(member._id),
    name: member.name,
    position: member.position,
    ...hindiFields({ positionHi: member.positionHi }),
    profilePhotoPath: publicUploadUrl(member.profilePhotoPath),
    profilePhotoSrcSet: publicSrcSet(member.profilePhotoVariants),
    linkedin: member.linkedin ?? '',
    instagram: member.instagram ?? '',
  };
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches, ValidateIf } from 'class-validator';
import { SAFEGUARDING_RULES, type PublishPolicyRequest, type SetSafeguardingLeadRequest } from '@society/contracts';
import { OBJECT_ID_PATTERN } from '../../../middleware/parse-object-id.pipe';
import { RequiredText } from '../../../validation/field-rules';

/** POST /api/admin/safeguarding/policies. */
export class PublishPolicyDto implements PublishPolicyRequest {
  @ApiProperty({ maxLength: SAFEGUARDING_RULES.policyTextMax, description: 'The policy in English' })
  @RequiredText('textEn', SAFEGUARDING_RULES.policyTextMax)
  textEn: string;

  @ApiProperty({ maxLength: SAFEGUARDING_RULES.policyTextMax, description: 'The policy in Hindi' })
  @RequiredText('textHi', SAFEGUARDING_RULES.policyTextMax)
  textHi: string;
}

/** PUT /api/admin/safeguarding/lead: a staff user's id, or null for no lead. */
export class SetSafeguardingLeadDto implements SetSafeguardingLeadRequest {
  @ApiProperty({ type: String, nullable: true, pattern: OBJECT_ID_PATTERN.source, description: 'An admin, HR or team account; null: no lead' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @ValidateIf((dto: SetSafeguardingLeadDto) => dto.userId !== null)
  @Matches(OBJECT_ID_PATTERN, { message: 'userId must be an account id or null' })
  userId: string | null;
}

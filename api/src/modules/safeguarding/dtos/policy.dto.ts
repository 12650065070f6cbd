import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import type { AcknowledgePolicyRequest } from '@society/contracts';

/** POST /api/safeguarding/policy/acknowledge: the version read (only the current one is taken). */
export class AcknowledgePolicyDto implements AcknowledgePolicyRequest {
  @ApiProperty({ minimum: 1, description: 'The version acknowledged: the current one' })
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  version: number;
}

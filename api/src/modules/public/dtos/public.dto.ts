import { ApiProperty } from '@nestjs/swagger';
import type { VisitorCountResponse } from '@society/contracts';

export class VisitorCountDto implements VisitorCountResponse {
  @ApiProperty()
  count: number;
}

import { ApiProperty } from '@nestjs/swagger';
import type { MessageResponse } from '@society/contracts';

/** A plain answer: a form's SPEC §8 success text, or what a delete did; nothing of what was sent. */
export class MessageDto implements MessageResponse {
  @ApiProperty()
  message: string;
}

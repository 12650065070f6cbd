import { ApiProperty } from '@nestjs/swagger';
import type { MessageResponse } from '@society/contracts';

/** A form's success answer: the SPEC §8 text, and nothing of what was sent. */
export class MessageDto implements MessageResponse {
  @ApiProperty()
  message: string;
}

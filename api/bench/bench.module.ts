import { Body, Controller, Get, Module, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MESSAGES } from '@society/contracts';
import { Public } from '../src/security/auth.decorators';
import { ContactDto } from '../src/modules/public/dtos/contact.dto';
import type { MessageDto } from '../src/dtos/message.dto';
import { RegisterYearBenchController } from './register-year';
import { SessionsTermBenchController } from './sessions-term';

const MAX_BYTES = 1_000_000;
const bodies = new Map<number, { id: number; text: string }[]>();

/** A JSON array of small objects whose serialised size is about `bytes` (built once per size). */
function constantBody(bytes: number): { id: number; text: string }[] {
  let body = bodies.get(bytes);
  if (!body) {
    const item = (id: number, length: number) => ({ id, text: 'x'.repeat(Math.max(0, length)) });
    body = [];
    // Each item is about 200 bytes, like a list entry of the public reads.
    for (let left = bytes - 2; left > 0; left -= 201) body.push(item(body.length, Math.min(left, 200) - 20));
    bodies.set(bytes, body);
  }
  return body;
}

/**
 * `npm run bench`'s framework-ceiling references: the same global guard, pipes and filters as the public
 * routes, with no data access. Only the bench's own entry (main.ts here) adds them: the API's build and
 * image never hold them.
 */
@ApiExcludeController()
@Public()
@Controller('bench')
export class BenchController {
  @Get('constant')
  constant(@Query('bytes') bytes?: string): { id: number; text: string }[] {
    const size = Math.min(MAX_BYTES, Math.max(2, Number.parseInt(bytes ?? '', 10) || 1000));
    return constantBody(size);
  }

  /** The contact form's POST without the rate limit and the insert: body parsing, validation, the answer. */
  @Post('contact')
  contact(@Body() _body: ContactDto): MessageDto {
    return { message: MESSAGES.contactSuccess };
  }
}

@Module({ controllers: [BenchController, RegisterYearBenchController, SessionsTermBenchController] })
export class BenchModule {}

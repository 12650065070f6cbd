import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody } from '@society/contracts';

/** The body of every error the API answers (middleware/exception.filter.ts). */
export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ type: 'integer', example: 400 }) statusCode: number;
  @ApiProperty({ example: 'name is required' }) message: string;

  @ApiPropertyOptional({
    description: 'For a refused body: each field with its messages, the first one being `message`',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;
}

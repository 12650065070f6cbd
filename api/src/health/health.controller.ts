import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { HealthResponse } from '@society/contracts';
import { DatabaseHealth } from '../database/database-health';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../middleware/error-body';
import { Public } from '../security/auth.decorators';

type HealthBody = HealthResponse & { statusCode?: number; message?: string };

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseHealth) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: "{ status: 'ok', database: 'up' }" })
  @ApiServiceUnavailableResponse({ description: "{ status: 'unavailable', database: 'down' }" })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthBody> {
    if (await this.database.isUp()) return { status: 'ok', database: 'up' };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    // Also carries the usual error fields, so clients reading {statusCode, message} work too.
    return { statusCode: 503, message: SERVICE_UNAVAILABLE_MESSAGE, status: 'unavailable', database: 'down' };
  }
}

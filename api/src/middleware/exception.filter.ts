import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './error-body';

/** The one exception filter: every error leaves as {statusCode, message} (+ errors), never a stack. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { body, known } = toErrorBody(exception);
    if (!known) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    } else if (body.statusCode >= 500) {
      this.logger.warn(`${body.statusCode}: ${exception instanceof Error ? exception.message : body.message}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}

import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './error-body';

const logger = new Logger('Errors');

/** Answers `exception` as {statusCode, message} (+ errors), never a stack; logs what we did not anticipate. */
export function sendError(exception: unknown, response: Response): void {
  const { body, known } = toErrorBody(exception);
  if (!known) {
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  } else if (body.statusCode >= 500) {
    logger.warn(`${body.statusCode}: ${exception instanceof Error ? exception.message : body.message}`);
  }
  if (response.headersSent) return;
  response.status(body.statusCode).json(body);
}

/** The one global exception filter (a route may add its own that answers through sendError too). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    sendError(exception, host.switchToHttp().getResponse<Response>());
  }
}

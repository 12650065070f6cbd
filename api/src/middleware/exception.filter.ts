import { Catch, HttpException, Logger, MethodNotAllowedException, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { allowedMethods, hasRecordIdOrNone } from './allowed-methods';
import { toErrorBody } from './error-body';

/** The one exception filter: every error leaves as {statusCode, message} (+ errors), never a stack. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { body, known } = toErrorBody(this.methodNotAllowed(exception, host) ?? exception);
    if (!known) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    } else if (body.statusCode >= 500) {
      this.logger.warn(`${body.statusCode}: ${exception instanceof Error ? exception.message : body.message}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  /**
   * No route answers the request's method at its path, but routes have the path with other methods: 405 +
   * Allow. Either no route took the request (404), or only one whose :id is no record id took it.
   */
  private methodNotAllowed(exception: unknown, host: ArgumentsHost): MethodNotAllowedException | null {
    if (!(exception instanceof HttpException)) return null;
    const request = host.switchToHttp().getRequest<Request>();
    if (!(exception instanceof NotFoundException) && hasRecordIdOrNone(request.params)) return null;
    const allowed = allowedMethods(request);
    if (allowed.length === 0 || allowed.includes(request.method)) return null;
    host.switchToHttp().getResponse<Response>().setHeader('Allow', allowed.join(', '));
    return new MethodNotAllowedException(`${request.method} is not allowed here. Allowed: ${allowed.join(', ')}.`);
  }
}

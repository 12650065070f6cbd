import { Catch, HttpException, HttpStatus, Logger, MethodNotAllowedException, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { HttpArgumentsHost } from '@nestjs/common/interfaces';
import type { Request, Response } from 'express';
import { allowedMethods, hasRecordIdOrNone } from './allowed-methods';
import { toErrorBody } from './error-body';
import { translateErrorBody } from '../i18n/api-messages';
import { MessageError } from '../i18n/message-error';
import { requestLocale } from '../i18n/request-locale';

const logger = new Logger('Errors');

/**
 * Answers `exception` as {statusCode, message} (+ errors), never a stack; logs what we did not anticipate.
 * The message is in the request's language: a MessageError's from its key, others' English translated (the
 * fields' names stay as they are).
 */
export function sendError(exception: unknown, response: Response): void {
  const { body, known } = toErrorBody(exception);
  if (!known) {
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  } else if (body.statusCode >= 500) {
    logger.warn(`${body.statusCode}: ${exception instanceof Error ? exception.message : body.message}`);
  }
  if (response.headersSent) return;
  const locale = requestLocale(response.req);
  // A keyed message is said from its catalogue; others are English the catalogues are matched against.
  response.status(body.statusCode).json(exception instanceof MessageError ? { ...body, message: exception.messageIn(locale) } : translateErrorBody(body, locale));
}

/** The one global exception filter (a route may add its own that answers through sendError too). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const answered = this.methodNotAllowed(exception, http, response) ?? exception;
    // RFC 9110: a 501 (a feature off here, such as mail) says too which methods the path takes.
    if (answered instanceof HttpException && answered.getStatus() === HttpStatus.NOT_IMPLEMENTED) {
      const allowed = allowedMethods(http.getRequest<Request>());
      if (allowed.length) response.setHeader('Allow', allowed.join(', '));
    }
    sendError(answered, response);
  }

  /**
   * No route answers the request's method at its path, but routes have the path with other methods: 405 +
   * Allow. Either no route took the request (404), or only one whose :id is no record id took it.
   */
  private methodNotAllowed(exception: unknown, http: HttpArgumentsHost, response: Response): MethodNotAllowedException | null {
    if (!(exception instanceof HttpException)) return null;
    const request = http.getRequest<Request>();
    if (!(exception instanceof NotFoundException) && hasRecordIdOrNone(request.params)) return null;
    const allowed = allowedMethods(request);
    if (allowed.length === 0 || allowed.includes(request.method)) return null;
    response.setHeader('Allow', allowed.join(', '));
    return new MethodNotAllowedException(`${request.method} is not allowed here. Allowed: ${allowed.join(', ')}.`);
  }
}

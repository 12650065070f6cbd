import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { localeOfAcceptLanguage, type Locale } from '@society/contracts';
import type { Request } from 'express';

/**
 * The language a request asks for: the pages send Accept-Language `hi` or `en` (anything else is English).
 * Read from the header itself wherever it is needed (controllers, filters, the body parser's errors), so it
 * is the same answer everywhere and costs nothing to a request that never asks.
 */
export function requestLocale(request: Pick<Request, 'headers'> | undefined): Locale {
  return localeOfAcceptLanguage(request?.headers?.['accept-language']);
}

/** A route's parameter: the request's language (`@RequestLocale() locale: Locale`). */
export const RequestLocale = createParamDecorator((_data: unknown, context: ExecutionContext): Locale => requestLocale(context.switchToHttp().getRequest<Request>()));

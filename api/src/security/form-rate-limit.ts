import {
  applyDecorators,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FORM_RATE_LIMITS, type FormName } from '../config/rate-limits';
import { ThrottleHitRepository } from '../database/repositories/throttle-hit.repository';

const FORM_KEY = 'formRateLimit';

export function formBucket(form: FormName): string {
  return `form:${form}`;
}

/**
 * Counts each request to a public form per client address in the database and refuses the one past the
 * limit with 429 and the form's message. A guard runs before the upload interceptor, so a refused
 * request's file is never read.
 */
@Injectable()
export class FormRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly hits: ThrottleHitRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const form = this.reflector.get<FormName | undefined>(FORM_KEY, context.getHandler());
    if (!form) return true;
    const { max, windowMs, message } = FORM_RATE_LIMITS[form];
    const request = context.switchToHttp().getRequest<Request>();
    const address = request.ip ?? 'unknown';
    const now = new Date();

    const bucket = formBucket(form);
    if ((await this.hits.hitAndCount(bucket, address, windowMs, now)) > max) {
      await this.hits.unhit(bucket, address, windowMs, now);
      const waitSeconds = Math.max(1, Math.ceil((this.hits.windowEnd(windowMs, now).getTime() - now.getTime()) / 1000));
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(waitSeconds));
      throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}

/** Limits a public form route per client address (numbers in config/rate-limits.ts). */
export const FormRateLimit = (form: FormName) =>
  applyDecorators(
    SetMetadata(FORM_KEY, form),
    UseGuards(FormRateLimitGuard),
    ApiTooManyRequestsResponse({ description: FORM_RATE_LIMITS[form].message }),
  );

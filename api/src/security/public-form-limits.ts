import {
  applyDecorators,
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
  UseInterceptors,
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { BotCheckFields } from '@society/contracts';
import type { Request, Response } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';
import { AppConfig } from '../config/app-config';
import { FORM_LIMITS, FORM_TOO_MANY, type FormName } from '../config/rate-limits';
import { SharedCounterRepository } from '../database/repositories/shared-counter.repository';

const FORM_KEY = 'publicForm';

/** Who a submission comes from, as far as the limits care; the bot-check fields as sent. */
export interface FormSender extends BotCheckFields {
  email: string;
  phone?: string;
}

interface Limit {
  max: number;
  windowMs: number;
}

type Count = 'address' | 'email' | 'phone' | 'rejected';

export function formBucket(form: FormName, count: Count): string {
  return `form:${form}:${count}`;
}

/** One phone written many ways ('+91 98765 43210', '098765-43210') is one person: its last ten digits. */
function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

function isBot(sender: BotCheckFields): boolean {
  return Boolean(sender.website) || (sender.fillSeconds !== undefined && Number(sender.fillSeconds) < FORM_LIMITS.minFillSeconds);
}

/**
 * The limits of the public forms (numbers in config/rate-limits.ts), on counters every replica shares.
 * A form route takes @PublicForm(name) and stores through accept(): the address is checked before the body
 * is read, each person when the body is valid; an invalid body counts apart (interceptor below).
 */
@Injectable()
export class PublicFormLimits {
  private readonly factor: number;

  constructor(
    private readonly counters: SharedCounterRepository,
    config: AppConfig,
  ) {
    this.factor = config.rateLimitFactor;
  }

  /** 429 when the address has used up the form's accepted submissions (before its body is read). */
  checkAddress(form: FormName, request: Request, response: Response): void {
    const { max, windowMs } = FORM_LIMITS.perAddress;
    if (this.counters.count(formBucket(form, 'address'), clientAddress(request), windowMs) >= max * this.factor) {
      throw this.tooMany(form, windowMs, response);
    }
  }

  /**
   * Runs `store` unless the submission is a bot's (then it answers like a success and stores nothing) or
   * its address or person is over a limit (429). A submission that fails to store does not count.
   */
  async accept(form: FormName, request: Request, sender: FormSender, store: () => Promise<unknown>): Promise<void> {
    const response = request.res as Response;
    if (isBot(sender)) {
      this.countRejected(form, request, response);
      return;
    }
    const address = clientAddress(request);
    const counted: [string, string, Limit][] = [
      [formBucket(form, 'address'), address, FORM_LIMITS.perAddress],
      [formBucket(form, 'email'), sender.email, FORM_LIMITS.perPerson],
      ...(sender.phone ? [[formBucket(form, 'phone'), phoneKey(sender.phone), FORM_LIMITS.perPerson] as [string, string, Limit]] : []),
    ];
    const now = new Date();
    const counts = counted.map(([bucket, key, { windowMs }]) => this.counters.hitAndCount(bucket, key, windowMs, now));
    const takeBack = () => counted.forEach(([bucket, key, { windowMs }]) => this.counters.add(bucket, key, windowMs, -1, now));
    const over = counted.find(([, , { max }], i) => counts[i] > max * this.factor);
    if (over) {
      takeBack();
      throw this.tooMany(form, over[2].windowMs, response);
    }
    try {
      await store();
    } catch (error) {
      takeBack();
      throw error;
    }
  }

  /** Counts an invalid or bot submission; 429 once the address has sent too many of them. */
  countRejected(form: FormName, request: Request, response: Response): void {
    const { max, windowMs } = FORM_LIMITS.rejectedPerAddress;
    if (this.counters.hitAndCount(formBucket(form, 'rejected'), clientAddress(request), windowMs) > max * this.factor) {
      throw this.tooMany(form, windowMs, response);
    }
  }

  private tooMany(form: FormName, windowMs: number, response: Response): HttpException {
    // The count falls back below the limit by the end of the current window at the latest.
    const now = Date.now();
    const waitSeconds = Math.max(1, Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000));
    response.setHeader('Retry-After', String(waitSeconds));
    return new HttpException(FORM_TOO_MANY[form], HttpStatus.TOO_MANY_REQUESTS);
  }
}

function clientAddress(request: Request): string {
  return request.ip ?? 'unknown';
}

function formOf(reflector: Reflector, context: ExecutionContext): FormName | undefined {
  return reflector.get<FormName | undefined>(FORM_KEY, context.getHandler());
}

/** Refuses an address that has used up the form before its body (perhaps an upload) is read. */
@Injectable()
export class PublicFormGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: PublicFormLimits,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const form = formOf(this.reflector, context);
    const http = context.switchToHttp();
    if (form) this.limits.checkAddress(form, http.getRequest<Request>(), http.getResponse<Response>());
    return true;
  }
}

/** Counts a submission the validation refused (400) apart from the accepted ones. */
@Injectable()
export class RejectedSubmissionInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: PublicFormLimits,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const form = formOf(this.reflector, context);
    const http = context.switchToHttp();
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (form && error instanceof BadRequestException) this.limits.countRejected(form, http.getRequest<Request>(), http.getResponse<Response>());
        return throwError(() => error);
      }),
    );
  }
}

/** A public form route: its limits (see PublicFormLimits), documented. Store through PublicFormLimits.accept. */
export const PublicForm = (form: FormName) =>
  applyDecorators(
    SetMetadata(FORM_KEY, form),
    UseGuards(PublicFormGuard),
    UseInterceptors(RejectedSubmissionInterceptor),
    ApiTooManyRequestsResponse({ description: FORM_TOO_MANY[form] }),
  );

import {
  applyDecorators,
  BadRequestException,
  Catch,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseFilters,
  UseGuards,
  type ArgumentsHost,
  type CanActivate,
  type ExceptionFilter,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { BotCheckFields } from '@society/contracts';
import type { Request, Response } from 'express';
import { FORM_LIMITS, FORM_TOO_MANY, type FormName } from '../config/rate-limits';
import { sendError } from '../middleware/exception.filter';
import { normalizeEmail } from '../validation/field-rules';
import { clientAddress } from './client-address';
import { RateLimiter, type FastCounter } from './rate-limiter';

const FORM_KEY = 'publicForm';

/**
 * Each form's 429, made once: a refusal is the same answer every time, and a flood of them should not pay
 * for an exception (its stack trace) each. The Retry-After header goes on the response itself.
 */
const REFUSALS = Object.fromEntries(
  Object.entries(FORM_TOO_MANY).map(([form, message]) => [form, new HttpException(message, HttpStatus.TOO_MANY_REQUESTS)]),
) as Record<FormName, HttpException>;

/** Who a submission comes from, as far as the limits care; the bot-check fields as sent. */
export interface FormSender extends BotCheckFields {
  email: string;
  phone?: string;
}

type Count = 'address' | 'email' | 'phone' | 'rejected';

const COUNTS: Count[] = ['address', 'email', 'phone', 'rejected'];
/** Every form's bucket names, made once (a check builds no string). */
const BUCKETS = Object.fromEntries(
  Object.keys(FORM_TOO_MANY).map((form) => [form, Object.fromEntries(COUNTS.map((count) => [count, `form:${form}:${count}`]))]),
) as Record<FormName, Record<Count, string>>;

export function formBucket(form: FormName, count: Count): string {
  return BUCKETS[form][count];
}

/** One phone written many ways ('+91 98765 43210', '098765-43210') is one person: its last ten digits. */
function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/** The person a body names (its email, its phone), as the limits count them; nothing for a body that names none. */
function personKeys(body: unknown): { email?: string; phone?: string } {
  if (!body || typeof body !== 'object') return {};
  const { email, phone } = body as { email?: unknown; phone?: unknown };
  const normalised = normalizeEmail({ value: email });
  return { email: typeof normalised === 'string' && normalised ? normalised : undefined, phone: typeof phone === 'string' ? phoneKey(phone) || undefined : undefined };
}

function isBot(sender: BotCheckFields): boolean {
  return Boolean(sender.website) || (sender.fillSeconds !== undefined && Number(sender.fillSeconds) < FORM_LIMITS.minFillSeconds);
}

/**
 * The limits of the public forms (numbers in config/rate-limits.ts), on the limiter's fast counts: a check
 * costs no database round trip. A form route takes @PublicForm(name) and stores through accept(): the address
 * is checked before the body is read, each person when the body is valid; an invalid body counts apart
 * (filter below).
 */
@Injectable()
export class PublicFormLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** 429 when the address has used up the form's accepted submissions (before its body is read). */
  checkAddress(form: FormName, request: Request, response: Response): void {
    const limit = FORM_LIMITS.perAddress;
    if (this.limiter.fastIsUsedUp(formBucket(form, 'address'), clientAddress(request), limit)) throw this.tooMany(form, limit.windowMs, response);
  }

  /**
   * 429 when the person the body names (email, or phone) has used up the form, before the body is validated:
   * a flood of one person's submissions is refused for the price of a lookup. A bot's submission (hidden
   * field, too fast) is left to accept(), which drops it like a success.
   */
  checkPerson(form: FormName, request: Request, response: Response): void {
    const body: unknown = request.body;
    if (!body || typeof body !== 'object' || isBot(body as BotCheckFields)) return;
    const { email, phone } = personKeys(body);
    const limit = FORM_LIMITS.perPerson;
    const over = (count: Count, key: string | undefined) => key !== undefined && this.limiter.fastIsUsedUp(formBucket(form, count), key, limit);
    if (over('email', email) || over('phone', phone)) throw this.tooMany(form, limit.windowMs, response);
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
    const counted: FastCounter[] = [
      { bucket: formBucket(form, 'address'), key: clientAddress(request), limit: FORM_LIMITS.perAddress },
      { bucket: formBucket(form, 'email'), key: sender.email, limit: FORM_LIMITS.perPerson },
      ...(sender.phone ? [{ bucket: formBucket(form, 'phone'), key: phoneKey(sender.phone), limit: FORM_LIMITS.perPerson }] : []),
    ];
    const now = Date.now();
    const refusedBy = this.limiter.fastTakeAll(counted, now);
    if (refusedBy) throw this.tooMany(form, refusedBy.windowMs, response);
    try {
      await store();
    } catch (error) {
      this.limiter.fastGiveBack(counted, now);
      throw error;
    }
  }

  /** Counts an invalid or bot submission; 429 once the address has sent too many of them. */
  countRejected(form: FormName, request: Request, response: Response): void {
    const limit = FORM_LIMITS.rejectedPerAddress;
    if (!this.limiter.fastCountWithin(formBucket(form, 'rejected'), clientAddress(request), limit)) throw this.tooMany(form, limit.windowMs, response);
  }

  private tooMany(form: FormName, windowMs: number, response: Response): HttpException {
    response.setHeader('Retry-After', String(RateLimiter.retryAfterSeconds(windowMs)));
    return REFUSALS[form];
  }
}

/**
 * What the limits note about a request, kept in Express's per-request `res.locals`: a new property on the
 * request itself (a large object) costs a flood of refusals more than the refusal.
 */
interface FormLocals {
  /** The form a request submits, set by PublicFormGuard for RejectedSubmissionFilter. */
  publicForm?: FormName;
}

function localsOf(request: Request): FormLocals {
  return (request.res as Response).locals as FormLocals;
}

function formOf(reflector: Reflector, context: ExecutionContext): FormName | undefined {
  return reflector.get<FormName | undefined>(FORM_KEY, context.getHandler());
}

/**
 * Refuses an address that has used up the form before its body (perhaps an upload) is read, and a person who
 * has used it up before their body is validated.
 */
@Injectable()
export class PublicFormGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: PublicFormLimits,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const form = formOf(this.reflector, context);
    if (!form) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    localsOf(request).publicForm = form;
    this.limits.checkAddress(form, request, response);
    this.limits.checkPerson(form, request, response);
    return true;
  }
}

/**
 * Counts a submission the validation refused (400) apart from the accepted ones, and answers 429 instead
 * once its address has sent too many. An exception filter of the form routes: it costs an accepted
 * submission nothing.
 */
@Catch(BadRequestException)
@Injectable()
export class RejectedSubmissionFilter implements ExceptionFilter<BadRequestException> {
  constructor(private readonly limits: PublicFormLimits) {}

  catch(exception: BadRequestException, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const form = localsOf(request).publicForm;
    let answer: HttpException = exception;
    if (form) {
      try {
        this.limits.countRejected(form, request, response);
      } catch (tooMany) {
        answer = tooMany as HttpException;
      }
    }
    sendError(answer, response);
  }
}

/** A public form route: its limits (see PublicFormLimits), documented. Store through PublicFormLimits.accept. */
export const PublicForm = (form: FormName) =>
  applyDecorators(
    SetMetadata(FORM_KEY, form),
    UseGuards(PublicFormGuard),
    UseFilters(RejectedSubmissionFilter),
    ApiTooManyRequestsResponse({ description: FORM_TOO_MANY[form] }),
  );

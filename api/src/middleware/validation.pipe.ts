import { BadRequestException, HttpStatus, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

/** field (dotted for nested objects) → its messages. */
export function collectErrors(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // class-validator runs a property's decorators bottom-up; reversed, messages follow the source order,
    // so the first decorator written (the most basic check) gives the headline message.
    if (error.constraints) result[field || 'body'] = Object.values(error.constraints).reverse();
    Object.assign(result, collectErrors(error.children ?? [], field));
  }
  return result;
}

/**
 * An exception made without a stack trace: a refused body is the visitor's mistake, answered and never
 * logged with a stack, and a flood of them should not pay for capturing one each (with async frames).
 */
export function withoutStack<T>(make: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export const BODY_REQUIRED_MESSAGE = 'The request needs a JSON body: send the fields to save ({} to change nothing).';

/**
 * A route that reads a body refuses a request without one: a PUT with nothing in it is a client's mistake,
 * not an update of nothing (the OpenAPI document marks every request body required).
 */
class BodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && value === undefined) throw new BadRequestException(BODY_REQUIRED_MESSAGE);
    return super.transform(value, metadata);
  }
}

/** The one global ValidationPipe: strips nothing silently (unknown fields are a 400), converts types. */
export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const byField = collectErrors(errors);
      const message = Object.values(byField)[0]?.[0] ?? 'Invalid request.';
      return withoutStack(() => new BadRequestException({ statusCode: HttpStatus.BAD_REQUEST, message, errors: byField }));
    },
  });
}

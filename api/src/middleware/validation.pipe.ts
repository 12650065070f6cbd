import { BadRequestException, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';

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

/** The one global ValidationPipe: strips nothing silently (unknown fields are a 400), converts types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const byField = collectErrors(errors);
      const message = Object.values(byField)[0]?.[0] ?? 'Invalid request.';
      return new BadRequestException({ statusCode: HttpStatus.BAD_REQUEST, message, errors: byField });
    },
  });
}

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppOptions } from './app.module';
import { defaultCacheControl } from './middleware/cache-control';
import { ApiExceptionFilter } from './middleware/exception.filter';
import { jsonBody } from './middleware/json-body';
import { createValidationPipe } from './middleware/validation.pipe';
import { buildApiDocument } from './openapi/api-document';
import { loadApiLanguages } from './i18n/api-messages';
import { provideApiMessageFormat } from './i18n/message-format';

export const GLOBAL_PREFIX = 'api';

/** Builds the whole API (used by main.ts and by the e2e tests), initialised but not listening. */
export async function createApp(options: AppOptions): Promise<NestExpressApplication> {
  // The Hindi of the API's answers and mails, and their formatter, are in memory before the first request (issue 32).
  provideApiMessageFormat();
  await loadApiLanguages();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    bodyParser: false, // ours below: 1 MB, with clear 400/413 answers
    bufferLogs: true,
    abortOnError: false, // throw instead of exiting, so main.ts and tests see the reason
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', options.config.trustProxy);
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(defaultCacheControl());
  // Answers (error messages, form replies) follow the request's Accept-Language: caches keep one per language.
  app.use((_request: unknown, response: { vary(field: string): unknown }, next: () => void) => {
    response.vary('Accept-Language');
    next();
  });
  app.use(jsonBody());
  app.setGlobalPrefix(GLOBAL_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  // No enableShutdownHooks: main.ts handles SIGTERM/SIGINT (graceful-shutdown.ts); tests close their apps.

  // Built on the first visit to /api/docs, not at start: the document's 2 MB are not held by every replica.
  SwaggerModule.setup(`${GLOBAL_PREFIX}/docs`, app, () => buildApiDocument(app));

  await app.init();
  return app;
}

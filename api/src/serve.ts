import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import type { AppOptions } from './app.module';
import { createApp } from './create-app';
import { exitGracefullyOnSignals } from './graceful-shutdown';

/**
 * Reads the configuration from `env`, builds the API and listens until SIGTERM/SIGINT: main.ts calls it
 * with nothing added; the bench's entry (api/bench/main.ts) adds its reference routes as `modules`.
 */
export function serve(env: NodeJS.ProcessEnv, { modules }: Pick<AppOptions, 'modules'> = {}): void {
  listen(env, modules).catch((error: unknown) => {
    process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

async function listen(env: NodeJS.ProcessEnv, modules: AppOptions['modules']): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp({ config, modules });
  await app.listen(config.port, config.host);
  const server = app.getHttpServer() as Server;
  // Longer than nginx's upstream keepalive_timeout (60 s), so nginx, not the API, drops an idle
  // connection: else a POST nginx sends on a connection the API is just closing fails with a 502.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  exitGracefullyOnSignals(app, { logger: app.get(Logger) });
  app.get(Logger).log(`API listening on http://${config.host}:${config.port}/api`, 'Main');
}

import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { createApp } from './create-app';
import { exitGracefullyOnSignals } from './graceful-shutdown';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env); // the one read of the environment
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp({ config });
  await app.listen(config.port, config.host);
  const server = app.getHttpServer() as Server;
  // Longer than nginx's upstream keepalive_timeout (60 s), so nginx, not the API, drops an idle
  // connection: else a POST nginx sends on a connection the API is just closing fails with a 502.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  exitGracefullyOnSignals(app, { logger: app.get(Logger) });
  app.get(Logger).log(`API listening on http://${config.host}:${config.port}/api`, 'Main');
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

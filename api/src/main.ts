import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { createApp } from './create-app';

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
  app.get(Logger).log(`API listening on http://${config.host}:${config.port}/api`, 'Main');
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

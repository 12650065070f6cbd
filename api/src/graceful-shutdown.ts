import type { Server, ServerResponse } from 'node:http';
import type { INestApplication, LoggerService } from '@nestjs/common';

/** How long requests in progress may take to finish after SIGTERM/SIGINT before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** Closing the app (timers, database) after that gets a few more seconds; past them the process exits 1. */
const CLOSE_GRACE_MS = 5_000;

export interface ShutdownOptions {
  graceMs?: number;
  logger: LoggerService;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in progress finish (at most
 * `graceMs`), close the app (Nest's destroy and shutdown hooks: timers stop, the database connection
 * closes) and exit 0. A proxy keeps idle keep-alive connections open (nginx's upstream `keepalive`):
 * those are closed at once, and every answer from then on says `Connection: close`, so no connection
 * outlives its last request and no new request is taken on an old connection.
 */
export function exitGracefullyOnSignals(app: INestApplication, { graceMs = SHUTDOWN_GRACE_MS, logger }: ShutdownOptions): void {
  const server = app.getHttpServer() as Server;
  const inProgress = new Set<ServerResponse>();
  let stopping = false;

  server.prependListener('request', (_request, response: ServerResponse) => {
    if (stopping) {
      response.setHeader('Connection', 'close');
      return;
    }
    inProgress.add(response);
    response.once('close', () => inProgress.delete(response));
  });

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return; // a second Ctrl-C does not start a second shutdown
    stopping = true;
    logger.log(`${signal} received: finishing ${inProgress.size} request(s) in progress, then stopping`, 'Shutdown');
    const backstop = setTimeout(() => {
      logger.error('Shutdown did not finish in time; exiting', undefined, 'Shutdown');
      process.exit(1);
    }, graceMs + CLOSE_GRACE_MS);
    backstop.unref();

    for (const response of inProgress) if (!response.headersSent) response.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A connection whose answer had already started turns idle later: close those as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      logger.warn(`${inProgress.size} request(s) still running after ${graceMs} ms: closing their connections`, 'Shutdown');
      server.closeAllConnections();
    }, graceMs);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    clearTimeout(cut);

    try {
      await app.close();
    } catch (error) {
      logger.error(`Closing the app failed: ${(error as Error).message}`, undefined, 'Shutdown');
      process.exit(1);
      return;
    }
    clearTimeout(backstop);
    logger.log('Stopped', 'Shutdown');
    process.exit(0);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}

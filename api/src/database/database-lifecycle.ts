import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { RevokedTokenRepository } from './repositories/revoked-token.repository';
import { ThrottleHitRepository } from './repositories/throttle-hit.repository';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Builds every index before the API serves (a failing index stops the start at once) and, since
 * FerretDB has no TTL indexes, deletes expired revoked tokens and throttle hits periodically.
 */
@Injectable()
export class DatabaseLifecycle implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DatabaseLifecycle.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly revokedTokens: RevokedTokenRepository,
    private readonly throttleHits: ThrottleHitRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await Promise.all(Object.values(this.connection.models).map((model) => model.init()));
  }

  onApplicationBootstrap(): void {
    void this.cleanUp();
    this.timer = setInterval(() => void this.cleanUp(), CLEANUP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async cleanUp(now = new Date()): Promise<void> {
    try {
      await this.revokedTokens.deleteExpired(now);
      await this.throttleHits.deleteExpired(now);
    } catch (error) {
      this.logger.warn(`Clean-up of expired records failed: ${(error as Error).message}`);
    }
  }
}

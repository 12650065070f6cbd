import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ThrottleHitRepository } from '../database/repositories/throttle-hit.repository';

/**
 * Counts a public lookup per client address in the database (every replica sees it), and refuses with 429
 * once the address is over the limit; a refused attempt is not counted.
 */
@Injectable()
export class AddressLimit {
  private readonly factor: number;

  constructor(
    private readonly hits: ThrottleHitRepository,
    config: AppConfig,
  ) {
    this.factor = config.rateLimitFactor;
  }

  async check(bucket: string, address: string, { max, windowMs }: { max: number; windowMs: number }, message: string): Promise<void> {
    const now = new Date();
    if ((await this.hits.hitAndCount(bucket, address, windowMs, now)) > max * this.factor) {
      await this.hits.unhit(bucket, address, windowMs, now);
      throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
    }
  }
}

import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { KeyedLock } from './keyed-lock';
import { StepClaimRepository } from './repositories/step-claim.repository';

export interface StepClaimOptions {
  /** How long the claim holds if its process dies mid-step: longer than the step can take. */
  leaseMs: number;
  /** What a step that finds the record claimed gets (a 409 saying another admin is at work). */
  busy: () => Error;
  /** Wait this long for the claim before giving up with `busy` (for short sections); 0 refuses at once. */
  waitMs?: number;
}

/** What a read-decide-write that waited in vain for its record's turn is answered (409). */
export const RECORD_BUSY_MESSAGE = 'Someone else is saving this record right now. Please try again in a moment.';

/** A read-decide-write of one record: short, so others wait their turn (at most 10 s) rather than being refused. */
const EXCLUSIVE: StepClaimOptions = { leaseMs: 60_000, waitMs: 10_000, busy: () => new ConflictException(RECORD_BUSY_MESSAGE) };

/** Pause between two tries of a waiting step, drawn anew each time so two waiting replicas drift apart. */
const RETRY_MS = { min: 20, max: 60 };

/**
 * Steps that must not overlap on one record across every API replica (an in-process lock covers one
 * process only): a step runs while it holds the record's claim in the database (StepClaimRepository), and
 * another step on that record meanwhile, in any replica, is refused. The claim of a process that died
 * lapses when its lease ends.
 */
@Injectable()
export class StepClaims {
  private readonly logger = new Logger(StepClaims.name);
  /** Steps that wait queue here first, so each process has one of them asking the database at a time. */
  private readonly queue = new KeyedLock();

  constructor(private readonly claims: StepClaimRepository) {}

  run<T>(key: string, options: StepClaimOptions, task: () => Promise<T>): Promise<T> {
    return options.waitMs ? this.queue.run(key, () => this.claimAndRun(key, options, task)) : this.claimAndRun(key, options, task);
  }

  /** Runs a read-decide-write of the record `key` names with no other on it in any replica (each waits its turn). */
  exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.run(key, EXCLUSIVE, task);
  }

  private async claimAndRun<T>(key: string, { leaseMs, busy, waitMs = 0 }: StepClaimOptions, task: () => Promise<T>): Promise<T> {
    const giveUpAt = Date.now() + waitMs;
    let claim = await this.claims.claim(key, leaseMs);
    while (!claim && Date.now() < giveUpAt) {
      await sleep(RETRY_MS.min + Math.random() * (RETRY_MS.max - RETRY_MS.min));
      claim = await this.claims.claim(key, leaseMs);
    }
    if (!claim) throw busy();
    try {
      return await task();
    } finally {
      const held = claim;
      await this.claims.release(held).catch((error: unknown) => this.logger.warn(`Could not release the claim on ${key}; it lapses at ${held.heldUntil.toISOString()}: ${String(error)}`));
    }
  }
}

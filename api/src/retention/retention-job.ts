import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RETENTION_RULES, type RetentionKind } from '@society/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { AppConfig } from '../config/app-config';
import { JobRunRepository } from '../database/repositories/job-run.repository';
import { todayInIndia } from '../validation/calendar-day';
import { RETENTION_JOB, RetentionService } from './retention.service';

/** How often a replica looks whether today's run is still to do (the run itself happens once a day). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** A run not finished this long after it started belongs to a process that died: another may take over. */
export const RETENTION_LEASE_MS = 30 * 60 * 1000;

/** 'ran': this process did the day's run; 'done': some process already did; 'busy': another is running it. */
export type RetentionRunResult = { status: 'ran'; deleted: Partial<Record<RetentionKind, number>>; failed: RetentionKind[] } | { status: 'done' | 'busy' };

/**
 * Runs the retention schedule once a day (India's day), at start-up and then on an hourly check, in
 * every replica: the replicas race to claim the day's run (JobRunRepository.claim) and one of them wins.
 */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RetentionJob.name);
  private readonly processId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<RetentionRunResult> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly retention: RetentionService,
    private readonly runs: JobRunRepository,
    private readonly audit: AuditTrail,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.dataProtection.scheduleEnabled) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.pass;
  }

  /** Resolves once the pass in progress (the start-up run, say) is over. */
  async whenIdle(): Promise<void> {
    await this.pass;
  }

  /** Does the day's run of `now` unless it was done or is being done; one pass at a time in this process. */
  runOnce(now = new Date()): Promise<RetentionRunResult> {
    if (this.pass) return Promise.resolve({ status: 'busy' });
    this.pass = this.work(now)
      .catch((error: Error): RetentionRunResult => {
        this.logger.error(`Retention run stopped: ${error.message}`);
        return { status: 'busy' };
      })
      .finally(() => {
        this.pass = null;
      });
    return this.pass;
  }

  private async work(now: Date): Promise<RetentionRunResult> {
    const day = todayInIndia(now);
    const latest = await this.runs.latest(RETENTION_JOB, day);
    if (latest?.finishedAt) return { status: 'done' };
    if (latest && latest.heldUntil > now) return { status: 'busy' };
    const attempt = (latest?.attempt ?? 0) + 1;
    const claimed = await this.runs.claim({
      job: RETENTION_JOB,
      day,
      attempt,
      holder: this.processId,
      startedAt: now,
      heldUntil: new Date(now.getTime() + RETENTION_LEASE_MS),
    });
    if (!claimed) return { status: 'busy' };

    const { deleted, failed } = await this.retention.purgeDue(now);
    await this.audit.recordSystem({
      kind: 'retention',
      action: 'retention-run',
      recordId: `${RETENTION_JOB}:${day}:${attempt}`,
      recordLabel: `Retention run of ${day}`,
      changes: [
        ...Object.entries(deleted).map(([kind, count]) => ({ field: RETENTION_RULES[kind as RetentionKind].label, before: null, after: count })),
        ...(failed.length > 0 ? [{ field: 'Failed (tried again at the next run)', before: null, after: failed.map((kind) => RETENTION_RULES[kind].label).join('; ') }] : []),
      ],
    });
    // A run with a failed kind stays unfinished, so the next check (after the lease) tries the day again.
    if (failed.length === 0) await this.runs.finish(RETENTION_JOB, day, attempt, this.processId, deleted, new Date(now.getTime()));
    return { status: 'ran', deleted, failed };
  }
}

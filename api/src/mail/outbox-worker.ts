import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import { DonationRepository } from '../database/repositories/donation.repository';
import { MailOutboxRepository } from '../database/repositories/mail-outbox.repository';
import type { MailStateDocument } from '../database/schemas/donation.schema';
import type { MailOutboxRecord } from '../database/schemas/mail-outbox.schema';
import { FileStorage } from '../storage/file-storage';
import { MailService, type OutgoingMail } from './mail.service';

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure gives up ('failed'). */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claim this old belongs to a worker that died mid-send (sends time out within seconds). */
const STALE_CLAIM_MS = 2 * 60 * 1000;
/** Items handled per tick, so one tick stays short; the rest wait for the next one. */
const MAX_PER_TICK = 20;
const ERROR_MAX = 500;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Sends the outbox: every MAIL_POLL_MS it claims due items one at a time with a conditional update (two
 * replicas never send the same mail), sends each, and records the outcome on the item and on its donation.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxWorker.name);
  private readonly workerId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly outbox: MailOutboxRepository,
    private readonly donations: DonationRepository,
    private readonly storage: FileStorage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.mail) return;
    this.timer = setInterval(() => void this.runOnce(), this.config.mail.pollMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One pass over the due items (as of `now`); returns how many attempts it made. Skipped while a pass runs. */
  async runOnce(now = new Date()): Promise<number> {
    if (!this.mail.enabled || this.busy) return 0;
    this.busy = true;
    let attempts = 0;
    try {
      while (attempts < MAX_PER_TICK) {
        const item = await this.outbox.findDue(now, new Date(now.getTime() - STALE_CLAIM_MS));
        if (!item) break;
        const claimId = `${this.workerId}:${randomUUID()}`;
        if (!(await this.outbox.claim(item, claimId, now))) continue;
        attempts += 1;
        await this.attempt(item, claimId, now);
      }
    } catch (error) {
      this.logger.warn(`Outbox pass stopped: ${(error as Error).message}`);
    } finally {
      this.busy = false;
    }
    return attempts;
  }

  private async attempt(item: MailOutboxRecord, claimId: string, now: Date): Promise<void> {
    const attempts = item.attempts + 1;
    let state: MailStateDocument;
    try {
      await this.mail.send(await this.message(item));
      const sentAt = new Date();
      state = { status: 'sent', attempts, sentAt };
      if (!(await this.outbox.finishAttempt(item._id, claimId, { status: 'sent', attempts, nextAttemptAt: now, sentAt }))) return;
    } catch (error) {
      const lastError = ((error as Error).message || String(error)).slice(0, ERROR_MAX);
      const failed = attempts >= MAX_ATTEMPTS;
      const nextAttemptAt = new Date(now.getTime() + (failed ? 0 : RETRY_DELAYS_MS[attempts - 1]));
      state = { status: failed ? 'failed' : 'pending', attempts, lastError };
      this.logger.warn(`Mail ${item.kind} for donation ${item.donationId}: attempt ${attempts} failed${failed ? ', giving up' : ''}: ${lastError}`);
      if (!(await this.outbox.finishAttempt(item._id, claimId, { status: state.status as 'failed' | 'pending', attempts, nextAttemptAt, lastError }))) return;
    }
    if (item.kind === 'donation-acknowledgement') await this.donations.setAcknowledgementMail(item.donationId, state);
    else if (item.receiptNumber) await this.donations.setReceiptMail(item.donationId, item.receiptNumber, state);
  }

  private async message(item: MailOutboxRecord): Promise<OutgoingMail> {
    const message: OutgoingMail = { to: item.to, subject: item.subject, text: item.text, html: item.html };
    if (item.attachmentKey) {
      const file = await this.storage.open(item.attachmentKey);
      if (!file) throw new Error('The attached file is missing from storage');
      message.attachments = [{ filename: item.attachmentName ?? 'attachment.pdf', content: await readAll(file.stream), contentType: 'application/pdf' }];
    }
    return message;
  }
}

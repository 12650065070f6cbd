import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import { CertificateRepository } from '../database/repositories/certificate.repository';
import { DonationRepository } from '../database/repositories/donation.repository';
import { MailOutboxRepository } from '../database/repositories/mail-outbox.repository';
import type { MailStateDocument } from '../database/schemas/donation.schema';
import { LINK_MAIL_KINDS, type MailOutboxRecord } from '../database/schemas/mail-outbox.schema';
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
/** What the stored text of a mail carrying a link (an invite, a data request's link) becomes once sent. */
export const INVITE_TEXT_SENT = '(sent; its link is not kept)';

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
  /** The pass in progress, if any: one at a time, and shutdown waits for it. */
  private pass: Promise<number> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly outbox: MailOutboxRepository,
    private readonly donations: DonationRepository,
    private readonly certificates: CertificateRepository,
    private readonly storage: FileStorage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.mail) return;
    this.timer = setInterval(() => void this.runOnce(), this.config.mail.pollMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    // A send in progress finishes (each times out within seconds) rather than being sent again after a restart.
    await this.pass;
  }

  /** One pass over the due items (as of `now`); returns how many attempts it made. Skipped while a pass runs. */
  runOnce(now = new Date()): Promise<number> {
    if (!this.mail.enabled || this.pass) return Promise.resolve(0);
    this.pass = this.work(now).finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  private async work(now: Date): Promise<number> {
    // A claim is stamped when it is made (`now` moved on by the time the pass has taken), so a long pass
    // never leaves claims that look stale to another replica while this one is still sending them.
    const started = Date.now();
    const clock = () => new Date(now.getTime() + (Date.now() - started));
    let attempts = 0;
    try {
      while (attempts < MAX_PER_TICK) {
        const item = await this.outbox.findDue(now, new Date(clock().getTime() - STALE_CLAIM_MS));
        if (!item) break;
        const claimId = `${this.workerId}:${randomUUID()}`;
        if (!(await this.outbox.claim(item, claimId, clock()))) continue;
        attempts += 1;
        await this.attempt(item, claimId, now);
      }
    } catch (error) {
      this.logger.warn(`Outbox pass stopped: ${(error as Error).message}`);
    }
    return attempts;
  }

  private async attempt(item: MailOutboxRecord, claimId: string, now: Date): Promise<void> {
    const attempts = item.attempts + 1;
    if (!(await this.stillWanted(item))) {
      // The receipt was voided (or reissued), or the certificate revoked, after this mail was queued: its PDF must not go out.
      await this.outbox.finishAttempt(item, claimId, { status: 'cancelled', attempts: item.attempts, nextAttemptAt: now });
      return;
    }
    let state: MailStateDocument;
    try {
      await this.mail.send(await this.message(item));
      const sentAt = new Date();
      state = { status: 'sent', attempts, sentAt };
      // An invite's link opens an account, a data request's link confirms it or opens its export: once
      // delivered, the copy kept here is blanked.
      const text = LINK_MAIL_KINDS.includes(item.kind) ? INVITE_TEXT_SENT : undefined;
      if (!(await this.outbox.finishAttempt(item, claimId, { status: 'sent', attempts, nextAttemptAt: now, sentAt, text }))) return;
    } catch (error) {
      const lastError = ((error as Error).message || String(error)).slice(0, ERROR_MAX);
      const failed = attempts >= MAX_ATTEMPTS;
      const nextAttemptAt = new Date(now.getTime() + (failed ? 0 : RETRY_DELAYS_MS[attempts - 1]));
      state = { status: failed ? 'failed' : 'pending', attempts, lastError };
      this.logger.warn(`Mail ${item.kind} for ${item.donationId ? `donation ${item.donationId}` : item.breachId ? `breach ${item.breachId}` : `applicant ${item.applicantId}`}: attempt ${attempts} failed${failed ? ', giving up' : ''}: ${lastError}`);
      if (!(await this.outbox.finishAttempt(item, claimId, { status: state.status as 'failed' | 'pending', attempts, nextAttemptAt, lastError }))) return;
    }
    if (!item.donationId) return;
    if (item.kind === 'donation-acknowledgement') await this.donations.setAcknowledgementMail(item.donationId, state);
    else if (item.receiptNumber) await this.donations.setReceiptMail(item.donationId, item.receiptNumber, state);
  }

  /**
   * A receipt mail is wanted while its receipt is still the donation's current one; a certificate's (the
   * person's mail with its PDF attached) while the certificate is on record and not revoked.
   */
  private async stillWanted(item: MailOutboxRecord): Promise<boolean> {
    if (item.kind === 'donation-receipt' && item.donationId) {
      const donation = await this.donations.findById(item.donationId);
      return donation?.receipt?.number === item.receiptNumber;
    }
    if (item.kind === 'volunteer-notice' && item.attachmentKey) {
      const certificate = await this.certificates.findByPdfPath(item.attachmentKey);
      return certificate !== null && !certificate.revokedAt;
    }
    return true;
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

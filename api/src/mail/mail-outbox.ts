import { Injectable, Logger } from '@nestjs/common';
import { ACKNOWLEDGEMENT_MAIL_LIMIT } from '../config/rate-limits';
import { KeyedLock } from '../database/keyed-lock';
import { DonationRepository } from '../database/repositories/donation.repository';
import { MailOutboxRepository } from '../database/repositories/mail-outbox.repository';
import type { DonationRecord } from '../database/schemas/donation.schema';
import { SiteSettingsService } from '../settings/site-settings.service';
import type { OutboxKind } from '../database/schemas/mail-outbox.schema';
import { RateLimiter } from '../security/rate-limiter';
import { acknowledgementMail, receiptFileName, receiptMail } from './mail-texts';
import { MailService, type OutgoingMail } from './mail.service';

const QUEUED = { status: 'pending', attempts: 0 } as const;
const DISABLED = { status: 'disabled', attempts: 0 } as const;
const OVER_LIMIT = {
  status: 'failed',
  attempts: 0,
  lastError: `Not sent: this address already had ${ACKNOWLEDGEMENT_MAIL_LIMIT.max} acknowledgements in the last 24 hours (a limit against misuse of the form)`,
} as const;
const ACKNOWLEDGEMENT_BUCKET = 'mail:acknowledgement';

/**
 * Queues the donor's emails in the database outbox (the OutboxWorker sends them) and keeps the donation's
 * mail state in step. Callers run it after their own work succeeded and never let its failure undo that work.
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger(MailOutbox.name);
  /** One receipt queued at a time per donation: two quick resends leave one mail waiting, not two. */
  private readonly receiptQueue = new KeyedLock();

  constructor(
    private readonly settings: SiteSettingsService,
    private readonly mail: MailService,
    private readonly outbox: MailOutboxRepository,
    private readonly donations: DonationRepository,
    private readonly limiter: RateLimiter,
  ) {}

  get enabled(): boolean {
    return this.mail.enabled;
  }

  /** After a visitor's receipt request. Disabled mail: the donation keeps its 'disabled' default. */
  async queueAcknowledgement(donation: DonationRecord): Promise<void> {
    if (!this.enabled) return;
    const id = String(donation._id);
    await this.safely(`acknowledgement of donation ${id}`, async () => {
      if (!(await this.limiter.take(ACKNOWLEDGEMENT_BUCKET, donation.email, ACKNOWLEDGEMENT_MAIL_LIMIT, { scaled: false }))) {
        return this.donations.setAcknowledgementMail(id, OVER_LIMIT);
      }
      // The state first: once queued, the worker may send the mail and record 'sent' at any moment.
      await this.donations.setAcknowledgementMail(id, QUEUED);
      await this.outbox.enqueue({
        kind: 'donation-acknowledgement',
        donationId: id,
        to: donation.email,
        ...acknowledgementMail({ donorName: donation.name, amount: donation.amount, signature: await this.settings.mailSignature(donation.language), locale: donation.language ?? 'en' }),
      });
    });
  }

  /** After a receipt was issued (or on an admin's resend): the current receipt, PDF attached. */
  async queueReceipt(donation: DonationRecord): Promise<void> {
    const receipt = donation.receipt;
    if (!receipt) return;
    const id = String(donation._id);
    await this.safely(`receipt ${receipt.number}`, () =>
      this.receiptQueue.run(id, async () => {
        if (!this.enabled) return this.donations.setReceiptMail(id, receipt.number, DISABLED);
        // The state first: once queued, the worker may send the mail and record 'sent' at any moment.
        await this.donations.setReceiptMail(id, receipt.number, QUEUED);
        // One receipt mail at a time: a resend replaces one still waiting.
        await this.outbox.cancelPendingReceipts(id);
        // Should the receipt be voided from here on, the worker finds it no longer current and sends nothing.
        await this.outbox.enqueue({
          kind: 'donation-receipt',
          donationId: id,
          receiptNumber: receipt.number,
          to: donation.email,
          ...receiptMail({ donorName: donation.name, amount: donation.amount, signature: await this.settings.mailSignature(donation.language), number: receipt.number, locale: donation.language ?? 'en' }),
          attachmentKey: receipt.pdfPath,
          attachmentName: receiptFileName(receipt.number),
        });
      }),
    );
  }

  /**
   * A mail about a volunteer or intern (an invite, HR's decision on their request or certificate, or their
   * correction note to HR), with an optional stored file attached. Nothing is queued while mail is off;
   * a failure to queue is logged, never thrown.
   */
  async queueToPerson(applicantId: string, kind: Extract<OutboxKind, 'account-invite' | 'volunteer-notice'>, to: string, mail: Pick<OutgoingMail, 'subject' | 'text'>, attachment?: { key: string; name: string }): Promise<void> {
    if (!this.enabled) return;
    await this.safely(`${kind} for applicant ${applicantId}`, () =>
      this.outbox.enqueue({ kind, applicantId, to, ...mail, attachmentKey: attachment?.key, attachmentName: attachment?.name }),
    );
  }

  /**
   * A notice of a personal-data breach to one person; returns the outbox item's id. Unlike the other mails
   * it throws when it cannot be queued: the caller records each notice only once it is on its way.
   */
  async queueBreachNotice(breachId: string, to: string, mail: Pick<OutgoingMail, 'subject' | 'text'>): Promise<string> {
    return String((await this.outbox.enqueue({ kind: 'breach-notice', breachId, to, ...mail }))._id);
  }

  /**
   * A mail about a data-rights request (its confirmation link, the export's link, the answer). Unlike the
   * others it is queued or the call fails: a request nobody is told about would be a silent answer.
   */
  async queueDataRequestMail(kind: Extract<OutboxKind, 'data-request-link' | 'data-request'>, to: string, mail: Pick<OutgoingMail, 'subject' | 'text'>): Promise<void> {
    if (!this.enabled) throw new Error('Mail is not configured');
    await this.outbox.enqueue({ kind, to, ...mail });
  }

  /** A security warning (failed sign-ins, Aadhaar reveals past their limit). Nothing while mail is off; a failure to queue is logged, never thrown. */
  async queueSecurityAlert(to: string, mail: Pick<OutgoingMail, 'subject' | 'text'>): Promise<void> {
    if (!this.enabled) return;
    await this.safely('security alert', () => this.outbox.enqueue({ kind: 'security-alert', to, ...mail }));
  }

  /** After a void: the voided receipt's mail must not go out any more (its state was reset with the void). */
  async cancelReceipt(donationId: string, number: string): Promise<void> {
    await this.safely(`cancel of receipt ${number}`, () => this.outbox.cancelPendingReceipts(donationId, number));
  }

  private async safely(what: string, task: () => Promise<unknown>): Promise<void> {
    try {
      await task();
    } catch (error) {
      this.logger.error(`Could not queue the mail (${what}): ${(error as Error).message}`);
    }
  }
}

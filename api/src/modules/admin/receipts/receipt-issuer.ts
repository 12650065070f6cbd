import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CounterRepository } from '../../../database/repositories/counter.repository';
import { DonationRepository } from '../../../database/repositories/donation.repository';
import { ReceiptNumberVoidRepository } from '../../../database/repositories/receipt-number-void.repository';
import type { DonationRecord } from '../../../database/schemas/donation.schema';
import { StepClaims, type StepClaimOptions } from '../../../database/step-claims';
import { SiteSettingsService } from '../../../settings/site-settings.service';
import { FileStorage } from '../../../storage/file-storage';
import { financialYearOf, receiptNumber } from './financial-year';
import { renderReceiptPdf } from './receipt-pdf';

/** Private storage folder of receipt PDFs (never under public/). */
export const RECEIPT_FOLDER = 'receipts';
/** A claim older than this belongs to a request that died; another request may take it over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
export const ISSUE_FAILED_REASON = 'issue failed';
/** A number whose issuing request died (crash, kill) before writing the receipt; found by the next claim. */
export const ISSUE_INTERRUPTED_REASON = 'issue interrupted';

export const RECEIPT_MESSAGES = {
  alreadyGenerated: 'Receipt already generated',
  numbersBusy: 'Another receipt is being numbered at this moment. Please try again in a moment.',
} as const;

/**
 * Taking a year's next number holds that year's claim, in every replica: MongoDB's $inc is atomic, but the
 * embedded engine's reads the counter and writes it back, so two processes could take the same number.
 * The section is one increment: others wait for it (a few seconds at most) rather than being refused.
 */
const NUMBERING: StepClaimOptions = { leaseMs: 30_000, waitMs: 10_000, busy: () => new ConflictException(RECEIPT_MESSAGES.numbersBusy) };

/**
 * Issues 80G receipts with gap-free numbers, without transactions (FerretDB has none):
 * 1. Claim: a conditional update (serialised per donation by DonationRepository) moves the donation from "pending, unclaimed" to "claimed by <claim id>". Only
 *    one request wins, so a donation never takes two numbers, and edits of locked fields stop from here on. (The
 *    caller holds the donation's StepClaims claim too, which keeps two replicas apart on the embedded engine.)
 * 2. Allocate: the financial year's counter document is incremented ($inc with upsert, atomic on MongoDB;
 *    FerretDB's $inc is not atomic under concurrency, so the increment holds the year's StepClaims claim, which
 *    serialises it across replicas). No number is allocated before the claim, so a losing request consumes none.
 * 3. Render the PDF, store it privately, and write number, date and file onto the donation, conditional on the
 *    claim id.
 * If anything fails after step 2, the number is recorded in receipt_number_voids with reason 'issue failed'
 * and the claim is released. The number is also written onto the claim as soon as it is allocated, so if the
 * request dies outright, the next claim of that donation records it ('issue interrupted'), and the books list
 * it until then. A number is never reused (the counter only grows) and never silently skipped: each one is on
 * a donation, in its voided history, on an interrupted claim, or in that log.
 */
@Injectable()
export class ReceiptIssuer {
  private readonly logger = new Logger(ReceiptIssuer.name);

  constructor(
    private readonly settings: SiteSettingsService,
    private readonly donations: DonationRepository,
    private readonly counters: CounterRepository,
    private readonly numberVoids: ReceiptNumberVoidRepository,
    private readonly storage: FileStorage,
    private readonly claims: StepClaims,
  ) {}

  /** Issues the receipt of a pending donation; 409 when it has one or another request is issuing it. */
  async issue(id: string, issuedBy: string): Promise<void> {
    const claimId = randomUUID();
    const claim = await this.donations.claimForReceipt(id, claimId, new Date(Date.now() - STALE_CLAIM_MS));
    if (!claim.claimed) {
      throw new ConflictException(RECEIPT_MESSAGES.alreadyGenerated);
    }
    if (claim.interruptedNumber) await this.recordVoid(claim.interruptedNumber, id, ISSUE_INTERRUPTED_REASON);
    let donation: DonationRecord | null;
    let sequence: number;
    const issuedAt = new Date();
    const financialYear = financialYearOf(issuedAt);
    try {
      // Read after the claim: the locked fields (amount, name, PAN) cannot change any more.
      donation = await this.donations.findById(id);
      if (!donation) throw new ConflictException(RECEIPT_MESSAGES.alreadyGenerated);
      const counter = `receipts-${financialYear}`;
      sequence = await this.claims.run(`counter:${counter}`, NUMBERING, () => this.counters.nextInSequence(counter));
    } catch (error) {
      await this.donations.releaseClaim(id, claimId);
      throw error;
    }
    const number = receiptNumber(financialYear, sequence);
    let pdfPath: string | undefined;
    try {
      // Findable at once, should this request die before the receipt is written.
      if (!(await this.donations.recordClaimNumber(id, claimId, number))) throw new ConflictException(RECEIPT_MESSAGES.alreadyGenerated);
      const pdf = await renderReceiptPdf({
        society: await this.settings.societyIdentity(),
        logo: await this.settings.printLogo(),
        number,
        issuedAt,
        donor: { name: donation.name, address: donation.address ?? '', pan: donation.pan ?? '' },
        amount: donation.amount,
        mode: donation.mode,
        reference: donation.utr,
        donatedAt: donation.date,
        // The language the donor wrote in, as their mails are.
        language: donation.language ?? 'en',
      });
      pdfPath = await this.storage.save('private', RECEIPT_FOLDER, pdf, 'pdf');
      const written = await this.donations.writeReceipt(id, claimId, { number, financialYear, sequence, issuedAt, issuedBy, pdfPath });
      if (!written) throw new ConflictException(RECEIPT_MESSAGES.alreadyGenerated);
    } catch (error) {
      await this.voidUnissued(id, claimId, number, pdfPath);
      throw error;
    }
  }

  /** Best effort on the way out of a failed issue: each step is tried even if an earlier one fails. */
  private async voidUnissued(id: string, claimId: string, number: string, pdfPath: string | undefined): Promise<void> {
    await this.recordVoid(number, id, ISSUE_FAILED_REASON);
    if (pdfPath) await this.storage.remove(pdfPath).catch(() => undefined);
    await this.donations.releaseClaim(id, claimId).catch(() => undefined);
  }

  private async recordVoid(number: string, donationId: string, reason: string): Promise<void> {
    await this.numberVoids.record({ number, donationId, reason }).catch((error: unknown) => {
      // The last trace of the number: the log line keeps it findable when the database is away.
      this.logger.error(`Receipt number ${number} (donation ${donationId}) allocated but not issued (${reason}), and its void could not be recorded: ${String(error)}`);
    });
  }
}

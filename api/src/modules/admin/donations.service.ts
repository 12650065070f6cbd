import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { AuditTrail } from '../../audit/audit-trail';
import { donationView } from '../../audit/audit-views';
import { DonationRepository } from '../../database/repositories/donation.repository';
import type { DonationRecord } from '../../database/schemas/donation.schema';
import { StepClaims, type StepClaimOptions } from '../../database/step-claims';
import type { Actor } from '../../security/auth-user';
import { FileStorage, imageContentType } from '../../storage/file-storage';
import { isPageRequest, pageRequest, searchText } from '../../dtos/page-query.dto';
import { financialYearOf } from './receipts/financial-year';
import {
  mapDonation,
  ONLY_TRUE_MESSAGE,
  type DonationFiguresDto,
  type DonationListQueryDto,
  type DonationPageDto,
  type DonationRecordDto, type DonationUpdateDto, type ReceiptVoidDto } from './dtos/donation.dto';
import { ReceiptIssuer, STALE_CLAIM_MS } from './receipts/receipt-issuer';
import { MailOutbox } from '../../mail/mail-outbox';
import { DONATION_SORT_DEFAULT, MAIL_MESSAGES } from '@society/contracts';

export const DONATION_MESSAGES = {
  notFound: 'Donation not found',
  alreadyGenerated: 'Receipt already generated',
  onlyTrue: ONLY_TRUE_MESSAGE,
  noScreenshot: 'Screenshot not found',
  locked: 'Receipt issued: amount, name and PAN are locked',
  noReceipt: 'Receipt not found',
  noReceiptToVoid: 'No receipt to void',
  busy: 'Another admin is working on this donation or its receipt right now. Please try again in a moment.',
  noDonorEmail: "Add the donor's email before issuing a receipt (this donation was recorded from the bank statement).",
} as const;

/**
 * An admin's steps on one donation (issuing or voiding its receipt, a resend, a correction) run one at a
 * time across every API replica, each holding the donation's claim (see StepClaims: one insert, atomic on
 * MongoDB and on the embedded engine, whose conditional updates are not). Its lease is the receipt claim's.
 */
const DONATION_STEP: StepClaimOptions = { leaseMs: STALE_CLAIM_MS, busy: () => new ConflictException(DONATION_MESSAGES.busy) };
/** How long a resend waits for the donation's other steps (an issue renders a PDF) before answering 409. */
const RESEND_WAIT_MS = 10_000;

/** Fields that a receipt, once issued, fixes for good. */
const LOCKED_FIELDS = ['name', 'amount', 'pan'] as const;

export interface ScreenshotFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/** How the activity log names a donation: the donor, the amount and the receipt, if any. */
function donationLabel(donation: DonationRecord): string {
  const receipt = donation.receipt ? `, receipt ${donation.receipt.number}` : '';
  return `${donation.name}, Rs ${donation.amount}${receipt}`;
}

@Injectable()
export class AdminDonationsService {
  constructor(
    private readonly donations: DonationRepository,
    private readonly storage: FileStorage,
    private readonly receipts: ReceiptIssuer,
    private readonly mail: MailOutbox,
    private readonly audit: AuditTrail,
    private readonly claims: StepClaims,
  ) {}

  /** Every donation newest first (SPEC §7), or with list parameters one page of them and the tab's figures. */
  async list(query: DonationListQueryDto): Promise<DonationRecordDto[] | DonationPageDto> {
    if (!isPageRequest(query)) return (await this.donations.listNewestFirst()).map(mapDonation);
    const { page, pageSize, sort } = pageRequest(query, DONATION_SORT_DEFAULT);
    const search = searchText(query);
    const receipt = query.receipt ?? 'all';
    const figures = await this.figures();
    // Unsearched, the figures already hold the count of every status.
    const knownTotal = search ? undefined : receipt === 'all' ? figures.count : receipt === 'pending' ? figures.pendingReceipts : figures.count - figures.pendingReceipts;
    const { rows, total } = await this.donations.listPage({ page, pageSize, sort, search, receipt }, knownTotal);
    return { items: rows.map(mapDonation), total, page, pageSize, figures };
  }

  /**
   * The Donations tab's figures, summed and counted by the database: this financial year's rupees (in
   * total and by month), the receipts still pending, the count of every donation.
   */
  async figures(now = new Date()): Promise<DonationFiguresDto> {
    const read = () => Promise.all([this.donations.sumByMonth(), this.donations.countByReceiptStatus()]);
    let [sums, counts] = await read();
    // Records written without a month (an older backup restored) are given one, then summed again.
    if (sums.some((sum) => sum.month === null) && (await this.donations.fillMissingMonths()) > 0) [sums, counts] = await read();
    const financialYear = financialYearOf(now);
    const startYear = Number(financialYear.slice(0, 4));
    const months = Array.from({ length: 12 }, (_, index) => ({ month: new Date(Date.UTC(startYear, 3 + index, 1)).toISOString().slice(0, 7), total: 0 }));
    const byMonth = new Map(months.map((month) => [month.month, month]));
    for (const sum of sums) {
      const month = sum.month ? byMonth.get(sum.month) : undefined;
      // Rupees with paise: rounded to paise, so 0.1 + 0.2 shows as 0.3.
      if (month) month.total = Math.round(sum.amount * 100) / 100;
    }
    const received = Math.round(months.reduce((total, month) => total + month.total, 0) * 100) / 100;
    return { financialYear, received, pendingReceipts: counts.pending, count: counts.pending + counts.generated, months };
  }

  /** Pending → Done, once (SPEC §4), issuing the numbered 80G receipt in the same step; a void returns it to Pending. */
  markReceiptGenerated(id: string, admin: Actor): Promise<DonationRecordDto> {
    return this.step(id, () => this.issueReceipt(id, admin));
  }

  private async issueReceipt(id: string, admin: Actor): Promise<DonationRecordDto> {
    const donation = await this.findOrThrow(id);
    if (donation.receiptGenerated) throw new ConflictException(DONATION_MESSAGES.alreadyGenerated);
    // A credit recorded from the bank statement has no donor details yet: no receipt until it does.
    if (!donation.email) throw new ConflictException(DONATION_MESSAGES.noDonorEmail);
    await this.receipts.issue(id, admin.email);
    const issued = await this.findOrThrow(id);
    // The receipt stands whatever the mail does: queueing never throws, sending happens later.
    await this.mail.queueReceipt(issued);
    await this.audit.record(admin, { kind: 'donation', action: 'issue-receipt', recordId: id, recordLabel: donationLabel(issued), before: donationView(donation), after: donationView(issued) });
    return mapDonation(await this.findOrThrow(id));
  }

  /** An admin's corrections; once a receipt is issued (or being issued) name, amount and PAN cannot change. */
  update(actor: Actor, id: string, dto: DonationUpdateDto): Promise<DonationRecordDto> {
    return this.step(id, () => this.correct(actor, id, dto));
  }

  private async correct(actor: Actor, id: string, dto: DonationUpdateDto): Promise<DonationRecordDto> {
    const donation = await this.findOrThrow(id);
    const changes = Object.fromEntries(
      Object.entries(dto).filter(([field, value]) => value !== undefined && value !== ((donation as unknown as Record<string, unknown>)[field] ?? '')),
    );
    if (Object.keys(changes).length === 0) return mapDonation(donation);
    const touchesLocked = LOCKED_FIELDS.some((field) => field in changes);
    // A claim older than STALE_CLAIM_MS belongs to an issue that died half way: it locks nothing.
    const liveClaimsSince = new Date(Date.now() - STALE_CLAIM_MS);
    const claimed = Boolean(donation.receiptClaimId) && (donation.receiptClaimedAt ?? new Date(0)) >= liveClaimsSince;
    if (touchesLocked && (donation.receiptGenerated || claimed)) throw new ConflictException(DONATION_MESSAGES.locked);
    if (!(await this.donations.updateDetails(id, changes, touchesLocked ? liveClaimsSince : undefined))) {
      // Gone, or a receipt was issued between our read and the update.
      await this.findOrThrow(id);
      throw new ConflictException(DONATION_MESSAGES.locked);
    }
    const updated = await this.findOrThrow(id);
    await this.audit.record(actor, { kind: 'donation', action: 'update', recordId: id, recordLabel: donationLabel(updated), before: donationView(donation), after: donationView(updated) });
    return mapDonation(updated);
  }

  /** Voids the current receipt (kept in the history with reason, who and when); the donation is Pending again. */
  voidReceipt(id: string, dto: ReceiptVoidDto, admin: Actor): Promise<DonationRecordDto> {
    return this.step(id, () => this.voidNow(id, dto, admin));
  }

  private async voidNow(id: string, dto: ReceiptVoidDto, admin: Actor): Promise<DonationRecordDto> {
    const donation = await this.findOrThrow(id);
    const receipt = donation.receipt;
    if (!donation.receiptGenerated || !receipt) throw new ConflictException(DONATION_MESSAGES.noReceiptToVoid);
    const voided = { ...receipt, reason: dto.reason, voidedAt: new Date(), voidedBy: admin.email };
    if (!(await this.donations.voidReceipt(id, receipt.number, voided))) throw new ConflictException(DONATION_MESSAGES.noReceiptToVoid);
    await this.mail.cancelReceipt(id, receipt.number);
    const pending = await this.findOrThrow(id);
    await this.audit.record(admin, {
      kind: 'donation',
      action: 'void-receipt',
      recordId: id,
      recordLabel: donationLabel(donation),
      before: donationView(donation),
      after: { ...donationView(pending), voidReason: dto.reason },
    });
    return mapDonation(pending);
  }

  /** Queues the current receipt's mail again (POST /api/admin/donations/:id/receipt/resend). */
  resendReceipt(actor: Actor, id: string): Promise<void> {
    // Pressed again at once, it waits its turn rather than being refused: each resend leaves one mail waiting.
    return this.step(id, () => this.resendNow(actor, id), RESEND_WAIT_MS);
  }

  private async resendNow(actor: Actor, id: string): Promise<void> {
    const donation = await this.findOrThrow(id);
    if (!this.mail.enabled) throw new ConflictException(MAIL_MESSAGES.notConfigured);
    if (!donation.receiptGenerated || !donation.receipt) throw new ConflictException(MAIL_MESSAGES.noReceipt);
    await this.mail.queueReceipt(donation);
    await this.audit.record(actor, { kind: 'donation', action: 'resend-receipt', recordId: id, recordLabel: donationLabel(donation) });
  }

  /** The current receipt's PDF (a private file); 404 when the donation has none. */
  async openReceipt(id: string): Promise<ScreenshotFile & { fileName: string }> {
    const receipt = (await this.findOrThrow(id)).receipt;
    const file = receipt ? await this.storage.open(receipt.pdfPath) : null;
    if (!receipt || !file) throw new NotFoundException(DONATION_MESSAGES.noReceipt);
    return { ...file, contentType: 'application/pdf', fileName: `receipt-${receipt.number.replace('/', '-')}.pdf` };
  }

  /** The donor's payment screenshot (a private file); 404 when the donation has none. */
  async openScreenshot(id: string): Promise<ScreenshotFile> {
    const key = (await this.findOrThrow(id)).screenshotPath;
    const contentType = key ? imageContentType(key.slice(key.lastIndexOf('.') + 1)) : undefined;
    const file = key && contentType ? await this.storage.open(key) : null;
    if (!file || !contentType) throw new NotFoundException(DONATION_MESSAGES.noScreenshot);
    return { ...file, contentType };
  }

  /** An admin's step on the donation, run while it holds the donation's claim (409 DONATION_MESSAGES.busy while another does). */
  private async step<T>(id: string, task: () => Promise<T>, waitMs = 0): Promise<T> {
    // An unknown donation is a 404, and claims nothing.
    await this.findOrThrow(id);
    return this.claims.run(`donation:${id}`, { ...DONATION_STEP, waitMs }, task);
  }

  private async findOrThrow(id: string): Promise<DonationRecord> {
    const donation = await this.donations.findById(id);
    if (!donation) throw new NotFoundException(DONATION_MESSAGES.notFound);
    return donation;
  }
}

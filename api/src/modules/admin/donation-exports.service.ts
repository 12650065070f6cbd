import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DonationRepository } from '../../database/repositories/donation.repository';
import { ReceiptNumberVoidRepository } from '../../database/repositories/receipt-number-void.repository';
import type { DonationRecord } from '../../database/schemas/donation.schema';
import type { ExportRangeQueryDto, Form10bdQueryDto } from './dtos/donation.dto';
import { BYTE_ORDER_MARK, toCsv } from '../../export/csv';
import { financialYearRange, indianDate, istDay, istDayRange } from './receipts/financial-year';
import { Form10bdGroups, form10bdFollowUpTable, form10bdTable } from './receipts/form-10bd';
import { ISSUE_INTERRUPTED_REASON, STALE_CLAIM_MS } from './receipts/receipt-issuer';
import { SiteSettingsService } from '../../settings/site-settings.service';

export interface CsvFile {
  fileName: string;
  body: string;
}

/** A CSV written as it is read from the database. */
export interface CsvStream {
  fileName: string;
  body: Readable;
}

export const BOOKS_COLUMNS = [
  'Donation ID',
  'Date of donation',
  'Name',
  'Email',
  'Amount (INR)',
  'Mode',
  'UTR / reference',
  'Address',
  'PAN',
  'Status',
  'Receipt number',
  'Receipt date',
  'Receipt issued by',
  'Voided receipts',
  'Screenshot',
  'Submitted at',
] as const;

@Injectable()
export class DonationExportsService {
  constructor(
    private readonly settings: SiteSettingsService,
    private readonly donations: DonationRepository,
    private readonly numberVoids: ReceiptNumberVoidRepository,
  ) {}

  /**
   * Every field of every donation made in the range (days in India, inclusive), for the society's books.
   * Streamed: the first rows leave while later ones are still being read, and memory stays bounded
   * whatever the range holds. The range is checked before anything is sent.
   */
  books(query: ExportRangeQueryDto): CsvStream {
    const { start, end } = istDayRange(query.from, query.to);
    const range = `${query.from ?? 'start'}_to_${query.to ?? 'today'}`;
    return { fileName: `donations_${range}.csv`, body: Readable.from(this.booksLines(start, end), { objectMode: false }) };
  }

  private async *booksLines(start: Date | undefined, end: Date | undefined): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + toCsv([[...BOOKS_COLUMNS]]);
    for await (const donation of this.donations.streamByDate(start, end)) yield toCsv([this.booksRow(donation)]);
    const unissued = await this.unissuedNumbers(start, end);
    if (unissued.length > 0) yield toCsv([[], ['Receipt numbers allocated but not issued'], ...unissued.map((line) => [line])]);
  }

  /**
   * Numbers allocated in the range but never issued, so the books account for every number: those
   * recorded as void, and those still on the claim of an issue that died (recorded at its next claim).
   */
  private async unissuedNumbers(start: Date | undefined, end: Date | undefined): Promise<string[]> {
    const inRange = (date: Date) => (!start || date >= start) && (!end || date < end);
    const voided = (await this.numberVoids.listByNumber()).map((entry) => ({ number: entry.number, reason: entry.reason, at: entry.voidedAt }));
    const interrupted = (await this.donations.listInterruptedIssues(new Date(Date.now() - STALE_CLAIM_MS))).map((donation) => ({
      number: donation.receiptClaimNumber as string,
      reason: ISSUE_INTERRUPTED_REASON,
      at: donation.receiptClaimedAt as Date,
    }));
    return [...voided, ...interrupted]
      .filter(({ at }) => inRange(at))
      .sort((a, b) => a.number.localeCompare(b.number))
      .map(({ number, reason, at }) => `${number} (${reason}, ${indianDate(istDay(at))})`);
  }

  /**
   * Form 10BD Part B for a financial year: current (not voided) receipts of donations made in that year, read
   * from a cursor. The file holds the rows to upload and nothing else (UTF-8 with a byte-order mark, so
   * Excel shows names in Hindi); donors without PAN are in form10bdFollowUp.
   */
  async form10bd(query: Form10bdQueryDto): Promise<CsvFile> {
    const grouped = await this.form10bdGroups(query.fy);
    const { registration10BD, registration10BDDate } = await this.settings.societyIdentity();
    return { fileName: `form-10bd_${query.fy}.csv`, body: BYTE_ORDER_MARK + toCsv(form10bdTable(grouped, { urn: registration10BD, urnDate: registration10BDDate })) };
  }

  /** The year's donors without PAN, to ask for one before filing (a file of its own, never uploaded). */
  async form10bdFollowUp(query: Form10bdQueryDto): Promise<CsvFile> {
    const grouped = await this.form10bdGroups(query.fy);
    return { fileName: `form-10bd_${query.fy}_donors-without-pan.csv`, body: BYTE_ORDER_MARK + toCsv(form10bdFollowUpTable(grouped)) };
  }

  private async form10bdGroups(fy: string): Promise<ReturnType<Form10bdGroups['result']>> {
    const { start, end } = financialYearRange(fy);
    const groups = new Form10bdGroups();
    for await (const donation of this.donations.streamByDate(start, end, { receipted: true })) {
      if (!donation.receipt) continue;
      groups.add({
        name: donation.name,
        email: donation.email,
        address: donation.address ?? '',
        pan: donation.pan ?? '',
        mode: donation.mode,
        amount: donation.amount,
        date: donation.date,
        receiptNumber: donation.receipt.number,
      });
    }
    return groups.result();
  }

  private booksRow(donation: DonationRecord): Array<string | number> {
    const voided = (donation.voidedReceipts ?? [])
      .map((entry) => `${entry.number} voided ${indianDate(istDay(entry.voidedAt))} by ${entry.voidedBy}: ${entry.reason}`)
      .join('; ');
    return [
      String(donation._id),
      indianDate(istDay(donation.date)),
      donation.name,
      donation.email,
      donation.amount,
      donation.mode,
      donation.utr,
      donation.address ?? '',
      donation.pan ?? '',
      donation.receiptGenerated ? 'Done' : 'Pending',
      donation.receipt?.number ?? '',
      donation.receipt ? indianDate(istDay(donation.receipt.issuedAt)) : '',
      donation.receipt?.issuedBy ?? '',
      voided,
      donation.screenshotPath ? 'yes' : 'no',
      donation.createdAt.toISOString(),
    ];
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DonationRepository } from '../../database/repositories/donation.repository';
import { ReceiptNumberVoidRepository } from '../../database/repositories/receipt-number-void.repository';
import type { DonationRecord } from '../../database/schemas/donation.schema';
import type { ExportRangeQueryDto, Form10bdQueryDto } from './dtos/donation.dto';
import { toCsv } from './receipts/csv';
import { financialYearRange, indianDate, istDay, istDayStart } from './receipts/financial-year';
import { form10bdTable, groupForForm10bd } from './receipts/form-10bd';
import { ISSUE_INTERRUPTED_REASON, STALE_CLAIM_MS } from './receipts/receipt-issuer';

export interface CsvFile {
  fileName: string;
  body: string;
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

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lets Excel read the file as UTF-8 (names in Hindi). Not used for the 10BD upload file. */
const BYTE_ORDER_MARK = '\uFEFF';

@Injectable()
export class DonationExportsService {
  constructor(
    private readonly config: AppConfig,
    private readonly donations: DonationRepository,
    private readonly numberVoids: ReceiptNumberVoidRepository,
  ) {}

  /** Every field of every donation made in the range (days in India, inclusive), for the society's books. */
  async books(query: ExportRangeQueryDto): Promise<CsvFile> {
    if (query.from && query.to && query.from > query.to) throw new BadRequestException('from must not be after to');
    const start = query.from ? istDayStart(query.from) : undefined;
    const end = query.to ? new Date(istDayStart(query.to).getTime() + DAY_MS) : undefined;
    const donations = await this.donations.listByDate(start, end);
    const rows = donations.map((donation) => this.booksRow(donation));
    // Numbers allocated in the range but never issued, so the books account for every number: those
    // recorded as void, and those still on the claim of an issue that died (recorded at its next claim).
    const inRange = (date: Date) => (!start || date >= start) && (!end || date < end);
    const voided = (await this.numberVoids.listByNumber()).map((entry) => ({ number: entry.number, reason: entry.reason, at: entry.voidedAt }));
    const interrupted = (await this.donations.listInterruptedIssues(new Date(Date.now() - STALE_CLAIM_MS))).map((donation) => ({
      number: donation.receiptClaimNumber as string,
      reason: ISSUE_INTERRUPTED_REASON,
      at: donation.receiptClaimedAt as Date,
    }));
    const unissued = [...voided, ...interrupted]
      .filter(({ at }) => inRange(at))
      .sort((a, b) => a.number.localeCompare(b.number))
      .map(({ number, reason, at }) => `${number} (${reason}, ${indianDate(istDay(at))})`);
    const table: Array<Array<string | number>> = [[...BOOKS_COLUMNS], ...rows];
    if (unissued.length > 0) table.push([], ['Receipt numbers allocated but not issued'], ...unissued.map((line) => [line]));
    const range = `${query.from ?? 'start'}_to_${query.to ?? 'today'}`;
    return { fileName: `donations_${range}.csv`, body: BYTE_ORDER_MARK + toCsv(table) };
  }

  /** Form 10BD Part B for a financial year: current (not voided) receipts of donations made in that year. */
  async form10bd(query: Form10bdQueryDto): Promise<CsvFile> {
    const { start, end } = financialYearRange(query.fy);
    const donations = await this.donations.listReceiptedByDate(start, end);
    const grouped = groupForForm10bd(
      donations
        .filter((donation) => donation.receipt)
        .map((donation) => ({
          name: donation.name,
          email: donation.email,
          address: donation.address ?? '',
          pan: donation.pan ?? '',
          mode: donation.mode,
          amount: donation.amount,
          date: donation.date,
          receiptNumber: donation.receipt?.number ?? '',
        })),
    );
    const { registration10BD, registration10BDDate } = this.config.society;
    return { fileName: `form-10bd_${query.fy}.csv`, body: toCsv(form10bdTable(grouped, { urn: registration10BD, urnDate: registration10BDDate })) };
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

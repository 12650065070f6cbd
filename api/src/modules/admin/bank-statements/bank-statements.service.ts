import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LIMITS } from '@society/contracts';
import { AuditTrail } from '../../../audit/audit-trail';
import { donationView } from '../../../audit/audit-views';
import { BankStatementRepository } from '../../../database/repositories/bank-statement.repository';
import { DonationRepository } from '../../../database/repositories/donation.repository';
import type { BankCreditRecord } from '../../../database/schemas/bank-statement.schema';
import type { DonationRecord } from '../../../database/schemas/donation.schema';
import { StepClaims, type StepClaimOptions } from '../../../database/step-claims';
import type { Actor } from '../../../security/auth-user';
import { FileStorage } from '../../../storage/file-storage';
import { dayToDate } from '../../../validation/calendar-day';
import { DONATION_MESSAGES, AdminDonationsService } from '../donations.service';
import { mapDonation, type DonationRecordDto } from '../dtos/donation.dto';
import { BANK_LAYOUTS, normalisedHeader, type ColumnMapping } from './bank-layouts';
import type { ImportStatementDto } from './bank-statement.dto';
import { DAYS_AFTER_CREDIT, DAYS_BEFORE_CREDIT, dayNumber, indianDayNumber, matchCredits, NOT_FOUND_AFTER_DAYS, requestKey, type MatchRequest, type ReviewReason } from './matcher';
import { payerNameIn } from './narration';
import { parseStatement, StatementError } from './statement-parser';

/** Private storage folder of the statement files as uploaded. */
export const STATEMENT_FOLDER = 'bank-statements';
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const BANK_STATEMENT_MESSAGES = {
  noFile: 'Choose the statement file (CSV or XLSX) to import.',
  tooLarge: 'The statement file must be at most 5 MB.',
  badType: 'The statement must be a CSV or XLSX file.',
  mappingNeeded: 'For "Other", give the bank\'s name and the headers of its date, narration and credit columns.',
  creditNotFound: 'Bank credit not found',
  settled: 'This credit has already been matched or recorded.',
  busy: 'Another admin is working on this credit right now. Please try again in a moment.',
  requestTaken: 'Another bank credit already settles this receipt request.',
  noDonorDetails: 'Recorded from the bank statement: add the donor\'s email before issuing a receipt.',
  amountOutOfRange: `A donation record takes amounts from Rs ${LIMITS.donationAmountMin} to Rs ${LIMITS.donationAmountMax}: record this credit by hand.`,
} as const;

/**
 * One credit (and one request) settled at a time across every replica. No waiting: confirming everything at
 * once leaves a credit another admin is settling to them (listed as skipped).
 */
const CREDIT_STEP: StepClaimOptions = { leaseMs: 5 * 60_000, busy: () => new ConflictException(BANK_STATEMENT_MESSAGES.busy) };
const DAY_MS = 86_400_000;

export interface CreditView {
  id: string;
  day: string;
  amount: number;
  narration: string;
  reference: string;
  references: string[];
  statementId: string;
  row: number;
}

export interface RequestView {
  id: string;
  name: string;
  email: string;
  amount: number;
  mode: string;
  utr: string;
  date: string;
  receiptGenerated: boolean;
  receiptNumber: string | null;
}

export interface Reconciliation {
  matched: Array<{ credit: CreditView; request: RequestView }>;
  review: Array<{ credit: CreditView; candidates: Array<{ request: RequestView; reason: ReviewReason }> }>;
  unmatched: Array<{ credit: CreditView; suggestedName: string }>;
  /** Pending requests older than NOT_FOUND_AFTER_DAYS whose UTR no imported statement holds. */
  notFound: RequestView[];
  counts: { matched: number; review: number; unmatched: number; notFound: number; confirmed: number; recorded: number };
  statements: Array<{ id: string; bankName: string; fileName: string; from: string | null; to: string | null; credits: number; added: number; importedAt: string; importedBy: string }>;
  window: { daysBefore: number; daysAfter: number; notFoundAfterDays: number };
}

export interface ImportResult {
  statementId: string;
  bank: string;
  bankName: string;
  credits: number;
  added: number;
  duplicates: number;
  debits: number;
  from: string | null;
  to: string | null;
  reconciliation: Reconciliation;
}

export interface ConfirmResult {
  confirmed: number;
  receipts: Array<{ donationId: string; receiptNumber: string | null }>;
  /** Pairs left for later (another admin at work, an issue that failed), with why. */
  skipped: Array<{ creditId: string; reason: string }>;
}

const creditView = (credit: BankCreditRecord): CreditView => ({
  id: credit._id,
  day: credit.day,
  amount: credit.amount,
  narration: credit.narration,
  reference: credit.reference,
  references: credit.references,
  statementId: credit.statementId,
  row: credit.row,
});

const requestView = (donation: DonationRecord): RequestView => ({
  id: String(donation._id),
  name: donation.name,
  email: donation.email,
  amount: donation.amount,
  mode: donation.mode,
  utr: donation.utr,
  date: donation.date.toISOString(),
  receiptGenerated: donation.receiptGenerated,
  receiptNumber: donation.receipt?.number ?? null,
});

const creditLabel = (credit: BankCreditRecord) => `bank credit of ${credit.day}, Rs ${credit.amount}${credit.references[0] ? `, ref ${credit.references[0]}` : ''}`;

/** The Donate page's reference code of a request, when the request has one (issue 33, item 3). */
function referenceCodeOf(donation: DonationRecord): string | undefined {
  const code = (donation as unknown as { reference?: unknown }).reference;
  return typeof code === 'string' && code.trim() !== '' ? requestKey(code) : undefined;
}

/** The key a bank's remembered mapping is kept under. */
const mappingKey = (bankName: string) => normalisedHeader(bankName);

/**
 * Bank statements as the source of truth for receipt requests (issue 33): a statement's credits are
 * imported once each, matched to requests by UTR/RRN or reference code, amount and day, and the admin
 * confirms the matches (issuing their receipts as the Donations tab does), settles the doubtful ones and
 * records the credits nobody asked a receipt for as donations.
 */
@Injectable()
export class BankStatementsService {
  constructor(
    private readonly bank: BankStatementRepository,
    private readonly donations: DonationRepository,
    private readonly adminDonations: AdminDonationsService,
    private readonly storage: FileStorage,
    private readonly audit: AuditTrail,
    private readonly claims: StepClaims,
  ) {}

  /** Reads the whole file first: a file it cannot read is refused (400, row and column named) with nothing stored. */
  async import(actor: Actor, dto: ImportStatementDto, file: { buffer: Buffer; originalname: string } | undefined): Promise<ImportResult> {
    if (!file || file.buffer.length === 0) throw new BadRequestException(BANK_STATEMENT_MESSAGES.noFile);
    const extension = file.originalname.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
    const mapping = await this.mappingFor(dto);
    let parsed;
    try {
      parsed = await parseStatement(file.buffer, { bank: dto.bank && dto.bank !== 'auto' ? dto.bank : undefined, mapping });
    } catch (error) {
      if (error instanceof StatementError) throw new BadRequestException(error.message);
      throw new BadRequestException(`The statement could not be read: ${(error as Error).message}`);
    }
    if (mapping) await this.bank.saveMapping({ _id: mappingKey(mapping.bankName), bankName: mapping.bankName, date: mapping.date, narration: mapping.narration, credit: mapping.credit, reference: mapping.reference ?? '', debit: mapping.debit ?? '', balance: mapping.balance ?? '' });

    const known = await this.bank.existing(parsed.credits.map((credit) => credit.fingerprint));
    const fresh = parsed.credits.filter((credit) => !known.has(credit.fingerprint));
    const filePath = await this.storage.save('private', STATEMENT_FOLDER, file.buffer, extension);
    const statement = await this.bank.createStatement({
      bank: parsed.bank,
      bankName: parsed.bankName,
      fileName: file.originalname.slice(0, 200),
      filePath,
      from: parsed.from,
      to: parsed.to,
      credits: parsed.credits.length,
      importedBy: actor.email,
    });
    const statementId = String(statement._id);
    let added: number;
    try {
      added = await this.bank.addCredits(
        statementId,
        fresh.map((credit) => ({ _id: credit.fingerprint, day: credit.day, amount: credit.amount, narration: credit.narration, reference: credit.reference, balance: credit.balance, references: credit.references, row: credit.row })),
      );
      await this.bank.setAdded(statementId, added);
    } catch (error) {
      // Nothing half-imported: this import's lines, record and file go again.
      await this.bank.deleteCreditsOf(statementId).catch(() => undefined);
      await this.bank.deleteStatement(statementId).catch(() => undefined);
      await this.storage.remove(filePath).catch(() => undefined);
      throw error;
    }
    await this.audit.record(actor, {
      kind: 'bank-statement',
      action: 'import',
      recordId: statementId,
      recordLabel: `Bank statement ${statement.fileName} (${parsed.bankName}) imported: ${parsed.credits.length} credits, ${added} new`,
      after: { statement: statement.fileName, bank: parsed.bankName, from: parsed.from, to: parsed.to, credits: parsed.credits.length, added },
    });
    return {
      statementId,
      bank: parsed.bank,
      bankName: parsed.bankName,
      credits: parsed.credits.length,
      added,
      duplicates: parsed.credits.length - added,
      debits: parsed.debits,
      from: parsed.from,
      to: parsed.to,
      reconciliation: await this.reconciliation(),
    };
  }

  /** The mapping an 'Other' import reads with: the one given (remembered), or the one remembered for the bank's name. */
  private async mappingFor(dto: ImportStatementDto): Promise<ColumnMapping | undefined> {
    if (dto.bank !== 'other') return undefined;
    const bankName = dto.bankName?.trim() ?? '';
    if (!mappingKey(bankName)) throw new BadRequestException(BANK_STATEMENT_MESSAGES.mappingNeeded);
    if (dto.dateColumn && dto.narrationColumn && dto.creditColumn) {
      return {
        bankName,
        date: dto.dateColumn,
        narration: dto.narrationColumn,
        credit: dto.creditColumn,
        reference: dto.referenceColumn || undefined,
        debit: dto.debitColumn || undefined,
        balance: dto.balanceColumn || undefined,
      };
    }
    const saved = await this.bank.findMapping(mappingKey(bankName));
    if (!saved) throw new BadRequestException(BANK_STATEMENT_MESSAGES.mappingNeeded);
    return { bankName: saved.bankName, date: saved.date, narration: saved.narration, credit: saved.credit, reference: saved.reference || undefined, debit: saved.debit || undefined, balance: saved.balance || undefined };
  }

  /** The banks the product reads by itself, and the mappings admins gave for others. */
  async banks(): Promise<{ banks: Array<{ id: string; name: string }>; mappings: ColumnMapping[] }> {
    const mappings = await this.bank.listMappings();
    return {
      banks: BANK_LAYOUTS.map(({ id, name }) => ({ id, name })),
      mappings: mappings.map((m) => ({ bankName: m.bankName, date: m.date, narration: m.narration, credit: m.credit, reference: m.reference, debit: m.debit, balance: m.balance })),
    };
  }

  /** The three lists (matched, needs a look, without a request) and the requests the bank never saw. */
  async reconciliation(now = new Date()): Promise<Reconciliation> {
    const [open, settled, counts, statements] = await Promise.all([this.bank.openCredits(), this.bank.settledDonationIds(), this.bank.countByState(), this.bank.listStatements()]);
    const requests = await this.candidateRequests(open, settled);
    const byId = new Map(requests.map((donation) => [String(donation._id), donation]));
    const outcome = matchCredits(
      open.map((credit) => ({
        id: credit._id,
        day: dayNumber(credit.day),
        amount: credit.amount,
        references: credit.references,
        narrationKey: requestKey(credit.narration),
        dismissed: credit.dismissed,
      })),
      requests.map((donation): MatchRequest => ({
        id: String(donation._id),
        day: indianDayNumber(donation.date),
        amount: donation.amount,
        utr: requestKey(donation.utr),
        reference: referenceCodeOf(donation),
      })),
    );
    const creditsById = new Map(open.map((credit) => [credit._id, credit]));
    const view = (id: string) => requestView(byId.get(id) as DonationRecord);
    const notFound = statements.length === 0 ? [] : await this.notFoundInBank(now, settled);
    const reconciliation: Reconciliation = {
      matched: outcome.matched.map(({ creditId, requestId }) => ({ credit: creditView(creditsById.get(creditId) as BankCreditRecord), request: view(requestId) })),
      review: outcome.review.map(({ creditId, candidates }) => ({
        credit: creditView(creditsById.get(creditId) as BankCreditRecord),
        candidates: candidates.map((candidate) => ({ request: view(candidate.requestId), reason: candidate.reason })),
      })),
      unmatched: outcome.unmatched.map((creditId) => {
        const credit = creditsById.get(creditId) as BankCreditRecord;
        return { credit: creditView(credit), suggestedName: payerNameIn(credit.narration) };
      }),
      notFound: notFound.map(requestView),
      counts: { matched: 0, review: 0, unmatched: 0, notFound: notFound.length, confirmed: counts.confirmed, recorded: counts.recorded },
      statements: statements.map((s) => ({
        id: String(s._id),
        bankName: s.bankName,
        fileName: s.fileName,
        from: s.from,
        to: s.to,
        credits: s.credits,
        added: s.added,
        importedAt: s.createdAt.toISOString(),
        importedBy: s.importedBy,
      })),
      window: { daysBefore: DAYS_BEFORE_CREDIT, daysAfter: DAYS_AFTER_CREDIT, notFoundAfterDays: NOT_FOUND_AFTER_DAYS },
    };
    reconciliation.counts.matched = reconciliation.matched.length;
    reconciliation.counts.review = reconciliation.review.length;
    reconciliation.counts.unmatched = reconciliation.unmatched.length;
    return reconciliation;
  }

  /** Requests made around the open credits' days that no credit settles yet (receipted ones too: a credit then only links). */
  private async candidateRequests(open: BankCreditRecord[], settled: Set<string>): Promise<DonationRecord[]> {
    if (open.length === 0) return [];
    const days = open.map((credit) => credit.day).sort();
    const start = new Date(dayToDate(days[0]).getTime() - (DAYS_BEFORE_CREDIT + 1) * DAY_MS);
    const end = new Date(dayToDate(days[days.length - 1]).getTime() + (DAYS_AFTER_CREDIT + 2) * DAY_MS);
    const requests: DonationRecord[] = [];
    for await (const donation of this.donations.streamByDate(start, end)) {
      if (!settled.has(String(donation._id)) && donation.email) requests.push(donation);
    }
    return requests;
  }

  private async notFoundInBank(now: Date, settled: Set<string>): Promise<DonationRecord[]> {
    const [references, firstDay] = await Promise.all([this.bank.allReferences(), this.bank.firstDayCovered()]);
    if (!firstDay) return [];
    // A request is looked for in the bank when every day its payment may have been made on (up to
    // DAYS_AFTER_CREDIT days before it) is in the imported statements' days.
    const coveredFrom = dayNumber(firstDay) + DAYS_AFTER_CREDIT;
    const cutoff = new Date(now.getTime() - NOT_FOUND_AFTER_DAYS * DAY_MS);
    const flagged: DonationRecord[] = [];
    for (const donation of await this.bank.pendingRequestsBy(cutoff)) {
      if (donation.receiptGenerated || settled.has(String(donation._id)) || !donation.email) continue;
      if (indianDayNumber(donation.date) < coveredFrom) continue;
      if (donation.mode !== 'UPI' && donation.mode !== 'Bank Transfer') continue;
      if (!references.has(requestKey(donation.utr))) flagged.push(donation);
    }
    return flagged;
  }

  /** Confirms every automatic match: issues each receipt (mail included) as the Donations tab does, or links a receipt already issued. */
  async confirmMatched(actor: Actor): Promise<ConfirmResult> {
    const { matched } = await this.reconciliation();
    const result: ConfirmResult = { confirmed: 0, receipts: [], skipped: [] };
    for (const { credit, request } of matched) {
      try {
        const donation = await this.settleWith(actor, credit.id, request.id, 'automatic');
        result.confirmed += 1;
        result.receipts.push({ donationId: donation._id, receiptNumber: donation.receipt?.number ?? null });
      } catch (error) {
        result.skipped.push({ creditId: credit.id, reason: (error as Error).message });
      }
    }
    return result;
  }

  /** Needs a look: the admin says which request the credit paid for. */
  async match(actor: Actor, creditId: string, donationId: string): Promise<DonationRecordDto> {
    return this.settleWith(actor, creditId, donationId, 'manual');
  }

  private async settleWith(actor: Actor, creditId: string, donationId: string, how: 'automatic' | 'manual'): Promise<DonationRecordDto> {
    await this.findCredit(creditId);
    // The credit's claim, then the request's: two admins cannot settle one credit twice, nor two credits one request.
    return this.claims.run(`bank-credit:${creditId}`, CREDIT_STEP, () => this.claims.run(`bank-request:${donationId}`, CREDIT_STEP, () => this.settleNow(actor, creditId, donationId, how)));
  }

  private async settleNow(actor: Actor, creditId: string, donationId: string, how: 'automatic' | 'manual'): Promise<DonationRecordDto> {
    const credit = await this.findCredit(creditId);
    if (credit.state !== 'open') throw new ConflictException(BANK_STATEMENT_MESSAGES.settled);
    const donation = await this.donations.findById(donationId);
    if (!donation) throw new NotFoundException(DONATION_MESSAGES.notFound);
    if (await this.bank.creditOfDonation(donationId)) throw new ConflictException(BANK_STATEMENT_MESSAGES.requestTaken);
    if (!donation.email) throw new ConflictException(BANK_STATEMENT_MESSAGES.noDonorDetails);
    let issued: DonationRecordDto = mapDonation(donation);
    if (!donation.receiptGenerated) {
      try {
        issued = await this.adminDonations.markReceiptGenerated(donationId, actor);
      } catch (error) {
        // Issued meanwhile (by hand, by another admin): the credit is linked to that receipt.
        if (!(error instanceof ConflictException && error.message === DONATION_MESSAGES.alreadyGenerated)) throw error;
        issued = mapDonation((await this.donations.findById(donationId)) as DonationRecord);
      }
    }
    if (!(await this.bank.settle(creditId, 'confirmed', donationId, actor.email))) throw new ConflictException(BANK_STATEMENT_MESSAGES.settled);
    await this.audit.record(actor, {
      kind: 'donation',
      action: 'match-credit',
      recordId: donationId,
      recordLabel: `${donation.name}, Rs ${donation.amount}: matched to the ${creditLabel(credit)} (${how})`,
      before: { bankCredit: null },
      after: { bankCredit: `${credit.day} Rs ${credit.amount} ${credit.references.join(' ')}`.trim(), matchedBy: how, receiptNumber: issued.receipt?.number ?? null },
    });
    return issued;
  }

  /** Needs a look: the suggestions are wrong; the credit is then one without a request (or matched anew). */
  async dismiss(actor: Actor, creditId: string, donationIds?: string[]): Promise<void> {
    const credit = await this.findCredit(creditId);
    if (credit.state !== 'open') throw new ConflictException(BANK_STATEMENT_MESSAGES.settled);
    let ids = donationIds;
    if (!ids || ids.length === 0) {
      const { review } = await this.reconciliation();
      ids = review.find((entry) => entry.credit.id === creditId)?.candidates.map((candidate) => candidate.request.id) ?? [];
    }
    if (ids.length === 0) return;
    await this.bank.dismiss(creditId, ids);
    await this.audit.record(actor, {
      kind: 'bank-statement',
      action: 'dismiss',
      recordId: creditId,
      recordLabel: `Suggested match of the ${creditLabel(credit)} dismissed`,
      after: { dismissedRequests: ids.join(', ') },
    });
  }

  /** A credit nobody asked a receipt for, recorded as a donation (no receipt until the donor's details are known). */
  async record(actor: Actor, creditId: string, name: string): Promise<DonationRecordDto> {
    await this.findCredit(creditId);
    return this.claims.run(`bank-credit:${creditId}`, CREDIT_STEP, async () => {
      const credit = await this.findCredit(creditId);
      if (credit.state !== 'open') throw new ConflictException(BANK_STATEMENT_MESSAGES.settled);
      if (credit.amount < LIMITS.donationAmountMin || credit.amount > LIMITS.donationAmountMax) throw new BadRequestException(BANK_STATEMENT_MESSAGES.amountOutOfRange);
      const mode = /\bUPI\b/i.test(credit.narration) ? 'UPI' : 'Bank Transfer';
      const donation = await this.bank.recordDonation({
        name,
        amount: credit.amount,
        mode,
        utr: credit.references[0] ?? (credit.reference || `bank ${credit.day}`),
        // Noon in India on the credit's day: the month and financial year are the bank's.
        date: new Date(dayToDate(credit.day).getTime() + 6.5 * 60 * 60 * 1000),
      });
      const donationId = String(donation._id);
      if (!(await this.bank.settle(creditId, 'recorded', donationId, actor.email))) {
        await this.donations.deleteById(donationId);
        throw new ConflictException(BANK_STATEMENT_MESSAGES.settled);
      }
      await this.audit.record(actor, {
        kind: 'donation',
        action: 'record-credit',
        recordId: donationId,
        recordLabel: `${name}, Rs ${credit.amount}: recorded from the ${creditLabel(credit)}`,
        after: { ...donationView(donation), bankCredit: `${credit.day} Rs ${credit.amount} ${credit.references.join(' ')}`.trim() },
      });
      return mapDonation(donation);
    });
  }

  private async findCredit(id: string): Promise<BankCreditRecord> {
    const credit = /^[0-9a-f]{32}$/.test(id) ? await this.bank.findCredit(id) : null;
    if (!credit) throw new NotFoundException(BANK_STATEMENT_MESSAGES.creditNotFound);
    return credit;
  }
}

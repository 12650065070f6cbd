import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BANK_LIST_DEFAULT,
  BANK_STATEMENT_UPLOAD_MAX_BYTES,
  LIMITS,
  type BankChoices,
  type BankColumnMapping,
  type BankConfirmResult,
  type BankCreditView,
  type BankReconciliation,
  type BankRequestView,
  type BankStatementImport,
} from '@society/contracts';
import { AuditTrail } from '../../../audit/audit-trail';
import { donationView } from '../../../audit/audit-views';
import { BankStatementRepository } from '../../../database/repositories/bank-statement.repository';
import { DonationRepository } from '../../../database/repositories/donation.repository';
import type { BankCreditRecord } from '../../../database/schemas/bank-statement.schema';
import type { AddedCredits, ListedRequest, OpenCredit } from '../../../database/repositories/bank-statement.repository';
import type { DonationRecord } from '../../../database/schemas/donation.schema';
import { StepClaims, type StepClaimOptions } from '../../../database/step-claims';
import type { Actor } from '../../../security/auth-user';
import { FileStorage } from '../../../storage/file-storage';
import { dayToDate } from '../../../validation/calendar-day';
import { DONATION_MESSAGES, AdminDonationsService } from '../donations.service';
import { mapDonation, type DonationRecordDto } from '../dtos/donation.dto';
import { BANK_LAYOUTS, normalisedHeader } from './bank-layouts';
import type { ImportStatementDto } from './bank-statement.dto';
import { DAYS_AFTER_CREDIT, DAYS_BEFORE_CREDIT, dayNumber, indianDayNumber, matchCredits, NOT_FOUND_AFTER_DAYS, requestKey, type MatchRequest } from './matcher';
import { payerNameIn } from './narration';
import { parseStatement, StatementError } from './statement-parser';

/** Private storage folder of the statement files as uploaded. */
export const STATEMENT_FOLDER = 'bank-statements';

export const BANK_STATEMENT_MESSAGES = {
  noFile: 'Choose the statement file (CSV or XLSX) to import.',
  tooLarge: `The statement file must be at most ${BANK_STATEMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
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

const creditView = (credit: OpenCredit): BankCreditView => ({
  id: credit._id,
  day: credit.day,
  amount: credit.amount,
  narration: credit.narration,
  reference: credit.reference,
  references: credit.references,
  statementId: credit.statementId,
  row: credit.row,
});

const requestView = (donation: ListedRequest): BankRequestView => ({
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

const creditLabel = (credit: Pick<BankCreditRecord, 'day' | 'amount' | 'references'>) => `bank credit of ${credit.day}, Rs ${credit.amount}${credit.references[0] ? `, ref ${credit.references[0]}` : ''}`;

/** The Donate page's reference code of a request, when the request has one (issue 33, item 3). */
function referenceCodeOf(donation: ListedRequest): string | undefined {
  return donation.reference ? requestKey(donation.reference) : undefined;
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
  async import(actor: Actor, dto: ImportStatementDto, file: { buffer: Buffer; originalname: string } | undefined): Promise<BankStatementImport> {
    if (!file || file.buffer.length === 0) throw new BadRequestException(BANK_STATEMENT_MESSAGES.noFile);
    const { summary, newCredits } = await this.store(actor, dto, file);
    // The lists are read only now, when the file and its rows are garbage: they are never in memory together.
    return { ...summary, reconciliation: await this.reconciliation(BANK_LIST_DEFAULT, new Date(), newCredits) };
  }

  /**
   * Parses the statement, stores its new credits, file and record, and puts the import on the log. Returns
   * the credits it added, for the lists (null if another import added some of the same lines meanwhile).
   */
  private async store(actor: Actor, dto: ImportStatementDto, file: { buffer: Buffer; originalname: string }): Promise<{ summary: Omit<BankStatementImport, 'reconciliation'>; newCredits: AddedCredits | null }> {
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

    const known = parsed.from && parsed.to ? await this.bank.fingerprintsBetween(parsed.from, parsed.to) : new Set<string>();
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
      added = await this.bank.addCredits(statementId, fresh);
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
      summary: {
        statementId,
        bank: parsed.bank,
        bankName: parsed.bankName,
        credits: parsed.credits.length,
        added,
        duplicates: parsed.credits.length - added,
        debits: parsed.debits,
        from: parsed.from,
        to: parsed.to,
      },
      newCredits:
        added === fresh.length
          ? { statementId, credits: fresh.map(({ fingerprint, day, amount, narration, reference, references, row }) => ({ _id: fingerprint, day, amount, narration, reference, references, row, statementId, dismissed: [] })) }
          : null,
    };
  }

  /** The mapping an 'Other' import reads with: the one given (remembered), or the one remembered for the bank's name. */
  private async mappingFor(dto: ImportStatementDto): Promise<BankColumnMapping | undefined> {
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
  async banks(): Promise<BankChoices> {
    const mappings = await this.bank.listMappings();
    return {
      banks: BANK_LAYOUTS.map(({ id, name }) => ({ id, name })),
      mappings: mappings.map((m) => ({ bankName: m.bankName, date: m.date, narration: m.narration, credit: m.credit, reference: m.reference, debit: m.debit, balance: m.balance })),
    };
  }

  /**
   * The three lists (matched, needs a look, without a request), each cut to its first `limit` entries (the
   * counts are whole), and every request the bank never saw.
   */
  async reconciliation(limit = BANK_LIST_DEFAULT, now = new Date(), newCredits: AddedCredits | null = null): Promise<BankReconciliation> {
    const [state, statements] = await Promise.all([this.matchState(now, newCredits), this.bank.listStatements()]);
    const { outcome, credits, requests, notFound, overview } = state;
    const credit = (id: string) => creditView(credits.get(id) as OpenCredit);
    const request = (id: string) => requestView(requests.get(id) as ListedRequest);
    return {
      matched: outcome.matched.slice(0, limit).map(({ creditId, requestId }) => ({ credit: credit(creditId), request: request(requestId) })),
      review: outcome.review.slice(0, limit).map(({ creditId, candidates }) => ({
        credit: credit(creditId),
        candidates: candidates.map((candidate) => ({ request: request(candidate.requestId), reason: candidate.reason })),
      })),
      unmatched: outcome.unmatched.slice(0, limit).map((creditId) => ({ credit: credit(creditId), suggestedName: payerNameIn((credits.get(creditId) as OpenCredit).narration) })),
      notFound: notFound.map(requestView),
      counts: {
        matched: outcome.matched.length,
        review: outcome.review.length,
        unmatched: outcome.unmatched.length,
        notFound: notFound.length,
        confirmed: overview.counts.confirmed,
        recorded: overview.counts.recorded,
      },
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
  }

  /**
   * The open credits matched against the requests no credit settles yet, and the requests the bank never saw:
   * one pass over the credits and one over the requests of the days concerned.
   */
  private async matchState(now: Date, newCredits: AddedCredits | null = null) {
    const [overview, firstDay] = await Promise.all([this.bank.creditsOverview(newCredits), this.bank.firstDayCovered()]);
    const { open, settledDonationIds: settled } = overview;
    // Requests made around the open credits' days (receipted ones too: a credit then only links)…
    const around = open.length === 0 ? null : { from: dayToDate(open[0].day).getTime() - (DAYS_BEFORE_CREDIT + 1) * DAY_MS, to: dayToDate(open[open.length - 1].day).getTime() + (DAYS_AFTER_CREDIT + 2) * DAY_MS };
    // …and, once a statement is in, those pending for NOT_FOUND_AFTER_DAYS whose every possible payment day
    // (up to DAYS_AFTER_CREDIT before the request) the statements cover.
    const coveredFrom = firstDay ? dayNumber(firstDay) + DAYS_AFTER_CREDIT : null;
    const cutoff = now.getTime() - NOT_FOUND_AFTER_DAYS * DAY_MS;
    const flaggable = coveredFrom === null ? null : { from: coveredFrom * DAY_MS - DAY_MS, to: cutoff };
    const read = await this.bank.requestsAround(around, flaggable && flaggable.from <= flaggable.to ? flaggable : null);

    const candidates: ListedRequest[] = [];
    const notFound: ListedRequest[] = [];
    for (const donation of read) {
      if (settled.has(String(donation._id)) || !donation.email) continue;
      const time = donation.date.getTime();
      if (around && time >= around.from && time < around.to) candidates.push(donation);
      const flagged =
        coveredFrom !== null &&
        !donation.receiptGenerated &&
        time <= cutoff &&
        indianDayNumber(donation.date) >= coveredFrom &&
        (donation.mode === 'UPI' || donation.mode === 'Bank Transfer') &&
        !overview.references.has(requestKey(donation.utr));
      if (flagged) notFound.push(donation);
    }
    // Newest first, as the admin works through them.
    notFound.reverse();
    const outcome = matchCredits(
      open.map((credit) => ({ id: credit._id, day: dayNumber(credit.day), amount: credit.amount, references: credit.references, narrationKey: requestKey(credit.narration), dismissed: credit.dismissed })),
      candidates.map((donation): MatchRequest => ({ id: String(donation._id), day: indianDayNumber(donation.date), amount: donation.amount, utr: requestKey(donation.utr), reference: referenceCodeOf(donation) })),
    );
    return {
      outcome,
      overview,
      notFound,
      credits: new Map(open.map((credit) => [credit._id, credit])),
      requests: new Map(candidates.map((donation) => [String(donation._id), donation])),
    };
  }

  /** Confirms every automatic match: issues each receipt (mail included) as the Donations tab does, or links a receipt already issued. */
  async confirmMatched(actor: Actor): Promise<BankConfirmResult> {
    const { outcome, credits } = await this.matchState(new Date());
    const result: BankConfirmResult = { confirmed: 0, receipts: [], skipped: [] };
    for (const { creditId, requestId } of outcome.matched) {
      if (!credits.has(creditId)) continue;
      try {
        const donation = await this.settleWith(actor, creditId, requestId, 'automatic');
        result.confirmed += 1;
        result.receipts.push({ donationId: donation._id, receiptNumber: donation.receipt?.number ?? null });
      } catch (error) {
        result.skipped.push({ creditId, reason: (error as Error).message });
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
      const { outcome } = await this.matchState(new Date());
      ids = outcome.review.find((entry) => entry.creditId === creditId)?.candidates.map((candidate) => candidate.requestId) ?? [];
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

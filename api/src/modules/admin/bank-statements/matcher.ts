import type { BankReviewReason } from '@society/contracts';
import { normalisedReference } from './narration';

/** A request may be made this many days before the credit reaches the bank (NEFT settles a day or two later)… */
export const DAYS_BEFORE_CREDIT = 3;
/** …and this many after it (the donor asks for the receipt later). */
export const DAYS_AFTER_CREDIT = 10;
/** A pending request whose UTR no imported statement holds this many days after it was made is flagged. */
export const NOT_FOUND_AFTER_DAYS = 10;
/** Requests of the same amount and days, without a reference in common, shown as candidates at most. */
const MAX_LOOSE_CANDIDATES = 3;

export interface MatchCredit {
  id: string;
  /** Days since 1970-01-01 of the credit. */
  day: number;
  amount: number;
  /** UTRs / RRNs of the line, normalised. */
  references: string[];
  /** The narration upper-cased with only letters and digits (reference codes are looked for in it). */
  narrationKey: string;
  /** Requests an admin said this credit is not. */
  dismissed?: string[];
}

export interface MatchRequest {
  id: string;
  day: number;
  amount: number;
  /** The UTR the donor typed, normalised. */
  utr: string;
  /** The Donate page's reference code for the UPI note, normalised, if the request has one. */
  reference?: string;
}


export interface Candidate {
  requestId: string;
  reason: BankReviewReason;
}

export interface MatchOutcome {
  /** Credit → request, reference, amount and date all agree and nothing else competes: confirmed in one click. */
  matched: Array<{ creditId: string; requestId: string }>;
  /** Credits with one or more possible requests the admin must look at. */
  review: Array<{ creditId: string; candidates: Candidate[] }>;
  /** Credits no request names. */
  unmatched: string[];
}

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

/** Days since 1970-01-01 of an instant's calendar day in India. */
export function indianDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + 330 * 60_000) / 86_400_000);
}

/** The same reference with one character changed, or two neighbours swapped: a typing slip. */
function slips(reference: string): string[] {
  const out: string[] = [];
  const digits = '0123456789';
  for (let i = 0; i < reference.length; i += 1) {
    if (!/\d/.test(reference[i])) continue;
    for (const digit of digits) if (digit !== reference[i]) out.push(reference.slice(0, i) + digit + reference.slice(i + 1));
    if (i + 1 < reference.length && reference[i] !== reference[i + 1]) out.push(reference.slice(0, i) + reference[i + 1] + reference[i] + reference.slice(i + 2));
  }
  return out;
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;
const inWindow = (credit: MatchCredit, request: MatchRequest) => request.day >= credit.day - DAYS_BEFORE_CREDIT && request.day <= credit.day + DAYS_AFTER_CREDIT;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Matches bank credits to pending receipt requests. Automatic only when one request names the credit's
 * reference (its UTR/RRN, or its reference code in the narration), the amount is the same to the paisa, the
 * request's day is in the window, and no other credit or request competes for either; anything close is
 * put to the admin, never matched by itself.
 */
export function matchCredits(credits: MatchCredit[], requests: MatchRequest[]): MatchOutcome {
  const byUtr = new Map<string, MatchRequest[]>();
  const byCode = new Map<string, MatchRequest[]>();
  const byAmount = new Map<string, MatchRequest[]>();
  const codeLengths = new Set<number>();
  for (const request of requests) {
    if (request.utr.length >= 6) push(byUtr, request.utr, request);
    if (request.reference && request.reference.length >= 4) {
      push(byCode, request.reference, request);
      codeLengths.add(request.reference.length);
    }
    push(byAmount, request.amount.toFixed(2), request);
  }
  const creditRefs = new Set(credits.flatMap((credit) => credit.references));

  // First pass: the requests each credit names exactly.
  const named = new Map<string, MatchRequest[]>();
  const claimedBy = new Map<string, string[]>();
  for (const credit of credits) {
    const found = new Map<string, MatchRequest>();
    for (const reference of credit.references) for (const request of byUtr.get(reference) ?? []) found.set(request.id, request);
    if (byCode.size > 0) {
      for (const length of codeLengths) {
        for (let i = 0; i + length <= credit.narrationKey.length; i += 1) {
          for (const request of byCode.get(credit.narrationKey.slice(i, i + length)) ?? []) found.set(request.id, request);
        }
      }
    }
    const list = [...found.values()].filter((request) => !credit.dismissed?.includes(request.id));
    named.set(credit.id, list);
    for (const request of list) push(claimedBy, request.id, credit.id);
  }

  const outcome: MatchOutcome = { matched: [], review: [], unmatched: [] };
  for (const credit of credits) {
    const list = named.get(credit.id) ?? [];
    const dismissed = new Set(credit.dismissed ?? []);
    if (list.length === 1) {
      const [request] = list;
      const contested = (claimedBy.get(request.id)?.length ?? 0) > 1;
      const amountOk = sameAmount(request.amount, credit.amount);
      const dayOk = inWindow(credit, request);
      if (amountOk && dayOk && !contested) outcome.matched.push({ creditId: credit.id, requestId: request.id });
      else outcome.review.push({ creditId: credit.id, candidates: [{ requestId: request.id, reason: contested ? 'two-candidates' : !amountOk ? 'amount-differs' : 'date-outside-window' }] });
      continue;
    }
    if (list.length > 1) {
      outcome.review.push({ creditId: credit.id, candidates: list.map((request) => ({ requestId: request.id, reason: 'two-candidates' as const })) });
      continue;
    }
    // Nothing named it: a UTR typed with one slip, then the same amount on a near day.
    const near = new Map<string, Candidate>();
    for (const reference of credit.references) {
      for (const slip of slips(reference)) {
        for (const request of byUtr.get(slip) ?? []) {
          if (!dismissed.has(request.id) && !creditRefs.has(request.utr) && sameAmount(request.amount, credit.amount)) near.set(request.id, { requestId: request.id, reason: 'near-miss-utr' });
        }
      }
    }
    if (near.size === 0) {
      const loose = (byAmount.get(credit.amount.toFixed(2)) ?? []).filter(
        (request) => !dismissed.has(request.id) && inWindow(credit, request) && !creditRefs.has(request.utr) && !claimedBy.has(request.id),
      );
      if (loose.length > 0 && loose.length <= MAX_LOOSE_CANDIDATES) for (const request of loose) near.set(request.id, { requestId: request.id, reason: 'same-amount-and-date' });
    }
    if (near.size > 0) outcome.review.push({ creditId: credit.id, candidates: [...near.values()] });
    else outcome.unmatched.push(credit.id);
  }
  return outcome;
}

/** The reference a request's UTR field or reference code is compared as. */
export const requestKey = normalisedReference;

import { performance } from 'node:perf_hooks';
import { dayNumber, matchCredits, requestKey } from '../src/modules/admin/bank-statements/matcher';
import { generateYear, statementCsv, type FixtureBank } from '../test/fixtures/statement-fixtures';
import { parseStatement } from '../src/modules/admin/bank-statements/statement-parser';

export interface BankStatementBench {
  lines: number;
  credits: number;
  requests: number;
  /** Reading the statement and matching it, in milliseconds (budget: 5,000). */
  importAndMatchMs: number;
  parseMs: number;
  matchMs: number;
  /** Automatic matches to the wrong request (budget: 0). */
  falseAutomatic: number;
  /** Of the requests that truly have a credit, the share matched automatically (budget: ≥ 0.95). */
  trueAutomaticShare: number;
  /** True pairs left to the admin in "needs a look", and those found nowhere. */
  trueInReview: number;
  trueMissed: number;
}

/**
 * The budget of issue 33 measured without a database (`npm run bench` calls it): a generated year of
 * `lines` statement lines in a bank's CSV layout read and matched against `requests` receipt requests
 * carrying donors' slips.
 */
export async function benchBankStatements({ lines = 10_000, requests = 5_000, bank = 'hdfc' as FixtureBank, seed = 33 } = {}): Promise<BankStatementBench> {
  const year = generateYear(lines, requests, seed);
  const file = statementCsv(bank, year.lines);
  const started = performance.now();
  const parsed = await parseStatement(file);
  const parsedAt = performance.now();
  const outcome = matchCredits(
    parsed.credits.map((credit) => ({ id: String(credit.row), day: dayNumber(credit.day), amount: credit.amount, references: credit.references, narrationKey: requestKey(credit.narration) })),
    year.requests.map((request) => ({ id: request.id, day: dayNumber(request.day), amount: request.amount, utr: requestKey(request.utr) })),
  );
  const finished = performance.now();
  // The row each true credit was read from: the header's row plus its place among the lines.
  const rowOfLine = new Map<number, string>();
  const creditRows = parsed.credits.map((credit) => credit.row);
  let creditIndex = 0;
  year.lines.forEach((line, index) => {
    if (line.amount > 0) rowOfLine.set(index, String(creditRows[creditIndex++]));
  });
  const truth = new Map(year.requests.filter((request) => request.truth !== null).map((request) => [request.id, rowOfLine.get(request.truth as number)]));
  const automatic = new Map(outcome.matched.map((pair) => [pair.requestId, pair.creditId]));
  let falseAutomatic = 0;
  for (const [requestId, creditId] of automatic) if (truth.get(requestId) !== creditId) falseAutomatic += 1;
  const reviewed = new Set(outcome.review.flatMap((entry) => entry.candidates.filter((candidate) => truth.get(candidate.requestId) === entry.creditId).map((candidate) => candidate.requestId)));
  let trueAutomatic = 0;
  let trueInReview = 0;
  for (const [requestId, creditId] of truth) {
    if (automatic.get(requestId) === creditId) trueAutomatic += 1;
    else if (reviewed.has(requestId)) trueInReview += 1;
  }
  return {
    lines: year.lines.length,
    credits: parsed.credits.length,
    requests: year.requests.length,
    importAndMatchMs: Math.round(finished - started),
    parseMs: Math.round(parsedAt - started),
    matchMs: Math.round(finished - parsedAt),
    falseAutomatic,
    trueAutomaticShare: trueAutomatic / truth.size,
    trueInReview,
    trueMissed: truth.size - trueAutomatic - trueInReview,
  };
}

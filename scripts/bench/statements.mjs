// Issue 33's budget: a 10,000-line bank statement imported and matched against 5,000 receipt requests
// through the API (upload, parse, store the credits, match), with the API's peak memory; and, on the
// same generated year (slips, typos and near-misses seeded in), how the matching fares: wrong automatic
// matches (budget 0) and the share of true pairs matched automatically (budget ≥ 95%).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { sampleRss } from './load.mjs';
import { login } from './seed.mjs';
import { BENCH_ADMIN } from './services.mjs';

const require = createRequire(import.meta.url);
const { MongoClient, ObjectId } = require('mongodb');
// The API's test fixtures and the bench's measure, built with the bench's API (api-bench): the same
// generator its tests use.
const { generateYear, statementCsv } = require('../../api/bench/dist/test/fixtures/statement-fixtures.js');
const { benchBankStatements } = require('../../api/bench/dist/bench/bank-statements.js');

const LINES = 10_000;
const REQUESTS = 5_000;

export async function measureStatements(services, { log = console.log } = {}) {
  const matching = await benchBankStatements({ lines: LINES, requests: REQUESTS });
  log(`  matching alone (in process): ${matching.importAndMatchMs} ms; wrong automatic ${matching.falseAutomatic}; true pairs automatic ${(matching.trueAutomaticShare * 100).toFixed(1)}%, in "needs a look" ${matching.trueInReview}, missed ${matching.trueMissed}`);

  // The same year through the API: its requests as pending receipt requests, then the statement uploaded.
  const year = generateYear(LINES, REQUESTS, 34);
  const client = await MongoClient.connect(services.mongoUri);
  try {
    const rows = year.requests.map((request, index) => {
      const date = new Date(`${request.day}T10:00:00+05:30`);
      return { _id: new ObjectId(), name: request.name, email: `statement-donor${index}@example.org`, amount: request.amount, mode: 'UPI', utr: request.utr, date, receiptGenerated: false, address: '', pan: '', receipt: null, voidedReceipts: [], language: 'en', createdAt: date, updatedAt: date };
    });
    for (let start = 0; start < rows.length; start += 1000) await client.db().collection('donations').insertMany(rows.slice(start, start + 1000), { ordered: false });
  } finally {
    await client.close();
  }
  const token = (await login(services.api.url, BENCH_ADMIN.email, BENCH_ADMIN.password)).token;
  const csv = statementCsv('hdfc', year.lines);
  /** Uploads the year's statement under `fileName`; its answer and how long it took. */
  const upload = async (fileName) => {
    const form = new FormData();
    form.append('statement', new Blob([csv], { type: 'text/csv' }), fileName);
    const started = performance.now();
    const response = await fetch(`${services.api.url}/api/admin/bank-statements`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    return { response, answer: await response.json(), ms: Math.round(performance.now() - started) };
  };
  const idleRssMb = sampleRss(services.api.pid).stop();
  const rss = sampleRss(services.api.pid);
  const { response, answer, ms: importMs } = await upload('hdfc-year.csv');
  const listsStarted = performance.now();
  const lists = await (await fetch(`${services.api.url}/api/admin/bank-statements`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const listsMs = Math.round(performance.now() - listsStarted);
  if (!response.ok) throw new Error(`statement import answered ${response.status}: ${JSON.stringify(answer)}`);
  const importPeakRssMb = rss.stop();
  // The same file again (a treasurer who is not sure it went in): every line known, nothing added.
  const rssAgain = sampleRss(services.api.pid);
  const repeated = await upload('hdfc-year-again.csv');
  const reimportMs = repeated.ms;
  const reimportPeakRssMb = rssAgain.stop();
  const peakRssMb = Math.max(importPeakRssMb, reimportPeakRssMb);
  if (!repeated.response.ok || repeated.answer.added !== 0) throw new Error(`the statement imported again answered ${repeated.response.status}: ${JSON.stringify({ ...repeated.answer, reconciliation: undefined })}`);
  log(`  through the API: import and match ${importMs} ms (${answer.credits ?? '?'} credits), the three lists ${listsMs} ms, the same file again ${reimportMs} ms (0 added), API peak RSS ${importPeakRssMb} MB importing and ${reimportPeakRssMb} MB importing again (idle before: ${idleRssMb} MB); lists ${JSON.stringify(lists.counts ?? {})}`);
  return { lines: LINES, requests: REQUESTS, matching, api: { importMs, listsMs, reimportMs, idleRssMb, peakRssMb, counts: lists.counts ?? null } };
}

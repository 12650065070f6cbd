// Budgets (issue 9), the PASS/OVER verdicts and the printed tables.
import fs from 'node:fs';
import os from 'node:os';

export const BUDGETS = {
  homeScriptKb: 150,
  /** Issue 32: the home page on a cold phone load, everything it transfers, in either language. */
  homeColdKb: 200,
  nonPhotoKb: 400,
  lcpMs: 1000,
  readRatio: 0.8,
  readP99Ms: 50,
  /** Issue 16, against the framework's own no-op POST ceiling of the same run. */
  contactToCeiling: 0.6,
  contactP99ToCeiling: 3,
  /** A refused (429) or invalid (400) submission costs no more than a public read. */
  rejectedToRead: 1,
  readDuringFlood: 0.8,
  rssMb: 150,
  /** Issue 33: a 10,000-line statement imported and matched against 5,000 requests; the share of true pairs matched automatically. */
  statementImportMs: 5000,
  statementTrueAutomatic: 0.95,
  /** Issue 20: a staff list's first page (and each count) at ×100 of a year's rows, ÷ the same at ×1. */
  listGrowth: 1.5,
  /** Issue 20: the API's peak memory while it streams an export of ×100 of a year. */
  exportRssMb: 128,
  /** Issue 15: Lighthouse, mobile profile, default (simulated) throttling. */
  lighthouse: { performance: 95, cls: 0.02, tbtMs: 150, lcpMs: 2000, otherScores: 100, dashboardPerformance: 90, dashboardCls: 0.02 },
  /** Issue 43: a Hindi page's Lighthouse TBT ÷ its English twin's, measured one after the other in the same run. */
  hindiToEnglishTbt: 1.1,
  /** Issue 44: the class register on a centre's year and on a teacher's phone. */
  register: { readMs: 300, inpMs: 100, offlineLcpMs: 1500, drainMs: 10_000, storeBytes: 5 * 1024 * 1024, firstVisitPerformance: 90 },
  /** Issue 45: volunteer sessions on a term (500 sessions, 5,000 sign-ups), a week's approval, the check-in page on a phone. */
  sessions: { readMs: 300, approveMs: 2000, checkInMs: 3000 },
};

export function machine() {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  return {
    nproc: os.availableParallelism(),
    cpuModel: model.trim(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** Each Hindi page measured beside its English twin ('/hi/login' and '/login', '/hi' and '/'), with Hindi TBT ÷ English. */
export function languagePairs(pages) {
  return pages.flatMap((hindi) => {
    if (!/^\/hi(?=[/#? ]|$)/.test(hindi.route)) return [];
    const englishRoute = hindi.route.replace(/^\/hi/, '').replace(/^(?=[#? ]|$)/, '/');
    const english = pages.find((page) => page.route === englishRoute);
    if (!english) return [];
    // Both at 0 ms is a tie; a Hindi page blocking while its twin never does has no finite ratio.
    const tbtRatio = english.tbtMs > 0 ? Math.round((hindi.tbtMs / english.tbtMs) * 100) / 100 : hindi.tbtMs > 0 ? Infinity : 1;
    return [{ hindi, english, tbtRatio }];
  });
}
const verdict = (ok) => (ok ? 'PASS' : 'OVER');
const ratio = (value, reference) => (reference > 0 ? Math.round((value / reference) * 100) / 100 : 0);

function table(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ').trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Adds verdicts to the raw results (mutates and returns them) so the JSON holds them too. */
export function judge(results) {
  const checks = [];
  const add = (name, value, limit, ok, unit) => checks.push({ name, value, limit, unit, verdict: verdict(ok) });
  if (results.pages) {
    const home = results.pages.pages.find((page) => page.route === '/');
    add('home JavaScript (transferred, gzip)', kb(home.bytes.script), BUDGETS.homeScriptKb, kb(home.bytes.script) <= BUDGETS.homeScriptKb, 'KB');
    const heaviest = results.pages.pages.reduce((a, b) => (b.bytes.nonPhoto > a.bytes.nonPhoto ? b : a));
    add('home non-photo bytes', kb(home.bytes.nonPhoto), BUDGETS.nonPhotoKb, kb(home.bytes.nonPhoto) <= BUDGETS.nonPhotoKb, 'KB');
    for (const route of ['/', '/hi']) {
      const page = results.pages.pages.find((candidate) => candidate.route === route);
      if (page) add(`${route} cold load, all bytes`, kb(page.bytes.total), BUDGETS.homeColdKb, kb(page.bytes.total) <= BUDGETS.homeColdKb, 'KB');
    }
    add(`heaviest public page non-photo bytes (${heaviest.route})`, kb(heaviest.bytes.nonPhoto), BUDGETS.nonPhotoKb, kb(heaviest.bytes.nonPhoto) <= BUDGETS.nonPhotoKb, 'KB');
    add('home LCP', home.lcpMs, BUDGETS.lcpMs, home.lcpMs !== null && home.lcpMs <= BUDGETS.lcpMs, 'ms');
    const slowest = results.pages.pages.reduce((a, b) => ((b.lcpMs ?? Infinity) > (a.lcpMs ?? Infinity) ? b : a));
    add(`slowest public LCP (${slowest.route})`, slowest.lcpMs, BUDGETS.lcpMs, slowest.lcpMs !== null && slowest.lcpMs <= BUDGETS.lcpMs, 'ms');
    const staffOnPublic = results.pages.pages.filter((page) => page.remotes.some((name) => name !== 'public'));
    add('public routes loading a staff remote', staffOnPublic.length, 0, staffOnPublic.length === 0, staffOnPublic.map((p) => p.route).join(' ') || 'routes');
    for (const board of results.pages.dashboards) {
      const other = board.remotes.filter((name) => name !== 'public' && name !== board.role);
      add(`${board.route} (${board.role}) loads other roles' remotes`, other.join(',') || 'none', 'none', other.length === 0, '');
    }
  }
  if (results.reads) {
    for (const read of results.reads.rows) {
      add(`${read.name} req/s ÷ ceiling`, read.ratio, BUDGETS.readRatio, read.ratio >= BUDGETS.readRatio, '×');
      add(`${read.name} p99`, read.read.p99Ms, BUDGETS.readP99Ms, read.read.p99Ms < BUDGETS.readP99Ms, 'ms');
    }
  }
  if (results.writes) {
    const w = results.writes;
    add('contact POST req/s ÷ POST ceiling', w.contactToCeiling, BUDGETS.contactToCeiling, w.contactToCeiling >= BUDGETS.contactToCeiling, '×');
    add('contact POST p99 ÷ POST ceiling p99', w.contactP99ToCeiling, BUDGETS.contactP99ToCeiling, w.contactP99ToCeiling <= BUDGETS.contactP99ToCeiling, '×');
    add('refused (429) req/s ÷ public read', w.refusedToRead, BUDGETS.rejectedToRead, w.refusedToRead >= BUDGETS.rejectedToRead, '×');
    add('invalid (400) req/s ÷ public read', w.invalidToRead, BUDGETS.rejectedToRead, w.invalidToRead >= BUDGETS.rejectedToRead, '×');
    add(`public read beside ${w.floodPerSecond} refused/s ÷ alone`, w.readDuringFloodRatio, BUDGETS.readDuringFlood, w.readDuringFloodRatio >= BUDGETS.readDuringFlood, '×');
  }
  if (results.lighthouse) {
    const L = BUDGETS.lighthouse;
    for (const page of results.lighthouse.pages) {
      // A private page (an invite's link, the volunteer's dashboard) asks search engines to keep out: its SEO score says so.
      const others = Math.min(page.accessibility ?? 0, page.bestPractices ?? 0, ...(page.private ? [] : [page.seo ?? 0]));
      add(`Lighthouse ${page.route} performance`, page.performance, L.performance, page.performance >= L.performance, '');
      add(`Lighthouse ${page.route} LCP / TBT / CLS`, `${page.lcpMs} / ${page.tbtMs} / ${page.cls}`, `${L.lcpMs} / ${L.tbtMs} / ${L.cls}`, page.lcpMs <= L.lcpMs && page.tbtMs <= L.tbtMs && page.cls <= L.cls, 'ms / ms / -');
      add(`Lighthouse ${page.route} accessibility, best practices${page.private ? '' : ', SEO'} (lowest)`, others, L.otherScores, others >= L.otherScores, '');
    }
    for (const { hindi, english, tbtRatio } of languagePairs(results.lighthouse.pages)) {
      add(`Lighthouse TBT ${hindi.route} ÷ ${english.route} (${hindi.tbtMs} ÷ ${english.tbtMs} ms)`, tbtRatio, BUDGETS.hindiToEnglishTbt, tbtRatio <= BUDGETS.hindiToEnglishTbt, '×');
    }
    for (const board of results.lighthouse.dashboards) {
      add(`Lighthouse ${board.route} (${board.role}) performance`, board.performance, L.dashboardPerformance, board.performance >= L.dashboardPerformance, '');
      add(`Lighthouse ${board.route} (${board.role}) CLS`, board.cls, L.dashboardCls, board.cls <= L.dashboardCls, '');
    }
  }
  if (results.galleryAtScale) {
    const L = BUDGETS.lighthouse;
    const { reference } = results.galleryAtScale;
    add(`Lighthouse /gallery at ${reference.photos} photos (the reference) performance / LCP / TBT / CLS`, `${reference.performance} / ${reference.lcpMs} / ${reference.tbtMs} / ${reference.cls}`, '-', true, '(reported)');
    for (const page of results.galleryAtScale.pages) {
      const name = `Lighthouse ${page.route} at ${results.galleryAtScale.photos} photos`;
      const others = Math.min(page.accessibility ?? 0, page.bestPractices ?? 0, page.seo ?? 0);
      add(`${name} performance`, page.performance, L.performance, page.performance >= L.performance, '');
      add(`${name} LCP / TBT / CLS`, `${page.lcpMs} / ${page.tbtMs} / ${page.cls}`, `${L.lcpMs} / ${L.tbtMs} / ${L.cls}`, page.lcpMs <= L.lcpMs && page.tbtMs <= L.tbtMs && page.cls <= L.cls, 'ms / ms / -');
      add(`${name} accessibility, best practices, SEO (lowest)`, others, L.otherScores, others >= L.otherScores, '');
    }
  }
  if (results.lists) {
    const scales = results.lists.scales;
    const first = scales[0];
    const last = scales[scales.length - 1];
    for (const kind of ['lists', 'totals', 'reads']) {
      for (const row of last[kind]) {
        const base = first[kind].find((other) => other.path === row.path);
        const growth = ratio(row.p50Ms, base.p50Ms);
        const label = `${row.name} p50 ×${last.scale} ÷ ×${first.scale} (${base.p50Ms} → ${row.p50Ms} ms)`;
        if (kind === 'reads') add(label, growth, '-', true, '× (reported)');
        else add(label, growth, BUDGETS.listGrowth, growth <= BUDGETS.listGrowth, '×');
      }
    }
    for (const row of last.exports) add(`${row.name} at ×${last.scale}: API peak RSS`, row.peakRssMb, BUDGETS.exportRssMb, row.peakRssMb <= BUDGETS.exportRssMb, 'MB');
  }
  if (results.statements) {
    const { api, matching } = results.statements;
    add('bank statement: import and match through the API', api.importMs, BUDGETS.statementImportMs, api.importMs <= BUDGETS.statementImportMs, 'ms');
    add('bank statement: the same file imported again', api.reimportMs, BUDGETS.statementImportMs, api.reimportMs <= BUDGETS.statementImportMs, 'ms');
    add('bank statement import: API peak RSS', api.peakRssMb, BUDGETS.rssMb, api.peakRssMb <= BUDGETS.rssMb, 'MB');
    add('bank statement: wrong automatic matches', matching.falseAutomatic, 0, matching.falseAutomatic === 0, '');
    add('bank statement: true pairs matched automatically', matching.trueAutomaticShare, BUDGETS.statementTrueAutomatic, matching.trueAutomaticShare >= BUDGETS.statementTrueAutomatic, '');
  }
  if (results.register) {
    const R = BUDGETS.register;
    const { year, marking, offlineRepeat, queue, firstVisit } = results.register;
    add(`register: a batch's month of a centre's year (ceiling ${year.month.ceilingMs} ms)`, year.month.ms, R.readMs, year.month.ms <= R.readMs, 'ms');
    add(`register: the outcomes of a centre's year (ceiling ${year.outcomes.ceilingMs} ms)`, year.outcomes.ms, R.readMs, year.outcomes.ms <= R.readMs, 'ms');
    add(`register: slowest of ${marking.taps} taps marking and saving, 4× CPU`, marking.slowestMs, R.inpMs, marking.slowestMs <= R.inpMs, 'ms');
    add('register: batch screen offline (service worker), 4× CPU, LCP', offlineRepeat.lcpMs, R.offlineLcpMs, offlineRepeat.lcpMs !== null && offlineRepeat.lcpMs <= R.offlineLcpMs, 'ms');
    add(`register: ${queue.records} queued records acknowledged after the network returns`, queue.drainedMs, R.drainMs, queue.drainedMs !== null && queue.drainedMs <= R.drainMs, 'ms');
    add("register: the phone's IndexedDB (snapshot and queue)", queue.indexedDbBytes, R.storeBytes, queue.indexedDbBytes !== null && queue.indexedDbBytes <= R.storeBytes, 'B');
    if (firstVisit) add('Lighthouse register batch screen, first visit, performance', firstVisit.performance, R.firstVisitPerformance, firstVisit.performance >= R.firstVisitPerformance, '');
  }
  if (results.sessions) {
    const S = BUDGETS.sessions;
    const { term, open, waiting, approve, checkIn } = results.sessions;
    add(`sessions: the volunteer's open sessions, first page, of a term of ${term.sessions} (ceiling ${open.ceilingMs} ms)`, open.ms, S.readMs, open.ms <= S.readMs, 'ms');
    add(`sessions: HR's hours to approve, first page (ceiling ${waiting.ceilingMs} ms)`, waiting.ms, S.readMs, waiting.ms <= S.readMs, 'ms');
    add(`sessions: a week's ${approve.approved} hours approved in one step (POST ceiling ${approve.ceilingMs} ms)`, approve.ms, S.approveMs, approve.ms <= S.approveMs, 'ms');
    add(`sessions: check-in page to "Checked in", slow 4G, 4× CPU (portal home LCP ${checkIn.homeLcpMs} ms)`, checkIn.shownMs, S.checkInMs, checkIn.shownMs !== null && checkIn.shownMs <= S.checkInMs, 'ms');
  }
  if (results.memory) add('API peak RSS under load', results.memory.peakRssMb, BUDGETS.rssMb, results.memory.peakRssMb <= BUDGETS.rssMb, 'MB');
  results.checks = checks;
  return results;
}

export function printReport(results, log = console.log) {
  const m = results.machine;
  log(`\nBenchmark ${results.date} on ${m.nproc} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node} (load average at start ${m.loadAverageAtStart.join(' ')})`);
  if (results.pages) {
    log('\n1. Pages (phone 390×844 @2x, cold cache; KB transferred incl. headers)');
    log(
      table(
        ['route', 'req', 'script', 'css', 'image', 'font', 'doc', 'other', 'total', 'non-photo', 'LCP ms', 'remotes'],
        [...results.pages.pages, ...results.pages.dashboards.map((d) => ({ ...d, route: `${d.route} (${d.role})` }))].map((page) => [
          page.route,
          page.requests,
          kb(page.bytes.script),
          kb(page.bytes.css),
          kb(page.bytes.image),
          kb(page.bytes.font),
          kb(page.bytes.document),
          kb(page.bytes.other),
          kb(page.bytes.total),
          kb(page.bytes.nonPhoto),
          page.lcpMs ?? '-',
          page.remotes.join(',') || '-',
        ]),
      ),
    );
    const home = results.pages.pages.find((page) => page.route === '/');
    log('\n   Home JavaScript, biggest files first (KB transferred):');
    log(table(['file', 'KB', 'encoding'], home.scripts.slice(0, 10).map((s) => [s.path, kb(s.bytes), s.encoding ?? 'none'])));
    const failed = [...results.pages.pages, ...results.pages.dashboards].filter((page) => page.failed.length);
    for (const page of failed) log(`   ${page.route}: failed requests ${page.failed.join(', ')}`);
  }
  if (results.reads) {
    log(`\n2. API reads (autocannon, ${results.reads.connections} connections, ${results.reads.seconds} s each, straight to the API port)`);
    log(
      table(
        ['route', 'bytes', 'req/s', 'p50', 'p99', 'ceiling req/s', 'ceil p99', 'ratio', 'bare node req/s', 'read÷bare'],
        results.reads.rows.map((row) => [
          row.path,
          row.bytes,
          row.read.requestsPerSecond,
          row.read.p50Ms,
          row.read.p99Ms,
          row.ceiling.requestsPerSecond,
          row.ceiling.p99Ms,
          row.ratio,
          row.bare.requestsPerSecond,
          row.bareRatio,
        ]),
      ),
    );
    log('   ceiling = GET /api/bench/constant?bytes=<same size> (api/bench only): same guard, pipes, filters, no data access');
  }
  if (results.writes) {
    log(`\n3. Public writes (${results.writes.connections} connections, ${results.writes.seconds} s)`);
    log(
      table(
        ['what', 'req/s', 'p50', 'p99', 'non-2xx'],
        [
          ['POST /api/public/contact (a new person each)', results.writes.contact, results.writes.contact.non2xx],
          ['POST /api/bench/contact (ceiling)', results.writes.ceiling, results.writes.ceiling.non2xx],
          ['POST /api/public/contact refused (429)', results.writes.refused, results.writes.refused.non2xx],
          ['POST /api/public/contact invalid (400)', results.writes.invalid, results.writes.invalid.non2xx],
          ['GET /api/public/Announcement (a public read)', results.writes.read, results.writes.read.non2xx],
          [`  the same beside ${results.writes.floodPerSecond} refused/s`, results.writes.readDuringFlood, results.writes.readDuringFlood.non2xx],
          ['raw driver insertOne', results.writes.raw, 0],
        ].map(([what, m, non2xx]) => [what, m.requestsPerSecond, m.p50Ms, m.p99Ms, non2xx]),
      ),
    );
    log(`   contact ÷ raw insertOne ${results.writes.ratio}; ceiling ÷ raw insertOne ${results.writes.ceilingRatio}; contact ÷ ceiling ${results.writes.contactToCeiling}.`);
    log('   ceiling = POST /api/bench/contact (api/bench only): the same body through the same guard, pipes, validation and filters, no rate limit, no insert.');
    log('   Stored messages: each from a new person and address. Refused: one person past the limit, from 1,000 addresses. Invalid: no email, from 1,000 addresses.');
  }
  if (results.lighthouse) {
    const all = [...results.lighthouse.pages, ...results.lighthouse.dashboards.map((d) => ({ ...d, route: `${d.route} (${d.role})` }))];
    log(`\n6. Lighthouse, mobile (slow 4G, 4× CPU, simulated); this machine's Lighthouse CPU benchmark: ${all[0]?.benchmarkIndex ?? '-'}`);
    log(
      table(
        ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'error'],
        all.map((page) => [page.route, page.performance, page.accessibility, page.bestPractices, page.seo, page.lcpMs, page.tbtMs, page.cls, page.error ?? '']),
      ),
    );
    log('\n   TBT of each Hindi page ÷ its English twin (measured one after the other)');
    log(table(['Hindi', 'English', 'TBT ms', 'Hindi ÷ English'], languagePairs(results.lighthouse.pages).map(({ hindi, english, tbtRatio }) => [hindi.route, english.route, `${hindi.tbtMs} · ${english.tbtMs}`, tbtRatio])));
  }
  if (results.lists) {
    const scales = results.lists.scales;
    log(`\n7. Staff lists at ×${scales.map((s) => s.scale).join(', ×')} of a year (median of ${results.lists.samples} sequential requests, ms)`);
    const rows = ['lists', 'totals', 'reads'].flatMap((kind) => scales[0][kind].map((row) => [row.name, ...scales.map((s) => s[kind].find((other) => other.path === row.path).p50Ms)]));
    log(table(['read', ...scales.map((s) => `×${s.scale}`)], rows));
    log(`   rows at each scale: ${scales.map((s) => `×${s.scale} ${Object.entries(s.counts).map(([name, n]) => `${n} ${name}`).join(', ')}`).join('; ')}`);
    log(
      table(
        ['export', ...scales.flatMap((s) => [`×${s.scale} first bytes ms`, `×${s.scale} all ms`, `×${s.scale} peak RSS MB`])],
        scales[0].exports.map((row, index) => [row.name.replace(/ \(.*$/, ''), ...scales.flatMap((s) => [s.exports[index].firstByteMs, s.exports[index].totalMs, s.exports[index].peakRssMb])]),
      ),
    );
    log(`   API idle RSS before the exports: ${scales.map((s) => `×${s.scale} ${s.idleRssMb} MB`).join(', ')}`);
  }
  if (results.statements) {
    const { api, matching, lines, requests } = results.statements;
    log(`\n8. Bank statement of ${lines} lines against ${requests} receipt requests`);
    log(`   through the API: import and match ${api.importMs} ms, the lists ${api.listsMs} ms, the same file again ${api.reimportMs} ms, API peak RSS ${api.peakRssMb} MB`);
    log(`   matching: ${matching.falseAutomatic} wrong automatic, ${(matching.trueAutomaticShare * 100).toFixed(1)}% of true pairs automatic, ${matching.trueInReview} in "needs a look", ${matching.trueMissed} missed`);
  }
  if (results.memory) log(`\n4. API memory: peak RSS ${results.memory.peakRssMb} MB during the load (idle before: ${results.memory.idleRssMb} MB)`);
  if (results.clone) log(`\n5. Fresh clone → serving npm start: ${Math.round(results.clone.servingMs / 1000)} s (clone ${Math.round(results.clone.cloneMs / 1000)} s)`);
  else log('\n5. Fresh clone → serving npm start: not measured (npm run bench -- --clone)');
  log('\nBudgets');
  log(table(['check', 'value', 'budget', '', 'verdict'], results.checks.map((c) => [c.name, c.value, c.limit, c.unit, c.verdict])));
}

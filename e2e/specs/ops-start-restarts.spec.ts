// npm start keeps the site up when a part crashes (issue 43): its runner (scripts/lib/run-site.cjs, what
// `npm start` runs once it has built) starts a killed API, engine, page renderer or nginx again on the same
// port, reports each crash and restart, loses no acknowledged write, and stops every part on Ctrl-C. The
// runner runs here as under npm start, in a process of its own, on a temporary data folder and free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort } from '../../scripts/lib/embedded-db.cjs';

const REPOSITORY = path.join(__dirname, '../..');
/** "The site answers again within seconds": a crashed part waits 1 s, the API then takes a few to start. */
const RECOVERY_DEADLINE_MS = 20_000;
const run = crypto.randomBytes(3).toString('hex');

interface Answer {
  status: number;
  body: string;
}

/** One request on its own connection from `from` (a loopback address: the forms are limited per address). */
function send(port: number, urlPath: string, { method = 'GET', body, from }: { method?: string; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, localAddress: from, agent: false, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${urlPath}: no answer within 15 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Polls `check` every 100 ms until it is true; false once `timeoutMs` passed. */
async function within(timeoutMs: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve().then(check).catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every process under `ancestor` (children, theirs...), from /proc: pid → command line. */
function descendants(ancestor: number): Map<number, string> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: the command name may hold spaces and brackets, so read after its last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found = new Map<number, string>();
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid || found.has(child)) continue;
      found.set(child, readCommandLine(child));
      visit(child);
    }
  };
  visit(ancestor);
  return found;
}

function readCommandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Whether a process runs (a zombie whose parent has not reaped it yet has ended: it holds no port, no file). */
function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** What the runner runs, told apart by their command lines. */
const PARTS = {
  engine: '.cache/embedded-db',
  'mail catcher': 'maildev',
  API: 'api/dist/main.js',
  renderer: 'render/dist/main.js',
  'nginx master': 'nginx: master process',
  'nginx worker': 'nginx: worker process',
};

describe('npm start, when a part of the site crashes', () => {
  let tempDir: string;
  let dataDir: string;
  let runner: ChildProcess;
  let runnerExit: Promise<{ code: number | null; signal: string | null }>;
  let output = '';
  let sitePort: number;
  let mongo: MongoClient;
  /** Every process the runner had under it at some point: all must be gone after Ctrl-C. */
  const seen = new Map<number, string>();

  const pidOf = (part: keyof typeof PARTS): number => {
    const pids = [...descendants(runner.pid!)].filter(([, command]) => command.includes(PARTS[part])).map(([pid]) => pid);
    expect(pids).toHaveLength(1);
    return pids[0];
  };
  const remember = () => descendants(runner.pid!).forEach((command, pid) => seen.set(pid, command));
  const health = async () => (await send(sitePort, '/api/health')).status === 200;
  const runnerLog = () => fs.readFileSync(path.join(dataDir, 'logs', 'npm-start.log'), 'utf8');

  /** Kills `part` with SIGKILL; resolves once the runner reported it running again and the site answers /api/health. */
  async function killAndAwaitRestart(part: keyof typeof PARTS, reportedAs: string): Promise<number> {
    remember();
    const killed = pidOf(part);
    const restartsBefore = output.split(`${reportedAs} is running again`).length;
    process.kill(killed, 'SIGKILL');
    const restarted = await within(RECOVERY_DEADLINE_MS, async () => output.split(`${reportedAs} is running again`).length > restartsBefore && (await health()));
    expect({ part, restarted }).toEqual({ part, restarted: true });
    expect(output).toContain(`${reportedAs} stopped unexpectedly (killed by SIGKILL); starting it again in 1 s`);
    expect(runnerLog()).toMatch(new RegExp(`^\\S+ ${reportedAs} stopped unexpectedly \\(killed by SIGKILL\\); starting it again in 1 s`, 'm'));
    expect(runnerLog()).toMatch(new RegExp(`^\\S+ ${reportedAs} is running again \\(pid \\d+\\)$`, 'm'));
    const successor = pidOf(part);
    expect(successor).not.toBe(killed);
    remember();
    return killed;
  }

  // Contact messages posted through nginx while parts are killed, each from an address of its own.
  const posts: Array<{ message: string; answer?: Answer; error?: string }> = [];
  let posting = false;
  let postLoop: Promise<void> = Promise.resolve();
  function startPosting(): void {
    posting = true;
    postLoop = (async () => {
      while (posting) {
        const n = posts.length;
        const post: (typeof posts)[number] = { message: `Restart test ${run} message ${n}` };
        posts.push(post);
        try {
          post.answer = await send(sitePort, '/api/public/contact', {
            method: 'POST',
            body: JSON.stringify({ name: 'Restart Test', email: `restart-${run}-${n}@example.org`, message: post.message }),
            from: `127.22.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`,
          });
        } catch (error) {
          post.error = (error as Error).message;
        }
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
  }
  const acknowledged = () => posts.filter((post) => post.answer?.status === 201);

  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'society-restarts-'));
    fs.chmodSync(tempDir, 0o711); // nginx workers (nobody when run as root) reach the data folder's run/
    dataDir = path.join(tempDir, 'data');
    sitePort = await freePort();
    const options = { dataDir, sitePort, apiPort: await freePort(), smtpPort: await freePort(), mailWebPort: await freePort() };
    const program = `require(${JSON.stringify(path.join(REPOSITORY, 'scripts/lib/run-site.cjs'))}).runSite(${JSON.stringify(options)});`;
    // As npm start's environment would be: no database, mail server or addresses of the suite's own.
    const env = { ...process.env };
    for (const name of ['MONGODB_URI', 'SMTP_URL', 'PORT', 'API_PORT', 'PUBLIC_ORIGIN', 'UPLOAD_DIR']) delete env[name];
    runner = spawn(process.execPath, ['-e', program], { cwd: REPOSITORY, env, stdio: ['ignore', 'pipe', 'pipe'] });
    runnerExit = new Promise((resolve) => runner.once('exit', (code, signal) => resolve({ code, signal })));
    runner.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    runner.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = await within(60_000, () => output.includes('The site is running at') || runner.exitCode !== null);
    if (!started || runner.exitCode !== null) throw new Error(`the runner did not start the site:\n${output}`);
    const engine = /embedded engine .* at (mongodb:\/\/\S+)/.exec(output);
    mongo = new MongoClient(`${engine![1].replace(/\/$/, '')}/society`, { serverSelectionTimeoutMS: 10_000 });
  }, 90_000);

  afterAll(async () => {
    posting = false;
    await postLoop;
    await mongo?.close();
    // A test that failed before its Ctrl-C: stop the runner, and by id whatever it left.
    if (runner?.exitCode === null && runner.signalCode === null) {
      remember();
      runner.kill('SIGINT');
      await Promise.race([runnerExit, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    }
    for (const pid of seen.keys()) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  }, 60_000);

  it('serves the site and takes contact messages', async () => {
    expect(await health()).toBe(true);
    startPosting();
    expect(await within(10_000, () => acknowledged().length >= 5)).toBe(true);
  });

  it('starts a killed API again, which finds the engine on its port', async () => {
    await killAndAwaitRestart('API', 'API');
    const before = acknowledged().length;
    expect(await within(10_000, () => acknowledged().length >= before + 5)).toBe(true);
  }, 40_000);

  it('starts a killed engine again on its port and data folder, where the API reconnects', async () => {
    await killAndAwaitRestart('engine', 'embedded database');
    const before = acknowledged().length;
    expect(await within(10_000, () => acknowledged().length >= before + 5)).toBe(true);
    posting = false;
    await postLoop;
  }, 40_000);

  it('stored every message it acknowledged with 201 exactly once; the others were JSON 503s', async () => {
    expect(posts.filter((post) => post.error)).toEqual([]);
    expect(posts.filter((post) => post.answer!.status !== 201 && post.answer!.status !== 503)).toEqual([]);
    for (const post of posts.filter((item) => item.answer!.status === 503)) expect(JSON.parse(post.answer!.body)).toEqual({ statusCode: 503, message: expect.any(String) });
    const messages = acknowledged().map((post) => post.message);
    const stored = await mongo
      .db()
      .collection('contact_messages')
      .aggregate<{ _id: string; copies: number }>([{ $match: { message: { $in: messages } } }, { $group: { _id: '$message', copies: { $sum: 1 } } }])
      .toArray();
    const copies = new Map(stored.map((entry) => [entry._id, entry.copies]));
    expect(messages.filter((message) => copies.get(message) !== 1)).toEqual([]);
  });

  it('starts a killed nginx again, stopping the worker the killed master left holding the port', async () => {
    const worker = pidOf('nginx worker');
    await killAndAwaitRestart('nginx master', 'nginx');
    expect(isRunning(worker)).toBe(false);
  }, 40_000);

  it('starts a killed page renderer again on the port nginx knows', async () => {
    await killAndAwaitRestart('renderer', 'page renderer');
    // Made by the renderer alone (without it, nginx answers 503).
    expect((await send(sitePort, '/robots.txt')).status).toBe(200);
  }, 40_000);

  it('stops every part on Ctrl-C, and exits 0', async () => {
    remember();
    expect(new Set([...seen.values()].map((command) => Object.entries(PARTS).find(([, marker]) => command.includes(marker))?.[0]))).toEqual(new Set(Object.keys(PARTS)));
    runner.kill('SIGINT');
    expect(await runnerExit).toEqual({ code: 0, signal: null });
    expect([...seen].filter(([pid]) => isRunning(pid))).toEqual([]);
    expect(runnerLog()).toMatch(/ Stopping\.\.\.\n(?:\S+ stopped .+\n){5}$/);
  }, 40_000);
});

describe("npm start's service group, when a part keeps failing", () => {
  it('starts it again after a doubling pause, then stops everything with the last lines of its log', async () => {
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'society-keeps-failing-'));
    const flakyLog = path.join(tempDir, 'flaky.log');
    // A part that dies 50 ms after each start, as one whose data folder is unreadable would, beside one that
    // runs; the pauses are shortened (100 ms, doubling) and three crashes are enough, to keep the test short.
    const program = `
      const { spawn } = require('node:child_process');
      const fs = require('node:fs');
      const { createServiceGroup } = require(${JSON.stringify(path.join(REPOSITORY, 'scripts/lib/service-group.cjs'))});
      const { stopChild } = require(${JSON.stringify(path.join(REPOSITORY, 'scripts/lib/stop-child.cjs'))});
      const services = createServiceGroup({ logFile: process.env.GROUP_LOG, restartPolicy: { firstDelayMs: 100, maxCrashes: 3, windowMs: 60000 } });
      services.stopOnSignals();
      const part = (script, log) => async () => {
        const out = fs.openSync(log, 'a');
        const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', out, out] });
        fs.closeSync(out);
        return { child, stop: () => stopChild(child) };
      };
      (async () => {
        const steady = await services.supervise('steady part', { start: part('setInterval(() => {}, 1000)', process.env.STEADY_LOG) });
        console.log('steady pid ' + steady.child.pid);
        await services.supervise('flaky part', {
          start: part("console.log('flaky part: its data folder is unreadable'); setTimeout(() => process.exit(3), 50)", process.env.FLAKY_LOG),
          logFile: process.env.FLAKY_LOG,
        });
      })();`;
    const env = { ...process.env, GROUP_LOG: path.join(tempDir, 'group.log'), FLAKY_LOG: flakyLog, STEADY_LOG: path.join(tempDir, 'steady.log') };
    const group = spawn(process.execPath, ['-e', program], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    group.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    group.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const code = await new Promise<number | null>((resolve) => group.once('exit', (exitCode) => resolve(exitCode)));
      expect(code).toBe(1);
      expect(output).toContain('flaky part stopped unexpectedly (exit code 3); starting it again in 0.1 s');
      expect(output).toContain('flaky part stopped unexpectedly (exit code 3); starting it again in 0.2 s');
      expect(output).toContain(
        `flaky part stopped (exit code 3): 3 crashes within 60 s; it keeps failing, so everything stops; last lines of ${flakyLog}:\nflaky part: its data folder is unreadable`,
      );
      expect(output).toContain('\n  stopped steady part\n');
      expect(fs.readFileSync(env.GROUP_LOG, 'utf8')).toContain('flaky part stopped (exit code 3): 3 crashes within 60 s');
      expect(isRunning(Number(/steady pid (\d+)/.exec(output)![1]))).toBe(false);
    } finally {
      if (group.exitCode === null) group.kill('SIGKILL');
      fs.rmSync(tempDir, { recursive: true, force: true });
    }
  });
});

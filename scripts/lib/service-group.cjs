// The services `npm start` runs in the foreground. A part that dies is started again after a pause that
// doubles with each crash (what compose's `restart: unless-stopped` gives a container); the whole group
// stops, in reverse order of start, on Ctrl-C (SIGINT), on SIGTERM, on SIGHUP (the terminal was closed),
// and when a part keeps failing. SIGHUP matters as much: the Node children die of it, but nginx takes it
// as "reload the config" and would stay up holding the site's port, so the next npm start could not start.
'use strict';
const fs = require('node:fs');
const { tail } = require('./api-process.cjs');

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * When a crashed part is started again: after firstDelayMs, doubled with each crash in the last windowMs
 * (1, 2, 4, 8, 16 s). The maxCrashes-th crash within windowMs stops everything: a part that cannot stay
 * up (a corrupt data folder, a port taken, a bad build) is better reported than retried for ever. Crashes
 * older than the window are forgotten, so a part that ran for a while starts again after 1 s.
 */
const RESTART_POLICY = { firstDelayMs: 1_000, maxCrashes: 6, windowMs: 10 * 60_000 };

/**
 * On Ctrl-C the terminal signals every child at once, and one may exit before our own handler has run:
 * an exit is judged this long after it happened, when `stopping` says whether it was asked for.
 */
const EXIT_JUDGED_AFTER_MS = 500;

/**
 * @param {{ logFile?: string, restartPolicy?: Partial<typeof RESTART_POLICY> }} [options]
 *   logFile: where each start, crash, restart and stop is written too (with the time), besides the terminal.
 */
function createServiceGroup({ logFile, restartPolicy } = {}) {
  const policy = { ...RESTART_POLICY, ...restartPolicy };
  const running = [];
  let stopping = false;

  /** A line in the terminal, and in logFile with the time. */
  function report(line, { error = false } = {}) {
    (error ? console.error : console.log)(line);
    if (logFile) fs.appendFileSync(logFile, `${new Date().toISOString()} ${line.trimStart()}\n`, { mode: 0o600 });
  }

  /** Stops every service, then exits with code. Later calls (a second Ctrl-C) do nothing. */
  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    report('\nStopping...');
    for (const service of running.reverse()) {
      try {
        await service.stop();
        report(`  stopped ${service.name}`);
      } catch (error) {
        report(`  could not stop ${service.name}: ${error.message}`, { error: true });
      }
    }
    process.exit(code);
  }

  /**
   * Starts a part and keeps it running: start() resolves to { child, stop } once the part serves (child is
   * the process whose exit means it died; stop() resolves once it has exited). The first start's error is
   * thrown to the caller (npm start then fails); a restart that fails counts as one more crash. Resolves to
   * what the first start() gave (its address, for instance: every restart keeps it).
   * @param {string} name
   * @param {{ start: () => Promise<{ child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>, logFile?: string }} part
   *   logFile: the part's own log, whose last lines are shown when it keeps failing
   */
  async function supervise(name, { start, logFile: partLog }) {
    const first = await start();
    let current = first;
    let crashes = []; // times, within the window
    let timer = null;
    let restarting = null;

    const watch = (incarnation) =>
      incarnation.child.once('exit', (code, signal) => {
        setTimeout(() => {
          if (!stopping && current === incarnation) crashed(signal ? `killed by ${signal}` : `exit code ${code}`);
        }, EXIT_JUDGED_AFTER_MS);
      });

    function crashed(how) {
      current = null;
      const now = Date.now();
      crashes = [...crashes.filter((time) => now - time < policy.windowMs), now];
      if (crashes.length >= policy.maxCrashes) {
        const lines = partLog ? `; last lines of ${partLog}:\n${tail(partLog)}` : '';
        report(`\n${name} stopped (${how}): ${crashes.length} crashes within ${duration(policy.windowMs)}; it keeps failing, so everything stops${lines}`, { error: true });
        stopAll(1);
        return;
      }
      const delayMs = policy.firstDelayMs * 2 ** (crashes.length - 1);
      report(`${name} stopped unexpectedly (${how}); starting it again in ${delayMs / 1000} s${partLog ? ` (its log: ${partLog})` : ''}`, { error: true });
      timer = setTimeout(restart, delayMs);
    }

    async function restart() {
      timer = null;
      restarting = start();
      try {
        const incarnation = await restarting;
        if (stopping) {
          await incarnation.stop(); // Ctrl-C came while it was starting
          return;
        }
        current = incarnation;
        report(`${name} is running again (pid ${incarnation.child.pid})`);
        watch(incarnation);
      } catch (error) {
        if (!stopping) crashed(`could not start again: ${error.message}`);
      } finally {
        restarting = null;
      }
    }

    watch(current);
    running.push({
      name,
      async stop() {
        clearTimeout(timer);
        await restarting?.catch(() => {}); // a restart under way is stopped by restart() itself
        await current?.stop();
      },
    });
    return first;
  }

  return {
    /** Registers a started service that is not restarted: stop() resolves once it has exited. */
    add(name, stop) {
      running.push({ name, stop });
    },
    supervise,
    report,
    get stopping() {
      return stopping;
    },
    stopAll,
    stopOnSignals() {
      for (const signal of STOP_SIGNALS) {
        process.on(signal, () => {
          // A closed terminal makes every write fail (EIO): without a listener that error would end this
          // process before the services are stopped.
          if (signal === 'SIGHUP') for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
          stopAll(0);
        });
      }
    },
  };
}

function duration(ms) {
  return ms > 60_000 ? `${ms / 60_000} minutes` : `${ms / 1000} s`;
}

module.exports = { STOP_SIGNALS, RESTART_POLICY, createServiceGroup };

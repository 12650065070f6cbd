// Stopping a child process the scripts started (engine, API, nginx, mail catcher, bench server).
'use strict';

/**
 * Sends `signal` and resolves once the child has exited; SIGKILL follows after killAfterMs if it has not.
 * Resolves at once for a child that already exited.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, killAfterMs?: number }} [options]
 * @returns {Promise<void>}
 */
function stopChild(child, { signal = 'SIGTERM', killAfterMs = 5_000 } = {}) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref();
  });
}

module.exports = { stopChild };

// Builds (once) and runs the S3-compatible test server of this folder (gofakes3, in memory), so the
// API's S3 storage driver is tested against a real S3 protocol server. Tests only.
'use strict';
const { ensureGoBinary, startGoTool } = require('../../scripts/lib/go-tool.cjs');

function ensureS3ServerBinary() {
  return ensureGoBinary({ name: 's3-server' });
}

/**
 * Starts the server on a free loopback port with the given buckets (empty, in memory).
 * Resolves to { endpoint, pid, stop } once it listens; stop() ends it with SIGTERM.
 * @param {{ buckets: string[], logFile?: string }} options
 */
async function startS3Server({ buckets, logFile }) {
  const { address, pid, stop } = await startGoTool({
    binary: ensureS3ServerBinary(),
    args: ['-listen', '127.0.0.1:0', '-buckets', buckets.join(',')],
    logFile,
    what: 'the S3 test server',
    timeoutMs: 15_000,
    killAfterMs: 5_000,
  });
  return { endpoint: address, pid, stop };
}

module.exports = { ensureS3ServerBinary, startS3Server };

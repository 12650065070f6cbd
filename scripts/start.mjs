// `npm start`: installs what is missing, builds, then runs the site in the foreground (scripts/lib/run-site.cjs):
// the embedded database (unless MONGODB_URI is set), a local mail catcher (unless SMTP_URL is set), the
// API, the page renderer and nginx, restarting a part that crashes, until Ctrl-C (or SIGTERM, or the
// terminal closing: SIGHUP), which stops them all.
// Data and secrets live in .data/ (git-ignored), so they survive restarts.
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildAll } from './build.mjs';

const require = createRequire(import.meta.url);
const setup = require('./lib/setup.cjs');
const { ensureEmbeddedDbBinary } = require('./lib/embedded-db.cjs');
const { runSite } = require('./lib/run-site.cjs');

function fail(message) {
  console.error(`\nnpm start failed: ${message}`);
  process.exit(1);
}

async function main() {
  setup.ensureNodeModules();
  setup.ensureAptPackages([setup.NGINX]);
  if (!process.env.MONGODB_URI) {
    setup.ensureGo();
    ensureEmbeddedDbBinary();
  }
  if (!(await buildAll())) return fail('a build failed (see above; full logs in .cache/build-logs/).');
  await runSite({ dataDir: path.join(setup.root, '.data') });
}

main().catch((error) => fail(error.message));

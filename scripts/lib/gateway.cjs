// Renders nginx/gateway.conf.template and runs Debian's nginx in the foreground with it.
// Used by `npm start`, the browser tests and (compose mode) nginx/Dockerfile.
'use strict';
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { canConnect } = require('./can-connect.cjs');
const { startPageRenderer } = require('./page-renderer.cjs');
const { stopChild } = require('./stop-child.cjs');

const root = path.resolve(__dirname, '..', '..');
const nginxDir = path.join(root, 'nginx');

/** Remote name in the URL → workspace folder (and compose service name). */
const REMOTES = {
  public: 'mfe-public',
  admin: 'mfe-admin',
  hr: 'mfe-hr',
  team: 'mfe-team',
  volunteer: 'mfe-volunteer',
};

/**
 * nginx's client_max_body_size of each {{BODY_MAX_...}} slot, made from the API's own limits
 * (packages/contracts, built: gateway's callers build it first). Each is the largest body the API takes
 * there plus BODY_ROOM_BYTES: room for the multipart envelope, and for a file a little over its limit,
 * which the API then refuses itself, naming the limit in the visitor's language (nginx's own 413 says
 * only "too large", in English). Bigger bodies are refused at the door, before nginx buffers them.
 */
const BODY_ROOM_BYTES = 1024 * 1024;

/** The upload kinds with a location of their own in the template; every other kind goes through the default one. */
const OWN_LOCATION_UPLOADS = {
  // The whole body of a publication: its PDF and its cover (publicationCover) together.
  BODY_MAX_PUBLICATIONS: ['publicationBody', 'publicationCover'],
  BODY_MAX_GALLERY_IMAGE: ['galleryImage'],
  BODY_MAX_SITE_PICTURE: ['sitePicture'],
};

function bodySizes() {
  const contractsDir = path.join(root, 'packages', 'contracts', 'dist');
  if (!fs.existsSync(path.join(contractsDir, 'limits.js'))) throw new Error('gateway: packages/contracts is not built (npx tsc -p packages/contracts)');
  const { UPLOAD_LIMITS, JSON_BODY_LIMIT_BYTES } = require(path.join(contractsDir, 'limits.js'));
  const { BANK_STATEMENT_UPLOAD_MAX_BYTES, FORM_10BE_UPLOAD_MAX_BYTES } = require(path.join(contractsDir, 'donations.js'));
  const ownKinds = new Set(Object.values(OWN_LOCATION_UPLOADS).flat());
  const bytes = {
    BODY_MAX_DEFAULT: Math.max(JSON_BODY_LIMIT_BYTES, ...Object.entries(UPLOAD_LIMITS).filter(([kind]) => !ownKinds.has(kind)).map(([, limit]) => limit.bytes)),
    ...Object.fromEntries(Object.entries(OWN_LOCATION_UPLOADS).map(([slot, kinds]) => [slot, Math.max(...kinds.map((kind) => UPLOAD_LIMITS[kind].bytes))])),
    BODY_MAX_BANK_STATEMENT: BANK_STATEMENT_UPLOAD_MAX_BYTES,
    BODY_MAX_FORM_10BE: FORM_10BE_UPLOAD_MAX_BYTES,
  };
  return Object.fromEntries(Object.entries(bytes).map(([slot, size]) => [slot, `${Math.ceil((size + BODY_ROOM_BYTES) / 1024)}k`]));
}

/**
 * The local API upstream: one server per API process. A process that refuses connections is skipped
 * for fail_timeout (nginx's defaults: 1 failure, 10 s) and the request goes to the next one.
 */
function apiUpstreamBlock(ports) {
  if (!Array.isArray(ports) || ports.length === 0 || !ports.every((port) => Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`gateway: the API port(s) must be whole numbers from 1 to 65535, got ${JSON.stringify(ports)}`);
  }
  return ['upstream society_api {', ...ports.map((port) => `    server 127.0.0.1:${port};`), '    keepalive 16;', '}'].join('\n');
}

/** How a request is passed to the API: in /api/ and where the gateway asks the API about a refused method. */
function apiProxy(apiPass) {
  return [
    `proxy_pass ${apiPass};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    '# nginx is the edge: the client cannot choose the address the API rate-limits by.',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_connect_timeout 5s;',
    'proxy_send_timeout 60s;',
    'proxy_read_timeout 60s;',
    '# The gateway sets the browser-facing security headers once (server level).',
    'proxy_hide_header Content-Security-Policy;',
    'proxy_hide_header X-Content-Type-Options;',
    'proxy_hide_header X-Frame-Options;',
    'proxy_hide_header Referrer-Policy;',
    'proxy_hide_header Cross-Origin-Opener-Policy;',
    'proxy_hide_header Strict-Transport-Security;',
    'proxy_hide_header X-Powered-By;',
  ]
    .map((line) => `        ${line}`)
    .join('\n');
}

function remoteLocation(name, body) {
  return [`    location ^~ /remotes/${name}/ {`, ...body.map((line) => `        ${line}`), '    }'].join('\n');
}

/**
 * The http-level gateway config (maps, upstream, server).
 * mode 'local': the API at 127.0.0.1:apiPort, or several API processes at 127.0.0.1:apiPorts[i]
 *   (one upstream: nginx spreads requests over them and skips one that refuses connections);
 *   remotes are folders (remoteDirs[name], default <workspace>/dist).
 * mode 'compose': the API and the remotes are services (apiService, default api:3000, and
 *   <workspace>:8080), looked up through the resolver (Docker's DNS, 127.0.0.11) and cached 10 s, so a
 *   container replaced alone (new address) is found. When `api` has several replicas, DNS answers
 *   every replica's address and nginx uses them all in turn, skipping one that refuses connections.
 * logsDir: where access.log and error.log go (the image's /var/log/nginx, whose files are its stdout and stderr).
 */
function renderGatewayConfig({
  mode = 'local',
  listen,
  logsDir,
  apiPort,
  apiPorts,
  resolver = '127.0.0.11',
  apiService = 'api:3000',
  renderService = 'render:3100',
  renderPort,
  shellRoot = path.join(root, 'shell', 'dist'),
  manifestFile = path.join(nginxDir, 'remotes.json'),
  errorsDir = path.join(nginxDir, 'errors'),
  trustedProxiesFile = path.join(nginxDir, 'trusted-proxies.conf'),
  remoteDirs = {},
}) {
  if (!logsDir) throw new Error('gateway: logsDir is required (where the access and error logs go)');
  const compose = mode === 'compose';
  const remotes = Object.entries(REMOTES)
    .map(([name, workspace]) =>
      compose
        ? remoteLocation(name, [
            `set $remote_upstream ${workspace}:8080;`,
            `rewrite ^/remotes/${name}/(.*)$ /$1 break;`,
            'proxy_pass http://$remote_upstream;',
            'proxy_http_version 1.1;',
            'proxy_set_header Connection "";',
            'proxy_connect_timeout 5s;',
          ])
        : remoteLocation(name, [`alias ${path.resolve(remoteDirs[name] || path.join(root, workspace, 'dist'))}/;`]),
    )
    .join('\n');
  const apiPass = compose ? 'http://$api_upstream' : 'http://society_api';
  const values = {
    LISTEN: String(listen),
    LOGS_DIR: logsDir,
    API_UPSTREAM_BLOCK: compose ? '' : apiUpstreamBlock(apiPorts ?? [apiPort]),
    UPSTREAM_RESOLVER: compose
      ? '\n    # Docker\'s DNS, re-asked every 10 s: services may come back on a new address (or scale).\n' +
        `    resolver ${resolver} valid=10s ipv6=off;\n    set $api_upstream ${apiService};`
      : '',
    API_PASS: apiPass,
    API_PROXY: apiProxy(apiPass),
    PAGE_LOCATION: pageLocation(compose ? renderService : renderPort ? `127.0.0.1:${renderPort}` : null),
    SHELL_ROOT: shellRoot,
    MANIFEST_FILE: manifestFile,
    ERRORS_DIR: errorsDir,
    TRUSTED_PROXIES_FILE: trustedProxiesFile,
    REMOTE_LOCATIONS: remotes,
    ...bodySizes(),
  };
  const template = fs.readFileSync(path.join(nginxDir, 'gateway.conf.template'), 'utf8');
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new Error(`gateway template: unknown slot ${match}`);
    return values[key];
  });
}

/**
 * Visitor pages: ready-made by the page renderer (render/); when it cannot answer (down, or a front's
 * server build failed), the plain shell, which draws the page in the browser as before. robots.txt and
 * sitemap.xml (@site-file) are made by the renderer too, but never answered with the shell's HTML in their
 * place: without the renderer they are a 503, which crawlers try again later.
 * `renderer` is its host:port; without one (null), always the plain shell.
 */
function pageLocation(renderer) {
  const proxy = [
    // Through a variable: in compose the renderer is looked up at request time (it may start later).
    `set $render_upstream ${renderer};`,
    'proxy_pass http://$render_upstream;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_connect_timeout 2s;',
    'proxy_read_timeout 10s;',
    'proxy_intercept_errors on;',
  ];
  // Only these: a 404 page from the renderer is sent as it is.
  // A method the renderer refuses (it reads GET and HEAD only) is the gateway's own 405 page, with its Allow.
  const page = renderer ? [...proxy, 'error_page 405 = @site-refused-method;', 'error_page 500 502 503 504 = /index.html;'] : ['try_files /index.html =404;'];
  const siteFile = renderer ? [...proxy, 'error_page 500 502 503 504 =503 /__gateway/unavailable.html;'] : ['return 503;'];
  const location = (name, body) => [`    location ${name} {`, ...body.map((line) => `        ${line}`), '    }'].join('\n');
  return `${location('@page', page)}\n${location('@site-file', siteFile)}`;
}

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * @typedef {object} LocalGatewayOptions
 * @property {string} runDir folder for the generated config, pid, logs and temp files
 * @property {number} port where nginx listens
 * @property {string} [host] listen address (default 127.0.0.1)
 * @property {number} [apiPort] where the API listens on 127.0.0.1
 * @property {number[]} [apiPorts] several API processes on 127.0.0.1 (instead of apiPort)
 * @property {'local' | 'compose'} [mode] 'compose' proxies to services found through `resolver` (tests of compose mode)
 * @property {string} [resolver] compose mode: the DNS server (default Docker's, 127.0.0.11)
 * @property {string} [apiService] compose mode: the API's host:port (default api:3000)
 * @property {string} [publicOrigin] the site's public address for canonical URLs and sitemap.xml (default PUBLIC_ORIGIN, else this gateway's URL)
 * @property {boolean} [pageRenderer] start the page renderer (default true); without it every page is the plain shell
 * @property {number} [rendererPort] a page renderer the caller runs itself on 127.0.0.1 (npm start, which restarts it): none is started
 * @property {boolean} [ownProcessGroup] run nginx in a process group of its own, so that the workers of a master that
 *   was killed (they go on holding the port) are stopped with it, and a caller can start nginx again. The terminal's
 *   Ctrl-C then no longer reaches nginx: the caller must stop it (npm start, which restarts it, does)
 * @property {string} [manifestFile] served as /remotes.json (default nginx/remotes.json)
 * @property {string} [trustedProxiesFile] proxies nginx believes about the visitor's address (default nginx/trusted-proxies.conf)
 * @property {Partial<Record<keyof typeof REMOTES, string>>} [remoteDirs] folders served as /remotes/<name>/
 */

/**
 * Writes <runDir>/nginx.conf: a complete config whose pid, logs and temp folders live in
 * runDir, listening on host:port (loopback by default: a local run is not a public server).
 * @param {LocalGatewayOptions} options
 */
function writeLocalNginxConfig({ runDir, port, host = '127.0.0.1', mode = 'local', apiPort, apiPorts, resolver, apiService, renderPort, manifestFile, trustedProxiesFile, remoteDirs }) {
  runDir = path.resolve(runDir);
  const logsDir = preparePrivateLogs(runDir);
  fs.mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
  fs.chmodSync(runDir, 0o755);
  // Everything the workers read or write: the run folder, the built fronts, the error pages.
  const served = [runDir, path.join(root, 'shell', 'dist'), nginxDir, ...Object.values(remoteDirs ?? {}), manifestFile, trustedProxiesFile].filter(Boolean).map((file) => path.resolve(file));
  const site = renderGatewayConfig({
    mode,
    listen: `${host}:${port}`,
    logsDir,
    apiPort,
    apiPorts,
    resolver,
    apiService,
    renderPort,
    manifestFile: manifestFile ? path.resolve(manifestFile) : undefined,
    trustedProxiesFile: trustedProxiesFile ? path.resolve(trustedProxiesFile) : undefined,
    remoteDirs,
  });
  fs.writeFileSync(path.join(runDir, 'gateway.conf'), site);
  const config = `# Generated by scripts/lib/gateway.cjs from nginx/gateway.conf.template; do not edit.
worker_processes 1;
pid ${runDir}/nginx.pid;
error_log ${logsDir}/error.log warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path ${runDir}/tmp/body;
    proxy_temp_path ${runDir}/tmp/proxy;
    fastcgi_temp_path ${runDir}/tmp/fastcgi;
    uwsgi_temp_path ${runDir}/tmp/uwsgi;
    scgi_temp_path ${runDir}/tmp/scgi;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    include ${runDir}/gateway.conf;
}
`;
  const workerUser = workersUser(served);
  const main = workerUser ? `user ${workerUser};\n${config}` : config;
  const confFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(confFile, main);
  return confFile;
}

/**
 * The `user` for nginx's workers, or null to keep nginx's own choice. Started as root, nginx runs its
 * workers as `nobody`, who must be able to reach every file they serve and the folder they write request
 * bodies to. A checkout in a home folder (mode 0700, as /root is) is out of nobody's reach: then the
 * workers run as the user who started nginx (who owns the checkout), on a gateway that listens on
 * loopback only by default. No chmod of anyone's home folder.
 */
function workersUser(paths) {
  if (process.getuid?.() !== 0) return null; // not root: the workers already run as this user
  return paths.every(othersCanReach) ? null : os.userInfo().username;
}

/** Whether every folder above `file` lets others through (the search bit). */
function othersCanReach(file) {
  for (let current = path.dirname(file); ; current = path.dirname(current)) {
    if ((fs.statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/** The files nginx and the renderer log to in <runDir>/logs (nginx's stderr: what it says before its logs are open). */
const LOG_FILES = ['access.log', 'error.log', 'stderr.log', 'renderer.log'];

/**
 * Makes <runDir>/logs readable by its owner only (folder 0700, files 0600) and returns its path: the logs
 * say who asked for which address, and an error line can quote a request whole. nginx's master opens its
 * logs itself (as root, before its workers become nobody: they write through the master's open files) and
 * would create them 0644, but it keeps the mode of a file that exists: so they are made here first, and a
 * file left 0644 by an older version is closed too.
 */
function preparePrivateLogs(runDir) {
  const logsDir = path.join(runDir, 'logs');
  fs.mkdirSync(logsDir, { recursive: true });
  fs.chmodSync(logsDir, 0o700);
  for (const name of LOG_FILES) {
    const file = path.join(logsDir, name);
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    fs.chmodSync(file, 0o600);
  }
  return logsDir;
}

/**
 * `nginx -t` on a generated config; throws with nginx's own message when it fails.
 * @param {{ runDir: string, confFile: string }} options
 */
function testNginxConfig({ runDir, confFile }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  try {
    return execFileSync(nginx, ['-t', '-p', runDir, '-c', confFile, '-g', 'daemon off;'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error(`nginx -t failed:\n${error.stderr || error.message}`);
  }
}

/**
 * Runs nginx in the foreground; resolves once it accepts connections on port.
 * @param {LocalGatewayOptions} options
 */
async function startNginx({ runDir, port, host = '127.0.0.1', mode, apiPort, apiPorts, resolver, apiService, manifestFile, trustedProxiesFile, remoteDirs, publicOrigin, pageRenderer = true, rendererPort, ownProcessGroup = false }) {
  runDir = path.resolve(runDir);
  const url = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  preparePrivateLogs(runDir); // before the renderer opens its log there
  // It reads the fronts' files through this gateway, as browsers do (so a redeployed or moved remote
  // is seen at once): it only needs the gateway's address, which is known before nginx starts.
  const renderer =
    mode === 'compose' || !pageRenderer || rendererPort
      ? null
      : await startPageRenderer({
          gatewayUrl: `http://${host}:${port}`,
          publicOrigin: publicOrigin || process.env.PUBLIC_ORIGIN || url,
          logFile: path.join(runDir, 'logs', 'renderer.log'),
        });
  const confFile = writeLocalNginxConfig({ runDir, port, host, mode, apiPort, apiPorts, resolver, apiService, renderPort: rendererPort ?? renderer?.port, manifestFile, trustedProxiesFile, remoteDirs });
  try {
    testNginxConfig({ runDir, confFile });
  } catch (error) {
    await renderer?.stop();
    throw error;
  }
  const stderrFile = path.join(runDir, 'logs', 'stderr.log');
  const errOut = fs.openSync(stderrFile, 'a');
  const child = spawn(findNginx(), ['-p', runDir, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', errOut, errOut],
    detached: ownProcessGroup, // its group's id is then the master's pid
  });
  fs.closeSync(errOut);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
    if (ownProcessGroup) {
      try {
        process.kill(-child.pid, 'SIGKILL'); // workers left by a killed master; none after a normal stop
      } catch {
        // none left
      }
    }
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited) {
      await renderer?.stop();
      const log = fs.readFileSync(stderrFile, 'utf8') + readIfExists(path.join(runDir, 'logs', 'error.log'));
      throw new Error(`nginx exited at start (code ${exited.code}). Is port ${port} in use?\n${log.trim()}`);
    }
    if (await canConnect(host, port)) break;
    if (Date.now() > deadline) {
      await Promise.all([stopChild(child), renderer?.stop()]);
      throw new Error(`nginx did not listen on ${port} within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // SIGQUIT: graceful shutdown (finish the requests in flight).
  const stop = () => Promise.all([stopChild(child, { signal: 'SIGQUIT' }), renderer?.stop()]).then(() => undefined);
  return { url, port, pid: child.pid, child, renderer, stop };
}

function readIfExists(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

module.exports = { REMOTES, BODY_ROOM_BYTES, renderGatewayConfig, writeLocalNginxConfig, preparePrivateLogs, testNginxConfig, startNginx, findNginx, canConnect };

// CLI for nginx/Dockerfile: node scripts/lib/gateway.cjs compose > /etc/nginx/conf.d/default.conf
if (require.main === module) {
  const [mode] = process.argv.slice(2);
  if (mode !== 'compose') {
    console.error('usage: node scripts/lib/gateway.cjs compose');
    process.exit(2);
  }
  process.stdout.write(
    renderGatewayConfig({
      mode: 'compose',
      listen: 8080,
      // The official image links access.log to its stdout and error.log to its stderr (docker logs).
      logsDir: '/var/log/nginx',
      shellRoot: '/usr/share/nginx/html',
      manifestFile: '/etc/nginx/gateway/remotes.json',
      errorsDir: '/etc/nginx/gateway/errors',
      trustedProxiesFile: '/etc/nginx/gateway/trusted-proxies.conf',
    }),
  );
}

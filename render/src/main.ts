// The page renderer: serves every visitor page as ready HTML (nginx sends it the site's page
// requests and falls back to the plain shell when it cannot answer). See docs/architecture.md.
import http from 'node:http';
import { readConfig } from './config';
import { SiteRenderer } from './site-renderer';

const config = readConfig();
const renderer = new SiteRenderer(config);

/** Whether the browser's copy is this one: nginx compresses the page, which makes the ETag it passes on weak (W/). */
function unchanged(request: http.IncomingMessage, etag: string): boolean {
  const sent = request.headers['if-none-match'];
  return sent !== undefined && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The request's path and query. A path starting with '//' is a path here, not a host as new URL would read it
 * (or throw on, as for '//a:b': a common broken link must not stop the renderer). Null when it cannot be read.
 */
function locationOf(url: string | undefined): { pathname: string; search: string } | null {
  try {
    const { pathname, search } = new URL(`http://renderer${url?.startsWith('/') ? url : '/'}`);
    return { pathname, search };
  } catch {
    return null;
  }
}

function send(response: http.ServerResponse, request: http.IncomingMessage, status: number, type: string, body: string, etag?: string) {
  if (etag && unchanged(request, etag)) {
    response.writeHead(304, { ETag: etag }).end();
    return;
  }
  response.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(body),
    ...(etag ? { ETag: etag } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const location = locationOf(request.url);
  if (!location) {
    response.writeHead(400).end();
    return;
  }
  const { pathname, search } = location;
  const answer: Promise<{ status: number; type: string; body: string; etag?: string }> =
    pathname === '/robots.txt'
      ? renderer.robots().then((body) => ({ status: 200, type: 'text/plain', body }))
      : pathname === '/sitemap.xml'
        ? renderer.sitemap().then((body) => ({ status: 200, type: 'application/xml', body }))
        : renderer.page(pathname, search).then(({ status, body, etag }) => ({ status, type: 'text/html', body, etag }));
  answer.then(
    ({ status, type, body, etag }) => send(response, request, status, type, body, etag),
    (error: unknown) => {
      // nginx serves the plain shell instead: the visitor still gets the site.
      console.error(`render ${pathname} failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
      if (!response.headersSent) response.writeHead(503).end();
    },
  );
});

server.keepAliveTimeout = 65_000;
server.listen(config.port, config.host, () => {
  console.log(`Page renderer on http://${config.host}:${config.port}/ (fronts from ${config.gatewayUrl.href})`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

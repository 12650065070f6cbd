// Requests written to the socket byte for byte. fetch and http.request refuse to send what the
// gateway itself must refuse (a malformed request line, a bare NUL, an oversized head), so the
// tests that check those answers speak HTTP/1.1 by hand.
import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

/** An answer before its body is read as text. */
type ReceivedAnswer = Omit<RawAnswer, 'body'> & { body: Buffer };

const HEAD_END = '\r\n\r\n';

/**
 * The head of a request as it goes on the wire: `requestLine` untouched, then Host, Connection: close
 * (so the gateway closes the connection after its answer) and `headers`.
 */
export function requestHead(requestLine: string, headers: Record<string, string> = {}): string {
  const lines = [requestLine, 'Host: localhost', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return lines.join('\r\n') + HEAD_END;
}

/**
 * Writes `request` to the server at `origin` (http://host:port) and reads one answer: up to its
 * Content-Length, or until the server closes the connection.
 */
export function sendRaw(origin: string, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const answer = splitAnswer(received);
      if (answer instanceof Error) reject(answer);
      else if (answer && isWhole(answer)) resolve({ ...answer, body: answer.body.toString('utf8') });
      else reject(error ?? new Error(`no complete HTTP answer from ${origin}: ${JSON.stringify(received.toString('latin1').slice(0, 200))}`));
    };
    socket.setTimeout(timeoutMs, () => finish(new Error(`no answer from ${origin} within ${timeoutMs} ms`)));
    // Not socket.end(): a half-closed connection reads to nginx as a client that gave up (499).
    socket.once('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = splitAnswer(received);
      if (answer && !(answer instanceof Error) && answer.headers['content-length'] !== undefined && isWhole(answer)) finish();
    });
    // The server may reset a connection it refused while the request was still being written; the
    // answer it sent before that counts.
    socket.once('error', (error) => finish(error));
    socket.once('close', () => finish());
  });
}

/** The body is as long as its Content-Length says; without one, the connection's close ends it. */
function isWhole({ headers, body }: ReceivedAnswer): boolean {
  return headers['content-length'] === undefined || body.length >= Number(headers['content-length']);
}

/** The status, headers and body received so far; null while the head is incomplete. */
function splitAnswer(received: Buffer): ReceivedAnswer | Error | null {
  const headEnd = received.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const [statusLine, ...headerLines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  // "HTTP/1.1 431 " is valid: nginx knows no reason phrase for some codes.
  const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine);
  if (!status) return new Error(`not an HTTP status line: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status: Number(status[1]), headers, body: received.subarray(headEnd + HEAD_END.length) };
}

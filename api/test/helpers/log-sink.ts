import { Writable } from 'node:stream';

/** A log stream for a test app (createTestApp's logStream) that keeps every line it is given. */
export function logSink(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

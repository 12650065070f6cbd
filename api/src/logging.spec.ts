import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from './config/app-config';
import { loggingParams, redactDeep, scrubAadhaar } from './logging';

const NUMBER = '234567890124';
const GROUPED = '2345 6789 0124';
const ENV = { MONGODB_URI: 'mongodb://127.0.0.1/x', JWT_SECRET: 'x'.repeat(32), AADHAAR_ENCRYPTION_KEY: 'ab'.repeat(32), LOG_LEVEL: 'info' };

/** A logger built exactly as the app builds it, writing into `lines`. */
function testLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const [options] = loggingParams(loadConfig(ENV), sink).pinoHttp as [pino.LoggerOptions, unknown];
  return { logger: pino(options, sink), lines };
}

describe('log redaction', () => {
  it('censors Aadhaar fields at any depth, whatever their spelling', () => {
    const { logger, lines } = testLogger();
    logger.info({ body: { student: { guardian: { documents: { aadharCard: NUMBER, AadhaarNo: GROUPED } } } }, list: [{ aadhar: NUMBER }] }, 'saved');
    const line = lines.join('');
    expect(line).not.toContain(NUMBER);
    expect(line).not.toContain(GROUPED);
    expect(JSON.parse(line).body.student.guardian.documents).toEqual({ aadharCard: '[redacted]', AadhaarNo: '[redacted]' });
  });

  it('scrubs valid numbers from messages and strings, and leaves other numbers alone', () => {
    const { logger, lines } = testLogger();
    logger.warn({ note: `typed ${GROUPED} by mistake` }, `could not save ${NUMBER}`);
    const entry = JSON.parse(lines[0]);
    expect(entry.msg).toBe('could not save [redacted]');
    expect(entry.note).toBe('typed [redacted] by mistake');
    // Not a valid Aadhaar number (check digit), or part of a longer number: kept, so logs stay useful.
    expect(scrubAadhaar('order 234567890125 and 12345678901234')).toBe('order 234567890125 and 12345678901234');
  });

  it('scrubs the URL of a request: Aadhaar query parameters and numbers in the path', () => {
    const options = loggingParams(loadConfig(ENV)).pinoHttp as pino.LoggerOptions;
    const serialize = options.serializers?.req as (req: object) => { url: string };
    expect(serialize({ method: 'GET', url: `/api/x?aadharCard=1234&q=${encodeURIComponent(GROUPED)}` }).url).toBe('/api/x?aadharCard=[redacted]&q=[redacted]');
    expect(serialize({ method: 'GET', url: `/api/team/students/${NUMBER}` }).url).toBe('/api/team/students/[redacted]');
  });

  it('leaves non-plain objects to their serializers and stops at a depth limit', () => {
    const error = new Error('boom');
    expect(redactDeep({ err: error })).toEqual({ err: error });
    let deep: Record<string, unknown> = { aadhaar: NUMBER };
    for (let i = 0; i < 20; i += 1) deep = { next: deep };
    expect(JSON.stringify(redactDeep(deep))).not.toContain(NUMBER);
  });
});

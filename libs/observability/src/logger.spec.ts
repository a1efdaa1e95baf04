import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS } from './logger';
import { acceptRequestId, currentRequestContext, runWithRequestContext } from './request-context';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream);
  return { logger, lines };
}

describe('logger', () => {
  it('when a line carries a password, token or authorization header, then none of them is written', () => {
    const { logger, lines } = capture();
    logger.info({ body: { password: 'hunter2secret' }, req: { headers: { authorization: 'Bearer abc.def.ghi' } }, auth: { token: 'tkn-123' } }, 'login');
    const text = lines.join('');
    expect(text).not.toMatch(/hunter2secret|abc\.def\.ghi|tkn-123/);
    expect(text).toContain('[redacted]');
  });
});

describe('request context', () => {
  it('when code runs inside a request context, then awaited calls see its request id', async () => {
    await runWithRequestContext({ requestId: 'req-1' }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      expect(currentRequestContext()?.requestId).toBe('req-1');
    });
    expect(currentRequestContext()).toBeUndefined();
  });
  it('when an incoming request id has unsafe characters, then a fresh one replaces it', () => {
    expect(acceptRequestId('abc-123')).toBe('abc-123');
    expect(acceptRequestId('bad\nid')).not.toBe('bad\nid');
    expect(acceptRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

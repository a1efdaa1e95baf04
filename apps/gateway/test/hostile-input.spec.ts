import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { MAX_JSON_NESTING_DEPTH } from '../src/http/body-kinds';
import { MAX_ECHOED_INPUT_CHARS, MAX_REPORTED_ERRORS } from '../src/http/validation-errors';
import { startHarness, type GatewayHarness } from './support/gateway-harness';

/** docs/decisions/0007: hostile input answers a 4xx in the Data API's words, never a 500, and reaches no service. */
describe('hostile input on the Data API', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  const callCount = () => h.dataCache.calls.length + h.actionPlan.calls.length;

  /** Sends raw bytes as the body (with the given extra headers) and reads the answer. */
  const sendBytes = async (path: string, body: Uint8Array, headers: Record<string, string> = {}, method = 'POST') => {
    const response = await fetch(`${h.url}${path}`, { method, body, headers: { authorization: `Bearer ${h.token()}`, 'content-type': 'application/json', ...headers } });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as unknown };
  };

  it('when a body nests deeper than the limit, then it is 422 json_invalid naming the limit, before parsing', async () => {
    const before = callCount();
    for (const depth of [MAX_JSON_NESTING_DEPTH + 1, 100_000]) {
      const answer = await sendBytes('/beta-vulnerabilities-by-host', Buffer.from(`{"host_ids":${'['.repeat(depth)}${']'.repeat(depth)}}`));
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        detail: [{ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error', input: {}, ctx: { error: `JSON nested deeper than ${MAX_JSON_NESTING_DEPTH} levels` } }],
      });
    }
    // Brackets inside strings do not count.
    const inString = await sendBytes('/beta-assets', Buffer.from(JSON.stringify({ owners: ['['.repeat(200)] })));
    expect(inString.status).toBe(200);
    expect(callCount()).toBe(before + 1);
  });

  it('when a path parameter is not valid percent-encoded UTF-8, then it is 422 at ["path"], also for a surrogate in CESU-8', async () => {
    for (const path of ['/beta-asset/%E0%A4%A', '/beta-vulnerabilities/1/%ZZ', '/alpha-vulnerabilities/1/%ED%A0%80', '/hosts/%C0/action-plans']) {
      const answer = await h.request('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 422 });
      expect(answer.body).toEqual({ detail: [{ type: 'value_error', loc: ['path'], msg: 'Value error, Path parameter is not valid percent-encoded UTF-8' }] });
    }
  });

  it('when a compressed body is corrupt or truncated, then it is 400 for gzip, deflate and br alike', async () => {
    const json = Buffer.from(JSON.stringify({ host_ids: [1, 2] }));
    const gzip = gzipSync(json);
    const cases: [string, Uint8Array][] = [
      ['gzip', gzip.subarray(0, gzip.length - 6)],
      ['gzip', Buffer.from('not gzip at all')],
      ['deflate', Buffer.from('not deflate at all')],
      ['br', Buffer.from('\xff\xff not brotli')],
      ['deflate', deflateSync(json).subarray(0, 5)],
    ];
    for (const [encoding, body] of cases) {
      const answer = await sendBytes('/beta-vulnerabilities-by-host', body, { 'content-encoding': encoding });
      expect({ encoding, status: answer.status, body: answer.body }).toEqual({ encoding, status: 400, body: { detail: 'Request body is not a valid compressed stream' } });
    }
    const valid = await sendBytes('/beta-assets', brotliCompressSync(Buffer.from(JSON.stringify({ owners: [] }))), { 'content-encoding': 'br' });
    expect(valid.status).toBe(200);
    const unknown = await sendBytes('/beta-assets', json, { 'content-encoding': 'zstd-of-the-future' });
    expect(unknown.status).toBe(415);
  });

  it('when a body has thousands of invalid items, then the 422 lists the first few, each echoing an excerpt', async () => {
    const long = 'x'.repeat(30_000);
    const answer = await sendBytes('/beta-vulnerabilities-by-host', Buffer.from(JSON.stringify({ host_ids: Array.from({ length: 5_000 }, () => long.slice(0, 6)), [long]: { nested: long } })));
    expect(answer.status).toBe(422);
    const { detail } = answer.body as { detail: { type: string; loc: unknown[]; input: unknown }[] };
    expect(detail).toHaveLength(MAX_REPORTED_ERRORS);
    expect(answer.text.length).toBeLessThan(16 * 1024);
    const excerpt = await sendBytes('/beta-assets', Buffer.from(JSON.stringify({ owners: long })));
    const [error] = (excerpt.body as { detail: { type: string; input: string }[] }).detail;
    expect(error.type).toBe('list_type');
    expect(error.input).toBe(`${JSON.stringify(long).slice(0, MAX_ECHOED_INPUT_CHARS)}...`);
    const unknownKey = await sendBytes('/beta-assets', Buffer.from(JSON.stringify({ owners: [], [long]: 1 })));
    expect((unknownKey.body as { detail: { loc: string[] }[] }).detail[0].loc).toEqual(['body', `${'x'.repeat(64)}...`]);
  });

  it('when a string holds an unpaired UTF-16 surrogate, then it is 422 string_unicode wherever it is, key or value', async () => {
    const before = callCount();
    const answer = await sendBytes('/beta-assets', Buffer.from('{"owners": ["ok", "bad \\ud800 text"]}'));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [{ type: 'string_unicode', loc: ['body', 'owners', 1], msg: 'Input should be a valid string, unable to parse raw data as a unicode string', input: 'bad \ud800 text' }],
    });
    const inKey = await sendBytes('/hosts/1/action-plans', Buffer.from('{"plan_type": "decommission", "commit_date": "2025-06-30", "\\udc00": 1}'), {}, 'PUT');
    expect(inKey.status).toBe(422);
    expect((inKey.body as { detail: { type: string; loc: unknown[] }[] }).detail.map(({ type, loc }) => [type, loc])).toEqual([['string_unicode', ['body', '\udc00']]]);
    const inValue = await sendBytes('/hosts/1/action-plans', Buffer.from('{"plan_type": "decommission", "commit_date": "2025-06-30", "risk_exc": "\\udc00"}'), {}, 'PUT');
    expect(inValue.status).toBe(422);
    const several = await sendBytes('/beta-assets', Buffer.from('{"owners": ["\\ud800", "ok", "\\udc00 \\ud800"]}'));
    expect((several.body as { detail: { type: string; loc: unknown[] }[] }).detail.map(({ type, loc }) => [type, loc])).toEqual([
      ['string_unicode', ['body', 'owners', 0]],
      ['string_unicode', ['body', 'owners', 2]],
    ]);
    const paired = await sendBytes('/beta-assets', Buffer.from(JSON.stringify({ owners: ['emoji \u{1F600}'] })));
    expect(paired.status).toBe(200);
    expect(callCount()).toBe(before + 1);
  });
});

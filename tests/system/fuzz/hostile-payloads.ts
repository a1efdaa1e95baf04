import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A request body as sent: bytes and the headers that describe them. */
export interface RawBody {
  name: string;
  bytes: Buffer;
  headers: Record<string, string>;
}

const json = (name: string, text: string, headers: Record<string, string> = {}): RawBody => ({ name, bytes: Buffer.from(text), headers: { 'content-type': 'application/json', ...headers } });
const gzipped = gzipSync(Buffer.from('{"owners": ["a"], "host_ids": [1]}'));

/**
 * Bodies every route that takes one is sent (docs/decisions/0007's probes): deep nesting, huge and malformed JSON, lone
 * surrogates, prototype-pollution keys, corrupt, truncated and bomb-like compressed streams, wrong and odd content types.
 */
export const HOSTILE_BODIES: readonly RawBody[] = [
  json('nesting 100,000 arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  json('nesting 50,000 objects', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
  json('unclosed nesting', '{"a":'.repeat(10_000)),
  json('a string of 3 MB', JSON.stringify({ owners: ['x'.repeat(3_000_000)] })),
  json(
    '30,000 invalid items',
    JSON.stringify({ host_ids: Array.from({ length: 30_000 }, () => 'x'), owners: Array.from({ length: 30_000 }, () => 1), assets: Array.from({ length: 3_000 }, () => ({ bad: 1 })) }),
  ),
  json('lone surrogates', '{"owners": ["\\ud800"], "username": "\\udfff", "scope": "\\ud800", "\\ud800": 1}'),
  json('prototype pollution', '{"__proto__": {"polluted": 1, "isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}'),
  json('not JSON', '{"owners": [,]}'),
  json('empty JSON body', ''),
  json('null', 'null'),
  json('a bare string', '"owners"'),
  json('a huge number', '{"host_ids": [1e999999], "page": 1e309}'),
  json('duplicate keys', '{"owners": ["a"], "owners": {"$ne": null}}'),
  json('a NUL byte', '{"owners": ["a\\u0000b"], "username": "a\\u0000"}'),
  json('utf-16 charset', '{"owners": []}', { 'content-type': 'application/json; charset=utf-16' }),
  json('bogus charset', '{"owners": []}', { 'content-type': 'application/json; charset=x-bogus' }),
  { name: 'text/plain', bytes: Buffer.from('{"owners": []}'), headers: { 'content-type': 'text/plain' } },
  { name: 'form', bytes: Buffer.from('owners=a&owners[$ne]=1'), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { name: 'multipart without boundary', bytes: Buffer.from('--x\r\n\r\n'), headers: { 'content-type': 'multipart/form-data' } },
  { name: 'no content type', bytes: Buffer.from('{"owners": []}'), headers: {} },
  json('truncated gzip', '', { 'content-encoding': 'gzip' }),
  { name: 'truncated gzip stream', bytes: gzipped.subarray(0, gzipped.length - 5), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
  { name: 'corrupt gzip', bytes: Buffer.from('\x1f\x8b\x08 definitely not gzip'), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
  { name: 'corrupt deflate', bytes: Buffer.from('not deflate'), headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' } },
  { name: 'corrupt br', bytes: Buffer.from('\xff\xfe not brotli'), headers: { 'content-type': 'application/json', 'content-encoding': 'br' } },
  { name: 'br bomb of 50 MB zeros', bytes: brotliCompressSync(Buffer.alloc(50 * 1024 * 1024, 0x20)), headers: { 'content-type': 'application/json', 'content-encoding': 'br' } },
  { name: 'unknown encoding', bytes: Buffer.from('{}'), headers: { 'content-type': 'application/json', 'content-encoding': 'x-custom' } },
];

/** Path segments put in place of each path parameter. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  '1e3',
  '9007199254740993',
  '%F0%9F%98%80',
  'x'.repeat(6_000),
];

/** Query strings added to every route. */
export const HOSTILE_QUERIES: readonly string[] = [
  '?page_size=1&page_size=2&page_size=x',
  '?page_size[]=1',
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '?a=%E0%A4%A&%ZZ=1',
  `?${'a'.repeat(6_000)}=1`,
  `?${Array.from({ length: 500 }, (_, index) => `k${index}=v`).join('&')}`,
];

import { request } from 'node:http';

/** What the fuzzer keeps of an answer: status, size and (for answers up to 64 KB) the body text. */
export interface RawAnswer {
  status: number;
  bytes: number;
  text: string;
  setCookie: string[];
}

/**
 * Sends one request exactly as given (any method with any body, a path that is not valid percent-encoding) with
 * node:http, and reads the whole answer. A reset connection is an answer of status 0.
 */
export function sendRaw(url: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const req = request({ host: target.hostname, port: target.port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= 65_536) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, text: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', () => resolve({ status: 0, bytes, text: '', setCookie: [] }));
    });
    req.on('error', () => resolve({ status: 0, bytes: 0, text: '', setCookie: [] }));
    req.end(body);
  });
}

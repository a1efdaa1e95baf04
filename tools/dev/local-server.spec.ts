import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@vmdash/testing';
import { ensureRedis } from './ensure-redis';
import { isPortOpen } from './local-server';

describe('local development servers', () => {
  it('when a server already answers, then it is used and nothing is started', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const handle = await ensureRedis(`redis://127.0.0.1:${port}`, mkdtempSync(path.join(tmpdir(), 'vmdash-ls-')), () => undefined);
    expect(handle.process).toBeNull();
    server.close();
  });

  it('when nothing answers on a local port, then the server is started there and answers', async () => {
    const port = await freePort();
    const handle = await ensureRedis(`redis://127.0.0.1:${port}`, mkdtempSync(path.join(tmpdir(), 'vmdash-ls-')), () => undefined);
    try {
      expect(handle.process).not.toBeNull();
      expect(await isPortOpen('127.0.0.1', port)).toBe(true);
    } finally {
      handle.process?.kill();
    }
  });
});

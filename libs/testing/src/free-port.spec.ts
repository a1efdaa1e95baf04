import { createServer } from 'node:net';
import { freePort } from './free-port';

describe('freePort', () => {
  it('when a port is handed out, then nothing listens there and a server can bind it', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('when many ports are handed out, then each is another one, below the ephemeral range outgoing connections use', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(40);
    for (const port of ports) expect(port >= 20_000 && port < 32_768).toBe(true);
  });
});

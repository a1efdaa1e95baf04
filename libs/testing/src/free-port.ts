import { createServer } from 'node:net';

/**
 * Asks the OS for a free TCP port on 127.0.0.1 and releases it before returning: a port nobody listens on right now,
 * for a process a test starts next (or for "a dependency that is down"). Fine for tests on one machine.
 * @throws Error when no port can be bound.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

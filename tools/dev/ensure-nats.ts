import { ensureLocalServer, type LocalServerHandle } from './local-server';

/**
 * Makes sure a NATS server with JetStream answers at `url` (docs/architecture.md, Running): uses a running one; else, for
 * a local address, starts `nats-server -js` (installing Debian's package when it can) with its store in `storeDir`.
 * @throws Error with a one-line instruction when no server can be had.
 */
export function ensureNats(url: string, storeDir: string, log: (line: string) => void = console.log): Promise<LocalServerHandle> {
  return ensureLocalServer({ binary: 'nats-server', defaultPort: 4222, urlVariable: 'NATS_URL', args: (host, port, dir) => ['-js', '-a', host, '-p', String(port), '-sd', dir] }, url, storeDir, log);
}

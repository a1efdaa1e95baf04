import { ensureLocalServer, type LocalServerHandle } from './local-server';

/**
 * Makes sure Redis answers at `url` (the gateway's rate-limit counts, docs/decisions/0005-rate-limit-store.md): uses
 * a running one; else, for a local address, starts `redis-server` (installing Debian's package when it can) with its
 * append-only file in `dataDir`, so counts survive a restart of Redis too.
 * @throws Error with a one-line instruction when no server can be had.
 */
export function ensureRedis(url: string, dataDir: string, log: (line: string) => void = console.log): Promise<LocalServerHandle> {
  return ensureLocalServer(
    {
      binary: 'redis-server',
      defaultPort: 6379,
      urlVariable: 'REDIS_URL',
      args: (host, port, dir) => ['--bind', host, '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--save', '', '--protected-mode', 'yes'],
    },
    url,
    dataDir,
    log,
  );
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isPortOpen } from './ensure-nats';

/** A reachable Redis, and the process this module started for it (null when one was already running). */
export interface RedisHandle {
  url: string;
  process: ChildProcess | null;
}

function findRedisServer(): string | null {
  for (const candidate of ['/usr/bin/redis-server', '/usr/sbin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Installs Debian's redis-server package when running as root with apt-get; returns whether it worked. */
function installRedisServer(log: (line: string) => void): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  log('redis-server is not installed: installing Debian package redis-server');
  const install = () => execFileSync('apt-get', ['install', '-y', '-q', 'redis-server'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    install();
    return true;
  } catch {
    try {
      execFileSync('apt-get', ['update', '-q'], { stdio: 'ignore' });
      install();
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Makes sure Redis answers at `url` (the gateway's rate-limit counts, docs/decisions/0005-rate-limit-store.md): uses
 * a running one; else, for a local address, starts `redis-server` (installing Debian's package when it can) with its
 * append-only file in `dataDir`, so counts survive a restart of Redis too.
 * @throws Error with a one-line instruction when no server can be had.
 */
export async function ensureRedis(url: string, dataDir: string, log: (line: string) => void = console.log): Promise<RedisHandle> {
  const { hostname, port: portText } = new URL(url);
  const port = Number(portText || 6379);
  if (await isPortOpen(hostname, port)) return { url, process: null };
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) {
    throw new Error(`Redis is not reachable at ${url}: start it there, or unset REDIS_URL to use a local redis-server`);
  }
  const binary = findRedisServer() ?? (installRedisServer(log) ? findRedisServer() : null);
  if (!binary) throw new Error('Redis is not reachable and redis-server is not installed: run `sudo apt-get install redis-server` (or set REDIS_URL)');
  mkdirSync(dataDir, { recursive: true });
  log(`starting ${binary} on ${hostname}:${port} (data in ${path.relative(process.cwd(), dataDir) || dataDir})`);
  const bind = hostname === 'localhost' ? '127.0.0.1' : hostname.replace(/^\[|\]$/g, '');
  const child = spawn(binary, ['--bind', bind, '--port', String(port), '--dir', dataDir, '--appendonly', 'yes', '--save', '', '--protected-mode', 'yes'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await isPortOpen(hostname, port, 200)) return { url, process: child };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`redis-server did not start on ${hostname}:${port}`);
}

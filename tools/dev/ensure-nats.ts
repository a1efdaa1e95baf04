import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/** A reachable NATS server, and the process this module started for it (null when one was already running). */
export interface NatsHandle {
  url: string;
  process: ChildProcess | null;
}

/** True when a TCP connection to host:port opens within `timeoutMs`. */
export function isPortOpen(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function findNatsServer(): string | null {
  for (const candidate of ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Installs Debian's nats-server package when running as root with apt-get; returns whether it worked. */
function installNatsServer(log: (line: string) => void): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  log('nats-server is not installed: installing Debian package nats-server');
  try {
    execFileSync('apt-get', ['install', '-y', '-q', 'nats-server'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return true;
  } catch {
    try {
      execFileSync('apt-get', ['update', '-q'], { stdio: 'ignore' });
      execFileSync('apt-get', ['install', '-y', '-q', 'nats-server'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Makes sure a NATS server with JetStream answers at `url` (ARCHITECTURE.md, Running): uses a running one; else, for
 * a local address, starts `nats-server -js` (installing Debian's package when it can) with its store in `storeDir`.
 * @throws Error with a one-line instruction when no server can be had.
 */
export async function ensureNats(url: string, storeDir: string, log: (line: string) => void = console.log): Promise<NatsHandle> {
  const { hostname, port: portText } = new URL(url);
  const port = Number(portText || 4222);
  if (await isPortOpen(hostname, port)) return { url, process: null };
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) {
    throw new Error(`NATS is not reachable at ${url}: start it there, or unset NATS_URL to use a local nats-server`);
  }
  const binary = findNatsServer() ?? (installNatsServer(log) ? findNatsServer() : null);
  if (!binary) throw new Error('NATS is not reachable and nats-server is not installed: run `sudo apt-get install nats-server` (or set NATS_URL)');
  mkdirSync(storeDir, { recursive: true });
  log(`starting ${binary} on ${hostname}:${port} (JetStream store ${path.relative(process.cwd(), storeDir) || storeDir})`);
  const child = spawn(binary, ['-js', '-a', hostname === 'localhost' ? '127.0.0.1' : hostname, '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await isPortOpen(hostname, port, 200)) return { url, process: child };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`nats-server did not start on ${hostname}:${port}`);
}

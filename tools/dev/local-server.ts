import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/** A reachable server, and the process this module started for it (null when one was already running). */
export interface LocalServerHandle {
  url: string;
  process: ChildProcess | null;
}

/** How to find, install and start one kind of local server (NATS, Redis). */
interface LocalServerSpec {
  /** Name of the Debian package and of its binary, e.g. "nats-server". */
  binary: string;
  /** Port when the URL names none. */
  defaultPort: number;
  /** The environment variable that names the URL, for the error messages, e.g. "NATS_URL". */
  urlVariable: string;
  /** Command-line arguments that make the binary listen on host:port and keep its data in `dataDir`. */
  args(host: string, port: number, dataDir: string): string[];
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

function findBinary(name: string): string | null {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/bin']) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Installs a Debian package when running as root with apt-get (refreshing the lists once if needed).
 * @returns false when not root, without apt-get, or when the install failed
 */
export function installDebianPackage(name: string, log: (line: string) => void): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  log(`${name} is not installed: installing Debian package ${name}`);
  const install = () => execFileSync('apt-get', ['install', '-y', '-q', name], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
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
 * Makes sure a server answers at `url`: uses a running one; else, for a local address, starts the spec's binary
 * (installing Debian's package when it can) with its data in `dataDir`, and waits up to 5 s for it to listen.
 * @throws Error with a one-line instruction when no server can be had.
 */
export async function ensureLocalServer(spec: LocalServerSpec, url: string, dataDir: string, log: (line: string) => void): Promise<LocalServerHandle> {
  const { hostname, port: portText } = new URL(url);
  const port = Number(portText || spec.defaultPort);
  if (await isPortOpen(hostname, port)) return { url, process: null };
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) {
    throw new Error(`${spec.binary} is not reachable at ${url}: start it there, or unset ${spec.urlVariable} to use a local one`);
  }
  const binary = findBinary(spec.binary) ?? (installDebianPackage(spec.binary, log) ? findBinary(spec.binary) : null);
  if (!binary) throw new Error(`${url} is not reachable and ${spec.binary} is not installed: run \`sudo apt-get install ${spec.binary}\` (or set ${spec.urlVariable})`);
  mkdirSync(dataDir, { recursive: true });
  const host = hostname === 'localhost' ? '127.0.0.1' : hostname.replace(/^\[|\]$/g, '');
  log(`starting ${binary} on ${host}:${port} (data in ${path.relative(process.cwd(), dataDir) || dataDir})`);
  const child = spawn(binary, spec.args(host, port, dataDir), { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await isPortOpen(hostname, port, 200)) return { url, process: child };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${spec.binary} did not start on ${host}:${port}`);
}

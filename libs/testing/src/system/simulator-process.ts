import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPOSITORY_ROOT as ROOT } from './app-process';

/** A simulator from tools/simulators running as its own process, with its control routes (`/_simulator/...`). */
export interface SimulatorProcess {
  url: string;
  /** GET a control route, parsed JSON. */
  get<T>(route: string): Promise<T>;
  /** POST JSON to a control route. */
  post(route: string, body?: unknown): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `tools/simulators/<name>/main.ts` with tsx and `env`, and waits for the line that names its address. The
 * simulators are reached over HTTP only, as the service reaches them.
 * @throws Error when it exits before naming its address
 */
export async function startSimulatorProcess(name: 'tracker' | 'platform' | 'plans-upstream' | 'oidc-provider', env: Record<string, string>): Promise<SimulatorProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/simulators', name, 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} simulator exited (${code}) before it started`)));
    lines.on('line', (line) => {
      const value = (JSON.parse(line) as Record<string, string>)[`${name}_simulator`];
      if (value) resolve(value);
    });
  });
  const control = async (method: string, route: string, body?: unknown) => {
    const answer = await fetch(`${url}/_simulator${route}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${name} simulator ${method} ${route}: ${answer.status}`);
    return answer;
  };
  return {
    url,
    get: async <T>(route: string) => (await (await control('GET', route)).json()) as T,
    post: async (route, body) => void (await control('POST', route, body ?? {})),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

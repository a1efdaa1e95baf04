/**
 * Runs the embedded-mongo CLI (`src/cli.ts`, TypeScript loaded by tsx) as a child process, for tests that signal or
 * kill it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const workspaceRoot = resolve(__dirname, '../../../..');

/** A running CLI process. */
export interface CliProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly uri: string;
  /** Resolves with the exit code and signal once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Every log line printed so far (pino JSON). */
  readonly lines: string[];
}

/** Starts the CLI with `env` added to the environment; resolves once it logged "embedded mongo ready". */
export function startCli(env: Record<string, string>): Promise<CliProcess> {
  // `node --import tsx` rather than the tsx binary: the binary runs the script in a grandchild process, and SIGKILL
  // must reach the server process itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'libs/embedded-mongo/src/cli.ts'], {
    cwd: workspaceRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${lines.join('\n')}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      lines.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number; uri?: string };
        if (entry.msg === 'embedded mongo ready' && entry.port && entry.uri) {
          clearTimeout(timer);
          resolvePromise({ child, port: entry.port, uri: entry.uri, exited, lines });
        }
      } catch {
        // not a JSON log line
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code} before it was ready:\n${lines.join('\n')}`));
    });
  });
}

import path from 'node:path';
import { REPOSITORY_ROOT, startNodeProcess, type AppProcess } from './app-process';

/** libs/embedded-mongo's CLI running in a process of its own, its data in memory only. */
export interface MongoProcess {
  /** mongodb:// URL of the server (a system's `mongoUrl`, startSystem). */
  uri: string;
  /** Process id (for its CPU time and memory). */
  pid: number | undefined;
  /** SIGTERM (SIGKILL after 20 s), then its exit code. */
  stop(): Promise<number | null>;
}

/** How long the CLI may take to listen, ms. */
const START_TIMEOUT_MS = 60_000;

/**
 * Starts libs/embedded-mongo/src/cli.ts with tsx on a free port with `MONGO_IN_MEMORY=true` and a V8 heap of `heapMib`
 * MiB (libs/config embeddedMongoHeapMib sizes it for an estate), `env` added to its environment, logging to `logFile`, and waits for its
 * "embedded mongo ready" line. For a benchmark whose own process drives the load: the database then has an event
 * loop of its own, as a real MongoDB server has its own process.
 * @throws Error when the process exits, or has not named its URL within 60 s
 */
export async function startMongoProcess(options: { heapMib: number; logFile: string; env?: Record<string, string> }): Promise<MongoProcess> {
  let resolveUri: (uri: string) => void = () => undefined;
  const named = new Promise<string>((resolve) => (resolveUri = resolve));
  const child: AppProcess = startNodeProcess(
    'embedded-mongo',
    [`--max-old-space-size=${options.heapMib}`, '--import', 'tsx', path.join(REPOSITORY_ROOT, 'libs/embedded-mongo/src/cli.ts')],
    { MONGO_PORT: '0', MONGO_IN_MEMORY: 'true', LOG_LEVEL: 'info', ...(process.env.NODE_ENV ? { NODE_ENV: process.env.NODE_ENV } : {}), ...options.env },
    options.logFile,
    (line) => {
      if (!line.includes('embedded mongo ready')) return;
      const uri = (JSON.parse(line) as { uri?: string }).uri;
      if (uri) resolveUri(uri);
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    const poll = setInterval(() => {
      if (child.running) return;
      clearInterval(poll);
      reject(new Error(`embedded mongo exited with code ${child.exitCode}; its log: ${options.logFile}`));
    }, 250);
    timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`embedded mongo named no URL within ${START_TIMEOUT_MS} ms; its log: ${options.logFile}`));
    }, START_TIMEOUT_MS);
    void named.finally(() => {
      clearInterval(poll);
      clearTimeout(timer);
    });
  });
  try {
    const uri = await Promise.race([named, failed]);
    return { uri, pid: child.pid, stop: () => child.stop() };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

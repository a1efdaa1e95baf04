import pino, { type DestinationStream } from 'pino';

/**
 * Most log bytes held while stdout's reader falls behind: 16 MiB. Lines written beyond it are dropped, so a stalled
 * log reader costs a bounded amount of memory and never blocks the service (docs/decisions/0023-service-lifecycle.md,
 * "Logging never blocks").
 */
export const LOG_BUFFER_MAX_BYTES = 16 * 1024 * 1024;

/** Longest the shell waits for the last log lines at exit before it ends the process anyway, ms (flushLogs). */
export const LOG_EXIT_FLUSH_MS = 500;

/** The process's log destination and what it still holds. */
interface LogSink {
  destination: DestinationStream;
  /** Resolves true once every line handed to the destination was written or dropped, false when stdout failed. */
  settled(): Promise<boolean>;
}

let sink: LogSink | undefined;

/**
 * stdout through pino's own sonic-boom (`pino.destination`): asynchronous (`sync: false`: a line is handed to a write
 * in the background, never written while the event loop waits), each line sent as soon as the previous write finished
 * (`minLength: 0`, so logs are not held back in a quiet service), at most LOG_BUFFER_MAX_BYTES buffered (`maxLength`:
 * beyond, lines are dropped), and a write stdout refuses because its reader is behind (EAGAIN) retried in the
 * background. The bytes handed over and the bytes written or dropped are counted, for flushLogs.
 *
 * stdout is opened first as Node's own stream, which puts a pipe or socket in non-blocking mode: a write then answers
 * EAGAIN at once instead of holding a thread in write(2), which would hold the process's exit too (libuv joins its
 * threads). At exit nothing is written synchronously: sonic-boom's synchronous flush, which pino runs at exit, retries
 * a full or broken pipe without end, so the destination is abandoned first (what is left is dropped; the shell waits
 * for it before it exits, flushLogs).
 */
function createSink(): LogSink {
  void process.stdout;
  // Registered before pino.destination registers its own exit hook, which then finds the stream destroyed.
  process.once('exit', () => stream.destroy());
  const stream = pino.destination({ dest: 1, sync: false, minLength: 0, maxLength: LOG_BUFFER_MAX_BYTES });
  let pending = 0;
  let failed = false;
  const waiters = new Set<(written: boolean) => void>();
  const settle = (bytes: number) => {
    pending = Math.max(0, pending - bytes);
    if (pending > 0 && !failed) return;
    for (const waiter of waiters) waiter(!failed);
    waiters.clear();
  };
  stream.on('write', (bytes: number) => settle(bytes));
  stream.on('drop', (line: string) => settle(Buffer.byteLength(line)));
  // EPIPE (the reader is gone) and any other write error: nothing more reaches stdout, so nothing is waited for.
  stream.on('error', () => {
    failed = true;
    settle(0);
  });
  return {
    destination: {
      write(line: string) {
        pending += Buffer.byteLength(line);
        stream.write(line);
      },
    },
    settled: () => (pending === 0 || failed ? Promise.resolve(!failed) : new Promise((resolve) => waiters.add(resolve))),
  };
}

/** The process's one log destination (createSink), created on first use; every logger of createLogger writes to it. */
export function logDestination(): DestinationStream {
  sink ??= createSink();
  return sink.destination;
}

/**
 * Waits until every log line was written to stdout (or dropped), at most `timeoutMs`: what the shell does before it
 * ends the process, so its last lines are not lost when the reader keeps up, and a reader that does not costs at most
 * `timeoutMs`.
 * @returns true when everything was written, false when the time ran out or stdout failed
 */
export async function flushLogs(timeoutMs: number = LOG_EXIT_FLUSH_MS): Promise<boolean> {
  if (!sink) return true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([sink.settled(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

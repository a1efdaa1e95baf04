import pino from 'pino';

/**
 * Most log bytes held while stdout's reader falls behind: 16 MiB. Lines written beyond it are dropped, so a stalled
 * log reader costs a bounded amount of memory and never blocks the service (docs/decisions/0023-service-lifecycle.md,
 * "Logging never blocks").
 */
export const LOG_BUFFER_MAX_BYTES = 16 * 1024 * 1024;

/** Longest the last log lines are written at exit before the process ends anyway, ms (the shell's hard stop leaves room for it). */
export const LOG_EXIT_FLUSH_MS = 500;

/** Instant after which a retry of a write stdout refused (EAGAIN) is given up: only ever set at exit. */
let giveUpAt = Number.POSITIVE_INFINITY;

type Destination = ReturnType<typeof pino.destination>;
let destination: Destination | undefined;

/**
 * Writes out at exit what is still buffered, for at most LOG_EXIT_FLUSH_MS, then abandons the rest. Registered before
 * pino's own exit hook, whose synchronous flush retries a full pipe forever; an abandoned (destroyed) destination
 * makes that hook a no-op.
 */
function flushAtExit(): void {
  if (!destination) return;
  giveUpAt = Date.now() + LOG_EXIT_FLUSH_MS;
  try {
    destination.flushSync();
  } catch {
    // stdout took nothing within LOG_EXIT_FLUSH_MS (or is gone): the rest is dropped.
  }
  destination.destroy();
}

/**
 * The process's one log destination: stdout through pino's own sonic-boom (`pino.destination`), asynchronous
 * (`sync: false`: a line is handed to a write in the background, never written while the event loop waits), each
 * line sent as soon as the previous write finished (`minLength: 0`, so logs are not held back in a quiet service),
 * at most LOG_BUFFER_MAX_BYTES buffered (`maxLength`: beyond, lines are dropped), and a write stdout refuses because
 * its reader is behind (EAGAIN) retried in the background until exit. Created on first use.
 *
 * stdout is opened first as Node's own stream, which puts a pipe or socket in non-blocking mode: a write then answers
 * EAGAIN at once instead of holding a thread in write(2), which would hold the process's exit too (libuv joins its
 * threads). At exit, what is left gets LOG_EXIT_FLUSH_MS (flushAtExit).
 */
export function logDestination(): Destination {
  if (destination) return destination;
  void process.stdout;
  process.once('exit', flushAtExit);
  destination = pino.destination({ dest: 1, sync: false, minLength: 0, maxLength: LOG_BUFFER_MAX_BYTES, retryEAGAIN: () => Date.now() < giveUpAt });
  return destination;
}

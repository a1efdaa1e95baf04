/** How `eventually` polls. */
export interface PollOptions {
  /** Give up after this long, ms (default 10 s). */
  timeoutMs?: number;
  /** Pause between two reads, ms (default 50). */
  intervalMs?: number;
}

/** A short description of the last value read, for the timeout message. */
function describe(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 500);
  } catch {
    return String(value);
  }
}

/**
 * Polls `read` until `done` holds for the value it returns, and returns that value: for state that another process
 * or background work changes (an event delivered, an audit entry stored, a service back up). Without `done`, waits
 * for a truthy value. An error thrown by `read` ends the wait with that error.
 * @throws Error after `timeoutMs`, naming the last value read.
 */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean = Boolean, options: PollOptions = {}): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 50 } = options;
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms; last value ${describe(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

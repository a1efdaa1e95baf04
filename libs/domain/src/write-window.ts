import { CancelledError, DeadlineExceededError } from './errors';

/**
 * When the writes of one call may still commit (docs/architecture.md, "Writes have one outcome"): before the caller's
 * deadline, less a margin for the answer to travel back, and while the caller has not cancelled. A write the caller
 * was told failed (504 after its deadline, or a cancelled call) must never be applied later, so every committing
 * write checks the window first and carries `commitBy` into the database as a condition of the write itself.
 */
export interface WriteWindow {
  /** The last instant a write of the call may commit; null when the call has no deadline (work no caller waits for). */
  readonly commitBy: Date | null;
  /**
   * @throws CancelledError when the caller cancelled, DeadlineExceededError when `commitBy` has passed (by this
   *   process's clock)
   */
  ensureOpen(): void;
}

/**
 * The window of a call with deadline `deadline` (epoch ms, Infinity for none) and cancellation `signal`: writes must
 * commit `marginMs` before the deadline, so the answer can still reach the caller in time.
 */
export function writeWindow(deadline: number, signal: AbortSignal, marginMs: number): WriteWindow {
  const commitBy = Number.isFinite(deadline) ? new Date(deadline - marginMs) : null;
  return {
    commitBy,
    ensureOpen() {
      if (signal.aborted) throw new CancelledError();
      if (commitBy && Date.now() >= commitBy.getTime()) throw new DeadlineExceededError();
    },
  };
}

/** A window that never closes: writes no caller waits for (the recovery sweep, events, tests of the rules). */
export const UNBOUNDED_WRITE_WINDOW: WriteWindow = { commitBy: null, ensureOpen: () => undefined };

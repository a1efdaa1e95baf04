import { OverloadedError } from '@vmdash/domain';

/** Weight of the newest run in the measured run time (an exponentially weighted moving average). */
const RUN_TIME_WEIGHT = 0.2;

/** One admitted piece of work: run it once, or release its place when it turns out not to be needed. */
export interface QueueTicket {
  /**
   * Runs `work` when a place is free (first come, first served); the ticket is used up when it settles.
   * @throws OverloadedError, without running `work`, when the place came too late to finish by the admission's `doneBy`
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the ticket's place back without running anything; nothing happens after `run` or a first release. */
  release(): void;
}

/** What the queue holds now and expects (for tests and logs). */
export interface QueueState {
  /** Admitted and not finished: waiting for a place, or running. */
  pending: number;
  running: number;
  /** Measured run time of one piece of work, ms (moving average). */
  runMs: number;
}

/**
 * A bounded queue of CPU-bound work run `parallelism` at a time (argon2id verifications on libuv's threadpool), that
 * refuses work up front when it cannot start and finish it in time (docs/decisions/0017-gateway-request-path.md,
 * "Sign-ins under load"). The expected time of a newly admitted piece is (pending / parallelism + 1) x the measured
 * run time: the work ahead of it, spread over the places, then its own run.
 */
export interface WorkQueue {
  /**
   * Admits one piece of work that must be done by `doneBy` (null: no deadline, only the bound applies), counted as
   * pending from now on, so work admitted at the same instant sees each other.
   * @throws OverloadedError (`busyText`, `retryAfterSeconds` the expected wait rounded up, at least 1 s) when
   *   `maxPending` pieces are pending or the expected time passes `doneBy`
   */
  admit(doneBy: Date | null): QueueTicket;
  /** Runs `work` in turn without a deadline (admission by the bound only). @throws OverloadedError as `admit` */
  run<T>(work: () => Promise<T>): Promise<T>;
  state(): QueueState;
}

/**
 * A WorkQueue in this process (one per kind of work: the password hasher's is password-hasher.ts's).
 * @param options.parallelism pieces run at once (at least 1)
 * @param options.maxPending the bound: pieces admitted and not finished
 * @param options.initialRunMs the run time assumed until the first piece finished, ms
 * @param options.busyText the user's text of a refusal
 * @param options.now clock, epoch ms (tests)
 */
export function createWorkQueue(options: { parallelism: number; maxPending: number; initialRunMs: number; busyText: string; now?: () => number }): WorkQueue {
  const parallelism = Math.max(1, Math.floor(options.parallelism));
  const now = options.now ?? Date.now;
  let pending = 0;
  let running = 0;
  let runMs = options.initialRunMs;
  /** Tickets waiting for a place, first come first served; `start` hands a place over. */
  const waiting: { start(): void }[] = [];

  const finish = () => {
    pending--;
    const next = waiting.shift();
    if (next) next.start();
    else running--;
  };

  /**
   * Waits until a finishing piece hands its place over; with a deadline, gives up (OverloadedError, pending no more)
   * once the wait leaves no time for a run.
   */
  const waitForPlace = (doneBy: Date | null) =>
    new Promise<void>((resolve, reject) => {
      const giveUp = () => {
        waiting.splice(waiting.indexOf(waiter), 1);
        const refusal = busy();
        pending--;
        reject(refusal);
      };
      const timer = doneBy === null ? undefined : setTimeout(giveUp, Math.max(0, doneBy.getTime() - now() - runMs));
      const waiter = {
        start() {
          clearTimeout(timer);
          resolve();
        },
      };
      waiting.push(waiter);
    });

  const busy = () => new OverloadedError(options.busyText, Math.max(1, Math.ceil(((pending / parallelism + 1) * runMs) / 1000)));

  const admit = (doneBy: Date | null): QueueTicket => {
    const expectedMs = (pending / parallelism + 1) * runMs;
    if (pending >= options.maxPending || (doneBy !== null && now() + expectedMs > doneBy.getTime())) throw busy();
    pending++;
    let used = false;
    return {
      async run(work) {
        if (used) throw new Error('a queue ticket runs once');
        used = true;
        // A free place is taken at once; otherwise the finishing piece hands its place over (finish).
        // The estimate at admission was made before the pieces admitted with it slowed each other down: a piece that
        // can no longer finish by `doneBy` is refused as soon as that is so, waiting or given its place, before any of
        // its work, while its caller still waits for the answer.
        const tooLate = () => doneBy !== null && now() + runMs > doneBy.getTime();
        if (running < parallelism) running++;
        else await waitForPlace(doneBy);
        if (tooLate()) {
          const refusal = busy();
          finish();
          throw refusal;
        }
        const start = now();
        try {
          return await work();
        } finally {
          runMs += RUN_TIME_WEIGHT * (now() - start - runMs);
          finish();
        }
      },
      release() {
        if (used) return;
        used = true;
        pending--;
      },
    };
  };

  return {
    admit,
    run: (work) => admit(null).run(work),
    state: () => ({ pending, running, runMs }),
  };
}

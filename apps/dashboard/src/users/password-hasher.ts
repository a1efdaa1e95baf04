import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { AUTH_TEXTS } from '@vmdash/domain';
import * as argon2 from 'argon2';
import { createWorkQueue, type WorkQueue } from './work-queue';

/**
 * argon2id with OWASP's Password Storage Cheat Sheet minimum: 19 MiB of memory, 2 iterations, 1 degree of
 * parallelism (RFC 9106 argon2id; ASVS 4.0.3 2.4.4 and 2.4.5 are met by argon2id's own salt and memory hardness).
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id runs admitted and not finished, at most (the queue's bound): about 2 s of work on 2 cores at 19 MiB and 2
 * iterations; beyond it a check is refused at once (OverloadedError) rather than queued.
 */
export const MAX_PENDING_PASSWORD_CHECKS = 64;

/** One admitted password check of a sign-in (PasswordHasher.admit): run one of its checks once, or release it. */
export interface PasswordCheck {
  /** As PasswordHasher.verify, in the ticket's turn. */
  verify(hash: string, password: string): Promise<boolean>;
  /** As PasswordHasher.verifyDummy, in the ticket's turn. */
  verifyDummy(password: string): Promise<false>;
  /** Gives the place back when the sign-in is refused without a check (nothing happens after a check). */
  release(): void;
}

/**
 * Hashes and checks passwords. Every argon2id run goes through one bounded queue, `parallelism` at a time
 * (docs/decisions/0017-gateway-request-path.md, "Sign-ins under load"); when it is full a run is refused with an
 * OverloadedError (503 with Retry-After) instead of waiting.
 */
export interface PasswordHasher {
  /** PHC string `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>` of the NFKC-normalised password. */
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`; false for a wrong password or a malformed hash. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Costs what `verify` costs and is always false: run where no user (or no usable hash) exists, so unknown users,
   * disabled accounts and wrong passwords take about the same time (no user enumeration by timing; OWASP Authentication Cheat Sheet, "Authentication Responses").
   */
  verifyDummy(password: string): Promise<false>;
  /** True when `hash` was made with other parameters than ARGON2_OPTIONS (re-hash after a successful login). */
  needsRehash(hash: string): boolean;
  /**
   * Admits the password check of a sign-in that must be done by `doneBy` (the call's commit deadline; null: none).
   * @throws OverloadedError when the checks queued before it would not let it finish by `doneBy`, or the queue is full:
   *   the sign-in is refused before any argon2id work
   */
  admit(doneBy: Date | null): PasswordCheck;
}

/**
 * NIST SP 800-63B 5.1.1.2: Unicode passwords are normalised (NFKC) before hashing, so the same password typed on
 * two keyboards that compose characters differently matches. Nothing is trimmed or truncated.
 */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

/**
 * argon2id runs at once: libuv's threadpool runs them (UV_THREADPOOL_SIZE, 4 by default), but more at once than the
 * machine has cores only makes each slower, and leaves no thread to the file system and DNS work that shares the pool.
 */
function defaultParallelism(): number {
  return Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4);
}

/**
 * The argon2id hasher; builds its dummy hash once (about 60 ms), whose time is the queue's first estimate of a run.
 * @param options.parallelism argon2id runs at once (default: the cores, at most libuv's threadpool size)
 * @param options.maxPending the queue's bound (default MAX_PENDING_PASSWORD_CHECKS)
 */
export async function createPasswordHasher(options: { parallelism?: number; maxPending?: number } = {}): Promise<PasswordHasher> {
  const start = performance.now();
  const dummyHash = await argon2.hash(randomBytes(32).toString('hex'), ARGON2_OPTIONS);
  const queue: WorkQueue = createWorkQueue({
    parallelism: options.parallelism ?? defaultParallelism(),
    maxPending: options.maxPending ?? MAX_PENDING_PASSWORD_CHECKS,
    initialRunMs: performance.now() - start,
    busyText: AUTH_TEXTS.signInBusy,
  });
  const check = async (hash: string, password: string): Promise<boolean> => {
    try {
      return await argon2.verify(hash, normalise(password));
    } catch {
      // A malformed stored hash: spend the same time, then refuse.
      await argon2.verify(dummyHash, normalise(password)).catch(() => false);
      return false;
    }
  };
  return {
    hash: (password) => queue.run(() => argon2.hash(normalise(password), ARGON2_OPTIONS)),
    verify: (hash, password) => queue.run(() => check(hash, password)),
    async verifyDummy(password) {
      await queue.run(() => check(dummyHash, password));
      return false;
    },
    needsRehash: (hash) => {
      try {
        return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, { memoryCost: ARGON2_OPTIONS.memoryCost, timeCost: ARGON2_OPTIONS.timeCost, parallelism: ARGON2_OPTIONS.parallelism });
      } catch {
        return true;
      }
    },
    admit(doneBy) {
      const ticket = queue.admit(doneBy);
      return {
        verify: (hash, password) => ticket.run(() => check(hash, password)),
        async verifyDummy(password) {
          await ticket.run(() => check(dummyHash, password));
          return false;
        },
        release: () => ticket.release(),
      };
    },
  };
}

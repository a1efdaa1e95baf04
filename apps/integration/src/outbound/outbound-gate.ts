import Bottleneck from 'bottleneck';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RedisClientType } from 'redis';
import { OutboundError, RATE_LIMIT_TEXT } from './outbound-error';
import { QUOTA_STEP_SCRIPT } from './quota-step';

/** A read (GET) or a write (PUT, POST, DELETE): they differ in spacing. */
export type CallKind = 'read' | 'write';

/** The limits of one outbound account (interface spec, "Limits"). */
export interface GateLimits {
  perMinute: number;
  perDay: number;
  /** Least time between a GET and the call before it, ms. */
  readSpacingMs: number;
  /** Least time between a PUT, POST or DELETE and the call before it, ms. */
  writeSpacingMs: number;
}

/** What is left of an account's quota, shared by every replica. */
export interface QuotaSnapshot {
  minuteRemaining: number;
  minuteLimit: number;
  dayRemaining: number;
  dayLimit: number;
  /** No call leaves before this instant (a Retry-After), when one is set. */
  blockedUntil?: Date;
}

/**
 * What one answer said of the remote side's quota: a Retry-After (ms), and the remaining count of its token bucket
 * (X-RateLimit-Remaining) with the refill it states (X-RateLimit-FillRate tokens per X-RateLimit-Interval-Seconds, as
 * Jira DC sends them).
 */
export interface RemoteQuota {
  retryAfterMs?: number;
  remaining?: number;
  refill?: { tokens: number; intervalMs: number };
}

/** The shared gate every call to one outbound account passes (docs/decisions/0009-tracker-quota.md). */
export interface OutboundGate {
  /**
   * Waits for the call's turn: in order within this replica (bottleneck), and until the shared quota allows it
   * (spacing, minute, day, Retry-After). The grant is counted before the call leaves.
   * @throws OutboundError `rate_limited` (RATE_LIMIT_TEXT) when the day's quota is spent or the wait would exceed the
   *   gate's longest wait; `unavailable` when Redis does not answer; the signal's reason when it aborts
   */
  acquire(kind: CallKind, signal?: AbortSignal): Promise<QuotaSnapshot>;
  /**
   * Records what an answer said of the remote quota: a Retry-After holds every call until then; the remaining count
   * replaces the one reported before and lowers the minute's, refilled as the answer states (else believed until the
   * Retry-After, or for UNSTATED_REFILL_MS), so a spent count holds calls until its refill, never longer.
   */
  observe(answer: RemoteQuota): Promise<void>;
  /** What is left now. @throws OutboundError `unavailable` when Redis does not answer */
  peek(): Promise<QuotaSnapshot>;
}

/**
 * A gate over one Redis quota step (QUOTA_STEP_SCRIPT) for the account named by `key`.
 * @param redis a connected client (commands fail at once while it is disconnected: the gate fails closed)
 * @param key the account, e.g. "vmdash:quota:tracker:{jira.example.com/vmdash-bot}" (braces keep its keys on one
 *   Redis Cluster slot)
 * @param maxWaitMs longest a call waits for its turn before it fails with RATE_LIMIT_TEXT
 */
export function createOutboundGate(redis: RedisClientType, key: string, limits: GateLimits, maxWaitMs: number): OutboundGate {
  const keys = [`${key}:minute`, `${key}:state`];
  const line = new Bottleneck({ maxConcurrent: 1 });

  const step = async (mode: 'acquire' | 'observe' | 'peek', spacingMs = 0, remote: RemoteQuota = {}) => {
    const argument = (value: number | undefined) => String(value === undefined ? -1 : Math.round(value));
    let reply: unknown;
    try {
      reply = await redis.eval(QUOTA_STEP_SCRIPT, {
        keys,
        arguments: [
          mode,
          String(limits.perMinute),
          String(limits.perDay),
          String(spacingMs),
          randomUUID(),
          argument(remote.retryAfterMs),
          argument(remote.remaining),
          argument(remote.refill?.tokens),
          argument(remote.refill?.intervalMs),
        ],
      });
    } catch (error) {
      throw new OutboundError('unavailable', `Outbound quota store unavailable: ${(error as Error).message}`);
    }
    const [wait, minuteLeft, dayLeft, blockedUntil] = (reply as number[]).map(Number);
    const snapshot: QuotaSnapshot = {
      minuteRemaining: Math.max(0, minuteLeft),
      minuteLimit: limits.perMinute,
      dayRemaining: Math.max(0, dayLeft),
      dayLimit: limits.perDay,
      blockedUntil: blockedUntil > Date.now() ? new Date(blockedUntil) : undefined,
    };
    return { wait, snapshot };
  };

  const waitForTurn = async (kind: CallKind, signal?: AbortSignal): Promise<QuotaSnapshot> => {
    const spacingMs = kind === 'read' ? limits.readSpacingMs : limits.writeSpacingMs;
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      signal?.throwIfAborted();
      const { wait, snapshot } = await step('acquire', spacingMs);
      if (wait === 0) return snapshot;
      if (wait < 0 || Date.now() + wait > deadline) throw new OutboundError('rate_limited', RATE_LIMIT_TEXT);
      await sleep(wait, undefined, { signal });
    }
  };

  return {
    acquire: (kind, signal) => line.schedule(() => waitForTurn(kind, signal)),
    async observe(remote) {
      if (remote.retryAfterMs === undefined && remote.remaining === undefined) return;
      await step('observe', 0, remote);
    },
    peek: async () => (await step('peek')).snapshot,
  };
}

import { requestFingerprintOf, requestKeyOf } from '@vmdash/identity';
import { ConflictError, IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_RETENTION_MS, idempotencyKeyReused, NotFoundError, ValidationError, type FieldViolation, type WriteWindow } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import type { IdempotencyRepository } from './idempotency.repository';

/*
 * Idempotency-Key for the plan writes (docs/decisions/0008-writes-have-one-outcome.md; the IETF draft "The
 * Idempotency-Key HTTP Header Field"): the first request with a key runs and its answer is kept for 24 h; a retry by
 * the same caller with the same key and request gets that answer again, with the same status, and writes nothing.
 */

/** Lease of an attempt whose call has no deadline (no caller of the Data API: it always sends one), ms. */
const NO_DEADLINE_LEASE_MS = 10 * 60_000;

/**
 * Errors a retry must see again: they follow from the request (and the host's existence), not from a passing
 * failure. Conflicts are not kept: some say "retry" (concurrent changes), and the others (an inactive plan) come
 * back by themselves when the retry runs again.
 */
type ReplayedErrorCode = 'invalid_argument' | 'not_found';

/** The answer kept for retries: the response message, or the error a retry must see again. */
type IdempotentOutcome = { response: unknown } | { error: { code: ReplayedErrorCode; message: string; violations: FieldViolation[] } };

/** One write call that may carry an Idempotency-Key. */
export interface IdempotentCall {
  /** The key as the client sent it; absent or empty: no idempotency. */
  key: string | null | undefined;
  /** The caller's subject: keys are the caller's own. */
  subject: string;
  /** The RPC's name: one key names one request, of one RPC. */
  rpc: string;
  /** The request message (its idempotency_key is left out of the fingerprint). */
  request: object;
}

/** Runs write calls at most once per caller and Idempotency-Key. */
export interface IdempotentRunner {
  /**
   * Runs `work` unless the caller's key already has an answer. `work` gets the request key (a hash of caller and
   * key, null without a key) to tag what it writes, so a retry that takes over the key of an attempt that died after
   * committing can find that attempt's writes instead of repeating them.
   * @returns the answer of `work`, or the stored answer of the first request with the key
   * @throws the error of `work` (stored and thrown again to retries when it is a ValidationError or NotFoundError); ValidationError IDEMPOTENCY_KEY_REUSED (field violation at ["header","Idempotency-Key"]) when the key
   *   came with another request; ConflictError IDEMPOTENCY_KEY_IN_USE while another attempt holds the key
   */
  run<T>(call: IdempotentCall, writes: WriteWindow, work: (requestKey: string | null) => Promise<T>): Promise<T>;
}

/** The request without its key (nor the key's synthetic oneof field of proto-loader). */
function withoutKey(request: object): object {
  return Object.fromEntries(Object.entries(request).filter(([field]) => field !== 'idempotency_key' && field !== '_idempotency_key'));
}

function outcomeOfError(error: unknown): IdempotentOutcome | undefined {
  if (error instanceof ValidationError) return { error: { code: error.code, message: error.message, violations: error.violations } };
  if (error instanceof NotFoundError) return { error: { code: error.code, message: error.message, violations: [] } };
  return undefined;
}

function replay<T>(stored: string | null): T {
  const outcome = JSON.parse(stored ?? 'null') as IdempotentOutcome;
  if ('response' in outcome) return outcome.response as T;
  const { code, message, violations } = outcome.error;
  if (code === 'invalid_argument') throw new ValidationError(message, violations);
  throw new NotFoundError(message);
}

/** The runner over its repository. */
export function createIdempotentRunner(repository: IdempotencyRepository, logger: Logger): IdempotentRunner {
  return {
    async run(call, writes, work) {
      if (!call.key) return work(null);
      const requestKey = requestKeyOf(call.subject, call.key);
      const fingerprint = requestFingerprintOf(call.rpc, withoutKey(call.request));
      const now = Date.now();
      const leaseUntil = writes.commitBy ?? new Date(now + NO_DEADLINE_LEASE_MS);
      const reservation = await repository.reserve(requestKey, fingerprint, leaseUntil, new Date(now + IDEMPOTENCY_RETENTION_MS));
      let attempt: string | null;
      if (reservation.kind === 'reserved') {
        attempt = reservation.attempt;
      } else {
        const { record } = reservation;
        if (record.fingerprint !== fingerprint) throw idempotencyKeyReused();
        if (record.state === 'done') return replay(record.outcome);
        attempt = record.lease_until.getTime() <= Date.now() ? await repository.takeOver(record, leaseUntil) : null;
        if (!attempt) throw new ConflictError(IDEMPOTENCY_KEY_IN_USE);
      }
      const held = attempt;

      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(requestKey);
      } catch (error) {
        const outcome = outcomeOfError(error);
        const settle = outcome ? repository.complete(requestKey, held, JSON.stringify(outcome)) : repository.release(requestKey, held);
        // If this fails the record stays running until its lease ends; a retry then takes it over.
        await settle.catch((settleError: unknown) => logger.warn({ err: settleError }, 'storing the idempotent outcome failed'));
        throw error;
      }
      await repository
        .complete(requestKey, held, JSON.stringify({ response: result } satisfies IdempotentOutcome))
        .catch((error: unknown) => logger.warn({ err: error }, 'storing the idempotent answer failed'));
      return result;
    },
  };
}

import { ValidationError } from './errors';

/*
 * Idempotency-Key of the writes (docs/decisions/0008-writes-have-one-outcome.md; the IETF draft "The Idempotency-Key
 * HTTP Header Field"): the refusals every write that takes the header answers alike.
 */

/** 422 text when a key comes back with another request. */
export const IDEMPOTENCY_KEY_REUSED = 'Idempotency-Key was already used with a different request; use a new key for a new request';
/** 409 text while the first request with the key is still running. */
export const IDEMPOTENCY_KEY_IN_USE = 'A request with this Idempotency-Key is still being processed; retry after it has finished';

/** The refusal of a key sent again with another request: 422 at ["header","Idempotency-Key"]. */
export function idempotencyKeyReused(): ValidationError {
  return new ValidationError(IDEMPOTENCY_KEY_REUSED, [{ loc: ['header', 'Idempotency-Key'], msg: IDEMPOTENCY_KEY_REUSED, type: 'idempotency_key_reused' }]);
}

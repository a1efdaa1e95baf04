import { createHash } from 'node:crypto';

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');

/**
 * The request key of an Idempotency-Key `key` sent by `subject` (docs/decisions/0008-writes-have-one-outcome.md): a
 * SHA-256 (hex) of both, so two callers' keys never meet and the key itself is not stored.
 */
export const requestKeyOf = (subject: string, key: string): string => sha256(subject, key);

/** The fingerprint of a request under a key: a SHA-256 (hex) of `name` (the RPC or kind) and the request's JSON. */
export const requestFingerprintOf = (name: string, request: unknown): string => sha256(name, JSON.stringify(request));

import { createHash, randomBytes } from 'node:crypto';

/** Session ids and device tokens: 32 random bytes as 64 lower-case hex characters (interface spec, login). */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** A new random token (node:crypto randomBytes, a CSPRNG; 256 bits, ASVS 4.0.3 3.2.2 asks for at least 64). */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * What the database keeps of a token: its SHA-256 (hex). A copy of the database, a backup or a log of queries then
 * holds nothing that opens a session; the token itself exists only in the browser's cookie.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

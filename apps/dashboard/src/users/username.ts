import { createHash } from 'node:crypto';

/**
 * The comparison key of a username: Unicode NFKC, then lower case. Usernames are unique by this key, login looks
 * users up by it, and case variants ("Admin", "ADMIN") share one failed-login count.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

/**
 * Key of a username's failed-login count: SHA-256 of its comparison key, so the count works the same for names that
 * exist and names that do not (no enumeration), stays small for huge inputs, and stores no tried name in clear.
 */
export function failedLoginKeyOf(username: string): string {
  return `account:${createHash('sha256').update(usernameKey(username)).digest('hex')}`;
}

/** A tried username as the audit log keeps it: at most 128 characters, control characters replaced. */
export function auditableUsername(username: string): string {
  // eslint-disable-next-line no-control-regex
  return username.slice(0, 128).replace(/[\u0000-\u001f\u007f]/g, '?');
}

/** Shortest new password (interface-spec.md, Limits: "new password length at least 8 characters"). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Longest password accepted, in characters. Far above ASVS 4.0.3 2.1.2's "at least 64 (up to 128) characters", and
 * argon2id hashes the whole input (never truncated, unlike bcrypt's 72 bytes); the bound only caps the work one
 * request can cause.
 */
export const MAX_PASSWORD_LENGTH = 1024;

import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/**
 * argon2id with OWASP's Password Storage Cheat Sheet minimum: 19 MiB of memory, 2 iterations, 1 degree of
 * parallelism (RFC 9106 argon2id; ASVS 4.0.3 2.4.4 and 2.4.5 are met by argon2id's own salt and memory hardness).
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes and checks passwords. */
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
}

/**
 * NIST SP 800-63B 5.1.1.2: Unicode passwords are normalised (NFKC) before hashing, so the same password typed on
 * two keyboards that compose characters differently matches. Nothing is trimmed or truncated.
 */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

/** The argon2id hasher; builds its dummy hash once (about 60 ms). */
export async function createPasswordHasher(): Promise<PasswordHasher> {
  const dummyHash = await argon2.hash(randomBytes(32).toString('hex'), ARGON2_OPTIONS);
  const verify = async (hash: string, password: string): Promise<boolean> => {
    try {
      return await argon2.verify(hash, normalise(password));
    } catch {
      // A malformed stored hash: spend the same time, then refuse.
      await argon2.verify(dummyHash, normalise(password)).catch(() => false);
      return false;
    }
  };
  return {
    hash: (password) => argon2.hash(normalise(password), ARGON2_OPTIONS),
    verify,
    async verifyDummy(password) {
      await verify(dummyHash, password);
      return false;
    },
    needsRehash: (hash) => {
      try {
        return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, { memoryCost: ARGON2_OPTIONS.memoryCost, timeCost: ARGON2_OPTIONS.timeCost, parallelism: ARGON2_OPTIONS.parallelism });
      } catch {
        return true;
      }
    },
  };
}

import { readFileSync } from 'node:fs';
import { createSealer, SealRefusedError } from '@vmdash/identity';
import type { JobGrantSealing } from '@vmdash/jobs';

/**
 * How long a sealed grant opens, seconds: the job queue's longest wait (7 days). The grant inside carries its own,
 * shorter lifetime (the gateway's JOB_GRANT_TTL_SECONDS), which every service checks.
 */
const SEALED_GRANT_LIFETIME_SECONDS = 7 * 86_400;

/**
 * The dashboard's sealing of job grants at rest (docs/decisions/0028-jobs.md, "The grant at rest"): a compact JWE
 * (A256GCM) under a key derived by HKDF-SHA256 (RFC 5869) from `secret`, the dashboard's JOB_GRANT_SEALING_KEY_FILE,
 * which every dashboard replica holds and nothing else does. A reader of the database alone cannot act with a stored
 * grant; replacing the secret makes the grants of queued and running jobs unreadable (those jobs fail with the reason).
 * @throws Error when `secret` is shorter than 32 bytes
 */
export function createJobGrantSealing(secret: Uint8Array): JobGrantSealing {
  const sealer = createSealer({ secret, salt: 'vmdash dashboard sealing', infoOf: (purpose) => `vmdash/jobs/${purpose}/v1`, purposes: ['grant'] as const });
  return {
    seal: (grant) => sealer.seal('grant', { grant }, SEALED_GRANT_LIFETIME_SECONDS),
    async open(sealed) {
      const { grant } = await sealer.open('grant', sealed);
      if (typeof grant !== 'string') throw new SealRefusedError('the sealed value holds no grant');
      return grant;
    },
  };
}

/**
 * The secret of JOB_GRANT_SEALING_KEY_FILE: the file's bytes without trailing white space (e.g. the line
 * `openssl rand -base64 48` writes).
 * @throws Error naming JOB_GRANT_SEALING_KEY_FILE when the file cannot be read or holds fewer than 32 bytes
 */
export function readJobGrantSealingKey(path: string): Uint8Array {
  let secret: Buffer;
  try {
    secret = Buffer.from(readFileSync(path, 'utf8').trimEnd(), 'utf8');
  } catch (error) {
    throw new Error(`JOB_GRANT_SEALING_KEY_FILE: cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
  if (secret.length < 32) throw new Error(`JOB_GRANT_SEALING_KEY_FILE: ${path} holds ${secret.length} bytes; at least 32 are needed (e.g. openssl rand -base64 48)`);
  return secret;
}

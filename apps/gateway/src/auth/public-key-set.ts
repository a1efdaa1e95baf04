import { createPublicKey, type KeyObject } from 'node:crypto';

/** Smallest RSA modulus accepted for bearer-token keys (NIST SP 800-131A: 2048 bits). */
const MIN_RSA_BITS = 2048;

/**
 * Parses the bearer-token key set: a JSON object `{"<kid>": "<PEM public key>"}` (the content of
 * JWT_PUBLIC_KEYS_FILE). Every key must be RSA of at least 2048 bits, because tokens are verified as RS256 only.
 * @throws Error naming the bad entry when the JSON is not such an object or a key is not a usable RSA public key.
 */
export function parsePublicKeySet(json: string): Record<string, KeyObject> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`bearer key set is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('bearer key set must be a JSON object {"<kid>": "<PEM>"}');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length === 0) throw new Error('bearer key set is empty');
  const keys: Record<string, KeyObject> = Object.create(null) as Record<string, KeyObject>;
  for (const [kid, pem] of entries) {
    if (typeof pem !== 'string') throw new Error(`bearer key "${kid}" must be a PEM string`);
    let key: KeyObject;
    try {
      key = createPublicKey(pem);
    } catch (error) {
      throw new Error(`bearer key "${kid}" is not a public key: ${(error as Error).message}`, { cause: error });
    }
    if (key.asymmetricKeyType !== 'rsa') throw new Error(`bearer key "${kid}" must be an RSA key (tokens are RS256)`);
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < MIN_RSA_BITS) throw new Error(`bearer key "${kid}" has ${bits} bits; at least ${MIN_RSA_BITS} are required`);
    keys[kid] = key;
  }
  return keys;
}

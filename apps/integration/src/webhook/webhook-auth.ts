import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when a tracker webhook delivery carries the shared secret: an `X-Hub-Signature: sha256=<hex>` HMAC-SHA256 of the
 * raw body under the secret (what Jira DC 10 sends for a webhook with a secret), or else the secret itself as a
 * token. Both comparisons take constant time (OWASP ASVS 6.2.x); a signature that is present but wrong is refused
 * even when a token is also sent.
 */
export function webhookAuthentic(rawBody: Buffer, secret: string, signature: string | undefined, token: string | undefined): boolean {
  if (signature !== undefined && signature !== '') {
    const match = /^sha256=([0-9a-fA-F]{64})$/.exec(signature.trim());
    if (!match) return false;
    const expected = createHmac('sha256', secret).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
  }
  if (token !== undefined && token !== '') {
    // Digests have equal lengths, so the comparison does not reveal the secret's length.
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(token), digest(secret));
  }
  return false;
}

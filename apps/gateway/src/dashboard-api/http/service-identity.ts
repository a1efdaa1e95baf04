import { GATEWAY_SERVICE_IDENTITY, signInternalToken } from '@vmdash/identity';

/** Re-sign the service token after this long (internal tokens live 60 s). */
const SERVICE_TOKEN_REUSE_MS = 30_000;

/**
 * A source of the gateway's service token for Login, Logout and ResolveSession: signed once and reused for 30 s,
 * so the session check of every dashboard request costs no signature.
 */
export function createServiceTokenSource(internalTokenPrivateKey: string, now: () => number = Date.now): () => string {
  let token = '';
  let signedAt = -Infinity;
  return () => {
    if (now() - signedAt >= SERVICE_TOKEN_REUSE_MS) {
      token = signInternalToken(GATEWAY_SERVICE_IDENTITY, internalTokenPrivateKey);
      signedAt = now();
    }
    return token;
  };
}

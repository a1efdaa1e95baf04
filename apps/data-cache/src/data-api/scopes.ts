import { PermissionDeniedError } from '@vmdash/domain';
import type { CallerIdentity } from '@vmdash/identity';

/** Data API scopes (gateway bearer tokens): reading data, refreshing caches. */
export const SCOPE_DATA_READ = 'data:read';
export const SCOPE_CACHE_REFRESH = 'cache:refresh';

/**
 * Defence in depth behind the gateway's own check: the caller forwarded in the internal token must hold `scope`.
 * @throws PermissionDeniedError (403) when it does not.
 */
export function requireScope(caller: CallerIdentity, scope: string): void {
  if (!caller.scopes.includes(scope)) throw new PermissionDeniedError(`scope ${scope} required`);
}

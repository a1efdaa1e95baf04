import { PermissionDeniedError, type Scope } from '@vmdash/domain';
import type { CallerIdentity } from './internal-token';

/**
 * Defence in depth behind the gateway's own check: the caller forwarded in the internal token must hold `scope`.
 * @throws PermissionDeniedError (403) when it does not.
 */
export function requireScope(caller: CallerIdentity, scope: Scope): void {
  if (!caller.scopes.includes(scope)) throw new PermissionDeniedError(`scope ${scope} required`);
}

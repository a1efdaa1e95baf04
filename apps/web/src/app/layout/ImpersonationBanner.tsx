import { Button } from 'react-aria-components';
import { ErrorState } from '../../components/states/States';
import type { Me } from '../api/types';
import { useStopImpersonation } from '../session/session';

/** While an Admin impersonates (GET /api/auth/me says `impersonating`): "Viewing as <user> — stop" (docs/decisions/0018). */
export function ImpersonationBanner({ me }: { me: Me }) {
  const stop = useStopImpersonation();
  if (!me.impersonating) return null;
  return (
    <div className="impersonation-banner" role="region" aria-label="Impersonation">
      <span>
        Viewing as <strong>{me.user.username}</strong>
        {me.realUser ? ` (signed in as ${me.realUser.username})` : ''} —{' '}
      </span>
      <Button className="link-button" onPress={() => stop.mutate()} isDisabled={stop.isPending}>
        stop
      </Button>
      {stop.isError ? <ErrorState error={stop.error} /> : null}
    </div>
  );
}

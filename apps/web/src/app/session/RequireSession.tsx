import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { QueryStates } from '../../components/states/QueryStates';
import type { Capability } from '../api/types';
import { can, useMe } from './session';

/** Renders its children for a signed-in user; sends anyone else to /sign-in with the page to come back to. */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending || me.isError) return <QueryStates query={me} loading="Checking your session" />;
  if (!me.data) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return children;
}

/** Renders its children for a user holding `capability` (a page's, from the page table); others see the API's own refusal wording. */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const me = useMe();
  if (!can(me.data, capability)) return <p role="alert">Insufficient permissions</p>;
  return children;
}

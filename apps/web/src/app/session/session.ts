import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { answer, api } from '../api/client';
import type { Capability, Me, TeamScope } from '../api/types';

/** Query key of the signed-in user (GET /api/auth/me); `null` data means signed out. */
export const ME_KEY = ['auth', 'me'] as const;
/** Query key of the session's team scope (GET /api/auth/team-scope). */
export const TEAM_SCOPE_KEY = ['auth', 'team-scope'] as const;

/** GET /api/auth/me: the session's user, or null when the API answers 401 (no or expired session). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await answer(api.GET('/api/auth/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user (undefined while loading, null when signed out). */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000 });
}

/**
 * Whether the signed-in user holds `capability` (`write`, `export`, `administer`): GET /api/auth/me's `capabilities`,
 * which the gateway derives from the permission table its route guard reads, so the app offers exactly the actions
 * the API accepts (docs/architecture.md, "The web app"). False while loading and when signed out.
 */
export function can(me: Me | null | undefined, capability: Capability): boolean {
  return me?.capabilities[capability] === true;
}

/**
 * Sign-out (POST /api/auth/logout); every cached answer is dropped, since it belonged to the session.
 * After it the router sends the user to the sign-in page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST('/api/auth/logout')),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
    },
  });
}

/** Ends an Admin's impersonation (POST /api/auth/stop-impersonate) and reloads every answer as the Admin again. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST('/api/auth/stop-impersonate')),
    onSuccess: () => queryClient.resetQueries(),
  });
}

/** The session's team scope: `own` (the user's bu_teams) or, for an Admin, `all`. */
export function useTeamScope(enabled: boolean) {
  return useQuery({ queryKey: TEAM_SCOPE_KEY, queryFn: () => answer(api.GET('/api/auth/team-scope')), enabled });
}

/** Switches an Admin's team scope (POST /api/auth/team-scope) and reloads every team-scoped answer. */
export function useSetTeamScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: TeamScope['scope']) => answer(api.POST('/api/auth/team-scope', { body: { scope } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

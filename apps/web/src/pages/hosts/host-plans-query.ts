import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { components } from '../../app/api/dashboard-api.generated';
import type { CreatePlanBody } from './create-plan.schema';

/** A stored action plan as the dashboard API answers it. */
export type ActionPlan = components['schemas']['ActionPlan'];

/** Query key of a host's plan history. */
export const hostPlansKey = (hostId: number) => ['host-plans', hostId] as const;

/** The host's plans, active and inactive, newest first (GET /api/hosts/{host_id}/action-plans). */
export function useHostPlans(hostId: number | undefined) {
  return useQuery({
    queryKey: hostPlansKey(hostId ?? 0),
    queryFn: () => answer(api.GET('/api/hosts/{host_id}/action-plans', { params: { path: { host_id: hostId! } } })),
    enabled: hostId !== undefined,
  });
}

/**
 * Creates a plan on the host (POST /api/hosts/{host_id}/action-plans); on success the history and the findings (whose
 * active plan it may now be, once the dashboard's plan cache heard of it) are read again.
 */
export function useCreatePlan(hostId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanBody) => answer(api.POST('/api/hosts/{host_id}/action-plans', { params: { path: { host_id: hostId } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hostPlansKey(hostId) });
      void queryClient.invalidateQueries({ queryKey: ['findings'] });
    },
  });
}

import { PLAN_TYPES } from '@vmdash/domain';
import type { CachedActionPlan__Output, PlanCacheStatus__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

/** An active action plan from the dashboard's action-plan cache (docs/decisions/0013; apps/dashboard/src/plans/active-plans.ts). */
export const CachedActionPlanBody = z
  .object({
    action_plan_id: z.string(),
    host_id: z.int(),
    plan_type: z.enum(PLAN_TYPES),
    commit_date: z.string().openapi({ format: 'date' }),
    scanner_id: z.string().nullable().openapi({ description: 'null for a whole-host plan or one that names the finding by active_host_findings_id only' }),
    active_host_findings_id: z.int().nullable(),
    created_by: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('CachedActionPlan');

/** JSON of a cached plan (unset optionals become null). */
export function toCachedPlanJson(plan: CachedActionPlan__Output): z.output<typeof CachedActionPlanBody> {
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type as z.output<typeof CachedActionPlanBody>['plan_type'],
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id ?? null,
    active_host_findings_id: plan.active_host_findings_id ?? null,
    created_by: plan.created_by,
    created_at: plan.created_at,
  };
}

/** GET /api/plans/status (docs/decisions/0013): counts over the whole cache, freshness and whether it is behind. */
export const PlanCacheStatusBody = z
  .object({
    plans_cached: z.int().openapi({ description: 'Active plans in the cache' }),
    hosts_known: z.int().openapi({ description: 'Hosts with at least one active plan: hosts the action-plan service knows (atlas_known)' }),
    last_event_at: z.string().nullable().openapi({ format: 'date-time', description: 'When a plan event was last applied' }),
    last_sync_at: z.string().nullable().openapi({ format: 'date-time', description: 'When the last full sync ended' }),
    last_sync_duration_ms: z.int().nullable().openapi({ description: 'Duration of the last full sync, ms' }),
    behind: z.boolean().openapi({ description: 'true while plan events wait for the cache, or before any sync or event' }),
    pending_events: z.int().openapi({ description: 'Plan events not yet applied' }),
  })
  .openapi('PlanCacheStatus');

/** JSON of the cache status. */
export function toPlanCacheStatusJson(status: PlanCacheStatus__Output): z.output<typeof PlanCacheStatusBody> {
  return {
    plans_cached: status.plans_cached,
    hosts_known: status.hosts_known,
    last_event_at: status.last_event_at ?? null,
    last_sync_at: status.last_sync_at ?? null,
    last_sync_duration_ms: status.last_sync_duration_ms ?? null,
    behind: status.behind,
    pending_events: status.pending_events,
  };
}

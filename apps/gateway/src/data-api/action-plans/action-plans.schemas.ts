import { MAX_IDEMPOTENCY_KEY_LENGTH, MAX_LIST_ITEMS, PLAN_STATUSES, PLAN_TYPES, type PlanPatchableKey } from '@vmdash/domain';
import type { ActionPlanRecord as ActionPlanRecordOfProto, BulkCreatePlansResponse__Output, PlanFields, PlanUpdates } from '@vmdash/proto';
import { bodyId, boundedString, calendarDate, pathInteger } from '../../http/fields';
import { z } from '../../openapi/zod';

/**
 * The Idempotency-Key request header of the plan writes (docs/decisions/0008-writes-have-one-outcome.md): 1 to
 * MAX_IDEMPOTENCY_KEY_LENGTH printable ASCII characters, e.g. a UUID the client makes per logical request.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(MAX_IDEMPOTENCY_KEY_LENGTH)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces')
    .optional()
    .openapi({
      description:
        'Optional key (e.g. a UUID) naming this request. The answer is kept for 24 h: a retry with the same key and the same request answers it again, with the same status, and writes nothing; the same key with another request is 422; while the first request is still running, 409. Retry a 503 or 504 with the same key.',
      example: '5f0c6f4e-9d7b-4a53-8b1e-2f0a9c7d3e11',
    }),
});

/** Path of the action-plan routes of one host. */
export const HostPlansParams = z.object({ host_id: pathInteger('Beta host id') });

const planType = z.enum(PLAN_TYPES).openapi({ description: 'decommission and scan_exclusion apply to the whole host; the others to one finding' });

/**
 * Fields of a new plan (interface spec, "Create action plan request"). The usage rules by plan_type (which of
 * scanner_id / active_host_findings_id a type needs or forbids) are the action-plan service's rules: it answers
 * INVALID_ARGUMENT with field violations, which the gateway turns into the same 422 body.
 */
const planFieldsShape = {
  plan_type: planType,
  commit_date: calendarDate('Date the plan commits to, YYYY-MM-DD'),
  scanner_id: boundedString('Scanner plugin id of the finding (vulnerability-level plans)').nullable().optional(),
  active_host_findings_id: bodyId('Id of the active finding, instead of scanner_id (remediation)').nullable().optional(),
  tracker_vnr: boundedString('Tracker reference (false_positive)').nullable().optional(),
  risk_exc: boundedString('Risk exception reference (risk_acceptance, scan_exclusion)').nullable().optional(),
};

/** Body of PUT /hosts/{host_id}/action-plans. Unknown keys are refused (422 extra_forbidden). */
export const CreatePlanRequest = z.strictObject(planFieldsShape).openapi('CreateActionPlanRequest');

/** Body of POST /hosts/create-bulk-action-plans: the plan fields plus the hosts to create it for. */
export const BulkCreatePlansRequest = z.strictObject({ ...planFieldsShape, host_ids: z.array(bodyId('Beta host id')).max(MAX_LIST_ITEMS) }).openapi('BulkCreateActionPlansRequest');

const updatesShape = {
  commit_date: calendarDate('New commit date, YYYY-MM-DD').optional(),
  tracker_vnr: boundedString('New tracker reference; null clears it').nullable().optional(),
  risk_exc: boundedString('New risk exception reference; null clears it').nullable().optional(),
  deactivation: z.boolean().optional().openapi({ description: 'true makes the plan inactive' }),
} satisfies Record<PlanPatchableKey, z.ZodType>;

/** Body of PATCH /hosts/{host_id}/action-plans: `updates` takes only the patchable keys (others: 422 extra_forbidden). */
export const UpdatePlanRequest = z
  .strictObject({
    action_plan_id: boundedString('Id of the plan to update'),
    updates: z.strictObject(updatesShape).openapi({ description: 'Keys to change; absent keys stay as they are' }),
  })
  .openapi('UpdateActionPlanRequest');

/** A stored action plan; unset fields are null (libs/proto ActionPlanRecord, written by toActionPlanRecord). */
export const ActionPlanRecord = z
  .object({
    action_plan_id: z.string(),
    host_id: z.int(),
    plan_type: planType,
    commit_date: z.string().openapi({ format: 'date' }),
    scanner_id: z.string().nullable(),
    active_host_findings_id: z.int().nullable(),
    tracker_vnr: z.string().nullable(),
    risk_exc: z.string().nullable(),
    status: z.enum(PLAN_STATUSES).openapi({ description: 'A newer plan for the same host and finding makes the older one inactive' }),
    created_at: z.string(),
    updated_at: z.string(),
    created_by: z.string().openapi({ description: 'Subject of the token that created the plan' }),
    deactivated_at: z.string().nullable(),
    superseded_by: z.string().nullable().openapi({ description: 'Id of the plan that replaced this one' }),
  })
  .openapi('ActionPlan') satisfies z.ZodType<ActionPlanRecordOfProto>;

/** Per-host outcome of a bulk create. */
export const BulkCreatePlansRecord = z
  .object({
    created: z.array(z.object({ host_id: z.int(), action_plan_id: z.string() })),
    failed: z.array(z.object({ host_id: z.int(), reason: z.string() })),
  })
  .openapi('BulkCreateActionPlansResponse');

/** The gRPC PlanFields of a validated body; null and absent optional fields are both left unset. */
export function toPlanFields(body: z.output<typeof CreatePlanRequest>): PlanFields {
  return {
    plan_type: body.plan_type,
    commit_date: body.commit_date,
    scanner_id: body.scanner_id ?? undefined,
    active_host_findings_id: body.active_host_findings_id ?? undefined,
    tracker_vnr: body.tracker_vnr ?? undefined,
    risk_exc: body.risk_exc ?? undefined,
  };
}

/** The gRPC PlanUpdates of a validated `updates`: absent keys stay unset; `null` clears a nullable field. */
export function toPlanUpdates(updates: z.output<typeof UpdatePlanRequest>['updates']): PlanUpdates {
  const nullable = (value: string | null | undefined) => (value === undefined ? undefined : { value: value ?? undefined });
  return {
    commit_date: updates.commit_date,
    tracker_vnr: nullable(updates.tracker_vnr),
    risk_exc: nullable(updates.risk_exc),
    deactivation: updates.deactivation,
  };
}

/** JSON of a bulk create's outcome. */
export function toBulkCreateJson(response: BulkCreatePlansResponse__Output): z.output<typeof BulkCreatePlansRecord> {
  return {
    created: response.created.map(({ host_id, action_plan_id }) => ({ host_id, action_plan_id })),
    failed: response.failed.map(({ host_id, reason }) => ({ host_id, reason })),
  };
}

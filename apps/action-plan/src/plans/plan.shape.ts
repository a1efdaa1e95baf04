import { PLAN_STATUSES, PLAN_TYPES } from '@vmdash/domain';
import { z } from 'zod';

/*
 * The one declaration of a plan's fields (docs/decisions/0006-stored-shapes.md). The mongoose schema
 * (plan.model.ts), the repository's plain plan (plan.supersede.ts toStoredPlan), the rules' field types
 * (plan.rules.ts) and the wire message (plan.messages.ts) are derived from these shapes. No mongoose here: the rules
 * import it.
 */

/**
 * Fields a caller gives a new plan (interface-spec, "Data API request records": create action plan request), as
 * stored: plan_type one of the five, commit_date a YYYY-MM-DD string, absent optional fields null.
 */
const PlanFieldsShape = z.object({
  plan_type: z.enum(PLAN_TYPES),
  commit_date: z.string(),
  scanner_id: z.string().nullable(),
  active_host_findings_id: z.number().nullable(),
  tracker_vnr: z.string().nullable(),
  risk_exc: z.string().nullable(),
});

/**
 * Stored state of a plan. `pending` is internal: a new plan is inserted pending, then made active once the plan it
 * supersedes is inactive (plan.supersede.ts explains the order). Readers never see pending plans.
 */
const STORED_STATUSES = ['pending', ...PLAN_STATUSES] as const;

/** A plan document in the `action_plans` collection. Timestamps are Dates; commit_date stays a YYYY-MM-DD string. */
export const PlanShape = z.object({
  /** Public id (UUID v4); the Mongo _id stays internal. */
  action_plan_id: z.string(),
  host_id: z.number(),
  ...PlanFieldsShape.shape,
  status: z.enum(STORED_STATUSES),
  /** Supersede key on the host (plan.rules.ts planSlotOf): "host", "scanner:<id>" or "finding:<id>". */
  slot: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  created_by: z.string(),
  updated_by: z.string(),
  deactivated_at: z.date().nullable(),
  superseded_by: z.string().nullable(),
  /** Bumped by every change after creation: optimistic concurrency for PATCH and event message ids. */
  revision: z.number().default(0),
  /**
   * The request key (idempotency.commands.ts) of the create that wrote the plan, null without an Idempotency-Key: a
   * retry that takes over the key of an attempt that died after committing finds the plans it already created.
   */
  request_key: z.string().nullable(),
});

/** A stored plan as the rest of the service sees it: never pending, without the internal slot. */
export const StoredPlanShape = PlanShape.omit({ slot: true }).extend({ status: z.enum(PLAN_STATUSES) });

/** Fields of a new plan after the rules (see PlanFieldsShape). */
export type PlanFields = z.output<typeof PlanFieldsShape>;
/** A plan document as stored (see PlanShape). */
export type PlanDocument = z.output<typeof PlanShape>;
/** A stored plan as the rest of the service sees it (see StoredPlanShape). */
export type StoredPlan = z.output<typeof StoredPlanShape>;

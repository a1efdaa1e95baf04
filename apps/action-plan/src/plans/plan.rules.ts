import {
  calendarDateProblem,
  commitDateBounds,
  ConflictError,
  isPlanType,
  MAX_ID,
  MAX_LIST_ITEMS,
  MAX_STRING_LENGTH,
  PLAN_PATCHABLE_KEYS,
  PLAN_TYPES,
  ValidationError,
  WHOLE_HOST_PLAN_TYPES,
  type FieldViolation,
  type PlanType,
} from '@vmdash/domain';
import type { PlanFields, StoredPlan } from './plan.shape';

/*
 * Domain rules of host action plans (interface spec, "Data API request records": usage rules by plan_type).
 * Pure functions: no gRPC, mongoose or NATS here. Every rule is explained in docs/decisions/0003-action-plan-rules.md.
 * Violations use FastAPI/pydantic v2 wording (`type`, `msg`, `loc`), so the gateway can answer them as a 422 body.
 */

/** Where a field sits in the HTTP request, FastAPI style: ["body"] for PUT and bulk, ["body","updates"] for PATCH. */
type Loc = (string | number)[];

/** The fields of a new plan every caller must send; the others are optional. */
type RequiredPlanField = 'plan_type' | 'commit_date';

/**
 * Fields of a new plan as the caller sent them (gRPC PlanFields): plan_type any string (checked here), the optional
 * fields unset (undefined) or null.
 */
export type PlanFieldsInput = { [K in RequiredPlanField]: string } & { [K in Exclude<keyof PlanFields, RequiredPlanField>]?: PlanFields[K] };

/** The optional reference fields and the plan types that take them (spec: "Optional fields" column). */
const REFERENCE_FIELDS = {
  tracker_vnr: ['false_positive'],
  risk_exc: ['risk_acceptance', 'scan_exclusion'],
} as const satisfies Record<string, readonly PlanType[]>;

type ReferenceField = keyof typeof REFERENCE_FIELDS;

/** True for whole-host plan types (decommission, scan_exclusion): they name no finding. */
function isWholeHostPlanType(planType: PlanType): boolean {
  return WHOLE_HOST_PLAN_TYPES.includes(planType);
}

const quotedPlanTypes = `${PLAN_TYPES.slice(0, -1)
  .map((t) => `'${t}'`)
  .join(', ')} or '${PLAN_TYPES[PLAN_TYPES.length - 1]}'`;

/** A calendar date within commitDateBounds of today (pydantic's wording for a date outside `ge` / `le`). */
function checkCommitDate(value: unknown, loc: Loc, violations: FieldViolation[]): void {
  if (typeof value !== 'string') {
    violations.push({ loc, msg: 'Field required', type: 'missing' });
    return;
  }
  const problem = calendarDateProblem(value);
  if (problem) {
    violations.push({ loc, msg: `Input should be a valid date in the format YYYY-MM-DD, ${problem}`, type: 'date_parsing' });
    return;
  }
  // YYYY-MM-DD strings order as the dates do.
  const { min, max } = commitDateBounds(new Date());
  if (value < min) violations.push({ loc, msg: `Input should be greater than or equal to ${min}`, type: 'greater_than_equal' });
  else if (value > max) violations.push({ loc, msg: `Input should be less than or equal to ${max}`, type: 'less_than_equal' });
}

/** A present string field: not empty, at most MAX_STRING_LENGTH characters. */
function checkString(value: string, loc: Loc, violations: FieldViolation[]): void {
  if (value.length === 0) violations.push({ loc, msg: 'String should have at least 1 character', type: 'string_too_short' });
  else if (value.length > MAX_STRING_LENGTH) violations.push({ loc, msg: `String should have at most ${MAX_STRING_LENGTH} characters`, type: 'string_too_long' });
}

/** A positive id within MAX_ID (larger int64 values cannot be JavaScript numbers exactly), or a violation. */
function checkId(value: number, loc: Loc, violations: FieldViolation[]): void {
  if (!Number.isInteger(value)) violations.push({ loc, msg: 'Input should be a valid integer', type: 'int_type' });
  else if (value < 1) violations.push({ loc, msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal' });
  else if (value > MAX_ID) violations.push({ loc, msg: `Input should be less than or equal to ${MAX_ID}`, type: 'less_than_equal' });
}

const present = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

function notAllowed(field: string, planType: PlanType, why: string): string {
  return `Value error, ${field} is not allowed for ${planType} plans (${why})`;
}

/**
 * Applies the usage rules by plan_type to a new plan's fields.
 * - plan_type: one of the five (else `enum`, pydantic's wording); commit_date: a real calendar date YYYY-MM-DD.
 * - decommission, scan_exclusion (whole host): no scanner_id, no active_host_findings_id.
 * - remediation: scanner_id or active_host_findings_id (or both).
 * - false_positive, risk_acceptance: scanner_id required; active_host_findings_id may accompany it.
 * - tracker_vnr only on false_positive; risk_exc only on risk_acceptance and scan_exclusion: refused elsewhere
 *   (a reference the caller sent must not be silently dropped).
 * - strings: 1..MAX_STRING_LENGTH characters; ids: integers 1..MAX_ID.
 * @param loc location prefix of the fields, e.g. ["body"]
 * @throws ValidationError listing every violation (loc e.g. ["body","scanner_id"])
 */
export function validatePlanFields(input: PlanFieldsInput | null | undefined, loc: Loc = ['body']): PlanFields {
  if (!input) throw new ValidationError('Invalid action plan', [{ loc, msg: 'Field required', type: 'missing' }]);
  const violations: FieldViolation[] = [];
  const at = (field: string): Loc => [...loc, field];
  if (!isPlanType(input.plan_type)) {
    violations.push({ loc: at('plan_type'), msg: `Input should be ${quotedPlanTypes}`, type: 'enum' });
  }
  checkCommitDate(input.commit_date, at('commit_date'), violations);
  for (const field of ['scanner_id', 'tracker_vnr', 'risk_exc'] as const) {
    const value = input[field];
    if (present(value)) checkString(value, at(field), violations);
  }
  if (present(input.active_host_findings_id)) checkId(input.active_host_findings_id, at('active_host_findings_id'), violations);

  if (isPlanType(input.plan_type)) {
    const planType = input.plan_type;
    if (isWholeHostPlanType(planType)) {
      for (const field of ['scanner_id', 'active_host_findings_id'] as const) {
        if (present(input[field])) violations.push({ loc: at(field), msg: notAllowed(field, planType, 'whole-host plans name no finding'), type: 'value_error' });
      }
    } else if (planType === 'remediation') {
      if (!present(input.scanner_id) && !present(input.active_host_findings_id)) {
        violations.push({ loc: at('scanner_id'), msg: 'Field required (remediation plans name the finding by scanner_id or active_host_findings_id)', type: 'missing' });
      }
    } else if (!present(input.scanner_id)) {
      violations.push({ loc: at('scanner_id'), msg: `Field required (${planType} plans name the finding by scanner_id)`, type: 'missing' });
    }
    for (const field of Object.keys(REFERENCE_FIELDS) as ReferenceField[]) {
      if (present(input[field]) && !referenceAllowed(field, planType)) {
        violations.push({ loc: at(field), msg: notAllowed(field, planType, `only ${REFERENCE_FIELDS[field].join(' and ')} plans take it`), type: 'value_error' });
      }
    }
  }
  if (violations.length > 0) throw new ValidationError('Invalid action plan', violations);
  return {
    plan_type: input.plan_type as PlanType,
    commit_date: input.commit_date,
    scanner_id: input.scanner_id ?? null,
    active_host_findings_id: input.active_host_findings_id ?? null,
    tracker_vnr: input.tracker_vnr ?? null,
    risk_exc: input.risk_exc ?? null,
  };
}

function referenceAllowed(field: ReferenceField, planType: PlanType): boolean {
  return (REFERENCE_FIELDS[field] as readonly PlanType[]).includes(planType);
}

/**
 * The host id of a path (`/hosts/{host_id}/...`): a positive safe integer.
 * @throws ValidationError with loc ["path","host_id"]
 */
export function validateHostId(hostId: number): number {
  const violations: FieldViolation[] = [];
  checkId(hostId, ['path', 'host_id'], violations);
  if (violations.length > 0) throw new ValidationError('Invalid host id', violations);
  return hostId;
}

/**
 * The host ids of a bulk create, each once in first-seen order (a repeated id gets one plan and one result).
 * @throws ValidationError when more than MAX_LIST_ITEMS ids are given (`too_long`, loc ["body","host_ids"]) or an id
 *   is not a positive integer (loc ["body","host_ids",<index>]).
 */
export function validateBulkHostIds(hostIds: readonly number[]): number[] {
  if (hostIds.length > MAX_LIST_ITEMS) {
    throw new ValidationError('Too many hosts', [{ loc: ['body', 'host_ids'], msg: `List should have at most ${MAX_LIST_ITEMS} items after validation, not ${hostIds.length}`, type: 'too_long' }]);
  }
  const violations: FieldViolation[] = [];
  hostIds.forEach((id, index) => checkId(id, ['body', 'host_ids', index], violations));
  if (violations.length > 0) throw new ValidationError('Invalid host ids', violations);
  return [...new Set(hostIds)];
}

/**
 * Extra rule of the bulk create: active_host_findings_id names one finding of one host (data-cache gives every
 * host-finding its own id), so a plan for several hosts must name the finding by scanner_id.
 * @throws ValidationError (loc ["body","active_host_findings_id"]) when the plan has one and there are several hosts
 */
export function checkBulkPlan(plan: PlanFields, distinctHosts: number): void {
  if (plan.active_host_findings_id !== null && distinctHosts > 1) {
    throw new ValidationError('Invalid bulk action plan', [
      {
        loc: ['body', 'active_host_findings_id'],
        msg: 'Value error, active_host_findings_id identifies one finding of one host; a plan for several hosts names the finding by scanner_id',
        type: 'value_error',
      },
    ]);
  }
}

/**
 * The "slot" of a plan on its host: plans sharing host and slot supersede each other, and at most one of them is
 * active. Whole-host plans (decommission, scan_exclusion) share the slot "host"; a vulnerability-level plan occupies
 * the slot of its finding: "scanner:<scanner_id>" when it names one (the spec's identifier of a vulnerability),
 * else "finding:<active_host_findings_id>". A whole-host plan therefore does not supersede the host's
 * vulnerability-level plans (docs/decisions/0003-action-plan-rules.md explains why).
 */
export function planSlotOf(plan: Pick<PlanFields, 'plan_type' | 'scanner_id' | 'active_host_findings_id'>): string {
  if (isWholeHostPlanType(plan.plan_type)) return 'host';
  if (plan.scanner_id !== null) return `scanner:${plan.scanner_id}`;
  return `finding:${plan.active_host_findings_id}`;
}

/** `updates` of a PATCH as the caller sent them (gRPC PlanUpdates: a nullable string is `{value?}`, null clears). */
export interface PlanUpdatesInput {
  commit_date?: string | null;
  tracker_vnr?: { value?: string | null } | null;
  risk_exc?: { value?: string | null } | null;
  deactivation?: boolean | null;
}

/** What a plan looks like to the update rules. */
export type UpdatablePlan = Pick<StoredPlan, 'action_plan_id' | 'plan_type' | 'status' | 'commit_date' | 'tracker_vnr' | 'risk_exc'>;

/** The change an update makes: fields to set (only those whose value changes) and whether the plan is deactivated. */
export interface PlanChange {
  set: Partial<Pick<UpdatablePlan, 'commit_date' | 'tracker_vnr' | 'risk_exc'>>;
  deactivate: boolean;
  /** Names of the changed fields, for the `plans.action_plan.updated` event (deactivation: status, deactivated_at). */
  changedFields: string[];
}

/**
 * Checks a PATCH's `updates` on its own (before the plan is read): at least one of PLAN_PATCHABLE_KEYS, commit_date
 * a calendar date, references 1..MAX_STRING_LENGTH characters or null.
 * @throws ValidationError (loc under ["body","updates"])
 */
export function validateUpdates(updates: PlanUpdatesInput | null | undefined): void {
  const loc: Loc = ['body', 'updates'];
  if (!updates) throw new ValidationError('Invalid update', [{ loc, msg: 'Field required', type: 'missing' }]);
  const violations: FieldViolation[] = [];
  const given = PLAN_PATCHABLE_KEYS.filter((key) => present(updates[key]));
  if (given.length === 0) {
    violations.push({ loc, msg: `Value error, updates must contain at least one of ${PLAN_PATCHABLE_KEYS.join(', ')}`, type: 'value_error' });
  }
  if (present(updates.commit_date)) checkCommitDate(updates.commit_date, [...loc, 'commit_date'], violations);
  for (const field of ['tracker_vnr', 'risk_exc'] as const) {
    const value = updates[field]?.value;
    if (present(value)) checkString(value, [...loc, field], violations);
  }
  if (violations.length > 0) throw new ValidationError('Invalid update', violations);
}

/**
 * Decides what an already validated PATCH does to `plan`:
 * - commit_date, tracker_vnr, risk_exc are set (a NullableString without value clears a reference); a non-null
 *   reference the plan type does not take is refused like on create (clearing it is allowed: it is already null).
 * - deactivation true makes an active plan inactive; false changes nothing (reactivating is not offered: create a
 *   new plan, which supersedes properly).
 * - an inactive plan is history and cannot change: ConflictError, except a request that only deactivates, which is
 *   answered as done (idempotent retries).
 * Values equal to the stored ones are not changes (an update that changes nothing leaves updated_at alone).
 * @throws ValidationError for a reference the plan type does not take; ConflictError for an inactive plan.
 */
export function decidePlanChange(plan: UpdatablePlan, updates: PlanUpdatesInput): PlanChange {
  const violations: FieldViolation[] = [];
  for (const field of Object.keys(REFERENCE_FIELDS) as ReferenceField[]) {
    const value = updates[field]?.value;
    if (present(value) && !referenceAllowed(field, plan.plan_type)) {
      violations.push({
        loc: ['body', 'updates', field],
        msg: notAllowed(field, plan.plan_type, `only ${REFERENCE_FIELDS[field].join(' and ')} plans take it`),
        type: 'value_error',
      });
    }
  }
  if (violations.length > 0) throw new ValidationError('Invalid update', violations);

  const onlyDeactivation = updates.deactivation === true && PLAN_PATCHABLE_KEYS.every((key) => key === 'deactivation' || !present(updates[key]));
  if (plan.status === 'inactive') {
    if (onlyDeactivation) return { set: {}, deactivate: false, changedFields: [] };
    throw new ConflictError(`Action plan ${plan.action_plan_id} is inactive and cannot be updated`);
  }

  const set: PlanChange['set'] = {};
  if (present(updates.commit_date) && updates.commit_date !== plan.commit_date) set.commit_date = updates.commit_date;
  for (const field of ['tracker_vnr', 'risk_exc'] as const) {
    const update = updates[field];
    if (!present(update)) continue;
    const value = update.value ?? null;
    if (value !== plan[field]) set[field] = value;
  }
  const deactivate = updates.deactivation === true;
  const changedFields: string[] = Object.keys(set);
  if (deactivate) changedFields.push('status', 'deactivated_at');
  return { set, deactivate, changedFields };
}

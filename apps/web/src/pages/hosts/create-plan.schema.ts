import { z } from 'zod';
import { PLAN_TYPES } from '@vmdash/domain';
import type { components } from '../../app/api/dashboard-api.generated';

/** The body of POST /api/hosts/{host_id}/action-plans (the API's CreateHostActionPlanRequest). */
export type CreatePlanBody = components['schemas']['CreateHostActionPlanRequest'];
/** A plan type (interface spec, "Data API request records"). */
export type PlanType = CreatePlanBody['plan_type'];

/** Plan types that name a finding (scanner_id, and active_host_findings_id for remediation). */
export const FINDING_PLAN_TYPES: readonly PlanType[] = ['remediation', 'false_positive', 'risk_acceptance'];
/** Plan types that take a risk exception reference (risk_exc). */
export const RISK_EXC_PLAN_TYPES: readonly PlanType[] = ['risk_acceptance', 'scan_exclusion'];

const optionalText = z.string().trim().max(255, 'At most 255 characters');

/**
 * The create-plan form: the fields the chosen plan_type takes, with the usage rules by plan_type the action-plan
 * service applies (interface spec, "Data API request records"; docs/decisions/0003-action-plan-rules.md), checked
 * here first so the user sees them before sending; the API's own answer is shown when it refuses anyway.
 */
export const CreatePlanForm = z
  .object({
    plan_type: z.enum(PLAN_TYPES, { error: 'Choose a plan type' }),
    commit_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Commit date is required (YYYY-MM-DD)'),
    scanner_id: optionalText,
    active_host_findings_id: z
      .string()
      .trim()
      .regex(/^(|[1-9]\d{0,14})$/, 'Finding id must be a positive whole number'),
    tracker_vnr: optionalText,
    risk_exc: optionalText,
  })
  .superRefine((values, ctx) => {
    if ((values.plan_type === 'false_positive' || values.plan_type === 'risk_acceptance') && values.scanner_id === '') {
      ctx.addIssue({ code: 'custom', path: ['scanner_id'], message: `Scanner id is required for ${values.plan_type} plans` });
    }
    if (values.plan_type === 'remediation' && values.scanner_id === '' && values.active_host_findings_id === '') {
      ctx.addIssue({ code: 'custom', path: ['scanner_id'], message: 'Give a scanner id or a finding id for remediation plans' });
    }
  });
export type CreatePlanValues = z.infer<typeof CreatePlanForm>;

/** The empty form: a remediation plan. */
export const EMPTY_PLAN: CreatePlanValues = { plan_type: 'remediation', commit_date: '', scanner_id: '', active_host_findings_id: '', tracker_vnr: '', risk_exc: '' };

/**
 * The request body of valid form values: only the fields the plan type takes (a field the type refuses is never sent,
 * even when it was filled before the type changed); empty optional fields are left out.
 */
export function planBodyOf(values: CreatePlanValues): CreatePlanBody {
  const type = values.plan_type;
  const finding = FINDING_PLAN_TYPES.includes(type);
  return {
    plan_type: type,
    commit_date: values.commit_date,
    ...(finding && values.scanner_id ? { scanner_id: values.scanner_id } : {}),
    ...(type === 'remediation' && values.active_host_findings_id ? { active_host_findings_id: Number(values.active_host_findings_id) } : {}),
    ...(type === 'false_positive' && values.tracker_vnr ? { tracker_vnr: values.tracker_vnr } : {}),
    ...(RISK_EXC_PLAN_TYPES.includes(type) && values.risk_exc ? { risk_exc: values.risk_exc } : {}),
  };
}

import { MAX_ID, MAX_STRING_LENGTH, PLAN_TYPES } from '@vmdash/domain';
import { z } from '../../openapi/zod';
import { ActionPlanRecord } from '../../data-api/action-plans/action-plans.schemas';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

export { HostPlansParams, IdempotencyHeaders, toPlanFields } from '../../data-api/action-plans/action-plans.schemas';

/** A text field of a plan: 1..MAX_STRING_LENGTH characters, null or absent for none; `text` names the field. */
function planText(text: string, description: string) {
  return z.string({ error: text }).min(1, text).max(MAX_STRING_LENGTH, text).nullable().optional().openapi({ description });
}

/**
 * Body of POST /api/hosts/{host_id}/action-plans (docs/decisions/0020): the fields of the interface spec's create action plan
 * request ("Data API request records"). The checks here name the field in the dialect's 400; the rules by plan_type
 * (which of scanner_id / active_host_findings_id / tracker_vnr / risk_exc a type needs or refuses) and the commit
 * date's range are the action-plan service's, answered as 400 "<field>: <reason>". Strict: unknown fields are refused.
 */
export const CreateHostPlanRequest = z
  .strictObject(
    {
      plan_type: z
        .enum(PLAN_TYPES, { error: (issue) => (issue.input === undefined ? WORKFLOW_TEXTS.planFieldsRequired : WORKFLOW_TEXTS.invalidPlanType) })
        .openapi({ description: 'decommission and scan_exclusion apply to the whole host; the others to one finding' }),
      commit_date: z
        .string({ error: (issue) => (issue.input === undefined ? WORKFLOW_TEXTS.planFieldsRequired : WORKFLOW_TEXTS.invalidCommitDate) })
        .regex(/^\d{4}-\d{2}-\d{2}$/, WORKFLOW_TEXTS.invalidCommitDate)
        .openapi({ description: 'Date the plan commits to, YYYY-MM-DD', format: 'date', example: '2025-06-30' }),
      scanner_id: planText(WORKFLOW_TEXTS.invalidPlanScannerId, 'Scanner plugin id of the finding (remediation, false_positive, risk_acceptance)'),
      active_host_findings_id: z
        .int({ error: WORKFLOW_TEXTS.invalidPlanFindingId })
        .min(1, WORKFLOW_TEXTS.invalidPlanFindingId)
        .max(MAX_ID, WORKFLOW_TEXTS.invalidPlanFindingId)
        .nullable()
        .optional()
        .openapi({ description: 'Id of the active finding, instead of or with scanner_id (remediation)' }),
      tracker_vnr: planText(WORKFLOW_TEXTS.invalidTrackerVnr, 'Tracker reference (false_positive only)'),
      risk_exc: planText(WORKFLOW_TEXTS.invalidRiskExc, 'Risk exception reference (risk_acceptance and scan_exclusion only)'),
    },
    { error: WORKFLOW_TEXTS.planFieldsRequired },
  )
  .openapi('CreateHostActionPlanRequest');

/** A host's plans, newest first: the Data API's ActionPlan records. */
export const HostPlanList = z.array(ActionPlanRecord);
export { ActionPlanRecord };

import { COMPLIANCE_CHANGE_REASON_MAX_LENGTH, COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH } from '@vmdash/domain';
import { z } from 'zod';
import type { MetricId } from '../../app/api/types';
import type { MetadataChange } from './compliance-queries';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A change reason: at most 500 characters, in the API's words (the metadata edit and the bulk commit share it). */
export const ChangeReason = z.string().max(COMPLIANCE_CHANGE_REASON_MAX_LENGTH, `change_reason must be at most ${COMPLIANCE_CHANGE_REASON_MAX_LENGTH} characters`);

/**
 * The metadata form of a compliance host, with the API's rules in its own words, so the form says what the API would:
 * a resolution date (YYYY-MM-DD) or a remediation plan, a plan of at most 2000 characters, a change reason of at most
 * 500. `metric_ids` are the items changed; none means every active item of the host.
 */
export const MetadataForm = z
  .object({
    resolution_date: z.string().refine((value) => value === '' || DATE.test(value), 'resolution_date must be a date YYYY-MM-DD'),
    remediation_plan: z.string().max(COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH, `remediation_plan must be at most ${COMPLIANCE_REMEDIATION_PLAN_MAX_LENGTH} characters`),
    metric_ids: z.array(z.string()),
    change_reason: ChangeReason,
  })
  .refine((values) => values.resolution_date !== '' || values.remediation_plan.trim() !== '', {
    message: 'resolution_date or remediation_plan is required',
    path: ['resolution_date'],
  });
export type MetadataValues = z.infer<typeof MetadataForm>;

/** The PATCH body of the form's values: empty fields are left out (unchanged), as are an empty reason and metric list. */
export function metadataBody(values: MetadataValues): MetadataChange {
  const plan = values.remediation_plan.trim();
  const reason = values.change_reason.trim();
  return {
    ...(values.resolution_date ? { resolution_date: values.resolution_date } : {}),
    ...(plan ? { remediation_plan: plan } : {}),
    ...(values.metric_ids.length > 0 ? { metric_ids: values.metric_ids as MetricId[] } : {}),
    ...(reason ? { change_reason: reason } : {}),
  };
}

import type { FpSubmission } from '@vmdash/proto';
import { impersonatingAdminMessageOf } from '../workflows/impersonating-admin';
import type { StoredSubmission } from './fp-submission.repository';

/**
 * A stored submission as the FpSubmission message (dashboard_workflows.proto): timestamps ISO 8601 UTC, an absent time
 * unset. The one mapping of the record to the wire; the gateway's toSubmissionJson is the one from the wire to JSON.
 */
export function toSubmissionMessage(submission: StoredSubmission): FpSubmission {
  return {
    id: submission.id,
    name: submission.name,
    platform_id: submission.platform_id,
    workflow_uuid: submission.workflow_uuid,
    lifecycle_status: submission.lifecycle_status,
    platform_state: submission.platform_state,
    queue_item_ids: submission.queue_item_ids,
    finding_ids: submission.finding_ids,
    reason: submission.reason,
    description: submission.description,
    expiration_date: submission.expiration_date,
    override_control: submission.override_control,
    created_by: submission.created_by,
    ...impersonatingAdminMessageOf(submission),
    created_at: submission.created_at.toISOString(),
    requeued_at: submission.requeued_at?.toISOString(),
    last_synced_at: submission.last_synced_at?.toISOString(),
    platform_answer_json: submission.platform_answer_json,
  };
}

import { QUEUE_WORKFLOW_TYPES, REQUEUE_WORKFLOW_TYPES, ValidationError, type QueueWorkflowType } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedWorkflowPage } from '../findings/finding.handlers';
import { toQueueItemMessage } from '../queue/queue.messages';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { Outcome } from '../workflows/workflow-outcome';
import { CREATED_STATUS, OK_STATUS, statusOf } from '../workflows/workflow-status';
import type { SubmissionCommands } from './fp-submission.commands';
import type { StoredSubmission } from './fp-submission.repository';

type SubmissionRpcs = 'CreateFpSubmission' | 'ListFpSubmissions' | 'GetFpSubmission' | 'SyncFpSubmission' | 'RequeueFpSubmission' | 'MapFpFindings';

/** A stored submission as an FpSubmission message (timestamps ISO 8601 UTC). */
function toSubmissionMessage(submission: StoredSubmission) {
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
    created_at: submission.created_at.toISOString(),
    requeued_at: submission.requeued_at?.toISOString() ?? null,
    last_synced_at: submission.last_synced_at?.toISOString() ?? null,
    platform_answer_json: submission.platform_answer_json,
  };
}

function submissionAnswer(result: Outcome<StoredSubmission>, success: typeof OK_STATUS | typeof CREATED_STATUS) {
  return result.ok ? { status: success, submission: toSubmissionMessage(result.value) } : { status: statusOf(result) };
}

function requeueTypeOf(value: string): QueueWorkflowType {
  if (!(REQUEUE_WORKFLOW_TYPES as readonly string[]).includes(value) || !(QUEUE_WORKFLOW_TYPES as readonly string[]).includes(value)) {
    throw new ValidationError(`workflow_type must be one of ${REQUEUE_WORKFLOW_TYPES.join(', ')}`, [{ loc: ['body', 'workflow_type'], msg: 'invalid value', type: 'enum' }]);
  }
  return value as QueueWorkflowType;
}

/** False-positive submission RPCs of DashboardWorkflowService. */
export function createSubmissionHandlers(commands: SubmissionCommands): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, SubmissionRpcs> {
  return {
    CreateFpSubmission: async (request, context) =>
      submissionAnswer(
        await commands.create(
          workflowCallerOf(context),
          {
            queue_item_ids: request.queue_item_ids,
            name: request.name,
            reason: request.reason,
            description: request.description,
            expiration_date: request.expiration_date,
            override_control: request.override_control,
            evidence: request.evidence.map((file) => ({ fileName: file.file_name, content: file.content })),
          },
          request.client_address || null,
        ),
        CREATED_STATUS,
      ),
    ListFpSubmissions: async (request, context) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const { items, total } = await commands.list(workflowCallerOf(context), page, pageSize);
      return { page, page_size: pageSize, total, items: items.map(toSubmissionMessage) };
    },
    GetFpSubmission: async (request, context) => submissionAnswer(await commands.get(workflowCallerOf(context), request.id), OK_STATUS),
    SyncFpSubmission: async (request, context) => submissionAnswer(await commands.sync(workflowCallerOf(context), request.id, request.client_address || null), OK_STATUS),
    RequeueFpSubmission: async (request, context) => {
      const result = await commands.requeue(workflowCallerOf(context), request.id, requeueTypeOf(request.workflow_type), request.vendor, request.client_address || null);
      if (!result.ok) return { status: statusOf(result) };
      return { status: CREATED_STATUS, submission: toSubmissionMessage(result.value.submission), items: result.value.items.map(toQueueItemMessage) };
    },
    MapFpFindings: async (request, context) => {
      const result = await commands.mapFindings(workflowCallerOf(context), request.id, request.queue_item_ids, request.client_address || null);
      if (!result.ok) return { status: statusOf(result) };
      return { status: OK_STATUS, added_findings: result.value.added, failed_findings: result.value.failed };
    },
  };
}

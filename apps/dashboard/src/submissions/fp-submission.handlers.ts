import { QUEUE_WORKFLOW_TYPES, REQUEUE_WORKFLOW_TYPES, ValidationError, type QueueWorkflowType } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedWorkflowPage } from '../findings/finding.handlers';
import { toQueueItemMessage } from '../queue/queue.messages';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { SubmissionCommands } from './fp-submission.commands';
import { toSubmissionMessage } from './fp-submission.messages';

type SubmissionRpcs = 'CreateFpSubmission' | 'ListFpSubmissions' | 'GetFpSubmission' | 'SyncFpSubmission' | 'RequeueFpSubmission' | 'MapFpFindings';

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
      toSubmissionMessage(
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
      ),
    ListFpSubmissions: async (request, context) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const { items, total } = await commands.list(workflowCallerOf(context), page, pageSize);
      return { page, page_size: pageSize, total, items: items.map(toSubmissionMessage) };
    },
    GetFpSubmission: async (request, context) => toSubmissionMessage(await commands.get(workflowCallerOf(context), request.id)),
    SyncFpSubmission: async (request, context) => toSubmissionMessage(await commands.sync(workflowCallerOf(context), request.id, request.client_address || null)),
    RequeueFpSubmission: async (request, context) => {
      const { submission, items } = await commands.requeue(workflowCallerOf(context), request.id, requeueTypeOf(request.workflow_type), request.vendor, request.client_address || null);
      return { submission: toSubmissionMessage(submission), items: items.map(toQueueItemMessage) };
    },
    MapFpFindings: async (request, context) => {
      const { added, failed } = await commands.mapFindings(workflowCallerOf(context), request.id, request.queue_item_ids, request.client_address || null);
      return { added_findings: added, failed_findings: failed };
    },
  };
}

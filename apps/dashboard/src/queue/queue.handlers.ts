import { DATA_SOURCES, QUEUE_ITEM_STATUSES, QUEUE_WORKFLOW_TYPES, ValidationError, type QueueItemStatus, type QueueWorkflowType } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedWorkflowPage } from '../findings/finding.handlers';
import { toNoteMessage } from '../notes/note.messages';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { QueueCommands } from './queue.commands';
import { toQueueItemMessage } from './queue.messages';

type QueueRpcs = 'StageQueueItems' | 'ListQueueItems' | 'UpdateQueueItem' | 'DeleteQueueItem' | 'ListQueueNotes' | 'AddQueueNote' | 'ListTicketLinks';

function oneOf<T extends string>(values: readonly T[], value: string | undefined, field: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw new ValidationError(`${field} must be one of ${values.join(', ')}`, [{ loc: ['body', field], msg: 'invalid value', type: 'enum' }]);
  return value as T;
}

/** Queue RPCs of DashboardWorkflowService; mutations carry the client address for the audit trail. */
export function createQueueHandlers(commands: QueueCommands): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, QueueRpcs> {
  return {
    StageQueueItems: async (request, context) => {
      const items = request.items.map((item) => ({
        ...(item.source ? { source: oneOf(DATA_SOURCES, item.source, 'source') } : {}),
        host_id: item.host_id,
        scanner_id: item.scanner_id,
        workflow_type: oneOf<QueueWorkflowType>(QUEUE_WORKFLOW_TYPES, item.workflow_type, 'workflow_type') as QueueWorkflowType,
        ...(item.vendor !== undefined ? { vendor: item.vendor } : {}),
      }));
      const staged = await commands.stage(workflowCallerOf(context), items, request.client_address || null);
      return { items: staged.map(toQueueItemMessage) };
    },
    ListQueueItems: async (request, context) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const status = oneOf<QueueItemStatus>(QUEUE_ITEM_STATUSES, request.status, 'status');
      const workflowType = oneOf<QueueWorkflowType>(QUEUE_WORKFLOW_TYPES, request.workflow_type, 'workflow_type');
      const { items, total } = await commands.list(workflowCallerOf(context), { ...(status ? { status } : {}), ...(workflowType ? { workflowType } : {}) }, page, pageSize);
      return { page, page_size: pageSize, total, items: items.map(toQueueItemMessage) };
    },
    UpdateQueueItem: async (request, context) => {
      const status = oneOf<QueueItemStatus>(QUEUE_ITEM_STATUSES, request.status, 'status');
      const updated = await commands.update(
        workflowCallerOf(context),
        request.id,
        { ...(status ? { status } : {}), ...(request.vendor !== undefined ? { vendor: request.vendor } : {}) },
        request.client_address || null,
      );
      return toQueueItemMessage(updated);
    },
    DeleteQueueItem: async (request, context) => {
      await commands.delete(workflowCallerOf(context), request.id, request.client_address || null);
      return {};
    },
    ListQueueNotes: async (request, context) => ({ notes: (await commands.notes(workflowCallerOf(context), request.id)).map(toNoteMessage) }),
    AddQueueNote: async (request, context) => toNoteMessage(await commands.addNote(workflowCallerOf(context), request.id, request.text, request.client_address || null)),
    ListTicketLinks: async (_request, context) => {
      const links = await commands.ticketLinks(workflowCallerOf(context));
      return { links: links.map((link) => ({ queue_item_id: link.queue_item_id, ticket_id: link.ticket_id, issue_key: link.issue_key, linked_at: link.linked_at.toISOString() })) };
    },
  };
}

import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { z } from '../../openapi/zod';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { NoteBody, toNoteJson } from '../findings/findings.schemas';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { QueueItemBody, QueueItemPageBody, QueueItemParams, QueueNoteRequest, QueueQuery, StageQueueRequest, TicketLinkBody, toQueueItemJson, UpdateQueueItemRequest } from './queue.schemas';

const tag = 'queue';
const ITEM_NOT_FOUND = "\"Queue item not found\": no such item in the caller's queue (an Admin sees every queue) within the caller's teams; another user's item is not confirmed to exist";

/** The per-user queue of staged findings (docs/decisions/0011); mutations are audited with entityType queue_item. */
export function queueRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/beta/todo-queue',
      access: accessOf('vmdash.v1.DashboardWorkflowService/StageQueueItems'),
      body: StageQueueRequest,
      invalidInputText: WORKFLOW_TEXTS.stageItemsRequired,
      failureText: WORKFLOW_TEXTS.queueStageFailed,
      docs: {
        operationId: 'stageQueueItems',
        summary: "Stage findings in the caller's queue",
        description:
          "Each finding must be an active beta finding of the caller's teams (else 404 naming it, and nothing is staged). A finding already pending in the caller's queue for the same workflow answers its existing item. vendor is required for FP, RISK and DECOM. Audit action queue_item_create per new item.",
        tag,
        responses: {
          201: { description: 'The staged items, in request order', schema: z.array(QueueItemBody) },
          404: { description: '"Finding not found: host <host_id>, plugin <scanner_id>"' },
          409: {
            description:
              'An item names an alpha finding (source alpha: Nexpose, OpenVAS), and nothing is staged: "Alpha findings (Nexpose, OpenVAS) cannot be staged: the queue and its workflows (remediation, false positive, risk acceptance, decommission) take beta (Nessus) findings only. An alpha finding can be listed, filtered, exported and seen on its host page (asset <host_id>, <CVE id>)"',
          },
        },
      },
      handle: async ({ body, clientAddress, call }) => {
        const answer = await unaryCall(workflows, 'StageQueueItems', { items: body.items, client_address: clientAddress }, call);
        return jsonResult(answer.items.map(toQueueItemJson), 201);
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/beta/todo-queue',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListQueueItems'),
      query: QueueQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.queueFailed,
      docs: {
        operationId: 'listQueueItems',
        summary: "The caller's queue, newest first",
        description: "An Admin sees every user's items within the Admin's team scope. Paged as every list.",
        tag,
        responses: { 200: { description: 'One page', schema: QueueItemPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(workflows, 'ListQueueItems', { status: query.status, workflow_type: query.workflow_type, page: query.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toQueueItemJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/beta/todo-queue/ticket-links',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListTicketLinks'),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.ticketLinksFailed,
      docs: {
        operationId: 'listQueueTicketLinks',
        summary: "Links between the caller's queue items and tracker tickets",
        tag,
        responses: { 200: { description: 'The links, oldest first', schema: z.array(TicketLinkBody) } },
      },
      handle: async ({ call }) => {
        const answer = await unaryCall(workflows, 'ListTicketLinks', {}, call);
        return jsonResult(answer.links.map((link) => ({ queue_item_id: link.queue_item_id, ticket_id: link.ticket_id, issue_key: link.issue_key, linked_at: link.linked_at })));
      },
    }),
    defineDashboardRoute({
      method: 'patch',
      path: '/api/beta/todo-queue/{id}',
      access: accessOf('vmdash.v1.DashboardWorkflowService/UpdateQueueItem'),
      params: QueueItemParams,
      body: UpdateQueueItemRequest,
      invalidInputText: WORKFLOW_TEXTS.queueNoChanges,
      failureText: WORKFLOW_TEXTS.queueUpdateFailed,
      docs: {
        operationId: 'updateQueueItem',
        summary: "Change a queue item's status or vendor",
        description:
          "Audit action queue_item_update. A status moves as the queue's transition table allows: a user completes a pending item and reopens one they completed; an item of a false-positive submission (taken or completed by it) follows its submission, so reopening or completing it is 409 and it keeps its status. Reopening an item (pending) while the same finding is pending again for the same workflow is 409.",
        tag,
        responses: {
          200: { description: 'The updated item', schema: QueueItemBody },
          404: { description: ITEM_NOT_FOUND },
          409: { description: 'The item belongs to a false-positive submission, changed meanwhile, or reopening it would make a second pending item' },
        },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        return jsonResult(toQueueItemJson(await unaryCall(workflows, 'UpdateQueueItem', { id: params.id, status: body.status, vendor: body.vendor, client_address: clientAddress }, call)));
      },
    }),
    defineDashboardRoute({
      method: 'delete',
      path: '/api/beta/todo-queue/{id}',
      access: accessOf('vmdash.v1.DashboardWorkflowService/DeleteQueueItem'),
      params: QueueItemParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.queueDeleteFailed,
      docs: {
        operationId: 'deleteQueueItem',
        summary: 'Delete a queue item',
        description:
          'An Admin deletes any item (and its ticket links); a Standard_User only an item it created that is still pending and linked to no ticket or submission (interface spec: creator ownership, record state, no cascade), else 409. Audit action queue_item_delete.',
        tag,
        responses: {
          204: { description: 'Deleted' },
          404: { description: ITEM_NOT_FOUND },
          409: { description: '"Only a pending queue item that is linked to no ticket or submission can be deleted"' },
        },
      },
      handle: async ({ params, clientAddress, call }) => {
        await unaryCall(workflows, 'DeleteQueueItem', { id: params.id, client_address: clientAddress }, call);
        return { kind: 'json', status: 204, body: undefined };
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/beta/todo-queue/{id}/notes',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListQueueNotes'),
      params: QueueItemParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.queueNotesFailed,
      docs: {
        operationId: 'listQueueItemNotes',
        summary: 'Remediation notes of a Remediate queue item, oldest first',
        tag,
        responses: { 200: { description: 'The notes', schema: z.array(NoteBody) }, 400: { description: '"Notes can only be added to Remediate queue items"' }, 404: { description: ITEM_NOT_FOUND } },
      },
      handle: async ({ params, call }) => {
        const answer = await unaryCall(workflows, 'ListQueueNotes', { id: params.id }, call);
        return jsonResult(answer.notes.map(toNoteJson));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/beta/todo-queue/{id}/notes',
      access: accessOf('vmdash.v1.DashboardWorkflowService/AddQueueNote'),
      params: QueueItemParams,
      body: QueueNoteRequest,
      invalidInputText: WORKFLOW_TEXTS.remediationNoteLength,
      failureText: WORKFLOW_TEXTS.queueNoteFailed,
      docs: {
        operationId: 'addQueueItemNote',
        summary: 'Add a remediation note to a Remediate queue item',
        description:
          'At most 5000 characters (interface spec, Limits: remediation note); the item answers remediation_notes_count. A note written while an Admin impersonates the author names the Admin (impersonated_by). Audit action queue_note_create.',
        tag,
        responses: {
          201: { description: 'The note', schema: NoteBody },
          400: { description: '"Notes can only be added to Remediate queue items", or the text\'s length' },
          404: { description: ITEM_NOT_FOUND },
        },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        return jsonResult(toNoteJson(await unaryCall(workflows, 'AddQueueNote', { id: params.id, text: body.text, client_address: clientAddress }, call)), 201);
      },
    }),
  ];
}

import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { CreateTicketRequest, LinkQueueItemsRequest, QuotaBody, SyncBody, TicketBody, TicketPageBody, TicketParams, TicketsQuery, toQuotaJson, toTicketJson } from './tickets.schemas';

const tag = 'tracker-tickets';
/** The tracker's failures as the ticket routes answer them (interface spec, Errors: outbound; docs/decisions/0011). */
const TRACKER_FAILURES = {
  429: { description: '"Rate limit exceeded. Try again later.": the tracker answered 429 or its quota is spent; no retry was made' },
  502: { description: "The tracker answered 5xx (the error carries the tracker's body) or could not be reached (the network error's message)" },
  504: { description: 'The tracker did not answer within the 15 s timeout' },
};
const TICKET_NOT_FOUND = '"Ticket not found": no ticket of the caller\'s teams (or created by the caller) has this id';

/** Tracker tickets (docs/decisions/0011): created through the integration service; mutations audited (tracker_ticket). */
export function ticketRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/tracker-tickets',
      access: accessOf('vmdash.v1.DashboardWorkflowService/CreateTrackerTicket'),
      body: CreateTicketRequest,
      deadline: 'bulk',
      invalidInputText: WORKFLOW_TEXTS.ticketFieldsRequired,
      failureText: WORKFLOW_TEXTS.ticketCreateFailed,
      docs: {
        operationId: 'createTrackerTicket',
        summary: 'Create a tracker issue and its ticket',
        description:
          "The integration service creates the issue; its description ends with vmdash's own lines `Submitted by: <username>` and `vmdash-request: <id>`. A description holding a line that starts with `Submitted by:` or `vmdash-request:` (any case or spacing) is refused with 400: only vmdash writes those lines, and the submitter notified when the issue closes is the ticket's creator (the ticket found by its issue key), never a name in the user's text. The ticket is stored only once the tracker answered its issue key, with the caller's queue items of queue_item_ids linked. The ticket's id is the create's idempotency id, so the integration service never makes two issues for one ticket. Audit action tracker_ticket_create.",
        tag,
        responses: { 201: { description: 'The ticket', schema: TicketBody }, 404: { description: '"Queue item not found: <id>"' }, ...TRACKER_FAILURES },
      },
      handle: async ({ body, clientAddress, call }) => {
        const ticket = await unaryCall(workflows, 'CreateTrackerTicket', { ...body, queue_item_ids: body.queue_item_ids ?? [], client_address: clientAddress }, call);
        return jsonResult(toTicketJson(ticket), 201);
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/tracker-tickets',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListTrackerTickets'),
      query: TicketsQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.ticketsFailed,
      docs: {
        operationId: 'listTrackerTickets',
        summary: "Tracker tickets of the caller's teams, newest first",
        description: "A ticket belongs to its creator's teams and those of its linked queue items; an Admin who chose every team sees all. Paged as every list.",
        tag,
        responses: { 200: { description: 'One page', schema: TicketPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(workflows, 'ListTrackerTickets', { page: query.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toTicketJson)));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/tracker-tickets/sync',
      access: accessOf('vmdash.v1.DashboardWorkflowService/SyncTrackerTickets'),
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: WORKFLOW_TEXTS.ticketSyncFailed,
      docs: {
        operationId: 'syncTrackerTickets',
        summary: "Sync the statuses of the caller's teams' tickets",
        description:
          'The scoped bulk sync of the integration service (keys in batches of 100, updated within 72 hours; it stops early when the minute burst left is 5 or less or the day quota 10 or less, interface spec "Limits"). Statuses are stored raw. Audit action tracker_ticket_sync.',
        tag,
        responses: { 200: { description: 'The counts and the quota left', schema: SyncBody }, ...TRACKER_FAILURES },
      },
      handle: async ({ clientAddress, call }) => {
        const answer = await unaryCall(workflows, 'SyncTrackerTickets', { client_address: clientAddress }, call);
        return jsonResult({ updated: answer.updated, unchanged: answer.unchanged, skipped: answer.skipped, quota: answer.quota ? toQuotaJson(answer.quota) : null });
      },
    }),
    // Before /{id}: "quota" is no ticket id.
    defineDashboardRoute({
      method: 'get',
      path: '/api/tracker-tickets/quota',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetTicketQuota'),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.ticketQuotaFailed,
      docs: {
        operationId: 'getTrackerQuota',
        summary: 'The tracker quota left',
        description:
          'The minute burst and the day quota of tracker calls left, as the integration service counts them (interface spec "Limits"); asking spends no tracker call. The web app shows it beside the create and sync buttons (docs/decisions/0018).',
        tag,
        responses: {
          200: { description: 'The quota left', schema: QuotaBody },
          502: { description: 'The integration service could not be reached' },
          504: TRACKER_FAILURES[504],
        },
      },
      handle: async ({ call }) => jsonResult(toQuotaJson(await unaryCall(workflows, 'GetTicketQuota', {}, call))),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/tracker-tickets/{id}',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetTrackerTicket'),
      params: TicketParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.ticketsFailed,
      docs: { operationId: 'getTrackerTicket', summary: 'One tracker ticket', tag, responses: { 200: { description: 'The ticket', schema: TicketBody }, 404: { description: TICKET_NOT_FOUND } } },
      handle: async ({ params, call }) => {
        return jsonResult(toTicketJson(await unaryCall(workflows, 'GetTrackerTicket', { id: params.id }, call)));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/tracker-tickets/{id}/queue-items',
      access: accessOf('vmdash.v1.DashboardWorkflowService/LinkTicketQueueItems'),
      params: TicketParams,
      body: LinkQueueItemsRequest,
      deadline: 'bulk',
      invalidInputText: WORKFLOW_TEXTS.queueItemIdsRequired,
      failureText: WORKFLOW_TEXTS.ticketLinkFailed,
      docs: {
        operationId: 'linkTicketQueueItems',
        summary: 'Link queue items to a consolidated ticket',
        description:
          'Adds a comment naming the items to the tracker issue (its audit trail) and then stores the links; when the tracker refuses the comment nothing is linked. Items already linked are left as they are. Audit action tracker_ticket_link.',
        tag,
        responses: { 200: { description: 'The ticket with its queue items', schema: TicketBody }, 404: { description: `${TICKET_NOT_FOUND}; or "Queue item not found: <id>"` }, ...TRACKER_FAILURES },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        const ticket = await unaryCall(workflows, 'LinkTicketQueueItems', { id: params.id, queue_item_ids: body.queue_item_ids, client_address: clientAddress }, call);
        return jsonResult(toTicketJson(ticket));
      },
    }),
  ];
}

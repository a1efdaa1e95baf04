import {
  characterCount,
  MAX_USER_ID_LENGTH,
  MAX_VENDOR_LENGTH,
  QUEUE_STAGE_MAX_ITEMS,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_SOURCE_CONTEXTS,
  TICKET_SUMMARY_MAX_LENGTH,
  vmdashLineIn,
} from '@vmdash/domain';
import type { TrackerQuota__Output, TrackerTicket__Output } from '@vmdash/proto';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { impersonatedByField } from '../http/dashboard-schemas';
import { WORKFLOW_PAGE_SIZES } from '../findings/findings.schemas';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

const required = WORKFLOW_TEXTS.ticketFieldsRequired;

/** A list of 1 to 100 queue item ids. */
const queueItemIds = z
  .array(z.string({ error: WORKFLOW_TEXTS.queueItemIdsRequired }).min(1, WORKFLOW_TEXTS.queueItemIdsRequired).max(MAX_USER_ID_LENGTH, WORKFLOW_TEXTS.queueItemIdsRequired), {
    error: WORKFLOW_TEXTS.queueItemIdsRequired,
  })
  .min(1, WORKFLOW_TEXTS.queueItemIdsRequired)
  .max(QUEUE_STAGE_MAX_ITEMS, WORKFLOW_TEXTS.queueItemIdsRequired)
  .openapi({ description: `Ids of the caller's queue items (1 to ${QUEUE_STAGE_MAX_ITEMS})` });

/**
 * Body of POST /api/tracker-tickets (docs/decisions/0011): summary, description, source_context, optional cve_id, vendor and
 * queue_item_ids. Strict: unknown fields are refused.
 */
export const CreateTicketRequest = z
  .strictObject(
    {
      summary: z
        .string({ error: required })
        .refine((value) => value.trim() !== '' && characterCount(value) <= TICKET_SUMMARY_MAX_LENGTH, WORKFLOW_TEXTS.ticketSummaryLength)
        .openapi({ maxLength: TICKET_SUMMARY_MAX_LENGTH }),
      description: z
        .string({ error: required })
        .refine((value) => characterCount(value) <= TICKET_DESCRIPTION_MAX_LENGTH, WORKFLOW_TEXTS.ticketDescriptionLength)
        .refine((value) => vmdashLineIn(value) === undefined, WORKFLOW_TEXTS.ticketDescriptionVmdashLine)
        .openapi({
          description:
            'The tracker issue\'s description; the integration service adds the lines "Submitted by: <username>" and "vmdash-request: <id>" after it. A line of its own starting with "Submitted by:" or "vmdash-request:" (any case or spacing) is refused with 400',
          maxLength: TICKET_DESCRIPTION_MAX_LENGTH,
        }),
      source_context: z.enum(TICKET_SOURCE_CONTEXTS, { error: (issue) => (issue.input === undefined ? required : WORKFLOW_TEXTS.invalidSourceContext) }),
      cve_id: z
        .string({ error: WORKFLOW_TEXTS.invalidCveId })
        .regex(/^CVE-\d{4}-\d{4,}$/, WORKFLOW_TEXTS.invalidCveId)
        .max(32, WORKFLOW_TEXTS.invalidCveId)
        .optional(),
      vendor: z
        .string({ error: WORKFLOW_TEXTS.vendorTooLong })
        .refine((value) => characterCount(value) <= MAX_VENDOR_LENGTH, WORKFLOW_TEXTS.vendorTooLong)
        .optional(),
      queue_item_ids: queueItemIds.optional(),
    },
    { error: required },
  )
  .openapi('CreateTicketRequest');

/** Body of POST /api/tracker-tickets/{id}/queue-items. */
export const LinkQueueItemsRequest = z.strictObject({ queue_item_ids: queueItemIds }, { error: WORKFLOW_TEXTS.queueItemIdsRequired }).openapi('LinkQueueItemsRequest');

/** Path of one ticket. */
export const TicketParams = z.object({ id: z.string().min(1).max(MAX_USER_ID_LENGTH).openapi({ description: 'Ticket id (UUID)' }) });

/** Query of GET /api/tracker-tickets: paged. */
export const TicketsQuery = z.strictObject({ ...pageQuery(WORKFLOW_PAGE_SIZES).shape });

/** A tracker ticket (docs/decisions/0011). */
export const TicketBody = z
  .object({
    id: z.string(),
    issue_key: z.string().openapi({ example: 'VM-123' }),
    url: z.string().openapi({ description: 'Browse address of the issue' }),
    summary: z.string(),
    status: z.string().openapi({ description: 'The raw tracker status string (no fixed list)' }),
    source_context: z.enum(TICKET_SOURCE_CONTEXTS),
    cve_id: z.string().nullable(),
    vendor: z.string().nullable(),
    created_by: z.string().openapi({ description: 'Username of the submitter' }),
    impersonated_by: impersonatedByField('created', 'created_by'),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
    last_synced_at: z.string().nullable().openapi({ format: 'date-time' }),
    queue_item_ids: z.array(z.string()),
  })
  .openapi('TrackerTicket');

/** A page of tickets, newest first. */
export const TicketPageBody = pageOf(TicketBody, 'TrackerTicketPage');

/** The tracker quota left (integration.proto TrackerQuota; interface spec "Limits": the minute burst and the day quota). */
const quotaFields = {
  minute_remaining: z.int().openapi({ description: 'Calls left in the current minute' }),
  minute_limit: z.int(),
  day_remaining: z.int().openapi({ description: 'Calls left today (UTC)' }),
  day_limit: z.int(),
  blocked_until: z.string().nullable().openapi({ description: 'ISO 8601 UTC instant before which no call leaves (after a 429 with Retry-After), or null', format: 'date-time' }),
};

/** The answer of GET /api/tracker-tickets/quota. */
export const QuotaBody = z.object(quotaFields).openapi('TrackerQuota');

/** The answer of POST /api/tracker-tickets/sync. */
export const SyncBody = z
  .object({
    updated: z.int().openapi({ description: 'Tickets whose status or summary changed' }),
    unchanged: z.int(),
    skipped: z.int().openapi({ description: 'Tickets not synced: the sync stopped early to spare the quota, or the issue was deleted or moved' }),
    quota: z.object(quotaFields).nullable().openapi({ description: 'The tracker quota left (null when no ticket needed a call)' }),
  })
  .openapi('TicketSync');

/** JSON of the tracker quota left. */
export function toQuotaJson(quota: TrackerQuota__Output): z.output<typeof QuotaBody> {
  return {
    minute_remaining: quota.minute_remaining,
    minute_limit: quota.minute_limit,
    day_remaining: quota.day_remaining,
    day_limit: quota.day_limit,
    blocked_until: quota.blocked_until ?? null,
  };
}

/** JSON of a ticket. */
export function toTicketJson(ticket: TrackerTicket__Output): z.output<typeof TicketBody> {
  return {
    id: ticket.id,
    issue_key: ticket.issue_key,
    url: ticket.url,
    summary: ticket.summary,
    status: ticket.status,
    source_context: ticket.source_context as z.output<typeof TicketBody>['source_context'],
    cve_id: ticket.cve_id ?? null,
    vendor: ticket.vendor ?? null,
    created_by: ticket.created_by,
    impersonated_by: ticket.impersonated_by ?? null,
    created_at: ticket.created_at,
    updated_at: ticket.updated_at,
    last_synced_at: ticket.last_synced_at ?? null,
    queue_item_ids: ticket.queue_item_ids,
  };
}

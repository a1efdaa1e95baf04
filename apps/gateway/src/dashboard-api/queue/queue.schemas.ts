import {
  characterCount,
  DATA_SOURCES,
  MAX_ID,
  MAX_STRING_LENGTH,
  MAX_USER_ID_LENGTH,
  MAX_VENDOR_LENGTH,
  QUEUE_ITEM_STATUSES,
  QUEUE_STAGE_MAX_ITEMS,
  QUEUE_WORKFLOW_TYPES,
  REMEDIATION_NOTE_MAX_LENGTH,
  vendorRequired,
} from '@vmdash/domain';
import type { QueueItem__Output } from '@vmdash/proto';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { noteBody, WORKFLOW_PAGE_SIZES } from '../findings/findings.schemas';
import { queryChoice } from '../workflows/query-fields';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

const required = WORKFLOW_TEXTS.stageItemsRequired;
const vendor = z
  .string({ error: WORKFLOW_TEXTS.vendorTooLong })
  .refine((value) => characterCount(value) <= MAX_VENDOR_LENGTH, WORKFLOW_TEXTS.vendorTooLong)
  .openapi({ description: `Vendor of the finding (required for FP, RISK and DECOM), at most ${MAX_VENDOR_LENGTH} characters`, maxLength: MAX_VENDOR_LENGTH });

/** One finding to stage: its source (beta; alpha is refused), host, plugin, workflow and (for FP, RISK and DECOM) vendor. */
const StageItem = z
  .strictObject(
    {
      source: z.enum(DATA_SOURCES, { error: required }).optional().openapi({
        description:
          "The finding's source as GET /api/findings lists it: beta (the default). alpha (Nexpose, OpenVAS) is refused with 409: the queue and its workflows take Nessus findings only; an alpha finding can be listed, filtered, exported and seen on its host page",
      }),
      host_id: z.int({ error: required }).min(1, required).max(MAX_ID, required),
      scanner_id: z.string({ error: required }).min(1, required).max(MAX_STRING_LENGTH, required).openapi({ description: 'Plugin id', example: '10863' }),
      workflow_type: z.enum(QUEUE_WORKFLOW_TYPES, { error: (issue) => (issue.input === undefined ? required : WORKFLOW_TEXTS.invalidWorkflowType) }),
      vendor: vendor.optional(),
    },
    { error: required },
  )
  .refine((item) => !vendorRequired(item.workflow_type) || (item.vendor !== undefined && item.vendor.trim() !== ''), WORKFLOW_TEXTS.vendorRequired);

/**
 * Body of POST /api/beta/todo-queue (docs/decisions/0011): `{"items":[{"host_id":1,"scanner_id":"10863","workflow_type":"FP",
 * "vendor":"Microsoft"}]}`, 1 to 100 items. Strict: unknown fields are refused.
 */
export const StageQueueRequest = z
  .strictObject({ items: z.array(StageItem, { error: required }).min(1, required).max(QUEUE_STAGE_MAX_ITEMS, required) }, { error: required })
  .openapi('StageQueueRequest');

/** Query of GET /api/beta/todo-queue: status and workflow_type filters, paged. */
export const QueueQuery = z.strictObject({
  status: queryChoice('Items of this status', QUEUE_ITEM_STATUSES),
  workflow_type: queryChoice('Items of this workflow', QUEUE_WORKFLOW_TYPES),
  ...pageQuery(WORKFLOW_PAGE_SIZES).shape,
});

/** Path of one queue item. */
export const QueueItemParams = z.object({ id: z.string().min(1).max(MAX_USER_ID_LENGTH).openapi({ description: 'Queue item id (UUID)' }) });

/** Body of PATCH /api/beta/todo-queue/{id}: status and/or vendor (at least one). Strict. */
export const UpdateQueueItemRequest = z
  .strictObject(
    {
      status: z.enum(QUEUE_ITEM_STATUSES, { error: WORKFLOW_TEXTS.invalidQueueStatus }).optional().openapi({ description: 'completed sets completed_at; pending clears it' }),
      vendor: vendor.optional(),
    },
    { error: WORKFLOW_TEXTS.queueNoChanges },
  )
  .refine((body) => body.status !== undefined || body.vendor !== undefined, WORKFLOW_TEXTS.queueNoChanges)
  .openapi('UpdateQueueItemRequest');

/** Body of POST /api/beta/todo-queue/{id}/notes (interface spec, Limits: remediation note 5000 characters). */
export const QueueNoteRequest = noteBody(REMEDIATION_NOTE_MAX_LENGTH, WORKFLOW_TEXTS.remediationNoteLength, 'QueueNoteRequest');

/** One queue item (docs/decisions/0011). */
export const QueueItemBody = z
  .object({
    id: z.string(),
    user_id: z.string().openapi({ description: 'The user whose queue holds it (who staged it)' }),
    host_id: z.int(),
    hostname: z.string().nullable(),
    scanner_id: z.string(),
    active_host_findings_id: z.int(),
    title: z.string(),
    severity: z.string(),
    cve_ids: z.array(z.string()),
    bu_team: z.string().nullable(),
    workflow_type: z.enum(QUEUE_WORKFLOW_TYPES),
    vendor: z.string().nullable(),
    status: z.enum(QUEUE_ITEM_STATUSES),
    remediation_notes_count: z.int(),
    ticket_keys: z.array(z.string()).openapi({ description: 'Issue keys of the tickets the item is linked to' }),
    submission_id: z.string().nullable(),
    created_at: z.string().openapi({ format: 'date-time' }),
    completed_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('QueueItem');

/** A page of queue items. */
export const QueueItemPageBody = pageOf(QueueItemBody, 'QueueItemPage');

/** JSON of a queue item. */
export function toQueueItemJson(item: QueueItem__Output): z.output<typeof QueueItemBody> {
  return {
    id: item.id,
    user_id: item.user_id,
    host_id: item.host_id,
    hostname: item.hostname ?? null,
    scanner_id: item.scanner_id,
    active_host_findings_id: item.active_host_findings_id,
    title: item.title,
    severity: item.severity,
    cve_ids: item.cve_ids,
    bu_team: item.bu_team ?? null,
    workflow_type: item.workflow_type as z.output<typeof QueueItemBody>['workflow_type'],
    vendor: item.vendor ?? null,
    status: item.status as z.output<typeof QueueItemBody>['status'],
    remediation_notes_count: item.remediation_notes_count,
    ticket_keys: item.ticket_keys,
    submission_id: item.submission_id ?? null,
    created_at: item.created_at,
    completed_at: item.completed_at ?? null,
  };
}

/** A link between one of the caller's queue items and a tracker ticket. */
export const TicketLinkBody = z
  .object({
    queue_item_id: z.string(),
    ticket_id: z.string(),
    issue_key: z.string(),
    linked_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('TicketLink');

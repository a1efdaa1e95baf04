import { FINDING_NOTE_MAX_LENGTH, MAX_VENDOR_LENGTH, QUEUE_STAGE_MAX_ITEMS, REMEDIATION_NOTE_MAX_LENGTH, TICKET_DESCRIPTION_MAX_LENGTH, TICKET_SUMMARY_MAX_LENGTH } from '@vmdash/domain';

/**
 * Texts of the dashboard's workflow routes (issue 10), where the specification shows none; each is documented in
 * /api/openapi.json. Validation issues carrying one of them are answered with it (KNOWN_TEXTS, dashboard-texts.ts).
 */
export const WORKFLOW_TEXTS = {
  findingsFailed: 'Failed to fetch findings',
  findingNotesFailed: 'Failed to fetch finding notes',
  findingNoteFailed: 'Failed to add finding note',
  findingNoteLength: `Note text must be 1 to ${FINDING_NOTE_MAX_LENGTH} characters`,
  invalidFindingKey: 'host_id must be a positive integer and scanner_id a plugin id',
  queueFailed: 'Failed to fetch queue items',
  queueStageFailed: 'Failed to stage queue items',
  queueUpdateFailed: 'Failed to update queue item',
  queueDeleteFailed: 'Failed to delete queue item',
  queueNotesFailed: 'Failed to fetch queue item notes',
  queueNoteFailed: 'Failed to add queue item note',
  ticketLinksFailed: 'Failed to fetch ticket links',
  stageItemsRequired: `items must be a list of 1 to ${QUEUE_STAGE_MAX_ITEMS} findings, each with host_id, scanner_id and workflow_type`,
  invalidWorkflowType: 'workflow_type must be one of FP, RISK, CARD, GRANITE, DECOM, Remediate',
  vendorRequired: 'vendor is required for workflow types FP, RISK and DECOM',
  vendorTooLong: `vendor must be at most ${MAX_VENDOR_LENGTH} characters`,
  invalidQueueStatus: 'status must be pending or completed',
  queueNoChanges: 'No changes given: send status or vendor',
  remediationNoteLength: `Note text must be 1 to ${REMEDIATION_NOTE_MAX_LENGTH} characters`,
  notificationsFailed: 'Failed to fetch notifications',
  notificationUpdateFailed: 'Failed to update notification',
  notificationReadRequired: 'read must be true or false',
  notificationStreamFailed: 'Failed to open the notification stream',
  ticketFieldsRequired: 'summary, description and source_context are required',
  ticketSummaryLength: `summary must be 1 to ${TICKET_SUMMARY_MAX_LENGTH} characters`,
  ticketDescriptionLength: `description must be at most ${TICKET_DESCRIPTION_MAX_LENGTH} characters`,
  invalidSourceContext: 'source_context must be one of cve, risk, beta_queue, email, manual',
  invalidCveId: 'cve_id must look like CVE-2024-12345',
  queueItemIdsRequired: `queue_item_ids must be a list of 1 to ${QUEUE_STAGE_MAX_ITEMS} queue item ids`,
  ticketsFailed: 'Failed to fetch tracker tickets',
  ticketCreateFailed: 'Failed to create tracker ticket',
  ticketLinkFailed: 'Failed to link queue items',
  ticketSyncFailed: 'Failed to sync tracker tickets',
} as const;

import type { QueueItemView } from './queue.commands';

/** A queue item as a QueueItem message (dashboard_workflows.proto; timestamps ISO 8601 UTC). */
export function toQueueItemMessage(item: QueueItemView) {
  return {
    id: item.id,
    user_id: item.user_id,
    host_id: item.host_id,
    hostname: item.hostname,
    scanner_id: item.scanner_id,
    active_host_findings_id: item.active_host_findings_id,
    title: item.title,
    severity: item.severity,
    cve_ids: item.cve_ids,
    bu_team: item.bu_team,
    workflow_type: item.workflow_type,
    vendor: item.vendor,
    status: item.status,
    remediation_notes_count: item.remediation_notes_count,
    ticket_keys: item.ticket_keys,
    submission_id: item.submission_id,
    created_at: item.created_at.toISOString(),
    completed_at: item.completed_at?.toISOString() ?? null,
  };
}

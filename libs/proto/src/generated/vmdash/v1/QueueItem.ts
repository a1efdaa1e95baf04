// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One queue item (docs/decisions/0011). Timestamps ISO 8601 UTC.
 */
export interface QueueItem {
  'id'?: (string);
  'user_id'?: (string);
  'host_id'?: (number | string | Long);
  'hostname'?: (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'title'?: (string);
  'severity'?: (string);
  'cve_ids'?: (string)[];
  'bu_team'?: (string);
  /**
   * FP, RISK, CARD, GRANITE, DECOM or Remediate
   */
  'workflow_type'?: (string);
  'vendor'?: (string);
  /**
   * pending or completed
   */
  'status'?: (string);
  'remediation_notes_count'?: (number);
  'ticket_keys'?: (string)[];
  'submission_id'?: (string);
  'created_at'?: (string);
  'completed_at'?: (string);
  '_hostname'?: "hostname";
  '_bu_team'?: "bu_team";
  '_vendor'?: "vendor";
  '_submission_id'?: "submission_id";
  '_completed_at'?: "completed_at";
}

/**
 * One queue item (docs/decisions/0011). Timestamps ISO 8601 UTC.
 */
export interface QueueItem__Output {
  'id': (string);
  'user_id': (string);
  'host_id': (number);
  'hostname'?: (string);
  'scanner_id': (string);
  'active_host_findings_id': (number);
  'title': (string);
  'severity': (string);
  'cve_ids': (string)[];
  'bu_team'?: (string);
  /**
   * FP, RISK, CARD, GRANITE, DECOM or Remediate
   */
  'workflow_type': (string);
  'vendor'?: (string);
  /**
   * pending or completed
   */
  'status': (string);
  'remediation_notes_count': (number);
  'ticket_keys': (string)[];
  'submission_id'?: (string);
  'created_at': (string);
  'completed_at'?: (string);
}

// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { TrackerTicket as _vmdash_v1_TrackerTicket, TrackerTicket__Output as _vmdash_v1_TrackerTicket__Output } from '../../vmdash/v1/TrackerTicket';

export interface TrackerTicketResponse {
  /**
   * NOT_FOUND for a ticket or queue item the caller does not see; the tracker's failures as their outcomes.
   */
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'ticket'?: (_vmdash_v1_TrackerTicket | null);
}

export interface TrackerTicketResponse__Output {
  /**
   * NOT_FOUND for a ticket or queue item the caller does not see; the tracker's failures as their outcomes.
   */
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'ticket': (_vmdash_v1_TrackerTicket__Output | null);
}

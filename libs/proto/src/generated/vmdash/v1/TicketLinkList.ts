// Original file: vmdash/v1/dashboard_workflows.proto

import type { TicketLink as _vmdash_v1_TicketLink, TicketLink__Output as _vmdash_v1_TicketLink__Output } from '../../vmdash/v1/TicketLink';

export interface TicketLinkList {
  'links'?: (_vmdash_v1_TicketLink)[];
}

export interface TicketLinkList__Output {
  'links': (_vmdash_v1_TicketLink__Output)[];
}

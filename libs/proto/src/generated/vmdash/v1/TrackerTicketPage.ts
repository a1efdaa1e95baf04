// Original file: vmdash/v1/dashboard_workflows.proto

import type { TrackerTicket as _vmdash_v1_TrackerTicket, TrackerTicket__Output as _vmdash_v1_TrackerTicket__Output } from '../../vmdash/v1/TrackerTicket';

export interface TrackerTicketPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_TrackerTicket)[];
}

export interface TrackerTicketPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_TrackerTicket__Output)[];
}

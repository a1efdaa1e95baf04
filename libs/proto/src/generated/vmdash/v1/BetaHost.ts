// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A beta host (Nessus ReportHost).
 */
export interface BetaHost {
  'host_id'?: (number | string | Long);
  'hostname'?: (string);
  'fqdn'?: (string);
  'ip_address'?: (string);
  'owner'?: (string);
  'bu_team'?: (string);
  'os'?: (string);
  'last_seen'?: (string);
  '_hostname'?: "hostname";
  '_fqdn'?: "fqdn";
  '_ip_address'?: "ip_address";
  '_bu_team'?: "bu_team";
  '_os'?: "os";
  '_last_seen'?: "last_seen";
}

/**
 * A beta host (Nessus ReportHost).
 */
export interface BetaHost__Output {
  'host_id': (number);
  'hostname'?: (string);
  'fqdn'?: (string);
  'ip_address'?: (string);
  'owner': (string);
  'bu_team'?: (string);
  'os'?: (string);
  'last_seen'?: (string);
}

// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * An alpha asset (Nexpose node or OpenVAS host).
 */
export interface AlphaAsset {
  'asset_id'?: (number | string | Long);
  'hostname'?: (string);
  'fqdn'?: (string);
  'ip_address'?: (string);
  'owner'?: (string);
  'bu_team'?: (string);
  'os'?: (string);
  'last_seen'?: (string);
  'sources'?: (string)[];
  '_hostname'?: "hostname";
  '_fqdn'?: "fqdn";
  '_ip_address'?: "ip_address";
  '_bu_team'?: "bu_team";
  '_os'?: "os";
  '_last_seen'?: "last_seen";
}

/**
 * An alpha asset (Nexpose node or OpenVAS host).
 */
export interface AlphaAsset__Output {
  'asset_id': (number);
  'hostname'?: (string);
  'fqdn'?: (string);
  'ip_address'?: (string);
  'owner': (string);
  'bu_team'?: (string);
  'os'?: (string);
  'last_seen'?: (string);
  'sources': (string)[];
}

// Original file: vmdash/v1/data_cache.proto

import type { ComplianceFinding as _vmdash_v1_ComplianceFinding, ComplianceFinding__Output as _vmdash_v1_ComplianceFinding__Output } from '../../vmdash/v1/ComplianceFinding';
import type { Long } from '@grpc/proto-loader';

/**
 * One host with its judgeable findings (none for a host that has none: it still counts in the share of compliant hosts).
 */
export interface ComplianceHost {
  /**
   * alpha or beta
   */
  'source'?: (string);
  /**
   * beta host_id or alpha asset_id
   */
  'host_id'?: (number | string | Long);
  /**
   * hostname, else fqdn, else ip_address, else "<source>-<host_id>"
   */
  'hostname'?: (string);
  'owner'?: (string);
  /**
   * Empty when the inventory names none.
   */
  'bu_team'?: (string);
  'findings'?: (_vmdash_v1_ComplianceFinding)[];
  /**
   * The host's criticality (1-5; the SLA policy's asset tier), from the inventory or the default.
   */
  'criticality'?: (number);
}

/**
 * One host with its judgeable findings (none for a host that has none: it still counts in the share of compliant hosts).
 */
export interface ComplianceHost__Output {
  /**
   * alpha or beta
   */
  'source': (string);
  /**
   * beta host_id or alpha asset_id
   */
  'host_id': (number);
  /**
   * hostname, else fqdn, else ip_address, else "<source>-<host_id>"
   */
  'hostname': (string);
  'owner': (string);
  /**
   * Empty when the inventory names none.
   */
  'bu_team': (string);
  'findings': (_vmdash_v1_ComplianceFinding__Output)[];
  /**
   * The host's criticality (1-5; the SLA policy's asset tier), from the inventory or the default.
   */
  'criticality': (number);
}

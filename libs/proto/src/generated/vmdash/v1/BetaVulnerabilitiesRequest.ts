// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

export interface _vmdash_v1_BetaVulnerabilitiesRequest_HostScanners {
  'host_id'?: (number | string | Long);
  'scanner_ids'?: (string)[];
}

export interface _vmdash_v1_BetaVulnerabilitiesRequest_HostScanners__Output {
  'host_id': (number);
  'scanner_ids': (string)[];
}

export interface BetaVulnerabilitiesRequest {
  'assets'?: (_vmdash_v1_BetaVulnerabilitiesRequest_HostScanners)[];
}

export interface BetaVulnerabilitiesRequest__Output {
  'assets': (_vmdash_v1_BetaVulnerabilitiesRequest_HostScanners__Output)[];
}

// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

export interface _vmdash_v1_AlphaVulnerabilitiesRequest_AssetCves {
  'asset_id'?: (number | string | Long);
  'cve_ids'?: (string)[];
}

export interface _vmdash_v1_AlphaVulnerabilitiesRequest_AssetCves__Output {
  'asset_id': (number);
  'cve_ids': (string)[];
}

export interface AlphaVulnerabilitiesRequest {
  'assets'?: (_vmdash_v1_AlphaVulnerabilitiesRequest_AssetCves)[];
}

export interface AlphaVulnerabilitiesRequest__Output {
  'assets': (_vmdash_v1_AlphaVulnerabilitiesRequest_AssetCves__Output)[];
}

// Original file: vmdash/v1/data_cache.proto

import type { CvssFactor as _vmdash_v1_CvssFactor, CvssFactor__Output as _vmdash_v1_CvssFactor__Output } from '../../vmdash/v1/CvssFactor';
import type { KevFactor as _vmdash_v1_KevFactor, KevFactor__Output as _vmdash_v1_KevFactor__Output } from '../../vmdash/v1/KevFactor';
import type { FlagFactor as _vmdash_v1_FlagFactor, FlagFactor__Output as _vmdash_v1_FlagFactor__Output } from '../../vmdash/v1/FlagFactor';
import type { EpssFactor as _vmdash_v1_EpssFactor, EpssFactor__Output as _vmdash_v1_EpssFactor__Output } from '../../vmdash/v1/EpssFactor';
import type { CriticalityFactor as _vmdash_v1_CriticalityFactor, CriticalityFactor__Output as _vmdash_v1_CriticalityFactor__Output } from '../../vmdash/v1/CriticalityFactor';
import type { InternetFacingFactor as _vmdash_v1_InternetFacingFactor, InternetFacingFactor__Output as _vmdash_v1_InternetFacingFactor__Output } from '../../vmdash/v1/InternetFacingFactor';

export interface RiskFactors {
  'cvss'?: (_vmdash_v1_CvssFactor | null);
  'kev'?: (_vmdash_v1_KevFactor | null);
  'ransomware'?: (_vmdash_v1_FlagFactor | null);
  'epss'?: (_vmdash_v1_EpssFactor | null);
  'exploit'?: (_vmdash_v1_FlagFactor | null);
  'criticality'?: (_vmdash_v1_CriticalityFactor | null);
  'internet_facing'?: (_vmdash_v1_InternetFacingFactor | null);
}

export interface RiskFactors__Output {
  'cvss': (_vmdash_v1_CvssFactor__Output | null);
  'kev': (_vmdash_v1_KevFactor__Output | null);
  'ransomware': (_vmdash_v1_FlagFactor__Output | null);
  'epss': (_vmdash_v1_EpssFactor__Output | null);
  'exploit': (_vmdash_v1_FlagFactor__Output | null);
  'criticality': (_vmdash_v1_CriticalityFactor__Output | null);
  'internet_facing': (_vmdash_v1_InternetFacingFactor__Output | null);
}

// Original file: vmdash/v1/integration.proto

import type { TrackerTransition as _vmdash_v1_TrackerTransition, TrackerTransition__Output as _vmdash_v1_TrackerTransition__Output } from '../../vmdash/v1/TrackerTransition';

export interface TrackerTransitionList {
  'transitions'?: (_vmdash_v1_TrackerTransition)[];
}

export interface TrackerTransitionList__Output {
  'transitions': (_vmdash_v1_TrackerTransition__Output)[];
}

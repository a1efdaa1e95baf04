// Original file: vmdash/v1/integration.proto


export interface TrackerTransition {
  'id'?: (string);
  'name'?: (string);
  'to_status'?: (string);
  'to_status_category'?: (string);
}

export interface TrackerTransition__Output {
  'id': (string);
  'name': (string);
  'to_status': (string);
  'to_status_category': (string);
}

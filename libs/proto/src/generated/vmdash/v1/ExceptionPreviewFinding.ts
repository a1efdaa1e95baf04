// Original file: vmdash/v1/dashboard_compliance.proto

import type { Long } from '@grpc/proto-loader';

export interface ExceptionPreviewFinding {
  'host_id'?: (number | string | Long);
  'hostname'?: (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'title'?: (string);
  'severity'?: (string);
  '_hostname'?: "hostname";
}

export interface ExceptionPreviewFinding__Output {
  'host_id': (number);
  'hostname'?: (string);
  'scanner_id': (string);
  'active_host_findings_id': (number);
  'title': (string);
  'severity': (string);
}

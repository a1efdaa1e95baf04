// Original file: vmdash/v1/dashboard_workflows.proto

import type { ExportFindingsRequest as _vmdash_v1_ExportFindingsRequest, ExportFindingsRequest__Output as _vmdash_v1_ExportFindingsRequest__Output } from '../../vmdash/v1/ExportFindingsRequest';
import type { ExportComplianceItemsRequest as _vmdash_v1_ExportComplianceItemsRequest, ExportComplianceItemsRequest__Output as _vmdash_v1_ExportComplianceItemsRequest__Output } from '../../vmdash/v1/ExportComplianceItemsRequest';

/**
 * POST /api/jobs (docs/decisions/0028-jobs.md): a job of `kind` with its parameters.
 */
export interface StartJobRequest {
  /**
   * export.findings, export.changes, export.compliance or plans.sync.
   */
  'kind'?: (string);
  /**
   * csv or xlsx (the exports).
   */
  'format'?: (string);
  /**
   * export.findings: the filters and sort of GET /api/findings.
   */
  'findings'?: (_vmdash_v1_ExportFindingsRequest | null);
  /**
   * export.compliance: the filters of GET /api/compliance/items.
   */
  'compliance'?: (_vmdash_v1_ExportComplianceItemsRequest | null);
  /**
   * The job grant the gateway signed for this job (docs/decisions/0028-jobs.md, "A job's identity"); only the
   * gateway sets it, the client never sees it.
   */
  'job_grant'?: (string);
  'client_address'?: (string);
  /**
   * The Idempotency-Key header, when sent: a retried start with the same key and request answers the same job
   * (docs/decisions/0028-jobs.md, "A job start is cheap and has one outcome").
   */
  'idempotency_key'?: (string);
  '_findings'?: "findings";
  '_compliance'?: "compliance";
  '_idempotency_key'?: "idempotency_key";
}

/**
 * POST /api/jobs (docs/decisions/0028-jobs.md): a job of `kind` with its parameters.
 */
export interface StartJobRequest__Output {
  /**
   * export.findings, export.changes, export.compliance or plans.sync.
   */
  'kind': (string);
  /**
   * csv or xlsx (the exports).
   */
  'format': (string);
  /**
   * export.findings: the filters and sort of GET /api/findings.
   */
  'findings'?: (_vmdash_v1_ExportFindingsRequest__Output | null);
  /**
   * export.compliance: the filters of GET /api/compliance/items.
   */
  'compliance'?: (_vmdash_v1_ExportComplianceItemsRequest__Output | null);
  /**
   * The job grant the gateway signed for this job (docs/decisions/0028-jobs.md, "A job's identity"); only the
   * gateway sets it, the client never sees it.
   */
  'job_grant': (string);
  'client_address': (string);
  /**
   * The Idempotency-Key header, when sent: a retried start with the same key and request answers the same job
   * (docs/decisions/0028-jobs.md, "A job start is cheap and has one outcome").
   */
  'idempotency_key'?: (string);
}

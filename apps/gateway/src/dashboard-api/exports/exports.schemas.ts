import { z } from '../../openapi/zod';
import { ComplianceItemBody, ComplianceItemsQuery } from '../compliance/compliance.schemas';
import { checkedChangeWindow, FindingChangesFields, FindingsQuery } from '../findings/findings.schemas';
import type { ExportColumn } from '@vmdash/table-export';

/** Query of the findings exports: the filters and sort of GET /api/findings, without paging (every row is exported). */
export const FindingsExportQuery = FindingsQuery.omit({ page: true, page_size: true });

/** Query of the what-changed exports: the window, kinds, filters and sort of GET /api/findings/changes, without paging. */
export const FindingChangesExportQuery = checkedChangeWindow(FindingChangesFields.omit({ page: true, page_size: true }));

/** Query of the compliance exports: the filters of GET /api/compliance/items, without paging (every item is exported). */
export const ComplianceExportQuery = ComplianceItemsQuery.omit({ page: true, page_size: true });

/** Texts of the export routes. */
export const EXPORT_TEXTS = { findingsExportFailed: 'Failed to export findings', complianceExportFailed: 'Failed to export compliance items' } as const;

/** The fields of a compliance export, in the order docs/decisions/0015 lists an item's fields. */
const COMPLIANCE_EXPORT_FIELDS = [
  'hostname',
  'host_id',
  'source',
  'metric_id',
  'bu_team',
  'owner',
  'findings_count',
  'oldest_due_date',
  'days_overdue',
  'resolution_date',
  'remediation_plan',
  'status',
  'updated_at',
  'sla_policy_version',
] as const satisfies readonly (keyof z.output<typeof ComplianceItemBody>)[];

/**
 * Columns of a compliance export: the fields of GET /api/compliance/items' items as that route answers them (rows are
 * the list's JSON items, toItemJson: an absent date or an empty team is an empty cell), one column per field.
 */
export const COMPLIANCE_EXPORT_COLUMNS: readonly ExportColumn<z.output<typeof ComplianceItemBody>>[] = COMPLIANCE_EXPORT_FIELDS.map((field) => ({ header: field, cell: (item) => item[field] }));

/** The body of an export as the OpenAPI document shows it. */
export const CsvFileBody = z.string().openapi({ description: 'CSV (RFC 4180, UTF-8 with a byte-order mark, CRLF), a header row first' });
export const XlsxFileBody = z.string().openapi({ format: 'binary', description: 'An XLSX workbook of one sheet, a header row first' });

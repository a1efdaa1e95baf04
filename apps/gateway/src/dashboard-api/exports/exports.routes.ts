import type { CallOptions } from '@grpc/grpc-js';
import type { ExportFindingsRequest } from '@vmdash/proto';
import { COMPLIANCE_EXPORT_COLUMNS, EXCEPTION_EXPORT_COLUMNS, FINDING_EXPORT_COLUMNS, type ExportFormat } from '@vmdash/table-export';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { toItemJson } from '../compliance/compliance.schemas';
import { toExceptionJson } from '../exceptions/exceptions.schemas';
import { findingChangesMessage, findingFilterMessage } from '../findings/findings.schemas';
import { rowsOfCall } from './call-rows';
import { ComplianceExportQuery, CsvFileBody, ExceptionsExportQuery, EXPORT_TEXTS, FindingChangesExportQuery, FindingsExportQuery, XlsxFileBody } from './exports.schemas';
import { tableExportResult } from './table-export';

const tag = 'exports';

const MEDIA_TYPES: Record<ExportFormat, string> = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

const FORMULA_NOTE = 'Cells beginning with = + - @, tab or carriage return get a leading single quote (OWASP, CSV Injection).';
const STREAM_NOTE = 'Streamed: a failure after the download started breaks the transfer (never a truncated file that looks whole); the export ends at the stream deadline (GRPC_STREAM_DEADLINE_MS).';
const fileResponses = (format: ExportFormat) => ({ 200: { description: 'The file', schema: format === 'csv' ? CsvFileBody : XlsxFileBody, mediaType: MEDIA_TYPES[format] } });
const TOO_LARGE = {
  413: {
    description:
      'More rows than a download answers at once (EXPORT_STREAM_MAX_ROWS of the dashboard, 50,000): the error names the count and points at POST /api/jobs, which exports any number as a job (docs/decisions/0028-jobs.md)',
  },
};

/**
 * Downloads of what the dashboard lists (docs/decisions/0015), as CSV or XLSX, streamed through the one table writer
 * (docs/decisions/0015-exports-and-cleanup.md): the findings of GET /api/findings with its filters, sort and team scope,
 * the compliance items of GET /api/compliance/items with its filters and team scope, and the risk exceptions of
 * GET /api/exceptions with its filters and team scope. Read_Only cannot export; every
 * other group can (the `exporter` permission of libs/identity).
 */
export function exportRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows, compliance } = deps;
  /** A file of the findings ExportFindings streams for `request` (the list's or what changed's fields), one writer. */
  const findingsFile = (format: ExportFormat, baseName: string, request: ExportFindingsRequest, call: CallOptions) =>
    tableExportResult({
      format,
      baseName,
      columns: FINDING_EXPORT_COLUMNS,
      rows: () =>
        rowsOfCall(
          () => workflows.ExportFindings(request, call),
          (batch) => batch.items,
        ),
    });
  const findingsExport = (format: ExportFormat) =>
    defineDashboardRoute({
      method: 'get',
      path: `/api/exports/findings.${format}`,
      access: accessOf('vmdash.v1.DashboardWorkflowService/ExportFindings'),
      deadline: 'stream',
      query: FindingsExportQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: EXPORT_TEXTS.findingsExportFailed,
      docs: {
        operationId: format === 'csv' ? 'exportFindingsCsv' : 'exportFindingsXlsx',
        summary: `The caller's findings as ${format.toUpperCase()}`,
        description:
          'Every finding GET /api/findings would list with the same filters and sort, in one file (no paging), as an attachment named `findings-<YYYY-MM-DD>.' +
          format +
          `\`. ${FORMULA_NOTE} ${STREAM_NOTE}`,
        tag,
        responses: { ...fileResponses(format), ...TOO_LARGE },
      },
      handle: async ({ query, call }) => findingsFile(format, 'findings', findingFilterMessage(query), call),
    });
  const changesExport = (format: ExportFormat) =>
    defineDashboardRoute({
      method: 'get',
      path: `/api/exports/findings-changes.${format}`,
      access: accessOf('vmdash.v1.DashboardWorkflowService/ExportFindings'),
      deadline: 'stream',
      query: FindingChangesExportQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: EXPORT_TEXTS.findingsExportFailed,
      docs: {
        operationId: format === 'csv' ? 'exportFindingChangesCsv' : 'exportFindingChangesXlsx',
        summary: `What changed for the caller's teams as ${format.toUpperCase()}`,
        description:
          "Every change GET /api/findings/changes would list with the same window, kinds, filters and sort, in one file (no paging), with the findings export's columns (change and changed_at filled), as an attachment named `findings-changes-<YYYY-MM-DD>." +
          format +
          `\`. ${FORMULA_NOTE} ${STREAM_NOTE}`,
        tag,
        responses: { ...fileResponses(format), ...TOO_LARGE },
      },
      handle: async ({ query, call }) => findingsFile(format, 'findings-changes', findingChangesMessage(query, new Date()), call),
    });
  const complianceExport = (format: ExportFormat) =>
    defineDashboardRoute({
      method: 'get',
      path: `/api/exports/compliance.${format}`,
      access: accessOf('vmdash.v1.DashboardComplianceService/ExportComplianceItems'),
      deadline: 'stream',
      query: ComplianceExportQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: EXPORT_TEXTS.complianceExportFailed,
      docs: {
        operationId: format === 'csv' ? 'exportComplianceCsv' : 'exportComplianceXlsx',
        summary: `The caller's compliance items as ${format.toUpperCase()}`,
        description:
          'Every item GET /api/compliance/items would list with the same filters, in its order (hostname, metric, source), in one file (no paging), as an attachment named `compliance-<YYYY-MM-DD>.' +
          format +
          `\`; columns hostname, host_id, source, metric_id, bu_team, owner, findings_count, oldest_due_date, days_overdue, resolution_date, remediation_plan, status, updated_at. ${FORMULA_NOTE} ${STREAM_NOTE}`,
        tag,
        responses: { ...fileResponses(format), ...TOO_LARGE },
      },
      handle: async ({ query, call }) =>
        tableExportResult({
          format,
          baseName: 'compliance',
          columns: COMPLIANCE_EXPORT_COLUMNS,
          rows: () =>
            rowsOfCall(
              () => compliance.ExportComplianceItems(query, call),
              (batch) => batch.items.map(toItemJson),
            ),
        }),
    });
  const exceptionsExport = (format: ExportFormat) =>
    defineDashboardRoute({
      method: 'get',
      path: `/api/exports/exceptions.${format}`,
      access: accessOf('vmdash.v1.DashboardComplianceService/ExportExceptions'),
      deadline: 'stream',
      query: ExceptionsExportQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: EXPORT_TEXTS.exceptionsExportFailed,
      docs: {
        operationId: format === 'csv' ? 'exportRiskExceptionsCsv' : 'exportRiskExceptionsXlsx',
        summary: `The caller's risk exceptions as ${format.toUpperCase()}`,
        description:
          'Every exception GET /api/exceptions would list with the same filters (state, expiring_within_days, team), newest request first, in one file (no paging), as an attachment named `exceptions-<YYYY-MM-DD>.' +
          format +
          `\`; columns id, state, scope_type, host_id, scanner_id, cve_id, plugin_id, teams, template, risk_rating, justification, compensating_controls, expires_on, requested_by, impersonated_by, requested_at, decided_by, decided_at, decision_comment, revoked_by, revoked_at, renews. ${FORMULA_NOTE} ${STREAM_NOTE}`,
        tag,
        responses: {
          ...fileResponses(format),
          413: { description: 'More exceptions than a download answers at once (EXPORT_STREAM_MAX_ROWS of the dashboard): narrow the filters' },
        },
      },
      handle: async ({ query, call }) =>
        tableExportResult({
          format,
          baseName: 'exceptions',
          columns: EXCEPTION_EXPORT_COLUMNS,
          rows: () =>
            rowsOfCall(
              () => compliance.ExportExceptions(query, call),
              (batch) => batch.items.map(toExceptionJson),
            ),
        }),
    });
  return [
    findingsExport('csv'),
    findingsExport('xlsx'),
    changesExport('csv'),
    changesExport('xlsx'),
    complianceExport('csv'),
    complianceExport('xlsx'),
    exceptionsExport('csv'),
    exceptionsExport('xlsx'),
  ];
}

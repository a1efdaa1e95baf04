import type { CallOptions, ClientReadableStream } from '@grpc/grpc-js';
import { COMPLIANCE_EXPORT_COLUMNS, EXCEPTION_EXPORT_COLUMNS, EXPORT_MEDIA_TYPES, FINDING_EXPORT_COLUMNS, type ExportColumn, type ExportFormat } from '@vmdash/table-export';
import type { z } from '../../openapi/zod';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardAccess, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { toItemJson } from '../compliance/compliance.schemas';
import { toExceptionJson } from '../exceptions/exceptions.schemas';
import { findingChangesMessage, findingFilterMessage } from '../findings/findings.schemas';
import { rowsOfCall } from './call-rows';
import { ComplianceExportQuery, CsvFileBody, ExceptionsExportQuery, EXPORT_TEXTS, FindingChangesExportQuery, FindingsExportQuery, XlsxFileBody } from './exports.schemas';
import { tableExportResult } from './table-export';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
const FORMULA_NOTE = 'Cells beginning with = + - @, tab or carriage return get a leading single quote (OWASP, CSV Injection).';
const STREAM_NOTE = 'Streamed: a failure after the download started breaks the transfer (never a truncated file that looks whole); the export ends at the stream deadline (GRPC_STREAM_DEADLINE_MS).';
const TOO_LARGE_FOR_A_DOWNLOAD =
  'More rows than a download answers at once (EXPORT_STREAM_MAX_ROWS of the dashboard, 50,000): the error names the count and points at POST /api/jobs, which exports any number as a job (docs/decisions/0028-jobs.md)';

/**
 * One downloadable table of the dashboard (docs/decisions/0015-exports-and-cleanup.md): the list route it mirrors, the
 * RPC streaming its rows, and how the OpenAPI document names it. The route is `<path>.csv` and `<path>.xlsx`.
 */
interface TableExportRoute<Q extends z.ZodObject, M, R> {
  /** The route without its extension, e.g. `/api/exports/findings`. */
  path: string;
  /** Who may download: accessOf the streaming RPC, so its RPC_PERMISSIONS entry is the route's access. */
  access: DashboardAccess;
  query: Q;
  failureText: string;
  /** operationId without its format, e.g. `exportFindings` (`exportFindingsCsv`, `exportFindingsXlsx`). */
  operationId: string;
  /** Whose rows, e.g. "The caller's findings" (the summary adds " as CSV"). */
  subject: string;
  /** Which rows, in which order, up to the file: "Every finding GET /api/findings would list with the same filters and sort". */
  rowsText: string;
  /** The file's name before its date: `findings` gives `findings-<YYYY-MM-DD>.csv`. */
  baseName: string;
  columns: readonly ExportColumn<R>[];
  /** The columns as the document names them, when the header row does not say enough. */
  columnsText?: string;
  /** The 413 answer's text (a download larger than EXPORT_STREAM_MAX_ROWS). */
  tooLargeText: string;
  /** Starts the RPC for the route's validated query. */
  open(query: z.output<Q>, call: CallOptions): ClientReadableStream<M>;
  rowsOf(message: M): readonly R[];
}

/** The CSV and the XLSX route of one table, streamed through the one table writer (tableExportResult). */
function tableExportRoutes<Q extends z.ZodObject, M, R>(table: TableExportRoute<Q, M, R>): DashboardRoute[] {
  return FORMATS.map((format) =>
    defineDashboardRoute({
      method: 'get',
      path: `${table.path}.${format}`,
      access: table.access,
      deadline: 'stream',
      query: table.query,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: table.failureText,
      docs: {
        operationId: `${table.operationId}${format === 'csv' ? 'Csv' : 'Xlsx'}`,
        summary: `${table.subject} as ${format.toUpperCase()}`,
        description: `${table.rowsText}, in one file (no paging), as an attachment named \`${table.baseName}-<YYYY-MM-DD>.${format}\`; columns ${table.columnsText ?? table.columns.map((column) => column.header).join(', ')}. ${FORMULA_NOTE} ${STREAM_NOTE}`,
        tag: 'exports',
        responses: {
          200: { description: 'The file', schema: format === 'csv' ? CsvFileBody : XlsxFileBody, mediaType: EXPORT_MEDIA_TYPES[format] },
          413: { description: table.tooLargeText },
        },
      },
      handle: async ({ query, call }) =>
        tableExportResult({
          format,
          baseName: table.baseName,
          columns: table.columns,
          rows: () =>
            rowsOfCall(
              () => table.open(query as z.output<Q>, call),
              (message) => table.rowsOf(message),
            ),
        }),
    }),
  );
}

/**
 * Downloads of what the dashboard lists (docs/decisions/0015-exports-and-cleanup.md), as CSV or XLSX: the findings of
 * GET /api/findings with its filters, sort and team scope, what changed (GET /api/findings/changes), the compliance items
 * of GET /api/compliance/items and the risk exceptions of GET /api/exceptions, each with its filters and team scope.
 * Read_Only cannot export; every other group can (the `exporter` permission of libs/identity).
 */
export function exportRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows, compliance } = deps;
  return [
    ...tableExportRoutes({
      path: '/api/exports/findings',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ExportFindings'),
      query: FindingsExportQuery,
      failureText: EXPORT_TEXTS.findingsExportFailed,
      operationId: 'exportFindings',
      subject: "The caller's findings",
      rowsText: 'Every finding GET /api/findings would list with the same filters and sort',
      baseName: 'findings',
      columns: FINDING_EXPORT_COLUMNS,
      tooLargeText: TOO_LARGE_FOR_A_DOWNLOAD,
      open: (query, call) => workflows.ExportFindings(findingFilterMessage(query), call),
      rowsOf: (batch) => batch.items,
    }),
    ...tableExportRoutes({
      path: '/api/exports/findings-changes',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ExportFindings'),
      query: FindingChangesExportQuery,
      failureText: EXPORT_TEXTS.findingsExportFailed,
      operationId: 'exportFindingChanges',
      subject: "What changed for the caller's teams",
      rowsText: 'Every change GET /api/findings/changes would list with the same window, kinds, filters and sort',
      baseName: 'findings-changes',
      columns: FINDING_EXPORT_COLUMNS,
      columnsText: 'those of the findings export, with change and changed_at filled',
      tooLargeText: TOO_LARGE_FOR_A_DOWNLOAD,
      open: (query, call) => workflows.ExportFindings(findingChangesMessage(query, new Date()), call),
      rowsOf: (batch) => batch.items,
    }),
    ...tableExportRoutes({
      path: '/api/exports/compliance',
      access: accessOf('vmdash.v1.DashboardComplianceService/ExportComplianceItems'),
      query: ComplianceExportQuery,
      failureText: EXPORT_TEXTS.complianceExportFailed,
      operationId: 'exportCompliance',
      subject: "The caller's compliance items",
      rowsText: 'Every item GET /api/compliance/items would list with the same filters, in its order (hostname, metric, source)',
      baseName: 'compliance',
      columns: COMPLIANCE_EXPORT_COLUMNS,
      tooLargeText: TOO_LARGE_FOR_A_DOWNLOAD,
      open: (query, call) => compliance.ExportComplianceItems(query, call),
      rowsOf: (batch) => batch.items.map(toItemJson),
    }),
    ...tableExportRoutes({
      path: '/api/exports/exceptions',
      access: accessOf('vmdash.v1.DashboardComplianceService/ExportExceptions'),
      query: ExceptionsExportQuery,
      failureText: EXPORT_TEXTS.exceptionsExportFailed,
      operationId: 'exportRiskExceptions',
      subject: "The caller's risk exceptions",
      rowsText: 'Every exception GET /api/exceptions would list with the same filters (state, expiring_within_days, team), newest request first',
      baseName: 'exceptions',
      columns: EXCEPTION_EXPORT_COLUMNS,
      tooLargeText: 'More exceptions than a download answers at once (EXPORT_STREAM_MAX_ROWS of the dashboard): narrow the filters',
      open: (query, call) => compliance.ExportExceptions(query, call),
      rowsOf: (batch) => batch.items.map(toExceptionJson),
    }),
  ];
}

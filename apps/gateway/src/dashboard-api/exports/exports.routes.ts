import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { findingFilterMessage } from '../findings/findings.schemas';
import { rowsOfCall } from './call-rows';
import { CsvFileBody, EXPORT_TEXTS, FINDING_EXPORT_COLUMNS, FindingsExportQuery, XlsxFileBody } from './exports.schemas';
import { tableExportResult } from './table-export';
import type { ExportFormat } from './table-writer';

const tag = 'exports';

const MEDIA_TYPES: Record<ExportFormat, string> = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/**
 * Downloads of what the dashboard lists (issue 11, "Exports"): the findings of GET /api/findings as CSV or XLSX, with
 * its filters, sort and team scope, streamed (docs/decisions/0015-exports-and-cleanup.md). Read_Only cannot export.
 */
export function exportRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
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
          '`. Cells beginning with = + - @, tab or carriage return get a leading single quote (OWASP, CSV Injection). Streamed: a failure after the download started breaks the transfer (never a truncated file that looks whole); the export ends at the stream deadline (GRPC_STREAM_DEADLINE_MS).',
        tag,
        responses: { 200: { description: 'The file', schema: format === 'csv' ? CsvFileBody : XlsxFileBody, mediaType: MEDIA_TYPES[format] } },
      },
      handle: async ({ query, call }) =>
        tableExportResult({
          format,
          baseName: 'findings',
          columns: FINDING_EXPORT_COLUMNS,
          rows: () =>
            rowsOfCall(
              () => workflows.ExportFindings(findingFilterMessage(query), call),
              (batch) => batch.items,
            ),
        }),
    });
  return [findingsExport('csv'), findingsExport('xlsx')];
}

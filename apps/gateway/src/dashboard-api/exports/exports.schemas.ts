import { z } from '../../openapi/zod';
import { ComplianceItemsQuery } from '../compliance/compliance.schemas';
import { ExceptionListQuery } from '../exceptions/exceptions.schemas';
import { checkedChangeWindow, FindingChangesFields, FindingsQuery } from '../findings/findings.schemas';

/** Query of the findings exports: the filters and sort of GET /api/findings, without paging (every row is exported). */
export const FindingsExportQuery = FindingsQuery.omit({ page: true, page_size: true });

/** Query of the what-changed exports: the window, kinds, filters and sort of GET /api/findings/changes, without paging. */
export const FindingChangesExportQuery = checkedChangeWindow(FindingChangesFields.omit({ page: true, page_size: true }));

/** Query of the compliance exports: the filters of GET /api/compliance/items, without paging (every item is exported). */
export const ComplianceExportQuery = ComplianceItemsQuery.omit({ page: true, page_size: true });

/** Query of the exceptions exports: the filters of GET /api/exceptions, without paging (every exception is exported). */
export const ExceptionsExportQuery = ExceptionListQuery.omit({ page: true, page_size: true });

/** Texts of the export routes. */
export const EXPORT_TEXTS = {
  findingsExportFailed: 'Failed to export findings',
  complianceExportFailed: 'Failed to export compliance items',
  exceptionsExportFailed: 'Failed to export risk exceptions',
} as const;

/** The body of an export as the OpenAPI document shows it. */
export const CsvFileBody = z.string().openapi({ description: 'CSV (RFC 4180, UTF-8 with a byte-order mark, CRLF), a header row first' });
export const XlsxFileBody = z.string().openapi({ format: 'binary', description: 'An XLSX workbook of one sheet, a header row first' });

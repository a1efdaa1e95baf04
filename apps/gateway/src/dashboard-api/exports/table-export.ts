import { once } from 'node:events';
import type { Response } from 'express';
import { EXPORT_MEDIA_TYPES, exportFileName, writeTableRows, type ExportColumn, type ExportFormat } from '@vmdash/table-export';
import type { StreamOutcome } from '../../http/json-array-stream';
import type { RouteResult } from '../../http/route-result';

/**
 * An export of rows as a file download (docs/decisions/0015): `rows` yields batches of rows as the upstream call
 * delivers them; the file name is `<baseName>-<YYYY-MM-DD>.<format>` (UTC date of the export).
 */
export interface TableExport<R> {
  format: ExportFormat;
  baseName: string;
  columns: readonly ExportColumn<R>[];
  rows(): AsyncIterable<readonly R[]>;
}
/**
 * A route answer that streams `table` as CSV or XLSX (docs/decisions/0015-exports-and-cleanup.md):
 *
 * - Nothing is sent before the first batch: an upstream failure before it rejects, and the route answers the normal
 *   JSON error.
 * - Backpressure: the next batch is pulled only when the socket took what was written, so the upstream gRPC stream
 *   pauses while the client reads slowly; memory stays flat whatever the size.
 * - A client that leaves stops the iteration, which ends the upstream call (`rows` cancels it in its `finally`).
 * - A failure after the first bytes destroys the response: the client sees an incomplete transfer, never a truncated
 *   file with a 200 that could pass for a whole one.
 */
export function tableExportResult<R>(table: TableExport<R>): RouteResult {
  return { kind: 'stream', write: (res) => writeTable(table, res) };
}

async function writeTable<R>(table: TableExport<R>, res: Response): Promise<StreamOutcome> {
  const batches = table.rows()[Symbol.asyncIterator]();
  const first = await batches.next();
  let items = 0;
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.on('close', onClose);
  res.status(200).attachment(exportFileName(table.baseName, table.format));
  res.setHeader('Content-Type', EXPORT_MEDIA_TYPES[table.format]);
  async function* fromFirst(): AsyncGenerator<readonly R[]> {
    try {
      for (let batch = first; !batch.done; batch = await batches.next()) yield batch.value;
    } finally {
      await batches.return?.();
    }
  }
  try {
    const written = await writeTableRows(res, table, fromFirst(), gone.signal, (rows) => (items = rows));
    if (!written.completed) return { kind: 'client-gone', items };
    if (!res.writableFinished) await once(res, 'finish', { signal: gone.signal });
    return { kind: 'completed', items };
  } catch (error) {
    if (gone.signal.aborted) return { kind: 'client-gone', items };
    res.destroy();
    return { kind: 'failed-after-start', items, error: error as Error };
  } finally {
    res.off('close', onClose);
  }
}

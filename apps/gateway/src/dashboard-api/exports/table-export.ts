import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response } from 'express';
import type { StreamOutcome } from '../../http/json-array-stream';
import type { RouteResult } from '../../http/route-result';
import { TABLE_WRITERS, type CellValue, type ExportFormat, type TableWriter } from './table-writer';

/** One column of an export: its header and how a row gives its cell. */
export interface ExportColumn<R> {
  header: string;
  cell(row: R): CellValue;
}

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

/** The dated file name of an export: `findings-2026-11-23.csv`. */
export function exportFileName(baseName: string, format: ExportFormat, now: Date = new Date()): string {
  return `${baseName}-${now.toISOString().slice(0, 10)}.${format}`;
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
  const writer = TABLE_WRITERS[table.format](
    res,
    table.columns.map((column) => column.header),
  );
  const toCells = (row: R) => table.columns.map((column) => column.cell(row));
  try {
    for (let batch = first; !batch.done; batch = await batches.next()) {
      if (gone.signal.aborted) break;
      writer.write(batch.value.map(toCells));
      items += batch.value.length;
      await whenWritable(writer, gone.signal);
    }
    if (gone.signal.aborted) {
      await batches.return?.();
      return { kind: 'client-gone', items };
    }
    await writer.end();
    if (!res.writableFinished) await once(res, 'finish', { signal: gone.signal });
    return { kind: 'completed', items };
  } catch (error) {
    await batches.return?.().catch(() => undefined);
    if (gone.signal.aborted) return { kind: 'client-gone', items };
    res.destroy();
    return { kind: 'failed-after-start', items, error: error as Error };
  } finally {
    res.off('close', onClose);
  }
}

/** Waits until every buffer between the writer and the socket has room again (or the client left). */
async function whenWritable(writer: TableWriter, signal: AbortSignal): Promise<void> {
  // The XLSX writer compresses asynchronously: let its output move on before looking at the buffers.
  await nextTurn();
  while (!signal.aborted) {
    const full = writer.buffers().find((stream) => stream.writableNeedDrain);
    if (!full) return;
    await once(full, 'drain', { signal }).catch(() => undefined);
  }
}

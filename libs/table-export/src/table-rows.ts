import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { needsDrain, TABLE_WRITERS, type CellValue, type ExportFormat, type TableWriter } from './table-writer';

/** One column of an export: its header and how a row gives its cell. */
export interface ExportColumn<R> {
  header: string;
  cell(row: R): CellValue;
}

/** A table to export: its format and columns (the rows come as batches). */
export interface ExportTable<R> {
  format: ExportFormat;
  columns: readonly ExportColumn<R>[];
}

/** The dated file name of an export: `findings-2026-11-23.csv` (UTC date of `now`). */
export function exportFileName(baseName: string, format: ExportFormat, now: Date = new Date()): string {
  return `${baseName}-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * Writes a header row and every batch of `batches` as rows of `table` into `output` (an HTTP response, a job's result
 * file) with the format's writer (docs/decisions/0015-exports-and-cleanup.md), pulling the next batch only once every
 * buffer between the writer and `output` has room, so memory stays flat whatever the size. When `signal` aborts, it
 * stops between batches, ends the batches' source and leaves `output` open; otherwise it ends the file and `output`.
 * @param onRows called after each batch with the rows written so far
 * @returns the rows written and whether the file was completed
 * @throws what the batches' source or a write throws (the source is ended first)
 */
export async function writeTableRows<R>(
  output: Writable,
  table: ExportTable<R>,
  batches: AsyncIterable<readonly R[]>,
  signal: AbortSignal,
  onRows?: (rows: number) => void,
): Promise<{ rows: number; completed: boolean }> {
  const writer = TABLE_WRITERS[table.format](
    output,
    table.columns.map((column) => column.header),
  );
  const toCells = (row: R) => table.columns.map((column) => column.cell(row));
  let rows = 0;
  for await (const batch of batches) {
    if (signal.aborted) break;
    writer.write(batch.map(toCells));
    rows += batch.length;
    onRows?.(rows);
    await whenWritable(writer, signal);
  }
  if (signal.aborted) return { rows, completed: false };
  await writer.end();
  return { rows, completed: true };
}

/** Waits until every buffer between the writer and its output has room again (or `signal` aborted). */
async function whenWritable(writer: TableWriter, signal: AbortSignal): Promise<void> {
  // The XLSX writer compresses asynchronously: let its output move on before looking at the buffers.
  await nextTurn();
  while (!signal.aborted) {
    const full = writer.buffers().find(needsDrain);
    if (!full) return;
    await once(full, 'drain', { signal }).catch(() => undefined);
  }
}

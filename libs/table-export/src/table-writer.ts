import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from './formula-cells';

/** The file formats of an export. */
export type ExportFormat = 'csv' | 'xlsx';

/** A cell as exported: text (neutralised against formulas), a number, a boolean, or empty (null). */
export type CellValue = string | number | boolean | null;

/** The media type of each export format (the Content-Type of a download, the type of a job's result file). */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Writes rows of cells to an output (an HTTP response, a job's result file) in one format; the caller waits, between
 * batches, until none of `buffers()` needs to drain (`needsDrain`).
 */
export interface TableWriter {
  /** The streams between the rows and the output whose full buffer means "wait" (the output comes last). */
  buffers(): Writable[];
  write(rows: readonly CellValue[][]): void;
  /** Writes the end of the file (and ends the output); resolves when everything was handed to the output. */
  end(): Promise<void>;
}

/**
 * The text of a CSV cell: every value becomes text (a number or boolean too, so a negative number is neutralised like
 * any text beginning with `-`), and text passes through neutraliseFormula.
 */
function csvCell(value: CellValue): string {
  return value === null ? '' : neutraliseFormula(String(value));
}

/**
 * An XLSX cell: text is neutralised and always written as a string cell, never a formula (exceljs writes a formula
 * only for a `{formula}` object, which is never passed); numbers and booleans keep their type.
 */
function xlsxCell(value: CellValue): string | number | boolean | null {
  return typeof value === 'string' ? neutraliseFormula(value) : value;
}

/** CSV through csv-stringify (RFC 4180 quoting; a UTF-8 byte-order mark so spreadsheets read UTF-8), header row first. */
function csvWriter(res: Writable, headers: readonly string[]): TableWriter {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.pipe(res);
  csv.write(headers.map(neutraliseFormula));
  return {
    buffers: () => [csv, res],
    write: (rows) => {
      for (const row of rows) csv.write(row.map(csvCell));
    },
    end: async () => {
      csv.end();
    },
  };
}

/**
 * XLSX through exceljs's streaming WorkbookWriter (one sheet, inline strings, no styles): each row is committed as it
 * is written, so the workbook is never held whole.
 */
function xlsxWriter(res: Writable, headers: readonly string[]): TableWriter {
  const output = new PassThrough();
  output.pipe(res);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow(headers.map(neutraliseFormula)).commit();
  return {
    // exceljs writes committed rows into the sheet's buffer, which hands them to the zip's compressor without
    // looking at its answer: the compressor's input is where rows pile up while compressing is slower than the
    // export (heap snapshots: every 64 KiB block of the sheet's XML held there until the end, about 0.7 KiB a row;
    // docs/benchmarks.md, "Export jobs at 2,000,000 findings"). It is reached through the sheet's stream (an
    // internal of exceljs 4.4, pinned: ignored when absent), the one place that shows that backlog.
    buffers: () => [...sheetCompressorInput(sheet), output, res],
    write: (rows) => {
      for (const row of rows) sheet.addRow(row.map(xlsxCell)).commit();
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * The writable the sheet's XML is piped into by exceljs (see xlsxWriter), when it can be found: archiver's
 * PassThrough of readable-stream 2, a stream without `writableNeedDrain` (see needsDrain).
 */
function sheetCompressorInput(sheet: ExcelJS.Worksheet): Writable[] {
  const pipes = (sheet as unknown as { _stream?: { pipes?: unknown[] } })._stream?.pipes ?? [];
  return pipes.filter((pipe): pipe is Writable => typeof (pipe as Writable | null)?.once === 'function' && hasWritableState(pipe));
}

/** Whether a value is a writable stream with the state Node's and readable-stream's (2 and 3) writables keep. */
function hasWritableState(stream: unknown): boolean {
  return typeof (stream as { _writableState?: { needDrain?: unknown } })._writableState?.needDrain === 'boolean';
}

/**
 * Whether a stream's buffer is full: its last write answered false and it has not emitted 'drain' since. Node's own
 * streams say so as `writableNeedDrain`; the readable-stream 2 streams inside exceljs's zip (archiver 5) have only the
 * state behind it, `_writableState.needDrain`, which both keep and which 'drain' resets.
 */
export function needsDrain(stream: Writable): boolean {
  return stream.writableNeedDrain ?? (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain === true;
}

/** The writer of each export format; both share neutraliseFormula (docs/decisions/0015-exports-and-cleanup.md: one function). */
export const TABLE_WRITERS: Record<ExportFormat, (output: Writable, headers: readonly string[]) => TableWriter> = { csv: csvWriter, xlsx: xlsxWriter };

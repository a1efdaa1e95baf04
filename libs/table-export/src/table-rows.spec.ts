import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { writeTableRows, type ExportColumn } from './table-rows';

type Row = { id: number; title: string };
/** A title as long as a finding's row of an export (about 400 bytes of sheet XML a row). */
const LONG_TITLE = 'Apache HTTP Server 2.4.x < 2.4.58 Multiple Vulnerabilities '.repeat(6);
const COLUMNS: ExportColumn<Row>[] = [
  { header: 'id', cell: (row) => row.id },
  { header: 'title', cell: (row) => row.title },
];

describe('writeTableRows', () => {
  it('when every batch is written, then the output ends with the header and the rows, cells neutralised', async () => {
    const output = new PassThrough();
    const bytes = buffer(output);
    async function* batches() {
      yield [{ id: 1, title: '@SUM(A1)' }];
      yield [{ id: 2, title: 'plain' }];
    }
    const written = await writeTableRows(output, { format: 'csv', columns: COLUMNS }, batches(), new AbortController().signal);
    expect(written).toEqual({ rows: 2, completed: true });
    expect(parse((await bytes).toString('utf8'), { bom: true })).toEqual([
      ['id', 'title'],
      ['1', "'@SUM(A1)"],
      ['2', 'plain'],
    ]);
  });

  it('when the signal aborts between batches, then it stops pulling, ends the source and leaves the file incomplete', async () => {
    const output = new PassThrough();
    output.resume();
    const stop = new AbortController();
    let pulled = 0;
    let ended = false;
    async function* batches() {
      try {
        for (;;) {
          pulled++;
          if (pulled === 2) stop.abort();
          yield [{ id: pulled, title: 'row' }];
        }
      } finally {
        ended = true;
      }
    }
    const written = await writeTableRows(output, { format: 'csv', columns: COLUMNS }, batches(), stop.signal);
    expect(written).toEqual({ rows: 1, completed: false });
    expect(pulled).toBe(2);
    expect(ended).toBe(true);
    expect(output.writableEnded).toBe(false);
  });

  it('when 40,000 rows are written as XLSX into a result file that takes its time, then the sheet XML is not held and the file opens back with every row, cells neutralised', async () => {
    const rows = 40_000;
    const chunks: Buffer[] = [];
    // A sink like a job's result file: 256 KiB before it asks to wait, each write taken a turn later.
    const sink = new Writable({
      highWaterMark: 256 * 1024,
      write(chunk: Buffer, _encoding, done) {
        // A copy: the compressor's chunks are slices of larger blocks, which keeping them would keep whole.
        chunks.push(Buffer.from(chunk));
        setImmediate(done);
      },
    });
    // Memory outside the heap (the sheet's XML blocks are Buffers) after full collections, less the file's bytes so far,
    // once a quarter and once all of the rows were taken by the writer (the next batch is asked for when it has room): a
    // writer that held the sheet's XML until the end would hold about 0.4 KiB more a row (12 MiB here).
    const held: number[] = [];
    const measure = async () => held.push((await arrayBuffersAfterFullGc()) - chunks.reduce((bytes, chunk) => bytes + chunk.length, 0));
    async function* batches() {
      for (let start = 0; start < rows; start += 1000) {
        if (start === rows / 4) await measure();
        yield Array.from({ length: 1000 }, (_, i) => ({ id: start + i + 1, title: (start + i) % 2 === 0 ? `=HYPERLINK("http://x/${start + i}")` : `${LONG_TITLE} ${start + i}` }));
      }
      await measure();
    }
    const written = await writeTableRows(sink, { format: 'xlsx', columns: COLUMNS }, batches(), new AbortController().signal);
    await new Promise((resolve) => (sink.writableFinished ? resolve(undefined) : sink.once('finish', resolve)));
    expect(written).toEqual({ rows, completed: true });
    expect(held[1] - held[0]).toBeLessThan(4 * 2 ** 20);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(rows + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['id', 'title']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([1, `'=HYPERLINK("http://x/0")`]);
    expect((sheet.getRow(rows + 1).values as unknown[]).slice(1)).toEqual([rows, `${LONG_TITLE} ${rows - 1}`]);
  });
});

/**
 * process.memoryUsage().arrayBuffers after full collections (gc exposed at run time), bytes: twice, a turn apart, so
 * the backing stores of collected Buffers, freed by V8 after the collection, are no longer counted.
 */
async function arrayBuffersAfterFullGc(): Promise<number> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return process.memoryUsage().arrayBuffers;
}

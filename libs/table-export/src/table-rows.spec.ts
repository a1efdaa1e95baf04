import { parse } from 'csv-parse/sync';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { writeTableRows, type ExportColumn } from './table-rows';

type Row = { id: number; title: string };
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
});

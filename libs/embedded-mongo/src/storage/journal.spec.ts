import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { Catalog } from './catalog';
import { Journal } from './journal';
import { applyRecord, catalogRecords, type JournalRecord } from './journal-record';

const logger = pino({ level: 'silent' });

function open(dir: string, compactAfterBytes?: number): { journal: Journal; catalog: Catalog } {
  const catalog = new Catalog();
  const journal = Journal.open({ dir, logger, compactAfterBytes, snapshotSource: () => catalogRecords(catalog) }, (r) => applyRecord(catalog, r));
  return { journal, catalog };
}

function write(journal: Journal, catalog: Catalog, record: JournalRecord): void {
  applyRecord(catalog, record);
  journal.append(record);
}

describe('Journal', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-journal-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when records were committed, then a reopened journal replays them', async () => {
    const first = open(dir);
    write(first.journal, first.catalog, { op: 'put', db: 'd', coll: 'c', doc: { _id: 1, a: 1 } });
    write(first.journal, first.catalog, { op: 'put', db: 'd', coll: 'c', doc: { _id: 2, a: 2 } });
    write(first.journal, first.catalog, { op: 'del', db: 'd', coll: 'c', id: 1 });
    await first.journal.commit();
    const second = open(dir);
    expect([...(second.catalog.get('d', 'c')?.all() ?? [])]).toEqual([{ _id: 2, a: 2 }]);
  });

  it('when the journal ends in a torn record, then the intact prefix is replayed and the tail cut', async () => {
    const first = open(dir);
    write(first.journal, first.catalog, { op: 'put', db: 'd', coll: 'c', doc: { _id: 1 } });
    await first.journal.commit();
    const path = join(dir, 'journal.bson');
    const intact = statSync(path).size;
    appendFileSync(path, Buffer.from([40, 0, 0, 0, 1, 2, 3]));
    const second = open(dir);
    expect(second.catalog.get('d', 'c')?.size).toBe(1);
    expect(statSync(path).size).toBe(intact);
  });

  it('when the journal outgrows its limit, then it is compacted into a snapshot with the same content', async () => {
    const first = open(dir, 200);
    for (let i = 0; i < 20; i++) write(first.journal, first.catalog, { op: 'put', db: 'd', coll: 'c', doc: { _id: i, text: 'x'.repeat(20) } });
    await first.journal.commit();
    expect(statSync(join(dir, 'journal.bson')).size).toBe(0);
    const second = open(dir);
    expect(second.catalog.get('d', 'c')?.size).toBe(20);
  });

  it('when an old journal is replayed over a newer snapshot (crash during compaction), then the state is unchanged', async () => {
    const first = open(dir);
    write(first.journal, first.catalog, { op: 'put', db: 'd', coll: 'c', doc: { _id: 1, v: 1 } });
    write(first.journal, first.catalog, { op: 'dropCollection', db: 'd', coll: 'c' });
    write(first.journal, first.catalog, { op: 'put', db: 'd', coll: 'c', doc: { _id: 2, v: 2 } });
    await first.journal.commit();
    const oldJournal = readFileSync(join(dir, 'journal.bson'));
    first.journal.compact();
    appendFileSync(join(dir, 'journal.bson'), oldJournal);
    const second = open(dir);
    expect([...(second.catalog.get('d', 'c')?.all() ?? [])]).toEqual([{ _id: 2, v: 2 }]);
  });
});

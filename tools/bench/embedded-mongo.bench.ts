/**
 * Benchmark of libs/embedded-mongo through the official driver (not a test; results go to docs/benchmarks.md).
 *
 *   npx tsx tools/bench/embedded-mongo.bench.ts [--docs 100000]
 *
 * Server and driver run in this one Node process. For 100k small documents it measures:
 * - inserts/s with insertMany in batches of 1000, and with single insertOne calls awaited one after another;
 * - point finds/s (findOne by equality) on an indexed field, and the same find on an unindexed field (a collection
 *   scan per find), which shows that the index is used;
 * - updates/s with `$set` on 10k documents: updateOne by `_id` and by the indexed field, awaited one after another,
 *   and the same updates by the indexed field as one unordered bulkWrite (one `update` command of many statements,
 *   as the action-plan service sends them);
 * - the same inserts and updates with a data directory (journal, fsync before each acknowledgement).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Collection } from 'mongodb';
import { startEmbeddedMongo } from '@vmdash/embedded-mongo';
import { runScript } from './support/run-script';

const argIndex = process.argv.indexOf('--docs');
const DOCS = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 100_000;
const BATCH = 1000;
const SINGLE_INSERTS = 5000;
const INDEXED_FINDS = 5000;
const UNINDEXED_FINDS = 50;
const UPDATES = 10_000;

const doc = (i: number) => ({ seq: i, key: `k${i}`, plain: `p${i}`, group: i % 100, score: (i * 7919) % 1000 });

async function timed(label: string, operations: number, run: () => Promise<void>): Promise<string> {
  const started = process.hrtime.bigint();
  await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rate = Math.round(operations / seconds);
  console.log(`${label}: ${operations} ops in ${seconds.toFixed(2)} s = ${rate.toLocaleString('en-US')} ops/s`);
  return `| ${label} | ${operations.toLocaleString('en-US')} | ${seconds.toFixed(2)} s | ${rate.toLocaleString('en-US')} |`;
}

async function insertBatches(coll: Collection, count: number): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    await coll.insertMany(Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => doc(start + j)));
  }
}

async function insertSingles(coll: Collection, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await coll.insertOne(doc(DOCS + i));
}

/** The `_id`s of the first `count` documents (seq 0..count-1), in seq order. */
async function idsOfFirst(coll: Collection, count: number): Promise<unknown[]> {
  const docs = await coll.find({ seq: { $lt: count } }, { projection: { _id: 1, seq: 1 } }).toArray();
  docs.sort((a, b) => Number(a['seq']) - Number(b['seq']));
  return docs.map((d) => d['_id']);
}

async function updateRows(coll: Collection, mode: string, round: number): Promise<string[]> {
  const ids = await idsOfFirst(coll, UPDATES);
  const rows: string[] = [];
  rows.push(
    await timed(`updateOne by _id, $set, one at a time, ${mode}`, UPDATES, async () => {
      for (let i = 0; i < UPDATES; i++) {
        const result = await coll.updateOne({ _id: ids[i] as never }, { $set: { score: round * 10 + 1, note: `a${i}` } });
        if (result.modifiedCount !== 1) throw new Error('update by _id missed');
      }
    }),
  );
  rows.push(
    await timed(`updateOne by indexed field (key), $set, one at a time, ${mode}`, UPDATES, async () => {
      for (let i = 0; i < UPDATES; i++) {
        const result = await coll.updateOne({ key: `k${i}` }, { $set: { score: round * 10 + 2, note: `b${i}` } });
        if (result.modifiedCount !== 1) throw new Error('update by key missed');
      }
    }),
  );
  rows.push(
    await timed(`bulkWrite of ${UPDATES} updateOne by key, $set + $inc, ${mode}`, UPDATES, async () => {
      const ops = Array.from({ length: UPDATES }, (_, i) => ({
        updateOne: { filter: { key: `k${i}` }, update: { $set: { score: round * 10 + 3, note: `c${i}` }, $inc: { group: 1 } } },
      }));
      const result = await coll.bulkWrite(ops, { ordered: false });
      if (result.modifiedCount !== UPDATES) throw new Error(`bulk update modified ${result.modifiedCount}`);
    }),
  );
  return rows;
}

async function run(dbPath: string | undefined): Promise<string[]> {
  const server = await startEmbeddedMongo({ port: 0, dbPath });
  const client = await MongoClient.connect(server.uri);
  const rows: string[] = [];
  const mode = dbPath ? 'data directory (journal + fsync)' : 'in memory';
  try {
    const coll = client.db('bench').collection('docs');
    await coll.createIndex({ key: 1 });
    rows.push(await timed(`insertMany, batches of ${BATCH}, ${mode}`, DOCS, () => insertBatches(coll, DOCS)));
    rows.push(await timed(`insertOne, one at a time, ${mode}`, SINGLE_INSERTS, () => insertSingles(coll, SINGLE_INSERTS)));
    rows.push(...(await updateRows(coll, mode, dbPath ? 2 : 1)));
    if (!dbPath) {
      rows.push(
        await timed('findOne on indexed field (key)', INDEXED_FINDS, async () => {
          for (let i = 0; i < INDEXED_FINDS; i++) {
            const found = await coll.findOne({ key: `k${(i * 7919) % DOCS}` });
            if (!found) throw new Error('indexed find missed');
          }
        }),
      );
      rows.push(
        await timed('findOne on unindexed field (plain)', UNINDEXED_FINDS, async () => {
          for (let i = 0; i < UNINDEXED_FINDS; i++) {
            const found = await coll.findOne({ plain: `p${(i * 7919) % DOCS}` });
            if (!found) throw new Error('unindexed find missed');
          }
        }),
      );
    }
  } finally {
    await client.close();
    await server.stop();
  }
  return rows;
}

async function main(): Promise<void> {
  console.log(`embedded-mongo benchmark: ${DOCS} documents, node ${process.version}, ${cpus().length} cores`);
  const rows = await run(undefined);
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-bench-'));
  try {
    rows.push(...(await run(dir)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('\n| Operation | Count | Time | Per second |\n| --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

runScript(main);

/**
 * Benchmark of libs/embedded-mongo through the official driver (not a test; results go to docs/benchmarks.md).
 *
 *   npx tsx tools/bench/embedded-mongo.bench.ts [--docs 100000]
 *
 * Server and driver run in this one Node process. For 100k small documents it measures:
 * - inserts/s with insertMany in batches of 1000, and with single insertOne calls awaited one after another;
 * - point finds/s (findOne by equality) on an indexed field, and the same find on an unindexed field (a collection
 *   scan per find), which shows that the index is used;
 * - the same inserts with a data directory (journal, fsync before each acknowledgement).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Collection } from 'mongodb';
import { startEmbeddedMongo } from '../../libs/embedded-mongo/src';

const argIndex = process.argv.indexOf('--docs');
const DOCS = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 100_000;
const BATCH = 1000;
const SINGLE_INSERTS = 5000;
const INDEXED_FINDS = 5000;
const UNINDEXED_FINDS = 50;

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

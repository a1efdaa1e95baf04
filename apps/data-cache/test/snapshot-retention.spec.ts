import { unaryCall } from '@vmdash/grpc';
import { eventually } from '@vmdash/testing';
import { MongoClient } from 'mongodb';
import { createDataCacheHarness, type DataCacheHarness } from './support/data-cache-harness';
import { REAL } from './test-paths';

/*
 * Storage stays bounded (docs/decisions/0004-data-cache-snapshots.md): after each activation a source keeps
 * its active snapshot and one previous, chunks included, however often it is refreshed.
 */

describe('data-cache: snapshot retention over repeated refreshes', () => {
  let harness: DataCacheHarness;
  let mongo: MongoClient;
  beforeAll(async () => {
    harness = await createDataCacheHarness();
    mongo = await MongoClient.connect(harness.mongoUrl);
  });
  afterAll(async () => {
    await mongo.close();
    await harness.close();
  });

  /** The stored snapshots of each source and the snapshot id of every chunk. */
  const stored = async () => {
    const db = mongo.db();
    const metas = await db
      .collection<{ _id: string; source: string }>('snapshots')
      .find({}, { projection: { source: 1 } })
      .toArray();
    const chunkOwners = await db.collection('snapshot_chunks').distinct('snapshot_id');
    const chunks = await db.collection('snapshot_chunks').countDocuments();
    const ofSource = (source: string) =>
      metas
        .filter((meta) => meta.source === source)
        .map((meta) => meta._id)
        .sort();
    return { alpha: ofSource('alpha'), beta: ofSource('beta'), chunkOwners: (chunkOwners as string[]).sort(), chunks };
  };

  it('when both sources are refreshed ten times, then each keeps exactly its active and its previous snapshot, and no chunk of a pruned one is left', async () => {
    const { client } = await harness.startReplica({
      BETA_SOURCES: REAL.nessusManyVuln(),
      ALPHA_SOURCES: REAL.openvasManyVuln(),
      ASSET_INVENTORY: REAL.inventory(),
      KEV_CATALOG: REAL.kev(),
    });
    const refresh = (rpc: 'RefreshAlpha' | 'RefreshBeta') => harness.as(() => unaryCall(client, rpc, {}));
    const active: Record<'alpha' | 'beta', string[]> = { alpha: [], beta: [] };
    let chunksOfTwo = 0;
    for (let round = 1; round <= 10; round++) {
      active.alpha.push((await refresh('RefreshAlpha')).snapshot_id);
      active.beta.push((await refresh('RefreshBeta')).snapshot_id);
      if (round === 2) chunksOfTwo = (await eventually(stored, (now) => now.alpha.length === 2 && now.beta.length === 2)).chunks;
    }

    // Pruning follows each activation in the background: wait until it has caught up with the last one.
    const expected = { alpha: active.alpha.slice(-2).sort(), beta: active.beta.slice(-2).sort() };
    const after = await eventually(stored, (now) => now.alpha.join() === expected.alpha.join() && now.beta.join() === expected.beta.join());
    expect(new Set([...active.alpha, ...active.beta]).size).toBe(20);
    expect(after.chunkOwners).toEqual([...expected.alpha, ...expected.beta].sort());
    // The same sources give snapshots of the same size: ten refreshes hold as many chunks as two.
    expect(chunksOfTwo).toBeGreaterThan(0);
    expect(after.chunks).toBe(chunksOfTwo);
  });
});

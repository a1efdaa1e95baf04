import { connectMongo } from '@vmdash/db';
import { createLogger } from '@vmdash/observability';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import type { Connection } from 'mongoose';
import { generateDemoBetaSnapshot } from '../demo-data/demo-beta.generator';
import type { BetaFinding, BetaSnapshot, IdentityRegistry } from '../snapshot/snapshot.types';
import { SnapshotRepository } from './snapshot.repository';

const snapshot: BetaSnapshot = { source: 'beta', hosts: [], findings: [], skipped: [], synthetic: true };
const registry = (nextHostId: number): IdentityRegistry => ({
  source: 'beta',
  hosts: new Map([['ip:10.0.0.1', 1]]),
  findings: new Map([['1|19506|0|tcp', { id: 7, first_seen: '2025-01-01T00:00:00.000Z' }]]),
  next_host_id: nextHostId,
  next_finding_id: 8,
});

describe('SnapshotRepository', () => {
  let environment: TestEnvironment;
  let connection: Connection;
  let repository: SnapshotRepository;
  beforeAll(async () => {
    environment = await startTestEnvironment();
    connection = await connectMongo(environment.databaseUrl('snapshot_store_test'), { logger: createLogger('snapshot-test', 'silent') });
    repository = new SnapshotRepository(connection);
    await repository.init();
  });
  afterAll(async () => {
    await connection.close();
    await environment.stop();
  });

  it('when a snapshot is saved and activated, then it, its registry and the fingerprint of its sources read back as saved', async () => {
    const id = await repository.save(snapshot, registry(2), 'sources-a');
    await repository.activate('beta', id);
    expect(await repository.activeSnapshotId('beta')).toBe(id);
    expect(await repository.loadSnapshot(id)).toEqual(snapshot);
    expect(await repository.loadRegistry(id)).toEqual(registry(2));
    expect((await repository.completeMeta(id)).sources_fingerprint).toBe('sources-a');
  });

  it('when older snapshots pile up, then prune removes all but the active one and the newest other', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await repository.save(snapshot, registry(10 + i), 'sources-a'));
    await repository.activate('beta', ids[1]);
    expect(await repository.prune('beta')).toBe(3);
    await expect(repository.loadSnapshot(ids[1])).resolves.toEqual(snapshot);
    await expect(repository.loadSnapshot(ids[3])).resolves.toEqual(snapshot);
    await expect(repository.loadSnapshot(ids[0])).rejects.toThrow(/missing or incomplete/);
    await expect(repository.loadSnapshot(ids[2])).rejects.toThrow(/missing or incomplete/);
  });

  it('when findings share risk factors, then they read back equal, sharing one factors object again, however they were chunked', async () => {
    const demo = generateDemoBetaSnapshot({ hosts: 600, findingsPerHost: 12, seed: 4 });
    const id = await repository.save(demo, registry(1), 'sources-b');
    const loaded = (await repository.loadSnapshot(id)) as BetaSnapshot;
    expect(loaded).toEqual(demo);
    const distinct = (findings: BetaFinding[]) => new Set(findings.map((finding) => finding.risk_factors)).size;
    expect(distinct(loaded.findings)).toBe(distinct(demo.findings));
    expect(distinct(loaded.findings)).toBeLessThan(demo.findings.length / 20);
  });
});

import { connectMongo } from '@vmdash/db';
import { createLogger } from '@vmdash/observability';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import type { Connection } from 'mongoose';
import { generateDemoBetaSnapshot } from '../src/demo-data/demo-beta.generator';
import { FindingLifecycleStore } from '../src/lifecycle/finding-lifecycle.store';
import { createIdentityRegistry } from '../src/snapshot/identity-registry';

/*
 * A source's baseline (docs/decisions/0026-finding-lifecycle.md, "Diff"): its first snapshot's findings are recorded
 * open with their scan-time first_seen, inserted in large unordered batches; a record already there is left as it is
 * (a duplicate _id is not a failure), and a baseline that stopped midway is completed by the next refresh.
 */

describe('the lifecycle baseline of a source', () => {
  let environment: TestEnvironment;
  let connection: Connection;
  const published: string[] = [];
  const logger = createLogger('lifecycle-baseline-spec', 'silent');

  beforeAll(async () => {
    environment = await startTestEnvironment();
    connection = await connectMongo(environment.databaseUrl('lifecycle_baseline'), { logger });
  });
  afterAll(async () => {
    await connection.close();
    await environment.stop();
  });

  it('when two replicas record the first snapshot of a source at once, then neither fails and every finding has one open record with its scan times', async () => {
    const stores = [0, 1].map(() => new FindingLifecycleStore(connection, { historyDays: 730, publish: async (t) => void published.push(t._id), logger }));
    await stores[0].init();
    // More findings than one insert batch (10,000), so the baseline takes several.
    const snapshot = generateDemoBetaSnapshot({ hosts: 1_100, findingsPerHost: 12 });
    const refreshedAt = new Date('2026-11-27T00:00:00Z');
    const records = connection.collection('finding_lifecycle');

    const outcomes = await Promise.all(stores.map((store) => store.apply(snapshot, createIdentityRegistry('beta'), refreshedAt)));
    // The first read no record (a baseline); the second, by the interleaving, none (its inserts all meet duplicates) or
    // some of the first's (it opens the others; a finding opened twice keeps one transition id).
    expect(outcomes[0]).toMatchObject({ baseline: true, opened: snapshot.findings.length, fixed: 0, reopened: 0, seen: 0 });
    expect(outcomes[1].opened + outcomes[1].seen).toBe(snapshot.findings.length);
    // The baseline's open findings per severity and team, for the daily aggregates: every finding once.
    expect(outcomes[0].baselineOpen?.reduce((sum, count) => sum + count.open, 0)).toBe(snapshot.findings.length);
    expect(await records.countDocuments({ source: 'beta' })).toBe(snapshot.findings.length);
    expect(await records.countDocuments({ source: 'beta', status: 'open' })).toBe(snapshot.findings.length);
    const sample = snapshot.findings[12_345];
    expect(await records.findOne({ _id: `beta:${sample.active_host_findings_id}` as never })).toMatchObject({
      status: 'open',
      first_seen: new Date(sample.first_seen as string),
      last_seen: new Date(sample.last_seen as string),
      fixed_at: null,
      reopened_count: 0,
      title: sample.title,
      cve_ids: sample.cve_ids,
    });
    expect(new Set(published).size).toBe(published.length);

    // A baseline that stopped midway: the records of the later batches are missing; those written stay as they are,
    // and the next refresh opens the others (a refresh that fails midway converges on the next, "Diff").
    const kept = snapshot.findings.slice(0, 5_000).map((finding) => `beta:${finding.active_host_findings_id}`);
    await records.deleteMany({ _id: { $nin: kept as never[] } });
    await records.updateMany({}, { $set: { title: 'written before the crash' } });
    const again = await stores[0].apply(snapshot, createIdentityRegistry('beta'), refreshedAt);
    expect(again).toMatchObject({ baseline: false, opened: snapshot.findings.length - 5_000, seen: 5_000 });
    expect(await records.countDocuments({ source: 'beta', status: 'open' })).toBe(snapshot.findings.length);
    expect(await records.countDocuments({ title: 'written before the crash' })).toBe(5_000);
  });
});

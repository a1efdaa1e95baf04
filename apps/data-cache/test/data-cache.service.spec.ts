import * as grpc from '@grpc/grpc-js';
import { unaryCall } from '@vmdash/grpc';
import type { AlphaAsset__Output, AlphaFinding__Output, BetaFindingsJson__Output, BetaHost__Output, DataCacheServiceClient } from '@vmdash/proto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '@vmdash/testing';
import { collectStream, createDataCacheHarness, type DataCacheHarness } from './support/data-cache-harness';
import { REAL } from './test-paths';

/** The Data API records of BetaFindingsJson messages (JSON records separated by commas, in batches). */
function recordsOf(messages: BetaFindingsJson__Output[]): { active_host_findings_id: number }[] {
  const pieces = messages.filter((message) => message.count > 0).map((message) => message.records.toString('utf8'));
  const records = JSON.parse(`[${pieces.join(',')}]`) as { active_host_findings_id: number }[];
  expect(records).toHaveLength(messages.reduce((sum, message) => sum + message.count, 0));
  return records;
}

/** Beta sources in a folder of their own, so a test can break a file without touching the shared data. */
function betaSourceDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vmdash-beta-'));
  copyFileSync(REAL.nessusManyVuln(), path.join(dir, 'many.nessus'));
  copyFileSync(REAL.nessusWithCwe(), path.join(dir, 'cwe.nessus'));
  copyFileSync(REAL.nessusUnknown(), path.join(dir, 'unknown.nessus'));
  return dir;
}

describe('data-cache service (embedded MongoDB, real NATS, real Nessus exports)', () => {
  let harness: DataCacheHarness;
  let sources: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    harness = await createDataCacheHarness();
    sources = betaSourceDir();
    env = {
      BETA_SOURCES: path.join(sources, '*.nessus'),
      ALPHA_SOURCES: `${REAL.nexposeManyVulns()},${REAL.openvasManyVuln()}`,
      ASSET_INVENTORY: REAL.inventory(),
      KEV_CATALOG: REAL.kev(),
    };
  });
  afterAll(async () => {
    await harness.close();
  });

  it('when it starts with real sources, then it serves their hosts and findings with owners and KEV flags', async () => {
    const { client } = await harness.startReplica(env);
    const hosts = await harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
    expect(hosts.length).toBeGreaterThan(0);
    expect(new Set(hosts.map((h) => h.host_id)).size).toBe(hosts.length);
    const findings = recordsOf(await harness.as(() => collectStream<BetaFindingsJson__Output>(client.StreamBetaVulnerabilitiesByHost({ host_ids: hosts.map((h) => h.host_id) }))));
    expect(findings.length).toBeGreaterThan(hosts.length);
    expect(findings.every((f) => typeof f.active_host_findings_id === 'number' && f.active_host_findings_id > 0)).toBe(true);
    const testphp = hosts.find((h) => h.ip_address === '44.228.249.3');
    expect(testphp).toMatchObject({ fqdn: 'testphp.vulnweb.com', owner: 'web-frontend', bu_team: 'digital-channels' });
    const alphaAssets = await harness.as(() => collectStream<AlphaAsset__Output>(client.StreamAlphaAssets({ owners: [] })));
    const kevFindings = await harness.as(() =>
      collectStream<AlphaFinding__Output>(client.StreamAlphaVulnerabilities({ assets: alphaAssets.map((a) => ({ asset_id: a.asset_id, cve_ids: ['CVE-2012-1823'] })) })),
    );
    expect(kevFindings.length).toBeGreaterThan(0);
    expect(kevFindings[0]).toMatchObject({ cve_id: 'CVE-2012-1823', kev: true, kev_date_added: '2022-03-25' });
  });

  it('when a refresh runs, then ids stay stable and concurrent refreshes share one run', async () => {
    const { client } = await harness.startReplica(env);
    const before = await harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
    const [a, b] = await harness.as(() => Promise.all([unaryCall(client, 'RefreshBeta', {}), unaryCall(client, 'RefreshBeta', {})]));
    expect(a.snapshot_id).toBe(b.snapshot_id);
    expect([a.joined_in_flight, b.joined_in_flight].sort()).toEqual([false, true]);
    expect(a.assets).toBe(before.length);
    const after = await harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
    expect(after.map((h) => [h.host_id, h.ip_address])).toEqual(before.map((h) => [h.host_id, h.ip_address]));
  });

  it('when a source file is broken, then the refresh fails with a clear error and the previous snapshot keeps serving', async () => {
    const { client } = await harness.startReplica(env);
    const before = await harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
    const broken = path.join(sources, 'zz-broken.nessus');
    writeFileSync(broken, '<?xml version="1.0"?><NessusClientData_v2><Report name="x"><ReportHost name="10.0.0.1">');
    try {
      const error = (await harness.as(() => unaryCall(client, 'RefreshBeta', {})).catch((e) => e)) as grpc.ServiceError;
      expect(error.code).toBe(grpc.status.FAILED_PRECONDITION);
      expect(error.details).toContain('zz-broken.nessus');
      const after = await harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
      expect(after).toEqual(before);
    } finally {
      rmSync(broken);
    }
  });

  it('when a source file is broken at start, then the replica stays up answering UNAVAILABLE, tries again, and serves once the file is fixed; a stop meanwhile is prompt', async () => {
    const dir = betaSourceDir();
    const broken = path.join(dir, 'zz-broken.nessus');
    writeFileSync(broken, '<?xml version="1.0"?><NessusClientData_v2><Report name="x"><ReportHost name="10.0.0.1">');
    const port = await freePort();
    const replica = harness.buildReplica({ ...env, BETA_SOURCES: path.join(dir, '*.nessus'), GRPC_PORT: String(port) });
    const started = replica.start();
    const client = harness.clientOf(port);
    const assets = () => harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));

    const refused = (await eventually(
      () => assets().catch((error: unknown) => error),
      (answer) => (answer as grpc.ServiceError).code === grpc.status.UNAVAILABLE,
    )) as grpc.ServiceError;
    expect(refused.code).toBe(grpc.status.UNAVAILABLE);

    rmSync(broken);
    await started;
    expect((await assets()).length).toBeGreaterThan(0);

    const stillBroken = path.join(mkdtempSync(path.join(tmpdir(), 'vmdash-beta-')), 'broken.nessus');
    writeFileSync(stillBroken, '<NessusClientData_v2><Report');
    const other = harness.buildReplica({ ...env, BETA_SOURCES: stillBroken });
    const otherStarted = other.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await other.stop();
    await expect(otherStarted).rejects.toThrow(/stopping/);
  });

  it('when one replica refreshes, then another replica switches to the new snapshot', async () => {
    const first = await harness.startReplica(env);
    const second = await harness.startReplica(env);
    const report = await harness.as(() => unaryCall(first.client, 'RefreshBeta', {}));
    await eventually(
      () => second.service.beta.current?.snapshotId,
      (id) => id === report.snapshot_id,
    );
    expect(second.service.beta.current?.snapshotId).toBe(report.snapshot_id);
  });

  it('when a replica restarts, then it serves the stored snapshot without re-importing', async () => {
    const first = await harness.startReplica(env);
    const served = first.service.beta.current?.snapshotId;
    await first.service.stop();
    const again = await harness.startReplica(env);
    expect(again.service.beta.current?.snapshotId).toBe(served);
  });

  it('when a replica restarts on other sources, then it builds their snapshot before it serves, never the stored one of the previous sources', async () => {
    const hostsOf = (client: DataCacheServiceClient) => harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
    const real = await harness.startReplica(env);
    const realHosts = (await hostsOf(real.client)).map((host) => [host.host_id, host.ip_address]);
    await real.service.stop();

    // The generated demo dataset instead of the exports (no ALPHA_SOURCES / BETA_SOURCES), then the exports again.
    const demo = await harness.startReplica({ DEMO_BETA_HOSTS: '3', DEMO_BETA_FINDINGS_PER_HOST: '2' });
    expect(await hostsOf(demo.client)).toHaveLength(3);
    await demo.service.stop();
    const back = await harness.startReplica(env);
    expect((await hostsOf(back.client)).map((host) => [host.host_id, host.ip_address])).toEqual(realHosts);
  });

  it('when the findings of an unknown host are asked for, then the one-host lookup answers NOT_FOUND and the bulk lookup leaves the host out', async () => {
    const { client } = await harness.startReplica(env);
    const unknown = 99_999_999;
    const [known] = await harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
    const notFound = (await harness.as(() => unaryCall(client, 'ListBetaVulnerabilitiesOfHost', { host_id: unknown })).catch((e) => e)) as grpc.ServiceError;
    expect([notFound.code, notFound.details]).toEqual([grpc.status.NOT_FOUND, `Host ${unknown} not found`]);
    expect(await harness.as(() => collectStream<BetaFindingsJson__Output>(client.StreamBetaVulnerabilitiesByHost({ host_ids: [unknown] })))).toEqual([]);

    const ofKnown = recordsOf([await harness.as(() => unaryCall(client, 'ListBetaVulnerabilitiesOfHost', { host_id: known.host_id }))]);
    expect(ofKnown.length).toBeGreaterThan(0);
    const bulk = recordsOf(await harness.as(() => collectStream<BetaFindingsJson__Output>(client.StreamBetaVulnerabilitiesByHost({ host_ids: [unknown, known.host_id, unknown] }))));
    expect(bulk).toEqual(ofKnown);
  });

  it('when action-plan asks which findings exist, then each ref is answered in order: known only when the host has a finding with every id given', async () => {
    const { client } = await harness.startReplica(env);
    const [host] = await harness.as(() => collectStream<BetaHost__Output>(client.StreamBetaAssets({ owners: [] })));
    const [finding] = recordsOf([await harness.as(() => unaryCall(client, 'ListBetaVulnerabilitiesOfHost', { host_id: host.host_id }))]) as {
      scanner_id: string;
      active_host_findings_id: number;
    }[];
    const refs = [
      { host_id: host.host_id, scanner_id: finding.scanner_id },
      { host_id: host.host_id, active_host_findings_id: finding.active_host_findings_id },
      { host_id: host.host_id, scanner_id: finding.scanner_id, active_host_findings_id: finding.active_host_findings_id },
      { host_id: host.host_id, scanner_id: '../../etc/passwd' },
      { host_id: host.host_id, active_host_findings_id: Number.MAX_SAFE_INTEGER },
      { host_id: host.host_id, scanner_id: 'no-such-plugin', active_host_findings_id: finding.active_host_findings_id },
      { host_id: 99_999_999, scanner_id: finding.scanner_id },
      { host_id: host.host_id },
    ];
    const answer = await harness.as(() => unaryCall(client, 'FindKnownBetaFindings', { refs }));
    expect(answer.known).toEqual([true, true, true, false, false, false, false, false]);
  });

  it('when a host is unknown, then single lookups answer NOT_FOUND and a caller without data:read is refused', async () => {
    const { client } = await harness.startReplica(env);
    const notFound = (await harness.as(() => unaryCall(client, 'GetBetaAsset', { host_id: 99_999_999 })).catch((e) => e)) as grpc.ServiceError;
    expect(notFound.code).toBe(grpc.status.NOT_FOUND);
    const denied = (await harness.as(() => unaryCall(client, 'ListBetaOwners', {}), ['plans:write']).catch((e) => e)) as grpc.ServiceError;
    expect(denied.code).toBe(grpc.status.PERMISSION_DENIED);
  });
});

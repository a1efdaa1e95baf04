import { unaryCall } from '@vmdash/grpc';
import { MongoClient } from 'mongodb';
import { generateDemoAlphaSnapshot } from '../src/demo-data/demo-alpha.generator';
import { generateDemoBetaSnapshot } from '../src/demo-data/demo-beta.generator';
import { createDataCacheHarness, type DataCacheHarness } from './support/data-cache-harness';

/*
 * Demo data with a past (docs/decisions/0026-finding-lifecycle.md): without scanner sources the data-cache imports
 * weeks of generated scans into the finding lifecycle before its first snapshot, so the analytics have a history.
 */

const WEEKS = 12;
const TODAY = Date.UTC(2026, 10, 27);
const ALL_TEAMS = { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: true, teams: [] };

/** The ids of a beta snapshot's findings. */
const idsOf = (snapshot: ReturnType<typeof generateDemoBetaSnapshot>) => new Set(snapshot.findings.map((finding) => finding.active_host_findings_id));

describe('demo data with a past', () => {
  it('when the weeks of a history are generated, then findings appear, get fixed and come back, and the current scan has the findings of the demo without a history', () => {
    const options = { today: TODAY, historyWeeks: WEEKS };
    const weeks = Array.from({ length: WEEKS + 1 }, (_, week) => generateDemoBetaSnapshot(options, undefined, week));
    const current = generateDemoBetaSnapshot({ today: TODAY });
    expect([...idsOf(weeks[0])]).toEqual([...idsOf(current)]);
    expect(weeks[0].findings.map((finding) => [finding.scanner_id, finding.port])).toEqual(current.findings.map((finding) => [finding.scanner_id, finding.port]));

    let opened = 0;
    let fixed = 0;
    let reopened = 0;
    const everSeen = new Set<number>();
    for (let week = WEEKS; week >= 0; week -= 1) {
      const now = idsOf(weeks[week]);
      const before = week < WEEKS ? idsOf(weeks[week + 1]) : null;
      for (const id of now) {
        if (before && !before.has(id)) {
          if (everSeen.has(id)) reopened += 1;
          else opened += 1;
        }
        everSeen.add(id);
      }
      if (before) for (const id of before) if (!now.has(id)) fixed += 1;
      // A scan runs a week after the one before it, and no finding was seen after the scan that reports it.
      for (const finding of weeks[week].findings) expect((finding.first_seen as string) <= (finding.last_seen as string)).toBe(true);
    }
    expect(opened).toBeGreaterThan(50);
    expect(fixed).toBeGreaterThan(200);
    expect(reopened).toBeGreaterThan(10);
    // Each host's scans are a week apart.
    expect(Date.parse(weeks[0].hosts[0].last_seen as string) - Date.parse(weeks[1].hosts[0].last_seen as string)).toBe(7 * 86_400_000);
    expect(generateDemoAlphaSnapshot(options, undefined, WEEKS).findings).not.toEqual(generateDemoAlphaSnapshot(options, undefined, 0).findings);
  });

  describe('a fresh demo start', () => {
    let harness: DataCacheHarness;
    let call: <T>(rpc: 'GetFindingTrend' | 'GetRemediationTimes', request: object) => Promise<T>;
    beforeAll(async () => {
      harness = await createDataCacheHarness();
      const { client } = await harness.startReplica();
      call = (rpc, request) => harness.as(() => unaryCall(client, rpc, request as never)) as never;
    });
    afterAll(async () => {
      await harness.close();
    });

    it('when the trend and MTTR of the last 90 days are read, then at least ten weeks have new and fixed findings and MTTR rests on fixed findings of both sources', async () => {
      const trend = await call<{ points: { period: string; new: number; fixed: number }[]; open_now: { open: number }[] }>('GetFindingTrend', { scope: ALL_TEAMS, window_days: 90, interval: 'week' });
      const weeks = new Map<string, { new: number; fixed: number }>();
      for (const point of trend.points) {
        const week = weeks.get(point.period) ?? { new: 0, fixed: 0 };
        weeks.set(point.period, { new: week.new + point.new, fixed: week.fixed + point.fixed });
      }
      expect([...weeks.values()].filter((week) => week.new > 0 && week.fixed > 0).length).toBeGreaterThanOrEqual(10);
      expect(trend.open_now.reduce((sum, count) => sum + count.open, 0)).toBeGreaterThan(0);

      const mttr = await call<{ groups: { source: string; count: number; mean_days: number }[] }>('GetRemediationTimes', { scope: ALL_TEAMS, window_days: 90 });
      expect(new Set(mttr.groups.filter((group) => group.count > 0).map((group) => group.source))).toEqual(new Set(['alpha', 'beta']));
      expect(mttr.groups.every((group) => group.mean_days >= 0)).toBe(true);
    });

    it('when the data-cache restarts on the same database, even one whose snapshots were lost, then the history is not imported again', async () => {
      // What the analytics answer, without the window's start (a time of the call).
      const read = async () => (await call<{ groups: unknown[] }>('GetRemediationTimes', { scope: ALL_TEAMS, window_days: 120 })).groups;
      const trend = async () => {
        const { points, open_now } = await call<{ points: unknown[]; open_now: unknown[] }>('GetFindingTrend', { scope: ALL_TEAMS, window_days: 120, interval: 'day' });
        return { points, open_now };
      };
      const before = { mttr: await read(), trend: await trend() };
      await harness.startReplica();
      expect({ mttr: await read(), trend: await trend() }).toEqual(before);

      const mongo = await MongoClient.connect(harness.mongoUrl);
      try {
        for (const collection of ['snapshot_heads', 'snapshots', 'snapshot_chunks']) await mongo.db().collection(collection).deleteMany({});
      } finally {
        await mongo.close();
      }
      await harness.startReplica();
      // The current snapshot is built again on the history's identities: nothing opens, nothing is fixed twice.
      expect({ mttr: await read(), trend: await trend() }).toEqual(before);
    });
  });
});

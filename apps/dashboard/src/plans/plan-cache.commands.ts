import type { ActivePlanLookup, AtlasHostLookup, CachedActionPlan } from './active-plans';
import type { PlanCacheRepository, SyncedHost, SyncedPlan } from './plan-cache.repository';
import { nextKnownPlan, planCovering, type PlanChangeEvent } from './plan-cache.rules';

/** Plans written to the cache per round trip during a full sync. */
const SYNC_BATCH = 500;

/**
 * Where a full sync reads every active plan: the action-plan service's StreamActivePlans, or the action plans
 * upstream service through the integration service (docs/decisions/0013-action-plan-cache.md).
 */
export interface ActivePlanSource {
  /**
   * Every active plan, streamed; an upstream source also names each host it was asked about (SyncedHost).
   * @throws Error when the source cannot answer, nothing of the cache removed: UnavailableError from the action-plan
   *   service, UpstreamFailedError or UpstreamTimeoutError (the user's 502 or 504) from the action plans upstream
   *   service
   */
  activePlans(): AsyncIterable<SyncedPlan | SyncedHost>;
}

/**
 * Who decides which hosts are known (atlas_known, hosts_known): `plans`, this deployment's action-plan service (every
 * host is known; hosts_known counts hosts with an active plan); `upstream`, the host records of the last sync.
 */
export type KnownHostsFrom = 'plans' | 'upstream';

/** GET /api/plans/status (docs/decisions/0013-action-plan-cache.md, "Status"). Times are Dates, durations ms. */
export interface PlanCacheStatus {
  plansCached: number;
  hostsKnown: number;
  lastEventAt: Date | null;
  lastSyncAt: Date | null;
  lastSyncDurationMs: number | null;
  pendingEvents: number;
  behind: boolean;
}

/** What a full sync did. */
export interface PlanSyncResult {
  plansCached: number;
  hostsKnown: number;
  durationMs: number;
  syncedAt: Date;
}

/** The action-plan cache: the read interface findings and compliance use, plus events, sync and status. */
export interface PlanCache extends ActivePlanLookup, AtlasHostLookup {
  /** Applies one plan event (idempotent; any order) and tells the listeners which host changed. */
  apply(event: PlanChangeEvent): Promise<void>;
  /**
   * Rebuilds the cache from `source`: writes every active plan under a new generation, then removes what neither
   * this sync nor an event since its start wrote. Readers see the old or the new plans, never an empty cache.
   * @throws what the source throws (the cache then keeps what it had)
   */
  sync(source: ActivePlanSource): Promise<PlanSyncResult>;
  /** Counts and freshness; `pendingEvents` is the plan consumer's backlog; hostsKnown as KnownHostsFrom says. */
  status(pendingEvents: number): Promise<PlanCacheStatus>;
}

/**
 * The action-plan cache over its repository (docs/decisions/0013). `now` is the dashboard's clock;
 * `knownFrom` who decides which hosts are known (PLANS_SOURCE).
 */
export function createPlanCache(repository: PlanCacheRepository, now: () => Date, knownFrom: KnownHostsFrom = 'plans'): PlanCache {
  const counts = async () => {
    const { plans, hosts } = await repository.counts();
    return { plans, hosts: knownFrom === 'upstream' ? await repository.knownHostCount() : hosts };
  };
  const listeners = new Set<(hostIds: readonly number[] | 'all') => void>();
  const notify = (hostIds: readonly number[] | 'all') => {
    for (const listener of listeners) listener(hostIds);
  };
  return {
    async planFor(finding) {
      try {
        const plans = (await repository.activeOfHosts([finding.host_id])).get(finding.host_id) ?? [];
        return planCovering(plans, finding);
      } catch {
        return undefined;
      }
    },
    plansOfHosts: (hostIds) => repository.activeOfHosts(hostIds),
    knownHosts: async (hostIds) => (knownFrom === 'upstream' ? repository.knownOfHosts(hostIds) : new Set(hostIds)),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async apply(event) {
      const next = nextKnownPlan(await repository.find(event.action_plan_id), event);
      const at = now();
      if (next) await repository.save(next, at);
      await repository.recordEvent(at);
      if (next) notify([event.host_id]);
    },

    async sync(source) {
      const startedAt = now();
      const generation = startedAt.getTime();
      let batch: SyncedPlan[] = [];
      let hosts: SyncedHost[] = [];
      for await (const item of source.activePlans()) {
        if ('kind' in item) hosts.push(item);
        else batch.push(item);
        if (batch.length >= SYNC_BATCH) {
          await repository.writeSyncBatch(batch, generation, now());
          batch = [];
        }
        if (hosts.length >= SYNC_BATCH) {
          await repository.writeSyncHosts(hosts, generation, now());
          hosts = [];
        }
      }
      await repository.writeSyncBatch(batch, generation, now());
      await repository.writeSyncHosts(hosts, generation, now());
      const endedAt = now();
      await repository.sweepAfterSync(generation, startedAt, endedAt);
      const durationMs = endedAt.getTime() - startedAt.getTime();
      await repository.recordSync(endedAt, durationMs);
      notify('all');
      const after = await counts();
      return { plansCached: after.plans, hostsKnown: after.hosts, durationMs, syncedAt: endedAt };
    },

    async status(pendingEvents) {
      const [current, state] = await Promise.all([counts(), repository.state()]);
      return {
        plansCached: current.plans,
        hostsKnown: current.hosts,
        ...state,
        pendingEvents,
        behind: pendingEvents > 0 || (state.lastEventAt === null && state.lastSyncAt === null),
      };
    },
  };
}

/** Plans of a page of findings: the covering plan of each (undefined when none), from one read of their hosts. */
export async function plansOfFindings<F extends { host_id: number; scanner_id: string; active_host_findings_id: number }>(
  lookup: ActivePlanLookup,
  findings: readonly F[],
): Promise<(CachedActionPlan | undefined)[]> {
  const byHost = await lookup.plansOfHosts(findings.map((finding) => finding.host_id));
  return findings.map((finding) => planCovering(byHost.get(finding.host_id) ?? [], finding));
}

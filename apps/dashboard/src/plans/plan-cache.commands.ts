import type { ActivePlanLookup, CachedActionPlan } from './active-plans';
import type { PlanCacheRepository, SyncedPlan } from './plan-cache.repository';
import { nextKnownPlan, planCovering, type PlanChangeEvent } from './plan-cache.rules';

/** Plans written to the cache per round trip during a full sync. */
const SYNC_BATCH = 500;

/** Where a full sync reads every active plan (the action-plan service's StreamActivePlans, issue 11). */
export interface ActivePlanSource {
  /**
   * Every active plan, streamed.
   * @throws UnavailableError when the action-plan service cannot answer (nothing of the cache is removed)
   */
  activePlans(): AsyncIterable<SyncedPlan>;
}

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
export interface PlanCache extends ActivePlanLookup {
  /** Applies one plan event (idempotent; any order) and tells the listeners which host changed. */
  apply(event: PlanChangeEvent): Promise<void>;
  /**
   * Rebuilds the cache from `source`: writes every active plan under a new generation, then removes what neither
   * this sync nor an event since its start wrote. Readers see the old or the new plans, never an empty cache.
   * @throws what the source throws (the cache then keeps what it had)
   */
  sync(source: ActivePlanSource): Promise<PlanSyncResult>;
  /** Counts and freshness; `pendingEvents` is the plan consumer's backlog. */
  status(pendingEvents: number): Promise<PlanCacheStatus>;
}

/** The action-plan cache over its repository (issue 11, "The action-plan cache"). `now` is the dashboard's clock. */
export function createPlanCache(repository: PlanCacheRepository, now: () => Date): PlanCache {
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
      for await (const plan of source.activePlans()) {
        batch.push(plan);
        if (batch.length >= SYNC_BATCH) {
          await repository.writeSyncBatch(batch, generation, now());
          batch = [];
        }
      }
      await repository.writeSyncBatch(batch, generation, now());
      const endedAt = now();
      await repository.sweepAfterSync(generation, startedAt, endedAt);
      const durationMs = endedAt.getTime() - startedAt.getTime();
      await repository.recordSync(endedAt, durationMs);
      notify('all');
      const counts = await repository.counts();
      return { plansCached: counts.plans, hostsKnown: counts.hosts, durationMs, syncedAt: endedAt };
    },

    async status(pendingEvents) {
      const [counts, state] = await Promise.all([repository.counts(), repository.state()]);
      return {
        plansCached: counts.plans,
        hostsKnown: counts.hosts,
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

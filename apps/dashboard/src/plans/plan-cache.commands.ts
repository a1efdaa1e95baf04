import { UpstreamFailedError } from '@vmdash/domain';
import type { ActivePlanLookup, AtlasHostLookup, CachedActionPlan } from './active-plans';
import type { PlanCacheRepository, SyncedHost, SyncedPlan } from './plan-cache.repository';
import { nextKnownPlan, planCovering, type PlanChangeEvent } from './plan-cache.rules';

/** Plans written to the cache per round trip during a full sync. */
const SYNC_BATCH = 500;

/** The text of a sync whose upstream repeats its pages (one that ignores the page number would never end). */
export const PAGING_STALLED_TEXT = 'The action plans upstream service lists only hosts of earlier pages: its paging does not advance, so the sync stopped';

/**
 * One page of a sync's source (docs/decisions/0028-jobs.md, "Plan sync as a job"): its plans and, from an upstream,
 * the hosts it was asked about (SyncedHost); the distinct hosts of the page; where the next page starts (null past the
 * last); and the hosts of every page when the source says (null otherwise).
 */
export interface PlanSourcePage {
  items: (SyncedPlan | SyncedHost)[];
  hostIds: number[];
  next: number | null;
  totalHosts: number | null;
}

/**
 * Where a sync reads every active plan, a page of hosts per call under the call's own deadline: the action-plan
 * service's StreamActivePlans, or the action plans upstream service through the integration service
 * (docs/decisions/0013-action-plan-cache.md).
 */
export interface ActivePlanSource {
  /**
   * The page starting at `cursor` (null: the first; else the `next` of the page before).
   * @throws Error when the source cannot answer, nothing of the cache removed: UnavailableError from the action-plan
   *   service, UpstreamFailedError or UpstreamTimeoutError from the action plans upstream service
   */
  page(cursor: number | null): Promise<PlanSourcePage>;
}

/**
 * Where a sync stands after a page it stored (the plans.sync job's checkpoint): its generation (the ms of its start:
 * what it wrote carries it), the source's cursor of the next page (null once every page is stored), and the hosts
 * read so far.
 */
export interface PlanSyncCheckpoint {
  generation: number;
  cursor: number | null;
  hostsDone: number;
}

/** How a sync runs: from a checkpoint (a resumed job), reporting each stored page, stoppable. */
export interface PlanSyncOptions {
  /** The checkpoint of an earlier attempt of the same sync; null starts a new one. */
  from: PlanSyncCheckpoint | null;
  /** Called after each page is stored, with the checkpoint to resume from and the source's total of hosts (null: unknown). */
  onPage(checkpoint: PlanSyncCheckpoint, totalHosts: number | null): Promise<void>;
  /** Aborts the sync between pages (nothing is swept then). */
  signal?: AbortSignal;
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

/** What a full sync did: the cache's counts after it, the hosts it read, its duration (ms, from its first start). */
export interface PlanSyncResult {
  plansCached: number;
  hostsKnown: number;
  hostsRead: number;
  durationMs: number;
  syncedAt: Date;
}

/** The action-plan cache: the read interface findings and compliance use, plus events, sync and status. */
export interface PlanCache extends ActivePlanLookup, AtlasHostLookup {
  /** Applies one plan event (idempotent; any order) and tells the listeners which host changed. */
  apply(event: PlanChangeEvent): Promise<void>;
  /**
   * Rebuilds the cache from `source`, page by page: writes every active plan under the sync's generation (a new one,
   * or the checkpoint's), then, after the last page, removes what neither this sync nor an event since its start
   * wrote. Readers keep every plan the cache served until the sweep, never an empty cache.
   * @throws what the source throws, UpstreamFailedError (PAGING_STALLED_TEXT) when an upstream page lists only hosts
   *   this sync stored already, what `onPage` throws, the signal's reason (the cache then keeps what it had)
   */
  sync(source: ActivePlanSource, options: PlanSyncOptions): Promise<PlanSyncResult>;
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

    async sync(source, { from, onPage, signal }) {
      const generation = from?.generation ?? now().getTime();
      const startedAt = new Date(generation);
      let { cursor, hostsDone } = from ?? { cursor: null, hostsDone: 0 };
      // A checkpoint without a cursor stored every page before the restart: only the sweep is left.
      let reading = from === null || from.cursor !== null;
      let resumedPage = from !== null;
      while (reading) {
        signal?.throwIfAborted();
        const page = await source.page(cursor);
        const plans = page.items.filter((item): item is SyncedPlan => !('kind' in item));
        const hosts = page.items.filter((item): item is SyncedHost => 'kind' in item);
        let fresh = page.hostIds.length;
        if (hosts.length > 0) {
          const stored = await repository.syncedHostsOf(page.hostIds, generation);
          fresh = page.hostIds.filter((hostId) => !stored.has(hostId)).length;
          // The page a resumed sync reads again may have been stored before the restart.
          if (fresh === 0 && !resumedPage) throw new UpstreamFailedError(PAGING_STALLED_TEXT);
        }
        for (let at = 0; at < plans.length; at += SYNC_BATCH) await repository.writeSyncBatch(plans.slice(at, at + SYNC_BATCH), generation, now());
        for (let at = 0; at < hosts.length; at += SYNC_BATCH) await repository.writeSyncHosts(hosts.slice(at, at + SYNC_BATCH), generation, now());
        resumedPage = false;
        hostsDone += fresh;
        cursor = page.next;
        await onPage({ generation, cursor, hostsDone }, page.totalHosts);
        reading = cursor !== null;
      }
      signal?.throwIfAborted();
      const endedAt = now();
      await repository.sweepAfterSync(generation, startedAt, endedAt);
      const durationMs = endedAt.getTime() - startedAt.getTime();
      await repository.recordSync(endedAt, durationMs);
      notify('all');
      const after = await counts();
      return { plansCached: after.plans, hostsKnown: after.hosts, hostsRead: hostsDone, durationMs, syncedAt: endedAt };
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

import { COMPLIANCE_HISTORY_SHOWN, COMPLIANCE_METRIC_IDS, NotFoundError, type WriteWindow } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import { TimeSlices } from '@vmdash/service-runtime';
import type { AuditTrail } from '../audit/audit-trail';
import type { ActivePlanLookup } from '../plans/active-plans';
import type { ImpersonatingAdmin } from '../workflows/impersonating-admin';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { ComplianceSource } from './compliance-source';
import type { ComplianceCountsDocument, ComplianceStateDocument } from './compliance.model';
import type { ChangeAuthor, ComplianceRepository, HostFieldChange, ComplianceTeamField, ItemFilter, MetadataWrite, StoredComplianceItem, StoredHistoryEntry, TeamScope } from './compliance.repository';
import type { SlaPolicyRepository } from '../sla-policy/sla-policy.repository';
import { scopeCovers, type AcceptedRisk } from '../exceptions/exception.rules';
import {
  acceptedRiskOfHost,
  computeHostItems,
  daysBetween,
  fieldChanges,
  hostnameKey,
  itemKey,
  planItemWrites,
  utcDay,
  type ComputedItem,
  type JudgedFinding,
  type JudgedHost,
  type MetadataChange,
  type PolicyOf,
} from './compliance.rules';

/**
 * Who changes compliance metadata: the caller, their username (the history's changed_by), the Admin behind an
 * impersonation (stored beside it) and address (audit).
 */
export interface ComplianceActor {
  caller: WorkflowCaller;
  username: string;
  impersonatingAdmin: ImpersonatingAdmin;
  clientAddress: string | null;
}

/** An item as answered: the stored item with its days overdue on the day asked. */
export type ComplianceItemView = StoredComplianceItem & { days_overdue: number };

/** A host's items and its last changes. */
export interface HostResult {
  items: ComplianceItemView[];
  history: StoredHistoryEntry[];
}

/** The 404 text of a host without an item (of the metrics asked) within the caller's teams. */
export const COMPLIANCE_HOST_NOT_FOUND = 'No compliance item for this host';

/** One VCL bulk commit entry: a host and the change of its items. */
export interface BulkCommitEntry {
  hostname: string;
  change: MetadataChange;
}

/** The answer of a bulk commit (docs/decisions/0014: counts committed, unchanged, refused with their reason). */
export interface BulkCommitResult {
  committed: number;
  unchanged: number;
  refused: { hostname: string; reason: string }[];
}

/** One summary row: a team and metric (docs/decisions/0014: active, overdue, resolved in the last 30 days, share compliant). */
export interface SummaryRow {
  bu_team: string;
  metric_id: string;
  active: number;
  overdue: number;
  resolved_last_30_days: number;
  compliant_share: number;
  hosts: number;
  /** Findings of the metric a risk exception in force keeps out of its counts (docs/decisions/0032, "accepted risk"). */
  accepted_risk_findings: number;
  /** Hosts with at least one such finding. */
  accepted_risk_hosts: number;
}

interface ComplianceDeps {
  repository: ComplianceRepository;
  source: ComplianceSource;
  plans: ActivePlanLookup;
  /** The SLA policy's versions (docs/decisions/0027-risk-score-and-sla-policy.md). */
  policies: Pick<SlaPolicyRepository, 'versions'>;
  teamField: ComplianceTeamField;
  /** The risk exceptions in force, whose findings count in no item (docs/decisions/0032-risk-exceptions.md); none when absent. */
  acceptedRisk?: AcceptedRisk;
  audit: AuditTrail;
  logger: Logger;
  now: () => Date;
}

const RESOLVED_WINDOW_MS = 30 * 86_400_000;

/**
 * How long after its caller arrived a recompute may still start, ms: half the life of the caller's internal token (60
 * s, libs/identity), whose data-cache call the recompute makes (docs/decisions/0014-compliance-items.md, "Recompute").
 * A caller that waited longer for another's recompute does not start the next one: the next caller will.
 */
export const RECOMPUTE_START_WINDOW_MS = 30_000;

/** Items per batch of a compliance export (as many as a findings export's page, findings/finding.commands.ts). */
export const COMPLIANCE_EXPORT_BATCH_SIZE = 1000;

/**
 * The reason of a refused bulk-commit host (docs/decisions/0014): a host without items and a host of another team alike, so the
 * answer never tells which hostnames exist in other teams (docs/decisions/0011, 2: outside the scope reads as absent).
 */
export const REFUSAL_UNKNOWN_HOST = 'unknown host';

/**
 * The compliance use cases (docs/decisions/0014-compliance-items.md): the recompute of the
 * items from data-cache's findings and the active action plans, the team-scoped reads, metadata changes with their
 * history, the VCL bulk commit and the summary.
 */
export function createComplianceCommands(deps: ComplianceDeps) {
  const { repository, source, plans, policies, teamField, audit, logger, now } = deps;
  let running: Promise<void> | null = null;
  /** The summary's counts last read or taken in this process, and a count under way (one at a time). */
  let counted: ComplianceCountsDocument | null = null;
  let counting: Promise<ComplianceCountsDocument> | null = null;
  /**
   * The state and counts the last summary read from the database, answered again while this process recomputes
   * (docs/decisions/0031, "The compliance summary", 2026-11-27 evening): the recompute's reads and writes keep the
   * database busy, and its answer would be the same last complete recompute's.
   */
  let answered: { state: ComplianceStateDocument; counts: ComplianceCountsDocument } | null = null;

  /** Counts the items as of items version `version` (docs/decisions/0031, "The compliance summary") and keeps the count. */
  async function countSummary(version: number): Promise<ComplianceCountsDocument> {
    const at = now();
    const counts = await repository.countSummary(version, new Date(at.getTime() - RESOLVED_WINDOW_MS), at);
    if (counted === null || counted.version < counts.version) counted = counts;
    return counts;
  }

  /**
   * The summary's counts as of items version `version`: kept in this process, else the stored ones; counted now only
   * when none are stored (items written before the counts were kept), else counted again in the background when the
   * stored ones are older (a write whose count did not finish), so a reader waits for one count at most once.
   */
  async function countsOf(version: number): Promise<ComplianceCountsDocument> {
    if (counted !== null && counted.version >= version) return counted;
    const stored = await repository.summaryCounts();
    if (stored !== null && (counted === null || counted.version < stored.version)) counted = stored;
    if (counted !== null && counted.version >= version) return counted;
    counting ??= countSummary(version).finally(() => {
      counting = null;
    });
    if (counted === null) return counting;
    counting.catch((error: unknown) => logger.warn({ err: error }, 'compliance summary count failed'));
    return counted;
  }

  /**
   * The recompute state and the summary's counts as stored, a pending recompute started in the background when a
   * complete one exists (only the very first summary waits for one, there being nothing to answer before it).
   */
  async function storedSummary(): Promise<{ state: ComplianceStateDocument; counts: ComplianceCountsDocument }> {
    let state = await repository.state();
    if (state.computed_at === null) {
      await ensureFresh();
      state = await repository.state();
    } else if (state.pending_all || state.pending_hosts.length > 0) {
      ensureFresh().catch((error: unknown) => logger.warn({ err: error }, 'compliance recompute failed'));
    }
    const counts = await countsOf(state.items_version ?? 0);
    if (state.computed_at !== null) answered = { state, counts };
    return { state, counts };
  }

  const scopeOf = (caller: Pick<WorkflowCaller, 'teams'>): TeamScope => ({ field: teamField, teams: caller.teams });
  const inScope = (caller: Pick<WorkflowCaller, 'teams'>, item: Pick<StoredComplianceItem, 'bu_team' | 'owner'>) => caller.teams === null || caller.teams.includes(item[teamField]);
  const view = (item: StoredComplianceItem, today: string): ComplianceItemView => ({
    ...item,
    days_overdue: item.status === 'active' && item.oldest_due_date !== null ? Math.max(0, daysBetween(item.oldest_due_date, today)) : 0,
  });

  /** Runs one recompute of what is pending: every host, or the pending beta hosts. */
  async function recomputePending(): Promise<void> {
    const state = await repository.state();
    const full = state.pending_all;
    if (!full && state.pending_hosts.length === 0) return;
    const started = now();
    const today = utcDay(started);
    const betaHostIds = full ? null : state.pending_hosts;
    // An active item keeps the policy version its due date was set by; an item created now takes the policy in force.
    const versions = await policies.versions();
    const inForce = versions[versions.length - 1];
    const byVersion = new Map(versions.map((policy) => [policy.version, policy]));
    const versionOfItem = new Map((await repository.existing(betaHostIds, [])).filter((item) => item.status === 'active').map((item) => [item.key, item.sla_policy_version]));
    const policiesOf =
      (host: { source: string; host_id: number }): PolicyOf =>
      (metric) =>
        byVersion.get(versionOfItem.get(itemKey(host.source, host.host_id, metric)) ?? inForce.version) ?? inForce;
    const exceptions = (await deps.acceptedRisk?.inForce()) ?? [];
    const accepted = (host: JudgedHost, finding: JudgedFinding) =>
      exceptions.length > 0 && exceptions.some((exception) => scopeCovers(exception, { host_id: host.host_id, scanner_id: finding.finding_key, cve_ids: finding.cve_ids, team: host[teamField] }));
    const computed: ComputedItem[] = [];
    const slices = new TimeSlices();
    const counts = new Map<string, { bu_team: string; owner: string; hosts: number; accepted: Map<string, { findings: number; hosts: number }> }>();
    // The stream's deadline (COMPLIANCE_STREAM_DEADLINE_MS) runs from here: the reads above are not charged to it.
    const batches = source.hosts(betaHostIds);
    try {
      for await (const batch of batches) {
        const plansOf = await plans.plansOfHosts(batch.filter((host) => host.source === 'beta').map((host) => host.host_id));
        for (const host of batch) {
          computed.push(...computeHostItems(host, host.source === 'beta' ? (plansOf.get(host.host_id) ?? []) : [], policiesOf(host), today, accepted));
          const id = `${host.bu_team}\u0000${host.owner}`;
          const count = counts.get(id) ?? { bu_team: host.bu_team, owner: host.owner, hosts: 0, accepted: new Map() };
          count.hosts += 1;
          if (exceptions.length > 0) {
            for (const [metric, findings] of acceptedRiskOfHost(host, policiesOf(host), today, accepted)) {
              const sum = count.accepted.get(metric) ?? { findings: 0, hosts: 0 };
              sum.findings += findings;
              sum.hosts += 1;
              count.accepted.set(metric, sum);
            }
          }
          counts.set(id, count);
          await slices.check();
        }
      }
    } finally {
      batches.cancel();
    }
    const plan = planItemWrites(
      computed,
      await repository.existing(
        betaHostIds,
        computed.map((item) => item.key),
      ),
    );
    await repository.applyItemPlan(plan, started);
    await countSummary(await repository.itemsChanged());
    // Only a full recompute counts every host; exceptions that start or end ask for one (docs/decisions/0032).
    const hostCounts = [...counts.values()].map(({ accepted: sums, ...count }) => ({ ...count, accepted: [...sums].map(([metric_id, sum]) => ({ metric_id, ...sum })) }));
    await repository.finishRecompute(state.generation, full, full ? hostCounts : null, now());
    logger.info(
      {
        full,
        hosts: betaHostIds?.length ?? 'all',
        items: computed.length,
        upserts: plan.upserts.length,
        resolved: plan.resolve.length,
        ms: now().getTime() - started.getTime(),
      },
      'compliance items recomputed',
    );
  }

  /**
   * Brings the items up to date when a recompute was asked for (docs/decisions/0014-compliance-items.md, "Recompute"):
   * one recompute at a time in this process; callers arriving meanwhile wait for it, then check again, and start the
   * next one only within RECOMPUTE_START_WINDOW_MS of their arrival (else the items answer as last computed).
   * @throws UnavailableError when data-cache cannot answer
   */
  async function ensureFresh(): Promise<void> {
    const arrived = performance.now();
    for (let round = 0; round < 2; round++) {
      if (!running) {
        // A caller that waited for another's recompute longer than its token allows leaves the next one to a later caller.
        if (performance.now() - arrived > RECOMPUTE_START_WINDOW_MS) return;
        running = recomputePending().finally(() => {
          running = null;
        });
      }
      await running;
      const state = await repository.state();
      if (!state.pending_all && state.pending_hosts.length === 0) return;
    }
  }

  /** Applies metadata changes of hosts' items in one bulk write and one history insert; returns the hosts changed. */
  async function applyChanges(entries: readonly { hostname_key: string; items: StoredComplianceItem[]; change: MetadataChange }[], author: ChangeAuthor, writes: WriteWindow): Promise<Set<string>> {
    const current = new Map<string, StoredComplianceItem>();
    for (const entry of entries) for (const item of entry.items) current.set(item.key, current.get(item.key) ?? { ...item });
    const changes: HostFieldChange[] = [];
    const changedHosts = new Set<string>();
    for (const entry of entries) {
      const items = entry.items.map((item) => current.get(item.key) ?? item);
      for (const change of fieldChanges(items, entry.change)) {
        changes.push({ ...change, hostname_key: entry.hostname_key });
        const item = current.get(change.key);
        if (item) item[change.field] = change.new_value;
        changedHosts.add(entry.hostname_key);
      }
    }
    const touched = new Set(changes.map((change) => change.key));
    const metadataWrites: MetadataWrite[] = [...touched].map((key) => {
      const item = current.get(key);
      return { key, set: { resolution_date: item?.resolution_date ?? null, remediation_plan: item?.remediation_plan ?? null } };
    });
    writes.ensureOpen();
    await repository.applyMetadata(metadataWrites, changes, author);
    if (metadataWrites.length > 0) await countSummary(await repository.itemsChanged());
    return changedHosts;
  }

  const authorOf = (actor: ComplianceActor, reason: string | null): ChangeAuthor => ({ userId: actor.caller.userId, username: actor.username, ...actor.impersonatingAdmin, reason, at: now() });

  async function hostResult(caller: WorkflowCaller, key: string): Promise<HostResult> {
    const items = (await repository.itemsOfHosts([key])).filter((item) => inScope(caller, item));
    if (items.length === 0) throw new NotFoundError(COMPLIANCE_HOST_NOT_FOUND);
    const today = utcDay(now());
    return { items: items.map((item) => view(item, today)), history: await repository.historyOf(key, COMPLIANCE_HISTORY_SHOWN) };
  }

  return {
    ensureFresh,

    /** Asks for a recompute of every host (on `cache.snapshot.activated`). */
    requestAll: () => repository.requestAll(),

    /** Asks for a recompute of the beta hosts whose active plans changed (ActivePlanLookup.onChange). */
    requestHosts: (hostIds: readonly number[] | 'all') => (hostIds === 'all' ? repository.requestAll() : hostIds.length > 0 ? repository.requestHosts(hostIds) : Promise.resolve()),

    /** One page of the caller's items that pass `filter` (GET /api/compliance/items). */
    async list(caller: Pick<WorkflowCaller, 'teams'>, filter: Omit<ItemFilter, 'today'>, page: number, pageSize: number) {
      await ensureFresh();
      const today = utcDay(now());
      const result = await repository.list(scopeOf(caller), { ...filter, today }, page, pageSize);
      return { items: result.items.map((item) => view(item, today)), total: result.total };
    },

    /**
     * Every item of the caller's teams that passes `filter`, in the list's order, in batches of
     * COMPLIANCE_EXPORT_BATCH_SIZE (GET /api/exports/compliance.csv, docs/decisions/0015-exports-and-cleanup.md): the
     * items are brought up to date first, as for the list; then each batch is read from the database only when the
     * caller pulls it.
     * @throws UnavailableError when a pending recompute cannot reach data-cache
     */
    async *exportAll(caller: Pick<WorkflowCaller, 'teams'>, filter: Omit<ItemFilter, 'today'>): AsyncGenerator<ComplianceItemView[]> {
      await ensureFresh();
      const today = utcDay(now());
      for await (const batch of repository.stream(scopeOf(caller), { ...filter, today }, COMPLIANCE_EXPORT_BATCH_SIZE)) yield batch.map((item) => view(item, today));
    },

    /**
     * A host's items within the caller's teams and its last 10 changes (GET /api/compliance/items/{hostname}).
     * @throws NotFoundError when the host has no item within the caller's teams
     */
    async host(caller: WorkflowCaller, hostname: string): Promise<HostResult> {
      await ensureFresh();
      return hostResult(caller, hostnameKey(hostname));
    },

    /**
     * Changes the metadata of a host's items (PATCH /api/compliance/items/{hostname}/metadata): the items of the
     * change's metric ids, or every active item; one history entry per changed field; audited when anything changed.
     * @throws NotFoundError when the host has no item (of the change's metric ids) within the caller's teams
     */
    async updateMetadata(actor: ComplianceActor, hostname: string, change: MetadataChange, reason: string | null, writes: WriteWindow): Promise<HostResult> {
      await ensureFresh();
      const key = hostnameKey(hostname);
      const items = (await repository.itemsOfHosts([key])).filter((item) => inScope(actor.caller, item));
      if (items.length === 0 || (change.metric_ids.length > 0 && !items.some((item) => change.metric_ids.includes(item.metric_id)))) throw new NotFoundError(COMPLIANCE_HOST_NOT_FOUND);
      const changed = await applyChanges([{ hostname_key: key, items, change }], authorOf(actor, reason), writes);
      if (changed.size > 0) {
        await audit.record({
          action: 'compliance_metadata_update',
          userId: actor.caller.userId,
          username: actor.username,
          impersonatedBy: actor.caller.actorId,
          entityType: 'compliance_item',
          entityId: hostname,
          details: {
            metric_ids: change.metric_ids,
            fields: ['resolution_date', 'remediation_plan'].filter((field) => change[field as 'resolution_date'] !== undefined),
            change_reason: reason,
          },
          ipAddress: actor.clientAddress,
        });
      }
      return hostResult(actor.caller, key);
    },

    /**
     * The VCL bulk commit (POST /api/compliance/vcl/bulk-commit): each host's change applied as a PATCH would, all in
     * one bulk write and one history insert; hosts without items in the caller's teams are refused as unknown, in the
     * order given (a host of another team exactly as one that does not exist). Audited once with the counts.
     */
    async bulkCommit(actor: ComplianceActor, entries: readonly BulkCommitEntry[], reason: string | null, writes: WriteWindow): Promise<BulkCommitResult> {
      await ensureFresh();
      const keys = [...new Set(entries.map((entry) => hostnameKey(entry.hostname)))];
      const itemsOf = new Map<string, StoredComplianceItem[]>();
      for (const item of await repository.itemsOfHosts(keys)) {
        const list = itemsOf.get(item.hostname_key) ?? [];
        list.push(item);
        itemsOf.set(item.hostname_key, list);
      }
      const refused: BulkCommitResult['refused'] = [];
      const accepted: { hostname_key: string; items: StoredComplianceItem[]; change: MetadataChange }[] = [];
      for (const entry of entries) {
        const key = hostnameKey(entry.hostname);
        const items = (itemsOf.get(key) ?? []).filter((item) => inScope(actor.caller, item));
        if (items.length === 0) refused.push({ hostname: entry.hostname, reason: REFUSAL_UNKNOWN_HOST });
        else accepted.push({ hostname_key: key, items, change: entry.change });
      }
      const changed = await applyChanges(accepted, authorOf(actor, reason), writes);
      const acceptedHosts = new Set(accepted.map((entry) => entry.hostname_key));
      const result = { committed: changed.size, unchanged: acceptedHosts.size - changed.size, refused };
      await audit.record({
        action: 'compliance_bulk_commit',
        userId: actor.caller.userId,
        username: actor.username,
        impersonatedBy: actor.caller.actorId,
        entityType: 'compliance_item',
        entityId: null,
        details: { committed: result.committed, unchanged: result.unchanged, refused: refused.length, change_reason: reason },
        ipAddress: actor.clientAddress,
      });
      return result;
    },

    /**
     * The summary of the caller's teams (GET /api/compliance/summary): per bu_team and metric, active items, those past
     * their resolution_date, those resolved in the last 30 days, the share of the team's hosts without an active
     * item of the metric, and the accepted risk: findings (and their hosts) a risk exception in force keeps out of the
     * metric, as of the last full recompute. Every metric has a row for every team with hosts.
     */
    async summary(caller: WorkflowCaller): Promise<{ rows: SummaryRow[]; computed_at: Date | null }> {
      // Answered from the counts of the last complete recompute (docs/decisions/0031, "The compliance summary"): a
      // pending recompute runs in the background; only the very first waits, there being nothing to answer before it.
      // While this process recomputes, the last answer's state and counts are answered again, without the database.
      const { state, counts } = running !== null && answered !== null ? answered : await storedSummary();
      const at = now();
      const today = utcDay(at);
      const since = at.getTime() - RESOLVED_WINDOW_MS;
      const groups = new Map<string, { active: number; overdue: number; resolved_recently: number }>();
      const teams = new Set<string>();
      for (const group of counts.groups) {
        if (!inScope(caller, group)) continue;
        teams.add(group.bu_team);
        const id = `${group.bu_team}\u0000${group.metric_id}`;
        const sums = groups.get(id) ?? { active: 0, overdue: 0, resolved_recently: 0 };
        if (group.status === 'active') {
          sums.active += group.items;
          if (group.resolution_date !== null && group.resolution_date < today) sums.overdue += group.items;
        } else if (group.resolved_at !== null && group.resolved_at.getTime() >= since) {
          sums.resolved_recently += group.items;
        }
        groups.set(id, sums);
      }
      const hostsOf = new Map<string, number>();
      const acceptedOf = new Map<string, { findings: number; hosts: number }>();
      for (const count of state.host_counts) {
        if (!inScope(caller, count)) continue;
        teams.add(count.bu_team);
        hostsOf.set(count.bu_team, (hostsOf.get(count.bu_team) ?? 0) + count.hosts);
        for (const sum of count.accepted ?? []) {
          const id = `${count.bu_team}\u0000${sum.metric_id}`;
          const total = acceptedOf.get(id) ?? { findings: 0, hosts: 0 };
          total.findings += sum.findings;
          total.hosts += sum.hosts;
          acceptedOf.set(id, total);
        }
      }
      const rows: SummaryRow[] = [];
      for (const team of [...teams].sort()) {
        for (const metric of COMPLIANCE_METRIC_IDS) {
          const id = `${team}\u0000${metric}`;
          const group = groups.get(id);
          const hosts = hostsOf.get(team) ?? 0;
          const active = group?.active ?? 0;
          rows.push({
            bu_team: team,
            metric_id: metric,
            active,
            overdue: group?.overdue ?? 0,
            resolved_last_30_days: group?.resolved_recently ?? 0,
            compliant_share: hosts === 0 ? 1 : Math.max(0, hosts - active) / hosts,
            hosts,
            accepted_risk_findings: acceptedOf.get(id)?.findings ?? 0,
            accepted_risk_hosts: acceptedOf.get(id)?.hosts ?? 0,
          });
        }
      }
      return { rows, computed_at: state.computed_at };
    },
  };
}

/** The compliance commands (see createComplianceCommands). */
export type ComplianceCommands = ReturnType<typeof createComplianceCommands>;

import { ConflictError, DeadlineExceededError, NotFoundError, UnavailableError, type WriteWindow } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import type { FindingRef, HostDirectory } from '../hosts/host-directory';
import type { PlanEvents } from './plan.events';
import type { PlanFields } from './plan.shape';
import { CONTENDED_FAILURE, DEADLINE_FAILURE, STORAGE_FAILURE, type ActivePlansPage, type PlanRepository, type StoredPlan } from './plan.repository';
import { checkBulkPlan, decidePlanChange, validateBulkHostIds, validateHostId, validatePlanFields, validateUpdates, type PlanFieldsInput, type PlanUpdatesInput } from './plan.rules';

/** Plans written per bulk round trip group; 10,000 hosts are 10 groups of a few round trips each. */
const BULK_WRITE_CHUNK = 1_000;
/** Times an update re-reads the plan when a concurrent change got in first, before answering 409. */
const MAX_UPDATE_ATTEMPTS = 5;
/** Stale pending plans handled per sweep query. */
const RECOVERY_BATCH = 500;
/** updated_by of events the recovery sweep publishes. */
export const RECOVERY_ACTOR = 'action-plan:recovery';

/** Reason of hosts a bulk create did not try after a storage error. */
const NOT_ATTEMPTED = 'Not attempted: a storage error stopped the bulk create; retry this host';

/** Per-host answer of a bulk create (request order, each host once). */
interface BulkCreateResult {
  created: { host_id: number; action_plan_id: string }[];
  failed: { host_id: number; reason: string }[];
}

/**
 * Who writes, and under which call: the caller's subject (`by`), the call's write window (libs/domain WriteWindow),
 * and the request key of its Idempotency-Key (idempotency.commands.ts; null without one).
 */
export interface PlanWrite {
  by: string;
  writes: WriteWindow;
  requestKey: string | null;
}

/** The use cases of the service; the gRPC handlers only translate messages to and from these. */
export interface PlanCommands {
  /**
   * Creates a plan for a host (PUT /hosts/{host_id}/action-plans); it supersedes the active plan of its slot.
   * Commits only inside `write.writes` (the caller's deadline and cancellation): otherwise nothing is stored. When
   * the request key already created a plan for the host (an attempt that died after its commit), answers that plan.
   * The finding it names (scanner_id, active_host_findings_id) must be an active finding of the host in data-cache.
   * @throws ValidationError (rules of plan.rules.ts), NotFoundError "Host <id> not found" or "No active finding with
   *   <ids> on host <id>", UnavailableError
   *   (data-cache or storage down), ConflictError (slot contended beyond retries), DeadlineExceededError or
   *   CancelledError (the window closed before the commit: nothing stored)
   */
  createPlan(hostId: number, fields: PlanFieldsInput | null | undefined, write: PlanWrite): Promise<StoredPlan>;
  /**
   * The host's plans, active and inactive, newest first. A host with stored plans answers them even if data-cache no
   * longer lists it (history outlives the scans); a host without plans is checked: unknown -> NotFoundError.
   * @throws ValidationError, NotFoundError, UnavailableError
   */
  listPlans(hostId: number): Promise<StoredPlan[]>;
  /**
   * Active plans by host then creation, of the hosts `page` names (the dashboard's action-plan cache sync, one page of
   * hosts per call: docs/decisions/0013, docs/decisions/0028-jobs.md "Plan sync as a job").
   */
  activePlans(page: ActivePlansPage): AsyncIterable<StoredPlan>;
  /**
   * Applies PATCH `updates` to a plan of the host (rules: plan.rules.ts decidePlanChange).
   * Commits only inside `writes`, as createPlan.
   * @throws ValidationError, NotFoundError "Action plan <id> not found for host <host_id>", ConflictError (inactive
   *   plan, or concurrent changes beyond retries), DeadlineExceededError or CancelledError (nothing changed)
   */
  updatePlan(hostId: number, actionPlanId: string, updates: PlanUpdatesInput | null | undefined, write: PlanWrite): Promise<StoredPlan>;
  /**
   * Creates the same plan for many hosts, each on its own: unknown hosts, hosts without the finding the plan names
   * (checked in one data-cache call per 5,000 hosts) and per-host storage failures are listed in `failed`, the others
   * are created. Repeated host ids are handled once. Each chunk of hosts commits only inside
   * `write.writes`; once it closes the call fails (DeadlineExceededError or CancelledError) and the chunks committed
   * before stay: the caller, gone by then, learns of them by its retry.
   * Hosts the request key already created a plan for (an attempt that died midway) are answered with that plan.
   * @throws ValidationError (the plan or the host list is invalid: nothing is created), UnavailableError (data-cache
   *   cannot verify the hosts: nothing is created), DeadlineExceededError or CancelledError (the window closed;
   *   chunks committed before it stay)
   */
  bulkCreate(hostIds: readonly number[], fields: PlanFieldsInput | null | undefined, write: PlanWrite): Promise<BulkCreateResult>;
  /** Rolls back creates left unfinished before `cutoff` (crashes, failed roll-backs); returns how many. */
  recoverStalePending(cutoff: Date): Promise<number>;
}

interface PlanCommandDeps {
  repository: PlanRepository;
  hosts: HostDirectory;
  events: PlanEvents;
  logger: Logger;
}

/** True while the writes of the call may still commit. */
function isOpen(writes: WriteWindow): boolean {
  try {
    writes.ensureOpen();
    return true;
  } catch {
    return false;
  }
}

function hostNotFound(hostId: number): NotFoundError {
  return new NotFoundError(`Host ${hostId} not found`);
}

/** The finding a plan names on a host, or undefined for whole-host plans (decommission, scan_exclusion). */
function findingOf(hostId: number, fields: PlanFields): FindingRef | undefined {
  if (fields.scanner_id === null && fields.active_host_findings_id === null) return undefined;
  return { host_id: hostId, scanner_id: fields.scanner_id, active_host_findings_id: fields.active_host_findings_id };
}

/** Text of a plan whose finding data-cache does not know on the host (404, or the host's reason in a bulk answer). */
function findingNotFoundText({ host_id, scanner_id, active_host_findings_id }: FindingRef): string {
  const names = [scanner_id === null ? '' : `scanner_id ${JSON.stringify(scanner_id)}`, active_host_findings_id === null ? '' : `active_host_findings_id ${active_host_findings_id}`];
  return `No active finding with ${names.filter(Boolean).join(' and ')} on host ${host_id}`;
}

/** The plan use cases over their dependencies. */
export function createPlanCommands({ repository, hosts, events, logger }: PlanCommandDeps): PlanCommands {
  return {
    async createPlan(hostId, input, { by, writes, requestKey }) {
      validateHostId(hostId);
      const fields = validatePlanFields(input);
      const known = await hosts.knownHosts([hostId]);
      if (!known.has(hostId)) throw hostNotFound(hostId);
      const finding = findingOf(hostId, fields);
      if (finding && !(await hosts.knownFindings([finding]))[0]) throw new NotFoundError(findingNotFoundText(finding));
      const earlier = requestKey ? (await repository.findByRequestKey(requestKey)).find((plan) => plan.host_id === hostId) : undefined;
      if (earlier) return earlier;
      writes.ensureOpen();
      const [outcome] = await repository.createPlans([{ host_id: hostId, fields }], { by, commitBy: writes.commitBy, requestKey });
      // After the database write: the created plan and any plan it made inactive are announced.
      await events.announceCreates([outcome], by);
      if (outcome.ok) return outcome.plan;
      if (outcome.reason === DEADLINE_FAILURE) throw new DeadlineExceededError(outcome.reason);
      throw outcome.reason === CONTENDED_FAILURE ? new ConflictError(outcome.reason) : new UnavailableError(outcome.reason);
    },

    async listPlans(hostId) {
      validateHostId(hostId);
      const plans = await repository.listByHost(hostId);
      if (plans.length > 0) return plans;
      const known = await hosts.knownHosts([hostId]);
      if (!known.has(hostId)) throw hostNotFound(hostId);
      return [];
    },

    activePlans: (page) => repository.activePlans(page),

    async updatePlan(hostId, actionPlanId, updates, { by, writes }) {
      validateHostId(hostId);
      validateUpdates(updates);
      for (let attempt = 0; attempt < MAX_UPDATE_ATTEMPTS; attempt++) {
        const plan = await repository.findOnHost(hostId, actionPlanId);
        if (!plan) throw new NotFoundError(`Action plan ${actionPlanId} not found for host ${hostId}`);
        const change = decidePlanChange(plan, updates ?? {});
        if (change.changedFields.length === 0) return plan;
        writes.ensureOpen();
        const updated = await repository.applyChange(plan, change, by, writes.commitBy);
        if (!updated) continue; // changed meanwhile (another PATCH, or superseded), or too late (ensureOpen throws)
        await events.announceUpdate(updated, change.changedFields, by);
        return updated;
      }
      throw new ConflictError(`Action plan ${actionPlanId} is being changed concurrently; retry`);
    },

    async bulkCreate(hostIds, input, { by, writes, requestKey }) {
      const fields = validatePlanFields(input);
      const distinct = validateBulkHostIds(hostIds);
      checkBulkPlan(fields, distinct.length);
      const result: BulkCreateResult = { created: [], failed: [] };
      if (distinct.length === 0) return result;

      // Verify every host before writing anything: if data-cache cannot answer, nothing is created.
      const known = await hosts.knownHosts(distinct);
      const outcomeOf = new Map<number, { action_plan_id?: string; reason?: string }>();
      if (requestKey) for (const plan of await repository.findByRequestKey(requestKey)) outcomeOf.set(plan.host_id, { action_plan_id: plan.action_plan_id });
      let toCreate = distinct.filter((hostId) => {
        if (outcomeOf.has(hostId)) return false;
        if (known.has(hostId)) return true;
        outcomeOf.set(hostId, { reason: `Host ${hostId} not found` });
        return false;
      });
      // The finding the plan names, checked on every host at once (one FindKnownBetaFindings call per 5,000 hosts).
      const refs = toCreate.flatMap((hostId) => findingOf(hostId, fields) ?? []);
      if (refs.length > 0) {
        const exists = await hosts.knownFindings(refs);
        for (const [i, ref] of refs.entries()) if (!exists[i]) outcomeOf.set(ref.host_id, { reason: findingNotFoundText(ref) });
        toCreate = toCreate.filter((hostId) => !outcomeOf.has(hostId));
      }

      writes.ensureOpen();
      let stopped = false;
      let late = false;
      // The events of one chunk go out while the next chunk is written (at most one chunk's events in flight).
      let announcing: Promise<void> = Promise.resolve();
      for (let i = 0; i < toCreate.length && !late; i += BULK_WRITE_CHUNK) {
        const chunk = toCreate.slice(i, i + BULK_WRITE_CHUNK);
        if (stopped) {
          for (const hostId of chunk) outcomeOf.set(hostId, { reason: NOT_ATTEMPTED });
          continue;
        }
        late = !isOpen(writes);
        if (late) break;
        const outcomes = await repository.createPlans(
          chunk.map((host_id) => ({ host_id, fields })),
          { by, commitBy: writes.commitBy, requestKey },
        );
        await announcing;
        announcing = events.announceCreates(outcomes, by);
        for (const outcome of outcomes) {
          outcomeOf.set(outcome.host_id, outcome.ok ? { action_plan_id: outcome.plan.action_plan_id } : { reason: outcome.reason });
        }
        // A whole chunk failing in storage means the database is not answering: stop rather than wait for it once
        // per remaining chunk. A failure of single hosts does not stop the others.
        stopped = outcomes.every((outcome) => !outcome.ok && outcome.reason === STORAGE_FAILURE);
        late = outcomes.some((outcome) => !outcome.ok && outcome.reason === DEADLINE_FAILURE);
      }
      await announcing;
      // Past the deadline the caller has gone: the call fails and what was committed stays, tagged with the request
      // key, so a retry with the same Idempotency-Key creates the rest and answers every host.
      if (late) {
        writes.ensureOpen();
        throw new DeadlineExceededError(DEADLINE_FAILURE);
      }
      if (stopped) logger.warn({ hosts: distinct.length }, 'bulk create stopped by a storage error');

      for (const hostId of distinct) {
        const outcome = outcomeOf.get(hostId);
        if (outcome?.action_plan_id) result.created.push({ host_id: hostId, action_plan_id: outcome.action_plan_id });
        else result.failed.push({ host_id: hostId, reason: outcome?.reason ?? NOT_ATTEMPTED });
      }
      return result;
    },

    async recoverStalePending(cutoff) {
      let recovered = 0;
      for (;;) {
        const stale = await repository.findStalePending(cutoff, RECOVERY_BATCH);
        for (const pending of stale) {
          const finalized = await repository.abandonPending(pending);
          await events.announceDeactivations(finalized, RECOVERY_ACTOR);
          recovered++;
        }
        if (stale.length < RECOVERY_BATCH) break;
      }
      if (recovered > 0) logger.info({ recovered }, 'rolled back unfinished plan creates');
      return recovered;
    },
  };
}

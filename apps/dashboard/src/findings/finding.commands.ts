import { characterCount, FINDING_NOTE_MAX_LENGTH, NotFoundError, ValidationError } from '@vmdash/domain';
import type { AuditTrail } from '../audit/audit-trail';
import { noteAuthorOf } from '../notes/note-author';
import { findingSubject, type NoteRepository, type StoredNote } from '../notes/note.repository';
import type { ActivePlanLookup, AtlasHostLookup, CachedActionPlan } from '../plans/active-plans';
import { plansOfFindings } from '../plans/plan-cache.commands';
import { workflowAuditOf } from '../workflows/workflow-audit';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { DashboardFinding, FindingFilter, FindingOrder, FindingPageOf } from './finding';
import type { FindingCountsOf, FindingDirectory } from './finding-directory';
import type { StoredRiskException } from '../exceptions/exception.repository';
import { scopeCovers, type AcceptedRisk } from '../exceptions/exception.rules';

/** Text of a finding outside the caller's teams or not active (the same text either way: nothing is confirmed). */
export const FINDING_NOT_FOUND = 'Finding not found';

/**
 * Findings per page an export asks data-cache for: its largest page (data_cache.proto BetaFindingQuery, 1..1000),
 * so a 100k-row export is 100 queries; each page is one batch of the export's stream.
 */
export const EXPORT_PAGE_SIZE = 1000;

/** What the findings commands need. */
interface FindingCommandDeps {
  findings: FindingDirectory;
  notes: NoteRepository;
  /** The action-plan cache: each listed finding's active plan (docs/decisions/0011). */
  plans: ActivePlanLookup;
  /** Which hosts the action-plan service knows: each listed finding's atlas_known. */
  atlas: AtlasHostLookup;
  /** The risk exceptions in force: each listed finding's accepted_risk (docs/decisions/0032-risk-exceptions.md); none when absent. */
  acceptedRisk?: AcceptedRisk;
  /** The username of a user id (note authors). */
  usernameOf(userId: string): Promise<string>;
  audit: AuditTrail;
  now(): Date;
}

/**
 * A listed finding with the active plan that covers it (null when none) from the action-plan cache, and whether the
 * action-plan service knows its host: always true with this deployment's action-plan service, which checks hosts
 * against the same data-cache the finding comes from (docs/decisions/0003 "Hosts"); with the action plans upstream
 * service, whether its last sync found the host known (docs/decisions/0013-action-plan-cache.md, "atlas_known").
 */
export interface PlannedDashboardFinding {
  finding: DashboardFinding;
  action_plan: CachedActionPlan | null;
  atlas_known: boolean;
  /** The risk exception in force covering the finding (it is accepted), or null. */
  accepted_risk: StoredRiskException | null;
}

/**
 * A listed finding as data-cache wrote its JSON (`json`, the dashboard's fields going at byte `split`) with the same
 * plan, atlas_known and accepted_risk as PlannedDashboardFinding (docs/decisions/0031, "The rows of a page").
 */
export interface PlannedJsonFinding extends Omit<PlannedDashboardFinding, 'finding'> {
  json: Buffer;
  split: number;
}

/** Use cases of the findings feature (docs/decisions/0011: GET /api/findings, finding notes). */
export interface FindingCommands {
  list(caller: WorkflowCaller, filter: FindingFilter, order: FindingOrder, page: number, pageSize: number): Promise<FindingPageOf<PlannedDashboardFinding>>;
  /**
   * The page `list` answers, each finding as data-cache wrote its JSON with the same plan, atlas_known and
   * accepted_risk (GET /api/findings: the gateway writes the rows as they are; docs/decisions/0031).
   * @throws UnavailableError when data-cache cannot answer
   */
  listJson(caller: WorkflowCaller, filter: FindingFilter, order: FindingOrder, page: number, pageSize: number): Promise<FindingPageOf<PlannedJsonFinding>>;
  /**
   * The caller's teams' active findings per severity (most severe first) and with KEV (GET /api/findings/counts, the
   * overview's counts; docs/decisions/0031): the totals `list` answers for those filters.
   * @throws UnavailableError when data-cache cannot answer
   */
  counts(caller: Pick<WorkflowCaller, 'teams'>): Promise<FindingCountsOf>;
  /**
   * Every finding of the caller's teams that passes `filter`, in `order`, one page of data-cache at a time (the exports):
   * the next page is asked for only when the consumer pulls, so a slow reader holds one page. Every page comes from
   * one snapshot: `snapshotId` when given (an export job pins the snapshot its owner's list showed when it started),
   * else the first page's (docs/decisions/0028-jobs.md). `onTotal` hears how many findings match, from the first page
   * (a job's progress total).
   * @throws UnavailableError when data-cache cannot answer a page; ConflictError when the snapshot is no longer served
   *   (a refresh activated another: the export stops rather than mix two snapshots)
   */
  exportAll(caller: Pick<WorkflowCaller, 'teams'>, filter: FindingFilter, order: FindingOrder, onTotal?: (total: number) => void, snapshotId?: string): AsyncGenerator<DashboardFinding[]>;
  /**
   * The snapshot every findings list shows now, whatever its scope and filters (an export job pins it when it starts).
   * @throws UnavailableError when data-cache cannot answer
   */
  currentSnapshot(): Promise<string>;
  /**
   * The notes of a finding in the caller's teams, oldest first.
   * @throws NotFoundError outside them (FINDING_NOT_FOUND)
   */
  notes(caller: WorkflowCaller, hostId: number, scannerId: string): Promise<StoredNote[]>;
  /**
   * Adds a note (at most 255 characters, interface spec "Limits") to a finding in the caller's teams, with the Admin
   * behind an impersonation; audit action finding_note_create (entityType finding, entityId "<host_id>:<scanner_id>").
   * @throws ValidationError for an empty or too long text, NotFoundError outside the caller's teams
   */
  addNote(caller: WorkflowCaller, hostId: number, scannerId: string, text: string, clientAddress: string | null): Promise<StoredNote>;
}

/** What a listed finding's plan, host and risk exceptions are judged by (a DashboardFinding, or the keys of its JSON row). */
type JudgedFinding = Pick<DashboardFinding, 'source' | 'host_id' | 'scanner_id' | 'active_host_findings_id' | 'cve_ids' | 'team'>;

/**
 * The exception in force that accepts `finding` the longest (the latest expires_on) among `exceptions`, or null: where
 * several cover a finding, the answer says until when it stays accepted (docs/decisions/0032-risk-exceptions.md).
 */
function acceptedUntilLast(exceptions: readonly StoredRiskException[], finding: JudgedFinding): StoredRiskException | null {
  let last: StoredRiskException | null = null;
  for (const exception of exceptions) if (scopeCovers(exception, finding) && (last === null || exception.expires_on > last.expires_on)) last = exception;
  return last;
}

export function createFindingCommands(deps: FindingCommandDeps): FindingCommands {
  const visible = (caller: WorkflowCaller, hostId: number, scannerId: string) => deps.findings.find(caller.teams, hostId, scannerId);
  /**
   * Each listed finding's active plan, atlas_known and accepted risk, in order. Plans, the action-plan service's hosts
   * and risk exceptions are of beta hosts: an alpha finding (its host_id an asset_id) has none of them
   * (docs/decisions/0026-finding-lifecycle.md, "One list").
   */
  async function plannedOf(items: readonly JudgedFinding[]): Promise<Omit<PlannedDashboardFinding, 'finding'>[]> {
    const beta = items.filter((finding) => finding.source !== 'alpha');
    const [plans, known, exceptions] = await Promise.all([
      plansOfFindings(deps.plans, beta),
      deps.atlas.knownHosts([...new Set(beta.map((finding) => finding.host_id))]),
      deps.acceptedRisk?.inForce() ?? [],
    ]);
    let next = 0;
    return items.map((finding) => {
      if (finding.source === 'alpha') return { action_plan: null, atlas_known: false, accepted_risk: null };
      return {
        action_plan: plans[next++] ?? null,
        atlas_known: known.has(finding.host_id),
        accepted_risk: exceptions.length === 0 ? null : acceptedUntilLast(exceptions, finding),
      };
    });
  }
  const audit = workflowAuditOf<'finding_note_create'>(deps, 'finding');
  return {
    currentSnapshot: () => deps.findings.servedSnapshot(),
    counts: (caller) => deps.findings.counts(caller.teams),
    async list(caller, filter, order, page, pageSize) {
      const { snapshot_id: _snapshot, ...found } = await deps.findings.query(caller.teams, filter, order, page, pageSize);
      const planned = await plannedOf(found.items);
      return { ...found, items: found.items.map((finding, index) => ({ finding, ...planned[index]! })) };
    },
    async listJson(caller, filter, order, page, pageSize) {
      const found = await deps.findings.queryJson(caller.teams, filter, order, page, pageSize);
      const planned = await plannedOf(found.items);
      return { ...found, items: found.items.map((row, index) => ({ json: row.json, split: row.split, ...planned[index]! })) };
    },
    async *exportAll(caller, filter, order, onTotal, snapshotId) {
      let pinned = snapshotId;
      for (let page = 1; ; page++) {
        const { items, total, snapshot_id } = await deps.findings.query(caller.teams, filter, order, page, EXPORT_PAGE_SIZE, pinned);
        pinned ??= snapshot_id;
        if (page === 1) onTotal?.(total);
        if (items.length > 0) yield items;
        if (items.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= total) return;
      }
    },
    async notes(caller, hostId, scannerId) {
      if (!(await visible(caller, hostId, scannerId))) throw new NotFoundError(FINDING_NOT_FOUND);
      return deps.notes.list(findingSubject(hostId, scannerId));
    },
    async addNote(caller, hostId, scannerId, text, clientAddress) {
      if (characterCount(text) > FINDING_NOTE_MAX_LENGTH || text.trim() === '') throw new ValidationError(`Note text must be 1 to ${FINDING_NOTE_MAX_LENGTH} characters`);
      if (!(await visible(caller, hostId, scannerId))) throw new NotFoundError(FINDING_NOT_FOUND);
      caller.writes.ensureOpen();
      const note = await deps.notes.add(findingSubject(hostId, scannerId), { text, ...(await noteAuthorOf(caller, deps.usernameOf)) }, deps.now());
      await audit(caller, 'finding_note_create', `${hostId}:${scannerId}`, { note_id: note.id, host_id: hostId, scanner_id: scannerId }, clientAddress);
      return note;
    },
  };
}

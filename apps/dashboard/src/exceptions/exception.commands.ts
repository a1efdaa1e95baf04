import { randomUUID } from 'node:crypto';
import { addDays, ConflictError, EXCEPTION_MAX_FINDINGS, EXCEPTION_MAX_PAGE_SIZE, MAX_PAGE_SIZE, NotFoundError, ValidationError, type ExceptionState } from '@vmdash/domain';
import type { DashboardFinding } from '../findings/finding';
import type { FindingDirectory } from '../findings/finding-directory';
import type { HostTeamDirectory } from '../host-plans/host-team-directory';
import type { RiskTemplateRepository } from '../risk-templates/risk-template.repository';
import type { ImpersonatingAdmin } from '../workflows/impersonating-admin';
import { inTeamScope, type WorkflowCaller } from '../workflows/workflow-caller';
import type { WorkflowAudit } from '../workflows/workflow-audit';
import type { ExceptionNotices } from './exception-notices';
import type { CoveredPair, ExceptionPlanEvents } from './exception-plan-events';
import type { RiskExceptionDocument } from './exception.model';
import type { RiskExceptionFilter, RiskExceptionRepository, StoredRiskException } from './exception.repository';
import {
  approverIdsOf,
  checkExpiry,
  checkMayDecide,
  checkMayRevoke,
  checkScope,
  dateOf,
  EXCEPTION_TEXTS,
  isVisibleTo,
  scopeCovers,
  type ExceptionDurationPolicy,
  type CoverageScope,
  type ExceptionScope,
  type PossibleApprover,
} from './exception.rules';

/** The audit actions of a user's step on an exception. */
export type ExceptionUserAction = 'risk_exception_request' | 'risk_exception_approve' | 'risk_exception_reject' | 'risk_exception_revoke';

/** A new exception as a request names it. */
export interface ExceptionRequest {
  scope: ExceptionScope;
  templateId: string;
  justification: string;
  compensatingControls: string;
  expiresOn: string;
  renews: string | null;
}

/** Who acts, with their username and the Admin behind an impersonation (stored beside the requester), and from where. */
export interface ExceptionActor {
  caller: WorkflowCaller;
  username: string;
  impersonatingAdmin: ImpersonatingAdmin;
  clientAddress: string | null;
}

/** The list filters of GET /api/exceptions. */
export interface ExceptionListFilter {
  state?: ExceptionState;
  expiringWithinDays?: number;
  team?: string;
}

/** The findings a scope covers now (at most EXCEPTION_MAX_FINDINGS), and how many distinct hosts they are on. */
export interface ExceptionPreview {
  hosts: number;
  findings: DashboardFinding[];
}

/** Use cases of risk exceptions (docs/decisions/0032-risk-exceptions.md). A record outside the caller's teams answers NOT_FOUND, as one that does not exist. */
export interface ExceptionCommands {
  /**
   * Stores a `requested` exception: the template's fields copied, the teams it covers (the host's for a finding or
   * host scope, the caller's for a CVE or plugin), the caller as requester; audit risk_exception_request.
   * @throws ValidationError for a bad scope or expiry (beyond the policy's days for the template's rating), NotFoundError
   *   for an unknown template, a host outside the caller's teams or a renewed exception they cannot see
   */
  request(actor: ExceptionActor, request: ExceptionRequest): Promise<StoredRiskException>;
  list(caller: WorkflowCaller, filter: ExceptionListFilter, page: number, pageSize: number): Promise<{ items: StoredRiskException[]; total: number }>;
  /**
   * Every exception `list` would answer with `filter`, in its order, in pages of EXCEPTION_MAX_PAGE_SIZE read when the
   * caller pulls them (GET /api/exports/exceptions.csv, docs/decisions/0032-risk-exceptions.md).
   */
  exportAll(caller: WorkflowCaller, filter: ExceptionListFilter): AsyncGenerator<StoredRiskException[]>;
  /** @throws NotFoundError outside the caller's teams */
  get(caller: WorkflowCaller, id: string): Promise<StoredRiskException>;
  /**
   * Approves (requested -> active) or rejects (requested -> rejected) with a comment: one conditional update, so of two
   * concurrent decisions one applies and the other is 409. Audited, and the requester is notified.
   * @throws PermissionDeniedError for the requester (also behind an impersonation) or an approver whose teams do not
   *   cover the exception's, ConflictError when it is no longer requested
   */
  decide(actor: ExceptionActor, id: string, decision: 'approve' | 'reject', comment: string): Promise<StoredRiskException>;
  /**
   * Ends an exception early (requested, active or expiring -> revoked); audited, the other party notified.
   * @throws PermissionDeniedError (checkMayRevoke), ConflictError when it already ended
   */
  revoke(actor: ExceptionActor, id: string, comment: string): Promise<StoredRiskException>;
  /** The findings of the caller's teams a scope would cover now. @throws ValidationError for a bad scope */
  preview(caller: WorkflowCaller, scope: ExceptionScope): Promise<ExceptionPreview>;
}

interface ExceptionDeps {
  exceptions: RiskExceptionRepository;
  templates: Pick<RiskTemplateRepository, 'findById'>;
  hosts: HostTeamDirectory;
  findings: FindingDirectory;
  audit: WorkflowAudit<ExceptionUserAction>;
  notices: ExceptionNotices;
  policy: ExceptionDurationPolicy;
  /** The exceptions' clock (VMDASH_TEST_CLOCK_FILE moves it in tests). */
  now: () => Date;
  /** The dashboard's users, of whom the approvers of a new request are told. */
  users: { list(): Promise<PossibleApprover[]> };
  /** Told when exceptions in force changed (one approved or revoked): compliance judges the findings again. */
  onCoverageChanged?: () => void;
  /** The action-plan record of approvals and ends (risk_acceptance plans); none when absent. */
  planEvents?: ExceptionPlanEvents;
  newId?: () => string;
}

/** The audit details of an exception: its scope and expiry. */
function detailsOf(exception: StoredRiskException): Record<string, unknown> {
  return {
    scope: { type: exception.scope_type, host_id: exception.host_id, scanner_id: exception.scanner_id, cve_id: exception.cve_id, plugin_id: exception.plugin_id },
    expires_on: exception.expires_on,
    state: exception.state,
  };
}

/** The exception commands over their repository, the template library, data-cache's hosts and findings, the audit trail and the notices. */
export function createExceptionCommands(deps: ExceptionDeps): ExceptionCommands {
  /** The repository's filter of a list or export: the caller's teams and the filters given. */
  const searchOf = (caller: WorkflowCaller, filter: ExceptionListFilter): RiskExceptionFilter => {
    const search: RiskExceptionFilter = { visibleTeams: caller.teams };
    if (filter.state !== undefined) search.state = filter.state;
    if (filter.team !== undefined) search.team = filter.team;
    if (filter.expiringWithinDays !== undefined) search.inForceUntil = addDays(dateOf(deps.now()), filter.expiringWithinDays);
    return search;
  };
  const newId = deps.newId ?? randomUUID;
  const visible = async (caller: WorkflowCaller, id: string): Promise<StoredRiskException> => {
    const exception = await deps.exceptions.findById(id);
    if (!exception || !isVisibleTo(exception, caller)) throw new NotFoundError(EXCEPTION_TEXTS.notFound);
    return exception;
  };
  /** The teams a new exception covers: the host's for a finding or host scope (NOT_FOUND outside the caller's), else the caller's. */
  const teamsOf = async (caller: WorkflowCaller, scope: ExceptionScope): Promise<{ teams: string[]; all_teams: boolean }> => {
    if (scope.type === 'finding' || scope.type === 'host') {
      const team = await deps.hosts.teamOf(scope.host_id as number, caller.writes.commitBy);
      if (team === null || !inTeamScope(caller, team)) throw new NotFoundError(EXCEPTION_TEXTS.hostNotFound);
      return { teams: [team], all_teams: false };
    }
    if (caller.teams === null) return { teams: [], all_teams: true };
    if (caller.teams.length === 0) throw new ValidationError(EXCEPTION_TEXTS.noTeams);
    return { teams: [...caller.teams], all_teams: false };
  };
  /**
   * The beta findings `scope` covers now among those of `teams` (null: every team), at most EXCEPTION_MAX_FINDINGS, read
   * from data-cache page by page with the filter closest to the scope (CVE ids are matched exactly after the text filter).
   */
  const coveredNow = async (teams: readonly string[] | null, scope: CoverageScope): Promise<DashboardFinding[]> => {
    // Beta findings only: a risk acceptance becomes risk_acceptance plans of beta hosts and plugins, which alpha
    // findings have not (docs/decisions/0026-finding-lifecycle.md, "One list").
    const scoped =
      scope.scope_type === 'finding'
        ? { hostId: scope.host_id as number, scannerId: scope.scanner_id as string }
        : scope.scope_type === 'host'
          ? { hostId: scope.host_id as number }
          : scope.scope_type === 'plugin'
            ? { scannerId: scope.plugin_id as string }
            : { q: scope.cve_id as string };
    const filter = { ...scoped, source: 'beta' };
    const findings: DashboardFinding[] = [];
    for (let page = 1; findings.length < EXCEPTION_MAX_FINDINGS; page++) {
      const answer = await deps.findings.query(teams, filter, 'FINDING_SORT_RISK_DESC', page, MAX_PAGE_SIZE);
      findings.push(...answer.items.filter((finding) => scopeCovers(scope, finding)));
      if (page * MAX_PAGE_SIZE >= answer.total || answer.items.length === 0) break;
    }
    return findings.slice(0, EXCEPTION_MAX_FINDINGS);
  };
  /** The distinct hosts and plugins of `findings`: one risk_acceptance plan each. */
  const pairsOf = (findings: readonly DashboardFinding[]): CoveredPair[] => {
    const pairs = new Map<string, CoveredPair>();
    for (const { host_id, scanner_id } of findings) pairs.set(`${host_id}\u0000${scanner_id}`, { host_id, scanner_id });
    return [...pairs.values()];
  };
  const record = (actor: ExceptionActor, action: ExceptionUserAction, exception: StoredRiskException, extra: Record<string, unknown> = {}) =>
    deps.audit(actor.caller, action, exception.id, { ...detailsOf(exception), ...extra }, actor.clientAddress);

  return {
    async request(actor, input) {
      const { caller } = actor;
      checkScope(input.scope);
      const template = await deps.templates.findById(input.templateId);
      if (!template) throw new NotFoundError(EXCEPTION_TEXTS.templateNotFound);
      const now = deps.now();
      checkExpiry(input.expiresOn, template.risk_rating, dateOf(now), deps.policy);
      if (input.renews !== null) await visible(caller, input.renews);
      const scopeTeams = await teamsOf(caller, input.scope);
      const doc: RiskExceptionDocument = {
        _id: newId(),
        scope_type: input.scope.type,
        host_id: input.scope.host_id,
        scanner_id: input.scope.scanner_id,
        cve_id: input.scope.cve_id?.toUpperCase() ?? null,
        plugin_id: input.scope.plugin_id,
        ...scopeTeams,
        template: {
          id: template.id,
          name: template.name,
          description: template.description,
          justification: template.justification,
          compensating_controls: template.compensating_controls,
          risk_rating: template.risk_rating,
          expiration_days: template.expiration_days,
        },
        justification: input.justification,
        compensating_controls: input.compensatingControls,
        expires_on: input.expiresOn,
        state: 'requested',
        requested_by: actor.username,
        requested_by_id: caller.userId,
        ...actor.impersonatingAdmin,
        requested_at: now,
        decided_by: null,
        decided_by_id: null,
        decided_at: null,
        decision_comment: null,
        revoked_by: null,
        revoked_by_id: null,
        revoked_at: null,
        renews: input.renews,
        expiring_at: null,
        expired_at: null,
        updated_at: now,
      };
      caller.writes.ensureOpen();
      const stored = await deps.exceptions.insert(doc);
      await record(actor, 'risk_exception_request', stored, { template_id: template.id, renews: input.renews });
      await deps.notices.requested(stored, approverIdsOf(await deps.users.list(), stored));
      return stored;
    },
    list: (caller, filter, page, pageSize) => deps.exceptions.search(searchOf(caller, filter), page, pageSize),
    async *exportAll(caller, filter) {
      const search = searchOf(caller, filter);
      for (let page = 1; ; page++) {
        const { items, total } = await deps.exceptions.search(search, page, EXCEPTION_MAX_PAGE_SIZE);
        if (items.length > 0) yield items;
        if (items.length < EXCEPTION_MAX_PAGE_SIZE || page * EXCEPTION_MAX_PAGE_SIZE >= total) return;
      }
    },
    get: visible,
    async decide(actor, id, decision, comment) {
      const { caller } = actor;
      const exception = await visible(caller, id);
      checkMayDecide(exception, caller);
      if (exception.state !== 'requested') throw new ConflictError(EXCEPTION_TEXTS.alreadyDecided(exception.state));
      // What it covers now is read before the decision is stored: data-cache down fails the approval, nothing written.
      const covered = decision === 'approve' && deps.planEvents ? pairsOf(await coveredNow(exception.all_teams ? null : exception.teams, exception)) : [];
      const now = deps.now();
      const to = decision === 'approve' ? 'active' : 'rejected';
      const change = { decided_by: actor.username, decided_by_id: caller.userId, decided_at: now, decision_comment: comment };
      const decided = await deps.exceptions.transition(id, ['requested'], to, change, now, caller.writes.commitBy);
      if (!decided) {
        caller.writes.ensureOpen();
        const current = await deps.exceptions.findById(id);
        throw new ConflictError(EXCEPTION_TEXTS.alreadyDecided(current?.state ?? 'gone'));
      }
      await record(actor, decision === 'approve' ? 'risk_exception_approve' : 'risk_exception_reject', decided, { comment });
      if (decided.state === 'active') {
        await deps.planEvents?.approved(decided, covered);
        deps.onCoverageChanged?.();
      }
      await deps.notices.decided(decided);
      return decided;
    },
    async revoke(actor, id, comment) {
      const { caller } = actor;
      const exception = await visible(caller, id);
      checkMayRevoke(exception, caller);
      const open: ExceptionState[] = ['requested', 'active', 'expiring'];
      if (!open.includes(exception.state)) throw new ConflictError(EXCEPTION_TEXTS.alreadyDecided(exception.state));
      const now = deps.now();
      const revoked = await deps.exceptions.transition(id, open, 'revoked', { revoked_by: actor.username, revoked_by_id: caller.userId, revoked_at: now }, now, caller.writes.commitBy);
      if (!revoked) {
        caller.writes.ensureOpen();
        const current = await deps.exceptions.findById(id);
        throw new ConflictError(EXCEPTION_TEXTS.alreadyDecided(current?.state ?? 'gone'));
      }
      await record(actor, 'risk_exception_revoke', revoked, { comment, previous_state: exception.state });
      if (exception.state !== 'requested') {
        await deps.planEvents?.ended(revoked, caller.userId);
        deps.onCoverageChanged?.();
      }
      await deps.notices.revoked(revoked, caller.userId);
      return revoked;
    },
    async preview(caller, scope) {
      checkScope(scope);
      const findings = await coveredNow(caller.teams, { scope_type: scope.type, ...scope, teams: [], all_teams: true });
      return { hosts: new Set(findings.map((finding) => finding.host_id)).size, findings };
    },
  };
}

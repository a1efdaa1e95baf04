import { addDays, calendarDateProblem, CVE_ID_PATTERN, PermissionDeniedError, ValidationError, type ExceptionScopeType, type RiskRating } from '@vmdash/domain';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { StoredRiskException } from './exception.repository';

/** What an exception covers, as a request names it (docs/decisions/0032-risk-exceptions.md, "Scope"). */
export interface ExceptionScope {
  type: ExceptionScopeType;
  host_id: number | null;
  scanner_id: string | null;
  cve_id: string | null;
  plugin_id: string | null;
}

/** The longest an exception may last by its template's risk rating, days (EXCEPTION_MAX_DAYS_* settings). */
export type ExceptionDurationPolicy = Readonly<Record<RiskRating, number>>;

/** Texts of refused exception commands (the specification shows none). */
export const EXCEPTION_TEXTS = {
  notFound: 'Risk exception not found',
  templateNotFound: 'Risk template not found',
  hostNotFound: 'Host not found',
  ownDecision: 'The requester of a risk exception cannot approve or reject it (also not through impersonation)',
  teamsDoNotCover: "The approver's teams must cover every team of the risk exception",
  revokeNotOwn: 'A Standard_User may revoke only the risk exceptions it requested',
  noTeams: 'A CVE or plugin exception covers the hosts of your teams, and you belong to none',
  alreadyDecided: (state: string) => `The risk exception is ${state}: it can no longer be changed this way`,
  expiryPast: 'expires_on must be after today',
  expiryTooLate: (rating: string, days: number, latest: string) => `expires_on must be at most ${days} days ahead for a ${rating} risk (on or before ${latest})`,
} as const;

const invalid = (field: string, message: string) => new ValidationError(message, [{ loc: ['body', ...field.split('.')], msg: message, type: 'value_error' }]);

/** The ids each scope type needs; the others must be absent. */
const SCOPE_FIELDS: Record<ExceptionScopeType, readonly (keyof Omit<ExceptionScope, 'type'>)[]> = {
  finding: ['host_id', 'scanner_id'],
  host: ['host_id'],
  cve: ['cve_id'],
  plugin: ['plugin_id'],
};

/**
 * Checks a scope (the gateway validates the shape first; this keeps the service's own invariants): the ids its type
 * needs are present (host_id an integer >= 1, scanner_id and plugin_id 1 to 256 characters, cve_id `CVE-YYYY-NNNN...`)
 * and the others absent.
 * @throws ValidationError naming the first bad field (`scope.<field>`)
 */
export function checkScope(scope: ExceptionScope): void {
  const needed = SCOPE_FIELDS[scope.type];
  if (!needed) throw invalid('scope.type', 'scope.type must be one of finding, host, cve, plugin');
  for (const field of ['host_id', 'scanner_id', 'cve_id', 'plugin_id'] as const) {
    const value = scope[field];
    if (!needed.includes(field)) {
      if (value !== null) throw invalid(`scope.${field}`, `scope.${field} is not taken by a ${scope.type} scope`);
      continue;
    }
    if (value === null) throw invalid(`scope.${field}`, `scope.${field} is required for a ${scope.type} scope`);
    if (field === 'host_id' && (!Number.isSafeInteger(value) || (value as number) < 1)) throw invalid('scope.host_id', 'scope.host_id must be an integer >= 1');
    if ((field === 'scanner_id' || field === 'plugin_id') && ((value as string).length < 1 || (value as string).length > 256))
      throw invalid(`scope.${field}`, `scope.${field} must be 1 to 256 characters`);
    if (field === 'cve_id' && !CVE_ID_PATTERN.test(value as string)) throw invalid('scope.cve_id', 'scope.cve_id must be a CVE id such as CVE-2024-12345');
  }
}

/** The UTC calendar date of `instant`, YYYY-MM-DD. */
export const dateOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/**
 * Checks a requested expiry (docs/decisions/0032, "Expiry"): a calendar date after `today`, at most the policy's days
 * for the template's risk rating ahead.
 * @throws ValidationError at expires_on
 */
export function checkExpiry(expiresOn: string, rating: RiskRating, today: string, policy: ExceptionDurationPolicy): void {
  const problem = calendarDateProblem(expiresOn);
  if (problem) throw invalid('expires_on', `expires_on must be a date YYYY-MM-DD: ${problem}`);
  if (expiresOn <= today) throw invalid('expires_on', EXCEPTION_TEXTS.expiryPast);
  const latest = addDays(today, policy[rating]);
  if (expiresOn > latest) throw invalid('expires_on', EXCEPTION_TEXTS.expiryTooLate(rating, policy[rating], latest));
}

/** Whether the caller sees the exception: an Admin of every team all, others those of one of their teams. */
export function isVisibleTo(exception: Pick<StoredRiskException, 'teams' | 'all_teams'>, caller: Pick<WorkflowCaller, 'teams'>): boolean {
  if (caller.teams === null) return true;
  const teams = caller.teams;
  return !exception.all_teams && exception.teams.some((team) => teams.includes(team));
}

/** Whether the caller's teams cover every team of the exception (an Admin of every team covers all). */
function teamsCover(exception: Pick<StoredRiskException, 'teams' | 'all_teams'>, caller: Pick<WorkflowCaller, 'teams'>): boolean {
  if (caller.teams === null) return true;
  const teams = caller.teams;
  return !exception.all_teams && exception.teams.every((team) => teams.includes(team));
}

/**
 * Separation of duties (docs/decisions/0032, "Separation of duties"; NIST SP 800-53 AC-5): the requester never
 * approves or rejects their own exception, neither as themselves nor as the Admin behind an impersonation (the real
 * identity, the token's `act` subject, counts as much as the acting one), and the approver's teams cover the
 * exception's. The groups (Admin, Leadership) are checked before, by RPC_PERMISSIONS.
 * @throws PermissionDeniedError (403)
 */
export function checkMayDecide(exception: Pick<StoredRiskException, 'requested_by_id' | 'impersonated_by_id' | 'teams' | 'all_teams'>, caller: WorkflowCaller): void {
  const people = new Set([exception.requested_by_id, exception.impersonated_by_id].filter((id): id is string => id !== null));
  if (people.has(caller.userId) || (caller.actorId !== null && people.has(caller.actorId))) throw new PermissionDeniedError(EXCEPTION_TEXTS.ownDecision);
  if (!teamsCover(exception, caller)) throw new PermissionDeniedError(EXCEPTION_TEXTS.teamsDoNotCover);
}

/**
 * Who may revoke (end early) an exception: its requester (withdrawing a request or ending their own), or an Admin or
 * Leadership user whose teams cover it.
 * @throws PermissionDeniedError (403)
 */
export function checkMayRevoke(exception: Pick<StoredRiskException, 'requested_by_id' | 'teams' | 'all_teams'>, caller: WorkflowCaller): void {
  if (exception.requested_by_id === caller.userId) return;
  if (caller.group === 'Standard_User' || caller.group === 'Read_Only') throw new PermissionDeniedError(EXCEPTION_TEXTS.revokeNotOwn);
  if (!teamsCover(exception, caller)) throw new PermissionDeniedError(EXCEPTION_TEXTS.teamsDoNotCover);
}

/** What coverage reads of an exception: its scope and teams. */
export type CoverageScope = Pick<StoredRiskException, 'scope_type' | 'host_id' | 'scanner_id' | 'cve_id' | 'plugin_id' | 'teams' | 'all_teams'>;

/** A finding as coverage judges it: its host, plugin, CVEs and the value of its host's team field. */
export interface CoverableFinding {
  host_id: number;
  scanner_id: string;
  cve_ids: readonly string[];
  team: string;
}

/**
 * Whether an exception's scope covers a finding (docs/decisions/0032, "Effect"): a finding scope its host and plugin;
 * a host scope every finding of its host; a CVE or plugin scope every finding carrying it on a host of the
 * exception's teams (every host for an exception of all teams), hosts that report it later included. The state is the
 * caller's concern.
 */
export function scopeCovers(exception: CoverageScope, finding: CoverableFinding): boolean {
  switch (exception.scope_type) {
    case 'finding':
      return finding.host_id === exception.host_id && finding.scanner_id === exception.scanner_id;
    case 'host':
      return finding.host_id === exception.host_id;
    case 'plugin':
      return finding.scanner_id === exception.plugin_id && (exception.all_teams || exception.teams.includes(finding.team));
    case 'cve': {
      const cve = exception.cve_id?.toUpperCase();
      return finding.cve_ids.some((id) => id.toUpperCase() === cve) && (exception.all_teams || exception.teams.includes(finding.team));
    }
  }
}

/** The risk exceptions in force (active or expiring), as coverage reads them: the join of findings and compliance. */
export interface AcceptedRisk {
  inForce(): Promise<StoredRiskException[]>;
}

/** A user as the choice of approvers reads it. */
export interface PossibleApprover {
  id: string;
  user_group: string;
  is_active: boolean;
  bu_teams: readonly string[];
}

/**
 * Who is told of a new request (docs/decisions/0032, "Separation of duties"): the active Admin and Leadership users
 * whose teams cover every team of the exception (an exception of all teams: the Admins, who may choose every team),
 * never its requester or the Admin behind the request.
 */
export function approverIdsOf(users: readonly PossibleApprover[], exception: Pick<StoredRiskException, 'requested_by_id' | 'impersonated_by_id' | 'teams' | 'all_teams'>): string[] {
  return users
    .filter((user) => user.is_active && (user.user_group === 'Admin' || user.user_group === 'Leadership'))
    .filter((user) => user.id !== exception.requested_by_id && user.id !== exception.impersonated_by_id)
    .filter((user) => (exception.all_teams ? user.user_group === 'Admin' : exception.teams.every((team) => user.bu_teams.includes(team))))
    .map((user) => user.id);
}

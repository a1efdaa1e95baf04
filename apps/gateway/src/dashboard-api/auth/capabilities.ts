import { USER_GROUPS, type UserGroup } from '@vmdash/domain';
import type { AccessRule } from '../../http/route-table';
import { accessOf } from '../../http/rpc-access';

/** An RPC a dashboard route calls on a signed-in user's behalf (accessOf's argument). */
type RouteRpc = Parameters<typeof accessOf>[0];

/** A capability: what it lets a user do (the OpenAPI description) and the RPCs behind the web app's controls for it. */
interface CapabilityDefinition {
  summary: string;
  rpcs: readonly RouteRpc[];
}

/**
 * The capabilities GET /api/auth/me reports (docs/architecture.md, "The web app"): what the web app may offer the
 * signed-in user. Each names the RPCs its controls call; a user holds it when the gateway's permission guard admits
 * the acting user's group to every one of them, read from RPC_PERMISSIONS (libs/identity) through accessOf, so the
 * app's buttons and the API's 403 answers come from one declaration. A new control that writes through another RPC
 * adds it to its capability here.
 */
export const CAPABILITIES = {
  write: {
    summary:
      'Change data: stage findings, work the queue and its notes, tickets, false-positive submissions, action plans, risk-acceptance templates, risk exception requests, compliance metadata, data cleanup',
    rpcs: [
      'vmdash.v1.DashboardWorkflowService/StageQueueItems',
      'vmdash.v1.DashboardWorkflowService/AddFindingNote',
      'vmdash.v1.DashboardWorkflowService/UpdateQueueItem',
      'vmdash.v1.DashboardWorkflowService/DeleteQueueItem',
      'vmdash.v1.DashboardWorkflowService/AddQueueNote',
      'vmdash.v1.DashboardWorkflowService/CreateTrackerTicket',
      'vmdash.v1.DashboardWorkflowService/LinkTicketQueueItems',
      'vmdash.v1.DashboardWorkflowService/SyncTrackerTickets',
      'vmdash.v1.DashboardWorkflowService/CreateFpSubmission',
      'vmdash.v1.DashboardWorkflowService/SyncFpSubmission',
      'vmdash.v1.DashboardWorkflowService/RequeueFpSubmission',
      'vmdash.v1.DashboardWorkflowService/MapFpFindings',
      'vmdash.v1.DashboardWorkflowService/CreateHostPlan',
      'vmdash.v1.DashboardWorkflowService/CleanupData',
      'vmdash.v1.DashboardComplianceService/RequestException',
      'vmdash.v1.DashboardLibraryService/CreateRiskTemplate',
      'vmdash.v1.DashboardLibraryService/UpdateRiskTemplate',
      'vmdash.v1.DashboardLibraryService/DeleteRiskTemplate',
      'vmdash.v1.DashboardLibraryService/CloneRiskTemplate',
      'vmdash.v1.DashboardComplianceService/UpdateComplianceMetadata',
      'vmdash.v1.DashboardComplianceService/BulkCommitCompliance',
    ],
  },
  export: {
    summary: 'Download the findings and compliance exports (CSV, XLSX)',
    rpcs: ['vmdash.v1.DashboardWorkflowService/ExportFindings', 'vmdash.v1.DashboardComplianceService/ExportComplianceItems'],
  },
  approve: {
    summary: 'Approve or reject the risk exceptions of their teams that someone else requested (docs/decisions/0032-risk-exceptions.md)',
    rpcs: ['vmdash.v1.DashboardComplianceService/ApproveException', 'vmdash.v1.DashboardComplianceService/RejectException'],
  },
  administer: {
    summary: "Manage users, read the audit log and the users' feedback, impersonate a user, switch to all teams",
    rpcs: [
      'vmdash.v1.DashboardAuthService/ListUsers',
      'vmdash.v1.DashboardAuthService/CreateUser',
      'vmdash.v1.DashboardAuthService/UpdateUser',
      'vmdash.v1.DashboardAuthService/QueryAudit',
      'vmdash.v1.DashboardAuthService/Impersonate',
      'vmdash.v1.DashboardAuthService/SetTeamScope',
      'vmdash.v1.DashboardLibraryService/ListFeedback',
      'vmdash.v1.DashboardLibraryService/GetFeedbackScreenshot',
    ],
  },
} as const satisfies Record<string, CapabilityDefinition>;

/** The name of a capability of CAPABILITIES. */
export type Capability = keyof typeof CAPABILITIES;

/** The capabilities' names, in the order of CAPABILITIES. */
export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** Each capability and whether the user holds it (the `capabilities` field of GET /api/auth/me). */
export type Capabilities = Record<Capability, boolean>;

/** Whether the dashboard route guard lets a user of `group` through `access` (requireSession, then requireGroups). */
function admits(access: AccessRule, group: UserGroup): boolean {
  return access.kind === 'session' || (access.kind === 'groups' && access.groups.includes(group));
}

/** Whether a user of `group` may call every RPC of `capability`. */
function holds(capability: Capability, group: UserGroup): boolean {
  return CAPABILITIES[capability].rpcs.every((rpc) => admits(accessOf(rpc), group));
}

/** The groups that hold `capability`, in USER_GROUPS order (the OpenAPI description names them). */
export function groupsHolding(capability: Capability): UserGroup[] {
  return USER_GROUPS.filter((group) => holds(capability, group));
}

/**
 * The capabilities of a user of `group`, the acting user's (while an Admin impersonates, the impersonated user's, as
 * for every permission check: interface spec, "Authentication: Dashboard").
 */
export function capabilitiesOf(group: UserGroup): Capabilities {
  return Object.fromEntries(CAPABILITY_NAMES.map((capability) => [capability, holds(capability, group)])) as Capabilities;
}

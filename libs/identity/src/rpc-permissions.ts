import type { Scope, UserGroup } from '@vmdash/domain';
import type { RpcName } from '@vmdash/proto';

/**
 * Who may call an RPC, judged on the caller of the verified internal token:
 * - `scope`: a Data API caller whose bearer token granted `scope` (interface-spec, Authentication: Data API); with
 *   `orUser`, also a signed-in dashboard user (of `orUser.groups` when given) on whose behalf the dashboard service
 *   calls: the host action plans the web app reads and creates (docs/decisions/0020-dashboard-host-plans.md);
 * - `user`: a signed-in dashboard user, of one of `groups` when given (interface-spec, Authentication: Dashboard;
 *   the acting identity counts, so an Admin impersonating a Read_Only user has Read_Only's rights);
 * - `gateway`: the gateway's own service identity, for the session RPCs asked before any user is known;
 * - `service`: any verified internal caller (service-to-service lookups, e.g. action-plan asking data-cache).
 *
 * A job grant (a job's identity, docs/decisions/0028-jobs.md) is admitted only where the entry says `jobs: true`:
 * the read RPCs a job kind needs. Every other RPC refuses it, whatever its kind.
 */
export type RpcPermission =
  | { readonly kind: 'scope'; readonly scope: Scope; readonly orUser?: { readonly groups?: readonly UserGroup[] } }
  | { readonly kind: 'user'; readonly groups?: readonly UserGroup[] }
  | { readonly kind: 'gateway' }
  | { readonly kind: 'service'; readonly jobs?: true };

const dataRead = { kind: 'scope', scope: 'data:read' } as const;
const plansWrite = { kind: 'scope', scope: 'plans:write' } as const;
const cacheRefresh = { kind: 'scope', scope: 'cache:refresh' } as const;
/**
 * Refresh progress: Data API callers that may refresh, and Admins in the web app (the gateway's dashboard route calls
 * data-cache with the Admin's identity; docs/decisions/0028-jobs.md, Refresh progress).
 */
const refreshStatus = { kind: 'scope', scope: 'cache:refresh', orUser: { groups: ['Admin'] } } as const;
const gateway = { kind: 'gateway' } as const;
const anyUser = { kind: 'user' } as const;
const admin = { kind: 'user', groups: ['Admin'] } as const;
/**
 * Dashboard writers: the write routes (queue, notes, tickets, sync, templates) need Admin or Standard_User
 * (interface spec, Authentication: Dashboard).
 */
const writer = { kind: 'user', groups: ['Admin', 'Standard_User'] } as const;
/**
 * A host's action plans: Data API callers by scope, and the dashboard service acting for a signed-in user (reading:
 * every group; creating: the writers). Team scope is the dashboard's rule, checked before it calls
 * (docs/decisions/0020-dashboard-host-plans.md).
 */
const plansOfHostRead = { kind: 'scope', scope: 'data:read', orUser: {} } as const;
const plansOfHostWrite = { kind: 'scope', scope: 'plans:write', orUser: { groups: writer.groups } } as const;
/**
 * Exporters: every export RPC (the downloads under /api/exports). The interface spec (Authentication: Dashboard) says
 * only "Read_Only cannot export"; Leadership reads everything and looks at compliance, so it exports too
 * (docs/decisions/0015-exports-and-cleanup.md, "Permissions").
 */
const exporter = { kind: 'user', groups: ['Admin', 'Standard_User', 'Leadership'] } as const;
/**
 * Service lookups a job may also make with its grant (docs/decisions/0028-jobs.md, "A job's identity"): the reads of
 * the job kinds (the findings export's pages, the plans.sync job's pages of active plans), in the team scope the grant
 * carries.
 */
const serviceOrJob = { kind: 'service', jobs: true } as const;

/** Who decides a risk exception: Admin or Leadership (docs/decisions/0032-risk-exceptions.md, "Separation of duties"). */
const exceptionApprover = { kind: 'user', groups: ['Admin', 'Leadership'] } as const;

/**
 * The one declaration of who may call each RPC of package vmdash.v1. Services enforce it when they register their
 * handlers (libs/grpc defineHandlers); the gateway reads it for each route's scope or groups (permissionOf), so the
 * two checks cannot drift. An RPC missing here, or a name that is no RPC, is a compile error.
 * Rules that depend on the record (creator ownership, impersonation limits) stay in the service's commands.
 */
export const RPC_PERMISSIONS = {
  'vmdash.v1.DataCacheService/ListAlphaOwners': dataRead,
  'vmdash.v1.DataCacheService/StreamAlphaAssets': dataRead,
  'vmdash.v1.DataCacheService/GetAlphaAssetPage': dataRead,
  'vmdash.v1.DataCacheService/GetAlphaVulnerability': dataRead,
  'vmdash.v1.DataCacheService/StreamAlphaVulnerabilities': dataRead,
  'vmdash.v1.DataCacheService/RefreshAlpha': cacheRefresh,
  'vmdash.v1.DataCacheService/ListBetaOwners': dataRead,
  'vmdash.v1.DataCacheService/StreamBetaAssets': dataRead,
  'vmdash.v1.DataCacheService/GetBetaAssetPage': dataRead,
  // The dashboard service reads a host's team before it shows or changes the host's plans (docs/decisions/0020).
  'vmdash.v1.DataCacheService/GetBetaAsset': plansOfHostRead,
  'vmdash.v1.DataCacheService/GetBetaVulnerability': dataRead,
  'vmdash.v1.DataCacheService/StreamBetaVulnerabilities': dataRead,
  'vmdash.v1.DataCacheService/ListBetaVulnerabilitiesOfHost': dataRead,
  'vmdash.v1.DataCacheService/StreamBetaVulnerabilitiesByHost': dataRead,
  // action-plan asks which hosts exist before it stores plans, with the token of the caller it serves.
  'vmdash.v1.DataCacheService/FindKnownBetaHosts': { kind: 'service' },
  'vmdash.v1.DataCacheService/RefreshBeta': cacheRefresh,
  'vmdash.v1.DataCacheService/GetRefreshStatus': refreshStatus,
  // The Data API's changes feed of both sources (docs/decisions/0026-finding-lifecycle.md).
  'vmdash.v1.DataCacheService/StreamFindingChanges': dataRead,
  // action-plan asks whether the findings a plan names exist on its hosts, as for FindKnownBetaHosts.
  'vmdash.v1.DataCacheService/FindKnownBetaFindings': { kind: 'service' },
  // The dashboard service asks for the findings of the signed-in user it serves (team scope is the dashboard's rule),
  // and its findings export job pages through them with the job's grant.
  'vmdash.v1.DataCacheService/QueryBetaFindings': serviceOrJob,
  'vmdash.v1.DataCacheService/CountBetaFindings': { kind: 'service' },
  // The dashboard service names the snapshots the list serves when a findings export job starts (docs/decisions/0028-jobs.md).
  'vmdash.v1.DataCacheService/GetServedSnapshots': { kind: 'service' },
  // Remediation analytics (docs/decisions/0026-finding-lifecycle.md, "Analytics"): the dashboard calls them with the user's team scope.
  'vmdash.v1.DataCacheService/GetRemediationTimes': { kind: 'service' },
  'vmdash.v1.DataCacheService/GetFindingTrend': { kind: 'service' },
  'vmdash.v1.DataCacheService/GetSlaTrend': { kind: 'service' },
  // The dashboard service reads the findings its compliance items judge (team scope is the dashboard's rule).
  'vmdash.v1.DataCacheService/StreamComplianceFindings': { kind: 'service' },

  'vmdash.v1.ActionPlanService/CreatePlan': plansOfHostWrite,
  'vmdash.v1.ActionPlanService/ListPlans': plansOfHostRead,
  'vmdash.v1.ActionPlanService/UpdatePlan': plansWrite,
  'vmdash.v1.ActionPlanService/BulkCreatePlans': plansWrite,
  // The dashboard's plans.sync job rebuilds its action-plan cache a page of hosts at a time with the grant of the Admin or
  // Standard_User who started it (docs/decisions/0013, docs/decisions/0028-jobs.md "Plan sync as a job"); no Data API
  // route reaches it.
  'vmdash.v1.ActionPlanService/StreamActivePlans': serviceOrJob,

  'vmdash.v1.DashboardAuthService/Login': gateway,
  'vmdash.v1.DashboardAuthService/OidcSignIn': gateway,
  'vmdash.v1.DashboardAuthService/OidcLogout': gateway,
  'vmdash.v1.DashboardAuthService/OidcRecheckSession': gateway,
  'vmdash.v1.DashboardAuthService/Logout': gateway,
  'vmdash.v1.DashboardAuthService/ResolveSession': gateway,
  'vmdash.v1.DashboardAuthService/ChangePassword': anyUser,
  'vmdash.v1.DashboardAuthService/CleanupSessions': admin,
  'vmdash.v1.DashboardAuthService/Impersonate': admin,
  'vmdash.v1.DashboardAuthService/StopImpersonation': anyUser,
  'vmdash.v1.DashboardAuthService/SetTeamScope': admin,
  'vmdash.v1.DashboardAuthService/ListUsers': admin,
  'vmdash.v1.DashboardAuthService/CreateUser': admin,
  'vmdash.v1.DashboardAuthService/UpdateUser': admin,
  'vmdash.v1.DashboardAuthService/QueryAudit': admin,

  // The dashboard service calls the integration service for the signed-in user it serves (group rules are the
  // dashboard's); the webhook is forwarded by the gateway before any user is known.
  'vmdash.v1.IntegrationService/TestTrackerConnection': { kind: 'service' },
  'vmdash.v1.IntegrationService/GetTrackerQuota': { kind: 'service' },
  'vmdash.v1.IntegrationService/CreateTrackerIssue': { kind: 'service' },
  'vmdash.v1.IntegrationService/GetTrackerIssue': { kind: 'service' },
  'vmdash.v1.IntegrationService/UpdateTrackerIssue': { kind: 'service' },
  'vmdash.v1.IntegrationService/AddTrackerComment': { kind: 'service' },
  'vmdash.v1.IntegrationService/ListTrackerTransitions': { kind: 'service' },
  'vmdash.v1.IntegrationService/TransitionTrackerIssue': { kind: 'service' },
  'vmdash.v1.IntegrationService/SyncTrackerIssues': { kind: 'service' },
  'vmdash.v1.IntegrationService/CreateFalsePositiveWorkflow': { kind: 'service' },
  'vmdash.v1.IntegrationService/FindFalsePositiveWorkflow': { kind: 'service' },
  'vmdash.v1.IntegrationService/MapFindingToWorkflow': { kind: 'service' },
  'vmdash.v1.IntegrationService/ReceiveTrackerWebhook': gateway,
  // The plans.sync job's pages of the action plans upstream service, with its grant (docs/decisions/0028-jobs.md).
  'vmdash.v1.IntegrationService/StreamUpstreamPlans': serviceOrJob,

  // Dashboard workflows (docs/decisions/0011): every group reads, Admin and Standard_User write; record rules (queue item
  // ownership and state, team scope) are the dashboard's.
  'vmdash.v1.DashboardWorkflowService/ListFindings': anyUser,
  'vmdash.v1.DashboardWorkflowService/CountFindings': anyUser,
  'vmdash.v1.DashboardWorkflowService/GetRemediationTimes': anyUser,
  'vmdash.v1.DashboardWorkflowService/GetFindingTrend': anyUser,
  'vmdash.v1.DashboardWorkflowService/GetSlaTrend': anyUser,
  'vmdash.v1.DashboardWorkflowService/ListFindingNotes': anyUser,
  'vmdash.v1.DashboardWorkflowService/AddFindingNote': writer,
  'vmdash.v1.DashboardWorkflowService/StageQueueItems': writer,
  'vmdash.v1.DashboardWorkflowService/ListQueueItems': anyUser,
  'vmdash.v1.DashboardWorkflowService/UpdateQueueItem': writer,
  'vmdash.v1.DashboardWorkflowService/DeleteQueueItem': writer,
  'vmdash.v1.DashboardWorkflowService/ListQueueNotes': anyUser,
  'vmdash.v1.DashboardWorkflowService/AddQueueNote': writer,
  'vmdash.v1.DashboardWorkflowService/ListTicketLinks': anyUser,
  'vmdash.v1.DashboardWorkflowService/CreateTrackerTicket': writer,
  'vmdash.v1.DashboardWorkflowService/ListTrackerTickets': anyUser,
  'vmdash.v1.DashboardWorkflowService/GetTrackerTicket': anyUser,
  'vmdash.v1.DashboardWorkflowService/LinkTicketQueueItems': writer,
  'vmdash.v1.DashboardWorkflowService/SyncTrackerTickets': writer,
  // The tracker quota left: a read that spends no tracker call, so every group may look before it writes.
  'vmdash.v1.DashboardWorkflowService/GetTicketQuota': anyUser,
  'vmdash.v1.DashboardWorkflowService/CreateFpSubmission': writer,
  'vmdash.v1.DashboardWorkflowService/ListFpSubmissions': anyUser,
  'vmdash.v1.DashboardWorkflowService/GetFpSubmission': anyUser,
  'vmdash.v1.DashboardWorkflowService/SyncFpSubmission': writer,
  'vmdash.v1.DashboardWorkflowService/RequeueFpSubmission': writer,
  'vmdash.v1.DashboardWorkflowService/MapFpFindings': writer,
  // A user's own notifications: reading and marking them read is no workflow write.
  'vmdash.v1.DashboardWorkflowService/ListNotifications': anyUser,
  'vmdash.v1.DashboardWorkflowService/CountUnreadNotifications': anyUser,
  'vmdash.v1.DashboardWorkflowService/MarkNotificationRead': anyUser,
  'vmdash.v1.DashboardWorkflowService/MarkAllNotificationsRead': anyUser,
  'vmdash.v1.DashboardWorkflowService/WatchNotifications': anyUser,
  // The action-plan cache (docs/decisions/0013): every group reads its status; a rebuild (a plans.sync job, the same
  // groups through StartJob) is a write route.
  'vmdash.v1.DashboardWorkflowService/GetPlanCacheStatus': anyUser,
  'vmdash.v1.DashboardWorkflowService/SyncPlanCache': writer,
  // Exports: every group but Read_Only (exporter).
  'vmdash.v1.DashboardWorkflowService/ExportFindings': exporter,
  'vmdash.v1.DashboardWorkflowService/CleanupData': writer,
  // A host's action plans (docs/decisions/0020): every group reads the history, Admin and Standard_User create; team scope is
  // the dashboard's rule.
  'vmdash.v1.DashboardWorkflowService/ListHostPlans': anyUser,
  'vmdash.v1.DashboardWorkflowService/CreateHostPlan': writer,
  // Jobs (docs/decisions/0028-jobs.md): the kinds are exports, so starting one and downloading its result need an
  // exporter (Read_Only cannot export); every group reads its own jobs (an Admin every job) and cancels them.
  'vmdash.v1.DashboardWorkflowService/StartJob': exporter,
  'vmdash.v1.DashboardWorkflowService/ListJobs': anyUser,
  'vmdash.v1.DashboardWorkflowService/GetJob': anyUser,
  'vmdash.v1.DashboardWorkflowService/WatchJob': anyUser,
  'vmdash.v1.DashboardWorkflowService/CancelJob': anyUser,
  'vmdash.v1.DashboardWorkflowService/ReadJobResult': exporter,
  // Risk-acceptance templates: every signed-in user reads; Leadership and Read_Only only read (issue "Compliance
  // reporting ...", Risk-acceptance templates). A Standard_User deleting another's template is refused by the commands.
  'vmdash.v1.DashboardLibraryService/ListRiskTemplates': anyUser,
  'vmdash.v1.DashboardLibraryService/GetRiskTemplate': anyUser,
  'vmdash.v1.DashboardLibraryService/GetRiskTemplateHierarchy': anyUser,
  'vmdash.v1.DashboardLibraryService/CreateRiskTemplate': writer,
  'vmdash.v1.DashboardLibraryService/UpdateRiskTemplate': writer,
  'vmdash.v1.DashboardLibraryService/DeleteRiskTemplate': writer,
  'vmdash.v1.DashboardLibraryService/CloneRiskTemplate': writer,
  // Every user may send feedback; only Admins read it.
  'vmdash.v1.DashboardLibraryService/SubmitFeedback': anyUser,
  'vmdash.v1.DashboardLibraryService/ListFeedback': admin,
  'vmdash.v1.DashboardLibraryService/GetFeedbackScreenshot': admin,

  // Compliance (docs/decisions/0014): every group reads, Admin and Standard_User write; team scope is the dashboard's rule.
  'vmdash.v1.DashboardComplianceService/ListComplianceItems': anyUser,
  'vmdash.v1.DashboardComplianceService/GetComplianceHost': anyUser,
  'vmdash.v1.DashboardComplianceService/GetComplianceSummary': anyUser,
  'vmdash.v1.DashboardComplianceService/UpdateComplianceMetadata': writer,
  'vmdash.v1.DashboardComplianceService/BulkCommitCompliance': writer,
  'vmdash.v1.DashboardComplianceService/ExportComplianceItems': exporter,
  // The SLA policy (docs/decisions/0027-risk-score-and-sla-policy.md): every signed-in user reads it, only an Admin sets it.
  'vmdash.v1.DashboardComplianceService/GetSlaPolicy': anyUser,
  'vmdash.v1.DashboardComplianceService/UpdateSlaPolicy': admin,
  // Risk exceptions (docs/decisions/0032-risk-exceptions.md): every group reads and previews, writers request, Admin
  // and Leadership decide (never their own request: a rule of the service's commands), a writer or approver revokes.
  'vmdash.v1.DashboardComplianceService/RequestException': writer,
  'vmdash.v1.DashboardComplianceService/ListExceptions': anyUser,
  'vmdash.v1.DashboardComplianceService/GetException': anyUser,
  'vmdash.v1.DashboardComplianceService/PreviewException': anyUser,
  'vmdash.v1.DashboardComplianceService/ExportExceptions': exporter,
  'vmdash.v1.DashboardComplianceService/ApproveException': exceptionApprover,
  'vmdash.v1.DashboardComplianceService/RejectException': exceptionApprover,
  'vmdash.v1.DashboardComplianceService/RevokeException': { kind: 'user', groups: ['Admin', 'Standard_User', 'Leadership'] },
} as const satisfies Record<RpcName, RpcPermission>;

/** The permission table's type: each RPC's permission as a literal (e.g. `{ kind: 'scope', scope: 'data:read' }`). */
export type RpcPermissions = typeof RPC_PERMISSIONS;

/**
 * Who may call `rpc`, typed by the entry: `permissionOf('vmdash.v1.DataCacheService/GetBetaAsset').scope` is
 * `'data:read'`, so a gateway route can take its scope (or groups) from the RPC it calls.
 */
export function permissionOf<R extends RpcName>(rpc: R): RpcPermissions[R] {
  return RPC_PERMISSIONS[rpc];
}

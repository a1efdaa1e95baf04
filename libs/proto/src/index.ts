export { loadVmdashProtos, loadVmdashPackageDefinition } from './load-protos';
export { toActionPlanMessage, toActionPlanRecord, type ActionPlanRecord, type ActionPlanRecordInput } from './records/action-plan-record';
export { jsonRowOf, type ListedFindingFields } from './records/finding-json-row';
export { vmdashServiceDefinition, type RpcMethodOf, type RpcName, type VmdashServiceHandlers, type VmdashServiceName } from './services';

// Generated types that code outside the handlers names (clients, message builders, tests); handlers get theirs from
// VmdashServiceHandlers through libs/grpc defineHandlers. Export another one when code needs to name it.
export type { DataCacheServiceClient } from './generated/vmdash/v1/DataCacheService';
export type { ActionPlanServiceClient } from './generated/vmdash/v1/ActionPlanService';
export type { AlphaAsset, AlphaAsset__Output } from './generated/vmdash/v1/AlphaAsset';
export type { AlphaFinding, AlphaFinding__Output } from './generated/vmdash/v1/AlphaFinding';
export type { BetaFinding, BetaFinding__Output } from './generated/vmdash/v1/BetaFinding';
export type { BetaFindingList__Output } from './generated/vmdash/v1/BetaFindingList';
export type { BetaFindingRef } from './generated/vmdash/v1/BetaFindingRef';
export type { KnownBetaFindings__Output } from './generated/vmdash/v1/KnownBetaFindings';
export type { BetaFindingsJson, BetaFindingsJson__Output } from './generated/vmdash/v1/BetaFindingsJson';
export type { BetaHost, BetaHost__Output } from './generated/vmdash/v1/BetaHost';
export type { BetaHostRequest } from './generated/vmdash/v1/BetaHostRequest';
export type { FindingChange__Output } from './generated/vmdash/v1/FindingChange';
export type { FindingScope } from './generated/vmdash/v1/FindingScope';
export type { FindingCounts__Output } from './generated/vmdash/v1/FindingCounts';
export type { JsonFindingRow, JsonFindingRow__Output } from './generated/vmdash/v1/JsonFindingRow';
export type { JsonPlannedFinding__Output } from './generated/vmdash/v1/JsonPlannedFinding';
export type { FindingPage__Output } from './generated/vmdash/v1/FindingPage';
export type { RemediationTimes__Output } from './generated/vmdash/v1/RemediationTimes';
export type { FindingTrend__Output } from './generated/vmdash/v1/FindingTrend';
export type { SlaTrend__Output } from './generated/vmdash/v1/SlaTrend';
export type { ExportFindingsRequest } from './generated/vmdash/v1/ExportFindingsRequest';
export type { Owner__Output } from './generated/vmdash/v1/Owner';
export type { PageRequest__Output } from './generated/vmdash/v1/PageRequest';
export type { RefreshReport, RefreshReport__Output } from './generated/vmdash/v1/RefreshReport';
export type { RefreshProgress, RefreshProgress__Output } from './generated/vmdash/v1/RefreshProgress';
export type { RefreshStatus__Output } from './generated/vmdash/v1/RefreshStatus';
export type { ActionPlan, ActionPlan__Output } from './generated/vmdash/v1/ActionPlan';
export type { ActionPlanList__Output } from './generated/vmdash/v1/ActionPlanList';
export type { ListPlansRequest } from './generated/vmdash/v1/ListPlansRequest';
export type { PlanFields, PlanFields__Output } from './generated/vmdash/v1/PlanFields';
export type { CreatePlanRequest } from './generated/vmdash/v1/CreatePlanRequest';
export type { UpdatePlanRequest } from './generated/vmdash/v1/UpdatePlanRequest';
export type { PlanUpdates } from './generated/vmdash/v1/PlanUpdates';
export type { BulkCreatePlansRequest } from './generated/vmdash/v1/BulkCreatePlansRequest';
export type { BulkCreatePlansResponse__Output } from './generated/vmdash/v1/BulkCreatePlansResponse';

// Dashboard identity (dashboard.proto).
export type { DashboardAuthServiceClient } from './generated/vmdash/v1/DashboardAuthService';
export type { DashboardUser, DashboardUser__Output } from './generated/vmdash/v1/DashboardUser';
export type { UserRecord, UserRecord__Output } from './generated/vmdash/v1/UserRecord';
export type { LoginResponse, LoginResponse__Output } from './generated/vmdash/v1/LoginResponse';
export type { ResolveSessionResponse__Output } from './generated/vmdash/v1/ResolveSessionResponse';
export type { UserList__Output } from './generated/vmdash/v1/UserList';
export type { AuditEntry__Output } from './generated/vmdash/v1/AuditEntry';
export type { AuditPage__Output } from './generated/vmdash/v1/AuditPage';

// Integration service (integration.proto).
export type { IntegrationServiceClient } from './generated/vmdash/v1/IntegrationService';
export type { TrackerIssue, TrackerIssue__Output } from './generated/vmdash/v1/TrackerIssue';
export type { TrackerQuota, TrackerQuota__Output } from './generated/vmdash/v1/TrackerQuota';
export type { SyncTrackerIssuesResponse__Output } from './generated/vmdash/v1/SyncTrackerIssuesResponse';
export type { FalsePositiveWorkflow, FalsePositiveWorkflow__Output } from './generated/vmdash/v1/FalsePositiveWorkflow';
export type { UpstreamHostPlans, UpstreamHostPlans__Output } from './generated/vmdash/v1/UpstreamHostPlans';

// Dashboard workflows (dashboard_workflows.proto) and the dashboard's findings query of data-cache.
export type { DashboardWorkflowServiceClient } from './generated/vmdash/v1/DashboardWorkflowService';
export type { ScopedBetaFinding, ScopedBetaFinding__Output } from './generated/vmdash/v1/ScopedBetaFinding';
// The risk factors of a finding (data_cache.proto RiskFactors; docs/decisions/0027-risk-score-and-sla-policy.md).
export type { RiskFactors, RiskFactors__Output } from './generated/vmdash/v1/RiskFactors';
// The SLA policy (dashboard_compliance.proto; docs/decisions/0027-risk-score-and-sla-policy.md).
export type { SlaPolicy__Output } from './generated/vmdash/v1/SlaPolicy';
export type { ExceptionScope, ExceptionScope__Output } from './generated/vmdash/v1/ExceptionScope';
export type { RiskException__Output } from './generated/vmdash/v1/RiskException';
export type { ExceptionPreview__Output } from './generated/vmdash/v1/ExceptionPreview';
export type { BetaFindingQuery } from './generated/vmdash/v1/BetaFindingQuery';
export type { ScopedBetaFindingPage__Output } from './generated/vmdash/v1/ScopedBetaFindingPage';
export type { QueueItem__Output } from './generated/vmdash/v1/QueueItem';
export type { WorkflowNote__Output } from './generated/vmdash/v1/WorkflowNote';
export type { Notification__Output } from './generated/vmdash/v1/Notification';
export type { TrackerTicket__Output } from './generated/vmdash/v1/TrackerTicket';
export type { FpSubmission, FpSubmission__Output } from './generated/vmdash/v1/FpSubmission';
// The dashboard's action-plan cache (docs/decisions/0013).
export type { CachedActionPlan, CachedActionPlan__Output } from './generated/vmdash/v1/CachedActionPlan';
export type { PlannedFinding__Output } from './generated/vmdash/v1/PlannedFinding';
export type { PlanCacheStatus__Output } from './generated/vmdash/v1/PlanCacheStatus';
// Jobs of the dashboard (docs/decisions/0028-jobs.md).
export type { Job, Job__Output } from './generated/vmdash/v1/Job';
export type { JobResultChunk__Output } from './generated/vmdash/v1/JobResultChunk';
export type { StartJobRequest__Output } from './generated/vmdash/v1/StartJobRequest';
// Dashboard library: risk-acceptance templates and feedback (dashboard_library.proto).
export type { DashboardLibraryServiceClient } from './generated/vmdash/v1/DashboardLibraryService';
export type { RiskTemplate__Output } from './generated/vmdash/v1/RiskTemplate';
export type { RiskTemplateHierarchyNode__Output } from './generated/vmdash/v1/RiskTemplateHierarchyNode';
export type { Feedback__Output } from './generated/vmdash/v1/Feedback';
// Dashboard compliance (dashboard_compliance.proto) and the compliance findings of data-cache it reads.
export type { DashboardComplianceServiceClient } from './generated/vmdash/v1/DashboardComplianceService';
export type { ComplianceItem, ComplianceItem__Output } from './generated/vmdash/v1/ComplianceItem';
export type { ComplianceHostResult__Output } from './generated/vmdash/v1/ComplianceHostResult';
export type { ComplianceItemPage__Output } from './generated/vmdash/v1/ComplianceItemPage';
export type { ComplianceItemBatch__Output } from './generated/vmdash/v1/ComplianceItemBatch';
export type { ComplianceSummary__Output } from './generated/vmdash/v1/ComplianceSummary';
export type { BulkCommitComplianceResponse__Output } from './generated/vmdash/v1/BulkCommitComplianceResponse';
export type { ComplianceMetadataChange } from './generated/vmdash/v1/ComplianceMetadataChange';
export type { ComplianceHost, ComplianceHost__Output } from './generated/vmdash/v1/ComplianceHost';
export type { ComplianceHostBatch, ComplianceHostBatch__Output } from './generated/vmdash/v1/ComplianceHostBatch';
export type { ComplianceFindingsRequest } from './generated/vmdash/v1/ComplianceFindingsRequest';

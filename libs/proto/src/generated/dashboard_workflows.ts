import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AcceptedRisk as _vmdash_v1_AcceptedRisk, AcceptedRisk__Output as _vmdash_v1_AcceptedRisk__Output } from './vmdash/v1/AcceptedRisk';
import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from './vmdash/v1/ActionPlan';
import type { ActionPlanList as _vmdash_v1_ActionPlanList, ActionPlanList__Output as _vmdash_v1_ActionPlanList__Output } from './vmdash/v1/ActionPlanList';
import type { ActionPlanServiceClient as _vmdash_v1_ActionPlanServiceClient, ActionPlanServiceDefinition as _vmdash_v1_ActionPlanServiceDefinition } from './vmdash/v1/ActionPlanService';
import type { AddFindingNoteRequest as _vmdash_v1_AddFindingNoteRequest, AddFindingNoteRequest__Output as _vmdash_v1_AddFindingNoteRequest__Output } from './vmdash/v1/AddFindingNoteRequest';
import type { AddQueueNoteRequest as _vmdash_v1_AddQueueNoteRequest, AddQueueNoteRequest__Output as _vmdash_v1_AddQueueNoteRequest__Output } from './vmdash/v1/AddQueueNoteRequest';
import type { AddTrackerCommentRequest as _vmdash_v1_AddTrackerCommentRequest, AddTrackerCommentRequest__Output as _vmdash_v1_AddTrackerCommentRequest__Output } from './vmdash/v1/AddTrackerCommentRequest';
import type { AddTrackerCommentResponse as _vmdash_v1_AddTrackerCommentResponse, AddTrackerCommentResponse__Output as _vmdash_v1_AddTrackerCommentResponse__Output } from './vmdash/v1/AddTrackerCommentResponse';
import type { AlphaAsset as _vmdash_v1_AlphaAsset, AlphaAsset__Output as _vmdash_v1_AlphaAsset__Output } from './vmdash/v1/AlphaAsset';
import type { AlphaAssetPage as _vmdash_v1_AlphaAssetPage, AlphaAssetPage__Output as _vmdash_v1_AlphaAssetPage__Output } from './vmdash/v1/AlphaAssetPage';
import type { AlphaFinding as _vmdash_v1_AlphaFinding, AlphaFinding__Output as _vmdash_v1_AlphaFinding__Output } from './vmdash/v1/AlphaFinding';
import type { AlphaVulnerabilitiesRequest as _vmdash_v1_AlphaVulnerabilitiesRequest, AlphaVulnerabilitiesRequest__Output as _vmdash_v1_AlphaVulnerabilitiesRequest__Output } from './vmdash/v1/AlphaVulnerabilitiesRequest';
import type { AlphaVulnerabilityKey as _vmdash_v1_AlphaVulnerabilityKey, AlphaVulnerabilityKey__Output as _vmdash_v1_AlphaVulnerabilityKey__Output } from './vmdash/v1/AlphaVulnerabilityKey';
import type { BetaFinding as _vmdash_v1_BetaFinding, BetaFinding__Output as _vmdash_v1_BetaFinding__Output } from './vmdash/v1/BetaFinding';
import type { BetaFindingList as _vmdash_v1_BetaFindingList, BetaFindingList__Output as _vmdash_v1_BetaFindingList__Output } from './vmdash/v1/BetaFindingList';
import type { BetaFindingQuery as _vmdash_v1_BetaFindingQuery, BetaFindingQuery__Output as _vmdash_v1_BetaFindingQuery__Output } from './vmdash/v1/BetaFindingQuery';
import type { BetaFindingRef as _vmdash_v1_BetaFindingRef, BetaFindingRef__Output as _vmdash_v1_BetaFindingRef__Output } from './vmdash/v1/BetaFindingRef';
import type { BetaFindingRefs as _vmdash_v1_BetaFindingRefs, BetaFindingRefs__Output as _vmdash_v1_BetaFindingRefs__Output } from './vmdash/v1/BetaFindingRefs';
import type { BetaFindingsJson as _vmdash_v1_BetaFindingsJson, BetaFindingsJson__Output as _vmdash_v1_BetaFindingsJson__Output } from './vmdash/v1/BetaFindingsJson';
import type { BetaHost as _vmdash_v1_BetaHost, BetaHost__Output as _vmdash_v1_BetaHost__Output } from './vmdash/v1/BetaHost';
import type { BetaHostPage as _vmdash_v1_BetaHostPage, BetaHostPage__Output as _vmdash_v1_BetaHostPage__Output } from './vmdash/v1/BetaHostPage';
import type { BetaHostRequest as _vmdash_v1_BetaHostRequest, BetaHostRequest__Output as _vmdash_v1_BetaHostRequest__Output } from './vmdash/v1/BetaHostRequest';
import type { BetaHostsRequest as _vmdash_v1_BetaHostsRequest, BetaHostsRequest__Output as _vmdash_v1_BetaHostsRequest__Output } from './vmdash/v1/BetaHostsRequest';
import type { BetaVulnerabilitiesRequest as _vmdash_v1_BetaVulnerabilitiesRequest, BetaVulnerabilitiesRequest__Output as _vmdash_v1_BetaVulnerabilitiesRequest__Output } from './vmdash/v1/BetaVulnerabilitiesRequest';
import type { BetaVulnerabilityKey as _vmdash_v1_BetaVulnerabilityKey, BetaVulnerabilityKey__Output as _vmdash_v1_BetaVulnerabilityKey__Output } from './vmdash/v1/BetaVulnerabilityKey';
import type { BulkCommitComplianceRequest as _vmdash_v1_BulkCommitComplianceRequest, BulkCommitComplianceRequest__Output as _vmdash_v1_BulkCommitComplianceRequest__Output } from './vmdash/v1/BulkCommitComplianceRequest';
import type { BulkCommitComplianceResponse as _vmdash_v1_BulkCommitComplianceResponse, BulkCommitComplianceResponse__Output as _vmdash_v1_BulkCommitComplianceResponse__Output } from './vmdash/v1/BulkCommitComplianceResponse';
import type { BulkCommitHost as _vmdash_v1_BulkCommitHost, BulkCommitHost__Output as _vmdash_v1_BulkCommitHost__Output } from './vmdash/v1/BulkCommitHost';
import type { BulkCreatePlansRequest as _vmdash_v1_BulkCreatePlansRequest, BulkCreatePlansRequest__Output as _vmdash_v1_BulkCreatePlansRequest__Output } from './vmdash/v1/BulkCreatePlansRequest';
import type { BulkCreatePlansResponse as _vmdash_v1_BulkCreatePlansResponse, BulkCreatePlansResponse__Output as _vmdash_v1_BulkCreatePlansResponse__Output } from './vmdash/v1/BulkCreatePlansResponse';
import type { BulkPlanCreated as _vmdash_v1_BulkPlanCreated, BulkPlanCreated__Output as _vmdash_v1_BulkPlanCreated__Output } from './vmdash/v1/BulkPlanCreated';
import type { BulkPlanFailed as _vmdash_v1_BulkPlanFailed, BulkPlanFailed__Output as _vmdash_v1_BulkPlanFailed__Output } from './vmdash/v1/BulkPlanFailed';
import type { CachedActionPlan as _vmdash_v1_CachedActionPlan, CachedActionPlan__Output as _vmdash_v1_CachedActionPlan__Output } from './vmdash/v1/CachedActionPlan';
import type { CleanupDataRequest as _vmdash_v1_CleanupDataRequest, CleanupDataRequest__Output as _vmdash_v1_CleanupDataRequest__Output } from './vmdash/v1/CleanupDataRequest';
import type { CleanupDataResponse as _vmdash_v1_CleanupDataResponse, CleanupDataResponse__Output as _vmdash_v1_CleanupDataResponse__Output } from './vmdash/v1/CleanupDataResponse';
import type { ComplianceFinding as _vmdash_v1_ComplianceFinding, ComplianceFinding__Output as _vmdash_v1_ComplianceFinding__Output } from './vmdash/v1/ComplianceFinding';
import type { ComplianceFindingsRequest as _vmdash_v1_ComplianceFindingsRequest, ComplianceFindingsRequest__Output as _vmdash_v1_ComplianceFindingsRequest__Output } from './vmdash/v1/ComplianceFindingsRequest';
import type { ComplianceHistoryEntry as _vmdash_v1_ComplianceHistoryEntry, ComplianceHistoryEntry__Output as _vmdash_v1_ComplianceHistoryEntry__Output } from './vmdash/v1/ComplianceHistoryEntry';
import type { ComplianceHost as _vmdash_v1_ComplianceHost, ComplianceHost__Output as _vmdash_v1_ComplianceHost__Output } from './vmdash/v1/ComplianceHost';
import type { ComplianceHostBatch as _vmdash_v1_ComplianceHostBatch, ComplianceHostBatch__Output as _vmdash_v1_ComplianceHostBatch__Output } from './vmdash/v1/ComplianceHostBatch';
import type { ComplianceHostResult as _vmdash_v1_ComplianceHostResult, ComplianceHostResult__Output as _vmdash_v1_ComplianceHostResult__Output } from './vmdash/v1/ComplianceHostResult';
import type { ComplianceItem as _vmdash_v1_ComplianceItem, ComplianceItem__Output as _vmdash_v1_ComplianceItem__Output } from './vmdash/v1/ComplianceItem';
import type { ComplianceItemBatch as _vmdash_v1_ComplianceItemBatch, ComplianceItemBatch__Output as _vmdash_v1_ComplianceItemBatch__Output } from './vmdash/v1/ComplianceItemBatch';
import type { ComplianceItemPage as _vmdash_v1_ComplianceItemPage, ComplianceItemPage__Output as _vmdash_v1_ComplianceItemPage__Output } from './vmdash/v1/ComplianceItemPage';
import type { ComplianceMetadataChange as _vmdash_v1_ComplianceMetadataChange, ComplianceMetadataChange__Output as _vmdash_v1_ComplianceMetadataChange__Output } from './vmdash/v1/ComplianceMetadataChange';
import type { ComplianceSummary as _vmdash_v1_ComplianceSummary, ComplianceSummary__Output as _vmdash_v1_ComplianceSummary__Output } from './vmdash/v1/ComplianceSummary';
import type { ComplianceSummaryRequest as _vmdash_v1_ComplianceSummaryRequest, ComplianceSummaryRequest__Output as _vmdash_v1_ComplianceSummaryRequest__Output } from './vmdash/v1/ComplianceSummaryRequest';
import type { ComplianceSummaryRow as _vmdash_v1_ComplianceSummaryRow, ComplianceSummaryRow__Output as _vmdash_v1_ComplianceSummaryRow__Output } from './vmdash/v1/ComplianceSummaryRow';
import type { CountUnreadNotificationsRequest as _vmdash_v1_CountUnreadNotificationsRequest, CountUnreadNotificationsRequest__Output as _vmdash_v1_CountUnreadNotificationsRequest__Output } from './vmdash/v1/CountUnreadNotificationsRequest';
import type { CreateFalsePositiveWorkflowRequest as _vmdash_v1_CreateFalsePositiveWorkflowRequest, CreateFalsePositiveWorkflowRequest__Output as _vmdash_v1_CreateFalsePositiveWorkflowRequest__Output } from './vmdash/v1/CreateFalsePositiveWorkflowRequest';
import type { CreateFpSubmissionRequest as _vmdash_v1_CreateFpSubmissionRequest, CreateFpSubmissionRequest__Output as _vmdash_v1_CreateFpSubmissionRequest__Output } from './vmdash/v1/CreateFpSubmissionRequest';
import type { CreateHostPlanRequest as _vmdash_v1_CreateHostPlanRequest, CreateHostPlanRequest__Output as _vmdash_v1_CreateHostPlanRequest__Output } from './vmdash/v1/CreateHostPlanRequest';
import type { CreatePlanRequest as _vmdash_v1_CreatePlanRequest, CreatePlanRequest__Output as _vmdash_v1_CreatePlanRequest__Output } from './vmdash/v1/CreatePlanRequest';
import type { CreateTrackerIssueRequest as _vmdash_v1_CreateTrackerIssueRequest, CreateTrackerIssueRequest__Output as _vmdash_v1_CreateTrackerIssueRequest__Output } from './vmdash/v1/CreateTrackerIssueRequest';
import type { CreateTrackerTicketRequest as _vmdash_v1_CreateTrackerTicketRequest, CreateTrackerTicketRequest__Output as _vmdash_v1_CreateTrackerTicketRequest__Output } from './vmdash/v1/CreateTrackerTicketRequest';
import type { CriticalityFactor as _vmdash_v1_CriticalityFactor, CriticalityFactor__Output as _vmdash_v1_CriticalityFactor__Output } from './vmdash/v1/CriticalityFactor';
import type { CvssFactor as _vmdash_v1_CvssFactor, CvssFactor__Output as _vmdash_v1_CvssFactor__Output } from './vmdash/v1/CvssFactor';
import type { DashboardComplianceServiceClient as _vmdash_v1_DashboardComplianceServiceClient, DashboardComplianceServiceDefinition as _vmdash_v1_DashboardComplianceServiceDefinition } from './vmdash/v1/DashboardComplianceService';
import type { DashboardWorkflowServiceClient as _vmdash_v1_DashboardWorkflowServiceClient, DashboardWorkflowServiceDefinition as _vmdash_v1_DashboardWorkflowServiceDefinition } from './vmdash/v1/DashboardWorkflowService';
import type { DataCacheServiceClient as _vmdash_v1_DataCacheServiceClient, DataCacheServiceDefinition as _vmdash_v1_DataCacheServiceDefinition } from './vmdash/v1/DataCacheService';
import type { DecideExceptionRequest as _vmdash_v1_DecideExceptionRequest, DecideExceptionRequest__Output as _vmdash_v1_DecideExceptionRequest__Output } from './vmdash/v1/DecideExceptionRequest';
import type { DeleteQueueItemRequest as _vmdash_v1_DeleteQueueItemRequest, DeleteQueueItemRequest__Output as _vmdash_v1_DeleteQueueItemRequest__Output } from './vmdash/v1/DeleteQueueItemRequest';
import type { DeleteQueueItemResponse as _vmdash_v1_DeleteQueueItemResponse, DeleteQueueItemResponse__Output as _vmdash_v1_DeleteQueueItemResponse__Output } from './vmdash/v1/DeleteQueueItemResponse';
import type { Empty as _vmdash_v1_Empty, Empty__Output as _vmdash_v1_Empty__Output } from './vmdash/v1/Empty';
import type { EpssFactor as _vmdash_v1_EpssFactor, EpssFactor__Output as _vmdash_v1_EpssFactor__Output } from './vmdash/v1/EpssFactor';
import type { EvidenceFileUpload as _vmdash_v1_EvidenceFileUpload, EvidenceFileUpload__Output as _vmdash_v1_EvidenceFileUpload__Output } from './vmdash/v1/EvidenceFileUpload';
import type { ExceptionPreview as _vmdash_v1_ExceptionPreview, ExceptionPreview__Output as _vmdash_v1_ExceptionPreview__Output } from './vmdash/v1/ExceptionPreview';
import type { ExceptionPreviewFinding as _vmdash_v1_ExceptionPreviewFinding, ExceptionPreviewFinding__Output as _vmdash_v1_ExceptionPreviewFinding__Output } from './vmdash/v1/ExceptionPreviewFinding';
import type { ExceptionScope as _vmdash_v1_ExceptionScope, ExceptionScope__Output as _vmdash_v1_ExceptionScope__Output } from './vmdash/v1/ExceptionScope';
import type { ExceptionTemplate as _vmdash_v1_ExceptionTemplate, ExceptionTemplate__Output as _vmdash_v1_ExceptionTemplate__Output } from './vmdash/v1/ExceptionTemplate';
import type { ExportComplianceItemsRequest as _vmdash_v1_ExportComplianceItemsRequest, ExportComplianceItemsRequest__Output as _vmdash_v1_ExportComplianceItemsRequest__Output } from './vmdash/v1/ExportComplianceItemsRequest';
import type { ExportExceptionsRequest as _vmdash_v1_ExportExceptionsRequest, ExportExceptionsRequest__Output as _vmdash_v1_ExportExceptionsRequest__Output } from './vmdash/v1/ExportExceptionsRequest';
import type { ExportFindingsRequest as _vmdash_v1_ExportFindingsRequest, ExportFindingsRequest__Output as _vmdash_v1_ExportFindingsRequest__Output } from './vmdash/v1/ExportFindingsRequest';
import type { FailedFinding as _vmdash_v1_FailedFinding, FailedFinding__Output as _vmdash_v1_FailedFinding__Output } from './vmdash/v1/FailedFinding';
import type { FalsePositiveWorkflow as _vmdash_v1_FalsePositiveWorkflow, FalsePositiveWorkflow__Output as _vmdash_v1_FalsePositiveWorkflow__Output } from './vmdash/v1/FalsePositiveWorkflow';
import type { FindFalsePositiveWorkflowRequest as _vmdash_v1_FindFalsePositiveWorkflowRequest, FindFalsePositiveWorkflowRequest__Output as _vmdash_v1_FindFalsePositiveWorkflowRequest__Output } from './vmdash/v1/FindFalsePositiveWorkflowRequest';
import type { FindingBatch as _vmdash_v1_FindingBatch, FindingBatch__Output as _vmdash_v1_FindingBatch__Output } from './vmdash/v1/FindingBatch';
import type { FindingChange as _vmdash_v1_FindingChange, FindingChange__Output as _vmdash_v1_FindingChange__Output } from './vmdash/v1/FindingChange';
import type { FindingChangesRequest as _vmdash_v1_FindingChangesRequest, FindingChangesRequest__Output as _vmdash_v1_FindingChangesRequest__Output } from './vmdash/v1/FindingChangesRequest';
import type { FindingPage as _vmdash_v1_FindingPage, FindingPage__Output as _vmdash_v1_FindingPage__Output } from './vmdash/v1/FindingPage';
import type { FindingRef as _vmdash_v1_FindingRef, FindingRef__Output as _vmdash_v1_FindingRef__Output } from './vmdash/v1/FindingRef';
import type { FindingScope as _vmdash_v1_FindingScope, FindingScope__Output as _vmdash_v1_FindingScope__Output } from './vmdash/v1/FindingScope';
import type { FindingTrend as _vmdash_v1_FindingTrend, FindingTrend__Output as _vmdash_v1_FindingTrend__Output } from './vmdash/v1/FindingTrend';
import type { FindingTrendPoint as _vmdash_v1_FindingTrendPoint, FindingTrendPoint__Output as _vmdash_v1_FindingTrendPoint__Output } from './vmdash/v1/FindingTrendPoint';
import type { FindingTrendRequest as _vmdash_v1_FindingTrendRequest, FindingTrendRequest__Output as _vmdash_v1_FindingTrendRequest__Output } from './vmdash/v1/FindingTrendRequest';
import type { FindingTrendWindow as _vmdash_v1_FindingTrendWindow, FindingTrendWindow__Output as _vmdash_v1_FindingTrendWindow__Output } from './vmdash/v1/FindingTrendWindow';
import type { FlagFactor as _vmdash_v1_FlagFactor, FlagFactor__Output as _vmdash_v1_FlagFactor__Output } from './vmdash/v1/FlagFactor';
import type { FpSubmission as _vmdash_v1_FpSubmission, FpSubmission__Output as _vmdash_v1_FpSubmission__Output } from './vmdash/v1/FpSubmission';
import type { FpSubmissionPage as _vmdash_v1_FpSubmissionPage, FpSubmissionPage__Output as _vmdash_v1_FpSubmissionPage__Output } from './vmdash/v1/FpSubmissionPage';
import type { FpSubmissionRef as _vmdash_v1_FpSubmissionRef, FpSubmissionRef__Output as _vmdash_v1_FpSubmissionRef__Output } from './vmdash/v1/FpSubmissionRef';
import type { GetComplianceHostRequest as _vmdash_v1_GetComplianceHostRequest, GetComplianceHostRequest__Output as _vmdash_v1_GetComplianceHostRequest__Output } from './vmdash/v1/GetComplianceHostRequest';
import type { GetExceptionRequest as _vmdash_v1_GetExceptionRequest, GetExceptionRequest__Output as _vmdash_v1_GetExceptionRequest__Output } from './vmdash/v1/GetExceptionRequest';
import type { GetPlanCacheStatusRequest as _vmdash_v1_GetPlanCacheStatusRequest, GetPlanCacheStatusRequest__Output as _vmdash_v1_GetPlanCacheStatusRequest__Output } from './vmdash/v1/GetPlanCacheStatusRequest';
import type { GetSlaPolicyRequest as _vmdash_v1_GetSlaPolicyRequest, GetSlaPolicyRequest__Output as _vmdash_v1_GetSlaPolicyRequest__Output } from './vmdash/v1/GetSlaPolicyRequest';
import type { GetTicketQuotaRequest as _vmdash_v1_GetTicketQuotaRequest, GetTicketQuotaRequest__Output as _vmdash_v1_GetTicketQuotaRequest__Output } from './vmdash/v1/GetTicketQuotaRequest';
import type { GetTrackerIssueRequest as _vmdash_v1_GetTrackerIssueRequest, GetTrackerIssueRequest__Output as _vmdash_v1_GetTrackerIssueRequest__Output } from './vmdash/v1/GetTrackerIssueRequest';
import type { GetTrackerQuotaRequest as _vmdash_v1_GetTrackerQuotaRequest, GetTrackerQuotaRequest__Output as _vmdash_v1_GetTrackerQuotaRequest__Output } from './vmdash/v1/GetTrackerQuotaRequest';
import type { HostPlansRequest as _vmdash_v1_HostPlansRequest, HostPlansRequest__Output as _vmdash_v1_HostPlansRequest__Output } from './vmdash/v1/HostPlansRequest';
import type { IntegrationServiceClient as _vmdash_v1_IntegrationServiceClient, IntegrationServiceDefinition as _vmdash_v1_IntegrationServiceDefinition } from './vmdash/v1/IntegrationService';
import type { InternetFacingFactor as _vmdash_v1_InternetFacingFactor, InternetFacingFactor__Output as _vmdash_v1_InternetFacingFactor__Output } from './vmdash/v1/InternetFacingFactor';
import type { Job as _vmdash_v1_Job, Job__Output as _vmdash_v1_Job__Output } from './vmdash/v1/Job';
import type { JobPage as _vmdash_v1_JobPage, JobPage__Output as _vmdash_v1_JobPage__Output } from './vmdash/v1/JobPage';
import type { JobProgress as _vmdash_v1_JobProgress, JobProgress__Output as _vmdash_v1_JobProgress__Output } from './vmdash/v1/JobProgress';
import type { JobRef as _vmdash_v1_JobRef, JobRef__Output as _vmdash_v1_JobRef__Output } from './vmdash/v1/JobRef';
import type { JobResultChunk as _vmdash_v1_JobResultChunk, JobResultChunk__Output as _vmdash_v1_JobResultChunk__Output } from './vmdash/v1/JobResultChunk';
import type { JobResultFile as _vmdash_v1_JobResultFile, JobResultFile__Output as _vmdash_v1_JobResultFile__Output } from './vmdash/v1/JobResultFile';
import type { JobResultRequest as _vmdash_v1_JobResultRequest, JobResultRequest__Output as _vmdash_v1_JobResultRequest__Output } from './vmdash/v1/JobResultRequest';
import type { KevFactor as _vmdash_v1_KevFactor, KevFactor__Output as _vmdash_v1_KevFactor__Output } from './vmdash/v1/KevFactor';
import type { KnownBetaFindings as _vmdash_v1_KnownBetaFindings, KnownBetaFindings__Output as _vmdash_v1_KnownBetaFindings__Output } from './vmdash/v1/KnownBetaFindings';
import type { KnownBetaHosts as _vmdash_v1_KnownBetaHosts, KnownBetaHosts__Output as _vmdash_v1_KnownBetaHosts__Output } from './vmdash/v1/KnownBetaHosts';
import type { LinkTicketQueueItemsRequest as _vmdash_v1_LinkTicketQueueItemsRequest, LinkTicketQueueItemsRequest__Output as _vmdash_v1_LinkTicketQueueItemsRequest__Output } from './vmdash/v1/LinkTicketQueueItemsRequest';
import type { ListComplianceItemsRequest as _vmdash_v1_ListComplianceItemsRequest, ListComplianceItemsRequest__Output as _vmdash_v1_ListComplianceItemsRequest__Output } from './vmdash/v1/ListComplianceItemsRequest';
import type { ListExceptionsRequest as _vmdash_v1_ListExceptionsRequest, ListExceptionsRequest__Output as _vmdash_v1_ListExceptionsRequest__Output } from './vmdash/v1/ListExceptionsRequest';
import type { ListFindingsRequest as _vmdash_v1_ListFindingsRequest, ListFindingsRequest__Output as _vmdash_v1_ListFindingsRequest__Output } from './vmdash/v1/ListFindingsRequest';
import type { ListFpSubmissionsRequest as _vmdash_v1_ListFpSubmissionsRequest, ListFpSubmissionsRequest__Output as _vmdash_v1_ListFpSubmissionsRequest__Output } from './vmdash/v1/ListFpSubmissionsRequest';
import type { ListJobsRequest as _vmdash_v1_ListJobsRequest, ListJobsRequest__Output as _vmdash_v1_ListJobsRequest__Output } from './vmdash/v1/ListJobsRequest';
import type { ListNotificationsRequest as _vmdash_v1_ListNotificationsRequest, ListNotificationsRequest__Output as _vmdash_v1_ListNotificationsRequest__Output } from './vmdash/v1/ListNotificationsRequest';
import type { ListPlansRequest as _vmdash_v1_ListPlansRequest, ListPlansRequest__Output as _vmdash_v1_ListPlansRequest__Output } from './vmdash/v1/ListPlansRequest';
import type { ListQueueItemsRequest as _vmdash_v1_ListQueueItemsRequest, ListQueueItemsRequest__Output as _vmdash_v1_ListQueueItemsRequest__Output } from './vmdash/v1/ListQueueItemsRequest';
import type { ListTicketLinksRequest as _vmdash_v1_ListTicketLinksRequest, ListTicketLinksRequest__Output as _vmdash_v1_ListTicketLinksRequest__Output } from './vmdash/v1/ListTicketLinksRequest';
import type { ListTrackerTicketsRequest as _vmdash_v1_ListTrackerTicketsRequest, ListTrackerTicketsRequest__Output as _vmdash_v1_ListTrackerTicketsRequest__Output } from './vmdash/v1/ListTrackerTicketsRequest';
import type { ListTrackerTransitionsRequest as _vmdash_v1_ListTrackerTransitionsRequest, ListTrackerTransitionsRequest__Output as _vmdash_v1_ListTrackerTransitionsRequest__Output } from './vmdash/v1/ListTrackerTransitionsRequest';
import type { MapFindingToWorkflowRequest as _vmdash_v1_MapFindingToWorkflowRequest, MapFindingToWorkflowRequest__Output as _vmdash_v1_MapFindingToWorkflowRequest__Output } from './vmdash/v1/MapFindingToWorkflowRequest';
import type { MapFindingToWorkflowResponse as _vmdash_v1_MapFindingToWorkflowResponse, MapFindingToWorkflowResponse__Output as _vmdash_v1_MapFindingToWorkflowResponse__Output } from './vmdash/v1/MapFindingToWorkflowResponse';
import type { MapFpFindingsRequest as _vmdash_v1_MapFpFindingsRequest, MapFpFindingsRequest__Output as _vmdash_v1_MapFpFindingsRequest__Output } from './vmdash/v1/MapFpFindingsRequest';
import type { MapFpFindingsResponse as _vmdash_v1_MapFpFindingsResponse, MapFpFindingsResponse__Output as _vmdash_v1_MapFpFindingsResponse__Output } from './vmdash/v1/MapFpFindingsResponse';
import type { MarkAllNotificationsReadRequest as _vmdash_v1_MarkAllNotificationsReadRequest, MarkAllNotificationsReadRequest__Output as _vmdash_v1_MarkAllNotificationsReadRequest__Output } from './vmdash/v1/MarkAllNotificationsReadRequest';
import type { MarkAllNotificationsReadResponse as _vmdash_v1_MarkAllNotificationsReadResponse, MarkAllNotificationsReadResponse__Output as _vmdash_v1_MarkAllNotificationsReadResponse__Output } from './vmdash/v1/MarkAllNotificationsReadResponse';
import type { MarkNotificationReadRequest as _vmdash_v1_MarkNotificationReadRequest, MarkNotificationReadRequest__Output as _vmdash_v1_MarkNotificationReadRequest__Output } from './vmdash/v1/MarkNotificationReadRequest';
import type { Notification as _vmdash_v1_Notification, Notification__Output as _vmdash_v1_Notification__Output } from './vmdash/v1/Notification';
import type { NotificationCount as _vmdash_v1_NotificationCount, NotificationCount__Output as _vmdash_v1_NotificationCount__Output } from './vmdash/v1/NotificationCount';
import type { NotificationEvent as _vmdash_v1_NotificationEvent, NotificationEvent__Output as _vmdash_v1_NotificationEvent__Output } from './vmdash/v1/NotificationEvent';
import type { NotificationPage as _vmdash_v1_NotificationPage, NotificationPage__Output as _vmdash_v1_NotificationPage__Output } from './vmdash/v1/NotificationPage';
import type { NullableString as _vmdash_v1_NullableString, NullableString__Output as _vmdash_v1_NullableString__Output } from './vmdash/v1/NullableString';
import type { OpenFindingCount as _vmdash_v1_OpenFindingCount, OpenFindingCount__Output as _vmdash_v1_OpenFindingCount__Output } from './vmdash/v1/OpenFindingCount';
import type { Owner as _vmdash_v1_Owner, Owner__Output as _vmdash_v1_Owner__Output } from './vmdash/v1/Owner';
import type { OwnerFilter as _vmdash_v1_OwnerFilter, OwnerFilter__Output as _vmdash_v1_OwnerFilter__Output } from './vmdash/v1/OwnerFilter';
import type { OwnerList as _vmdash_v1_OwnerList, OwnerList__Output as _vmdash_v1_OwnerList__Output } from './vmdash/v1/OwnerList';
import type { PageRequest as _vmdash_v1_PageRequest, PageRequest__Output as _vmdash_v1_PageRequest__Output } from './vmdash/v1/PageRequest';
import type { PlanCacheStatus as _vmdash_v1_PlanCacheStatus, PlanCacheStatus__Output as _vmdash_v1_PlanCacheStatus__Output } from './vmdash/v1/PlanCacheStatus';
import type { PlanFields as _vmdash_v1_PlanFields, PlanFields__Output as _vmdash_v1_PlanFields__Output } from './vmdash/v1/PlanFields';
import type { PlanUpdates as _vmdash_v1_PlanUpdates, PlanUpdates__Output as _vmdash_v1_PlanUpdates__Output } from './vmdash/v1/PlanUpdates';
import type { PlannedFinding as _vmdash_v1_PlannedFinding, PlannedFinding__Output as _vmdash_v1_PlannedFinding__Output } from './vmdash/v1/PlannedFinding';
import type { PreviewExceptionRequest as _vmdash_v1_PreviewExceptionRequest, PreviewExceptionRequest__Output as _vmdash_v1_PreviewExceptionRequest__Output } from './vmdash/v1/PreviewExceptionRequest';
import type { QueueItem as _vmdash_v1_QueueItem, QueueItem__Output as _vmdash_v1_QueueItem__Output } from './vmdash/v1/QueueItem';
import type { QueueItemPage as _vmdash_v1_QueueItemPage, QueueItemPage__Output as _vmdash_v1_QueueItemPage__Output } from './vmdash/v1/QueueItemPage';
import type { QueueItemRef as _vmdash_v1_QueueItemRef, QueueItemRef__Output as _vmdash_v1_QueueItemRef__Output } from './vmdash/v1/QueueItemRef';
import type { ReceiveTrackerWebhookRequest as _vmdash_v1_ReceiveTrackerWebhookRequest, ReceiveTrackerWebhookRequest__Output as _vmdash_v1_ReceiveTrackerWebhookRequest__Output } from './vmdash/v1/ReceiveTrackerWebhookRequest';
import type { ReceiveTrackerWebhookResponse as _vmdash_v1_ReceiveTrackerWebhookResponse, ReceiveTrackerWebhookResponse__Output as _vmdash_v1_ReceiveTrackerWebhookResponse__Output } from './vmdash/v1/ReceiveTrackerWebhookResponse';
import type { RefreshProgress as _vmdash_v1_RefreshProgress, RefreshProgress__Output as _vmdash_v1_RefreshProgress__Output } from './vmdash/v1/RefreshProgress';
import type { RefreshReport as _vmdash_v1_RefreshReport, RefreshReport__Output as _vmdash_v1_RefreshReport__Output } from './vmdash/v1/RefreshReport';
import type { RefreshStatus as _vmdash_v1_RefreshStatus, RefreshStatus__Output as _vmdash_v1_RefreshStatus__Output } from './vmdash/v1/RefreshStatus';
import type { RefusedHost as _vmdash_v1_RefusedHost, RefusedHost__Output as _vmdash_v1_RefusedHost__Output } from './vmdash/v1/RefusedHost';
import type { RemediationTimes as _vmdash_v1_RemediationTimes, RemediationTimes__Output as _vmdash_v1_RemediationTimes__Output } from './vmdash/v1/RemediationTimes';
import type { RemediationTimesGroup as _vmdash_v1_RemediationTimesGroup, RemediationTimesGroup__Output as _vmdash_v1_RemediationTimesGroup__Output } from './vmdash/v1/RemediationTimesGroup';
import type { RemediationTimesRequest as _vmdash_v1_RemediationTimesRequest, RemediationTimesRequest__Output as _vmdash_v1_RemediationTimesRequest__Output } from './vmdash/v1/RemediationTimesRequest';
import type { RemediationTimesWindow as _vmdash_v1_RemediationTimesWindow, RemediationTimesWindow__Output as _vmdash_v1_RemediationTimesWindow__Output } from './vmdash/v1/RemediationTimesWindow';
import type { RequestExceptionRequest as _vmdash_v1_RequestExceptionRequest, RequestExceptionRequest__Output as _vmdash_v1_RequestExceptionRequest__Output } from './vmdash/v1/RequestExceptionRequest';
import type { RequeueFpSubmissionRequest as _vmdash_v1_RequeueFpSubmissionRequest, RequeueFpSubmissionRequest__Output as _vmdash_v1_RequeueFpSubmissionRequest__Output } from './vmdash/v1/RequeueFpSubmissionRequest';
import type { RequeueFpSubmissionResponse as _vmdash_v1_RequeueFpSubmissionResponse, RequeueFpSubmissionResponse__Output as _vmdash_v1_RequeueFpSubmissionResponse__Output } from './vmdash/v1/RequeueFpSubmissionResponse';
import type { RiskException as _vmdash_v1_RiskException, RiskException__Output as _vmdash_v1_RiskException__Output } from './vmdash/v1/RiskException';
import type { RiskExceptionBatch as _vmdash_v1_RiskExceptionBatch, RiskExceptionBatch__Output as _vmdash_v1_RiskExceptionBatch__Output } from './vmdash/v1/RiskExceptionBatch';
import type { RiskExceptionPage as _vmdash_v1_RiskExceptionPage, RiskExceptionPage__Output as _vmdash_v1_RiskExceptionPage__Output } from './vmdash/v1/RiskExceptionPage';
import type { RiskFactors as _vmdash_v1_RiskFactors, RiskFactors__Output as _vmdash_v1_RiskFactors__Output } from './vmdash/v1/RiskFactors';
import type { RiskInputsReport as _vmdash_v1_RiskInputsReport, RiskInputsReport__Output as _vmdash_v1_RiskInputsReport__Output } from './vmdash/v1/RiskInputsReport';
import type { ScopedBetaFinding as _vmdash_v1_ScopedBetaFinding, ScopedBetaFinding__Output as _vmdash_v1_ScopedBetaFinding__Output } from './vmdash/v1/ScopedBetaFinding';
import type { ScopedBetaFindingPage as _vmdash_v1_ScopedBetaFindingPage, ScopedBetaFindingPage__Output as _vmdash_v1_ScopedBetaFindingPage__Output } from './vmdash/v1/ScopedBetaFindingPage';
import type { ServedSnapshots as _vmdash_v1_ServedSnapshots, ServedSnapshots__Output as _vmdash_v1_ServedSnapshots__Output } from './vmdash/v1/ServedSnapshots';
import type { SkippedCount as _vmdash_v1_SkippedCount, SkippedCount__Output as _vmdash_v1_SkippedCount__Output } from './vmdash/v1/SkippedCount';
import type { SlaPolicy as _vmdash_v1_SlaPolicy, SlaPolicy__Output as _vmdash_v1_SlaPolicy__Output } from './vmdash/v1/SlaPolicy';
import type { SlaPolicyTier as _vmdash_v1_SlaPolicyTier, SlaPolicyTier__Output as _vmdash_v1_SlaPolicyTier__Output } from './vmdash/v1/SlaPolicyTier';
import type { SlaRule as _vmdash_v1_SlaRule, SlaRule__Output as _vmdash_v1_SlaRule__Output } from './vmdash/v1/SlaRule';
import type { SlaTierDays as _vmdash_v1_SlaTierDays, SlaTierDays__Output as _vmdash_v1_SlaTierDays__Output } from './vmdash/v1/SlaTierDays';
import type { SlaTrend as _vmdash_v1_SlaTrend, SlaTrend__Output as _vmdash_v1_SlaTrend__Output } from './vmdash/v1/SlaTrend';
import type { SlaTrendPoint as _vmdash_v1_SlaTrendPoint, SlaTrendPoint__Output as _vmdash_v1_SlaTrendPoint__Output } from './vmdash/v1/SlaTrendPoint';
import type { SlaTrendRequest as _vmdash_v1_SlaTrendRequest, SlaTrendRequest__Output as _vmdash_v1_SlaTrendRequest__Output } from './vmdash/v1/SlaTrendRequest';
import type { StageItem as _vmdash_v1_StageItem, StageItem__Output as _vmdash_v1_StageItem__Output } from './vmdash/v1/StageItem';
import type { StageQueueItemsRequest as _vmdash_v1_StageQueueItemsRequest, StageQueueItemsRequest__Output as _vmdash_v1_StageQueueItemsRequest__Output } from './vmdash/v1/StageQueueItemsRequest';
import type { StageQueueItemsResponse as _vmdash_v1_StageQueueItemsResponse, StageQueueItemsResponse__Output as _vmdash_v1_StageQueueItemsResponse__Output } from './vmdash/v1/StageQueueItemsResponse';
import type { StartJobRequest as _vmdash_v1_StartJobRequest, StartJobRequest__Output as _vmdash_v1_StartJobRequest__Output } from './vmdash/v1/StartJobRequest';
import type { StreamActivePlansRequest as _vmdash_v1_StreamActivePlansRequest, StreamActivePlansRequest__Output as _vmdash_v1_StreamActivePlansRequest__Output } from './vmdash/v1/StreamActivePlansRequest';
import type { StreamUpstreamPlansRequest as _vmdash_v1_StreamUpstreamPlansRequest, StreamUpstreamPlansRequest__Output as _vmdash_v1_StreamUpstreamPlansRequest__Output } from './vmdash/v1/StreamUpstreamPlansRequest';
import type { SyncPlanCacheRequest as _vmdash_v1_SyncPlanCacheRequest, SyncPlanCacheRequest__Output as _vmdash_v1_SyncPlanCacheRequest__Output } from './vmdash/v1/SyncPlanCacheRequest';
import type { SyncTrackerIssuesRequest as _vmdash_v1_SyncTrackerIssuesRequest, SyncTrackerIssuesRequest__Output as _vmdash_v1_SyncTrackerIssuesRequest__Output } from './vmdash/v1/SyncTrackerIssuesRequest';
import type { SyncTrackerIssuesResponse as _vmdash_v1_SyncTrackerIssuesResponse, SyncTrackerIssuesResponse__Output as _vmdash_v1_SyncTrackerIssuesResponse__Output } from './vmdash/v1/SyncTrackerIssuesResponse';
import type { SyncTrackerTicketsRequest as _vmdash_v1_SyncTrackerTicketsRequest, SyncTrackerTicketsRequest__Output as _vmdash_v1_SyncTrackerTicketsRequest__Output } from './vmdash/v1/SyncTrackerTicketsRequest';
import type { SyncTrackerTicketsResponse as _vmdash_v1_SyncTrackerTicketsResponse, SyncTrackerTicketsResponse__Output as _vmdash_v1_SyncTrackerTicketsResponse__Output } from './vmdash/v1/SyncTrackerTicketsResponse';
import type { TestTrackerConnectionRequest as _vmdash_v1_TestTrackerConnectionRequest, TestTrackerConnectionRequest__Output as _vmdash_v1_TestTrackerConnectionRequest__Output } from './vmdash/v1/TestTrackerConnectionRequest';
import type { TestTrackerConnectionResponse as _vmdash_v1_TestTrackerConnectionResponse, TestTrackerConnectionResponse__Output as _vmdash_v1_TestTrackerConnectionResponse__Output } from './vmdash/v1/TestTrackerConnectionResponse';
import type { TicketLink as _vmdash_v1_TicketLink, TicketLink__Output as _vmdash_v1_TicketLink__Output } from './vmdash/v1/TicketLink';
import type { TicketLinkList as _vmdash_v1_TicketLinkList, TicketLinkList__Output as _vmdash_v1_TicketLinkList__Output } from './vmdash/v1/TicketLinkList';
import type { TrackerIssue as _vmdash_v1_TrackerIssue, TrackerIssue__Output as _vmdash_v1_TrackerIssue__Output } from './vmdash/v1/TrackerIssue';
import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from './vmdash/v1/TrackerQuota';
import type { TrackerTicket as _vmdash_v1_TrackerTicket, TrackerTicket__Output as _vmdash_v1_TrackerTicket__Output } from './vmdash/v1/TrackerTicket';
import type { TrackerTicketPage as _vmdash_v1_TrackerTicketPage, TrackerTicketPage__Output as _vmdash_v1_TrackerTicketPage__Output } from './vmdash/v1/TrackerTicketPage';
import type { TrackerTicketRef as _vmdash_v1_TrackerTicketRef, TrackerTicketRef__Output as _vmdash_v1_TrackerTicketRef__Output } from './vmdash/v1/TrackerTicketRef';
import type { TrackerTransition as _vmdash_v1_TrackerTransition, TrackerTransition__Output as _vmdash_v1_TrackerTransition__Output } from './vmdash/v1/TrackerTransition';
import type { TrackerTransitionList as _vmdash_v1_TrackerTransitionList, TrackerTransitionList__Output as _vmdash_v1_TrackerTransitionList__Output } from './vmdash/v1/TrackerTransitionList';
import type { TransitionTrackerIssueRequest as _vmdash_v1_TransitionTrackerIssueRequest, TransitionTrackerIssueRequest__Output as _vmdash_v1_TransitionTrackerIssueRequest__Output } from './vmdash/v1/TransitionTrackerIssueRequest';
import type { UpdateComplianceMetadataRequest as _vmdash_v1_UpdateComplianceMetadataRequest, UpdateComplianceMetadataRequest__Output as _vmdash_v1_UpdateComplianceMetadataRequest__Output } from './vmdash/v1/UpdateComplianceMetadataRequest';
import type { UpdatePlanRequest as _vmdash_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _vmdash_v1_UpdatePlanRequest__Output } from './vmdash/v1/UpdatePlanRequest';
import type { UpdateQueueItemRequest as _vmdash_v1_UpdateQueueItemRequest, UpdateQueueItemRequest__Output as _vmdash_v1_UpdateQueueItemRequest__Output } from './vmdash/v1/UpdateQueueItemRequest';
import type { UpdateSlaPolicyRequest as _vmdash_v1_UpdateSlaPolicyRequest, UpdateSlaPolicyRequest__Output as _vmdash_v1_UpdateSlaPolicyRequest__Output } from './vmdash/v1/UpdateSlaPolicyRequest';
import type { UpdateTrackerIssueRequest as _vmdash_v1_UpdateTrackerIssueRequest, UpdateTrackerIssueRequest__Output as _vmdash_v1_UpdateTrackerIssueRequest__Output } from './vmdash/v1/UpdateTrackerIssueRequest';
import type { UpstreamHostPlans as _vmdash_v1_UpstreamHostPlans, UpstreamHostPlans__Output as _vmdash_v1_UpstreamHostPlans__Output } from './vmdash/v1/UpstreamHostPlans';
import type { WatchNotificationsRequest as _vmdash_v1_WatchNotificationsRequest, WatchNotificationsRequest__Output as _vmdash_v1_WatchNotificationsRequest__Output } from './vmdash/v1/WatchNotificationsRequest';
import type { WorkflowFile as _vmdash_v1_WorkflowFile, WorkflowFile__Output as _vmdash_v1_WorkflowFile__Output } from './vmdash/v1/WorkflowFile';
import type { WorkflowNote as _vmdash_v1_WorkflowNote, WorkflowNote__Output as _vmdash_v1_WorkflowNote__Output } from './vmdash/v1/WorkflowNote';
import type { WorkflowNoteList as _vmdash_v1_WorkflowNoteList, WorkflowNoteList__Output as _vmdash_v1_WorkflowNoteList__Output } from './vmdash/v1/WorkflowNoteList';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  vmdash: {
    v1: {
      AcceptedRisk: MessageTypeDefinition<_vmdash_v1_AcceptedRisk, _vmdash_v1_AcceptedRisk__Output>
      ActionPlan: MessageTypeDefinition<_vmdash_v1_ActionPlan, _vmdash_v1_ActionPlan__Output>
      ActionPlanList: MessageTypeDefinition<_vmdash_v1_ActionPlanList, _vmdash_v1_ActionPlanList__Output>
      ActionPlanService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_ActionPlanServiceClient> & { service: _vmdash_v1_ActionPlanServiceDefinition }
      AddFindingNoteRequest: MessageTypeDefinition<_vmdash_v1_AddFindingNoteRequest, _vmdash_v1_AddFindingNoteRequest__Output>
      AddQueueNoteRequest: MessageTypeDefinition<_vmdash_v1_AddQueueNoteRequest, _vmdash_v1_AddQueueNoteRequest__Output>
      AddTrackerCommentRequest: MessageTypeDefinition<_vmdash_v1_AddTrackerCommentRequest, _vmdash_v1_AddTrackerCommentRequest__Output>
      AddTrackerCommentResponse: MessageTypeDefinition<_vmdash_v1_AddTrackerCommentResponse, _vmdash_v1_AddTrackerCommentResponse__Output>
      AlphaAsset: MessageTypeDefinition<_vmdash_v1_AlphaAsset, _vmdash_v1_AlphaAsset__Output>
      AlphaAssetPage: MessageTypeDefinition<_vmdash_v1_AlphaAssetPage, _vmdash_v1_AlphaAssetPage__Output>
      AlphaFinding: MessageTypeDefinition<_vmdash_v1_AlphaFinding, _vmdash_v1_AlphaFinding__Output>
      AlphaVulnerabilitiesRequest: MessageTypeDefinition<_vmdash_v1_AlphaVulnerabilitiesRequest, _vmdash_v1_AlphaVulnerabilitiesRequest__Output>
      AlphaVulnerabilityKey: MessageTypeDefinition<_vmdash_v1_AlphaVulnerabilityKey, _vmdash_v1_AlphaVulnerabilityKey__Output>
      BetaFinding: MessageTypeDefinition<_vmdash_v1_BetaFinding, _vmdash_v1_BetaFinding__Output>
      BetaFindingList: MessageTypeDefinition<_vmdash_v1_BetaFindingList, _vmdash_v1_BetaFindingList__Output>
      BetaFindingQuery: MessageTypeDefinition<_vmdash_v1_BetaFindingQuery, _vmdash_v1_BetaFindingQuery__Output>
      BetaFindingRef: MessageTypeDefinition<_vmdash_v1_BetaFindingRef, _vmdash_v1_BetaFindingRef__Output>
      BetaFindingRefs: MessageTypeDefinition<_vmdash_v1_BetaFindingRefs, _vmdash_v1_BetaFindingRefs__Output>
      BetaFindingsJson: MessageTypeDefinition<_vmdash_v1_BetaFindingsJson, _vmdash_v1_BetaFindingsJson__Output>
      BetaHost: MessageTypeDefinition<_vmdash_v1_BetaHost, _vmdash_v1_BetaHost__Output>
      BetaHostPage: MessageTypeDefinition<_vmdash_v1_BetaHostPage, _vmdash_v1_BetaHostPage__Output>
      BetaHostRequest: MessageTypeDefinition<_vmdash_v1_BetaHostRequest, _vmdash_v1_BetaHostRequest__Output>
      BetaHostsRequest: MessageTypeDefinition<_vmdash_v1_BetaHostsRequest, _vmdash_v1_BetaHostsRequest__Output>
      BetaVulnerabilitiesRequest: MessageTypeDefinition<_vmdash_v1_BetaVulnerabilitiesRequest, _vmdash_v1_BetaVulnerabilitiesRequest__Output>
      BetaVulnerabilityKey: MessageTypeDefinition<_vmdash_v1_BetaVulnerabilityKey, _vmdash_v1_BetaVulnerabilityKey__Output>
      BulkCommitComplianceRequest: MessageTypeDefinition<_vmdash_v1_BulkCommitComplianceRequest, _vmdash_v1_BulkCommitComplianceRequest__Output>
      BulkCommitComplianceResponse: MessageTypeDefinition<_vmdash_v1_BulkCommitComplianceResponse, _vmdash_v1_BulkCommitComplianceResponse__Output>
      BulkCommitHost: MessageTypeDefinition<_vmdash_v1_BulkCommitHost, _vmdash_v1_BulkCommitHost__Output>
      BulkCreatePlansRequest: MessageTypeDefinition<_vmdash_v1_BulkCreatePlansRequest, _vmdash_v1_BulkCreatePlansRequest__Output>
      BulkCreatePlansResponse: MessageTypeDefinition<_vmdash_v1_BulkCreatePlansResponse, _vmdash_v1_BulkCreatePlansResponse__Output>
      BulkPlanCreated: MessageTypeDefinition<_vmdash_v1_BulkPlanCreated, _vmdash_v1_BulkPlanCreated__Output>
      BulkPlanFailed: MessageTypeDefinition<_vmdash_v1_BulkPlanFailed, _vmdash_v1_BulkPlanFailed__Output>
      CachedActionPlan: MessageTypeDefinition<_vmdash_v1_CachedActionPlan, _vmdash_v1_CachedActionPlan__Output>
      CleanupDataRequest: MessageTypeDefinition<_vmdash_v1_CleanupDataRequest, _vmdash_v1_CleanupDataRequest__Output>
      CleanupDataResponse: MessageTypeDefinition<_vmdash_v1_CleanupDataResponse, _vmdash_v1_CleanupDataResponse__Output>
      ComplianceFinding: MessageTypeDefinition<_vmdash_v1_ComplianceFinding, _vmdash_v1_ComplianceFinding__Output>
      ComplianceFindingsRequest: MessageTypeDefinition<_vmdash_v1_ComplianceFindingsRequest, _vmdash_v1_ComplianceFindingsRequest__Output>
      ComplianceHistoryEntry: MessageTypeDefinition<_vmdash_v1_ComplianceHistoryEntry, _vmdash_v1_ComplianceHistoryEntry__Output>
      ComplianceHost: MessageTypeDefinition<_vmdash_v1_ComplianceHost, _vmdash_v1_ComplianceHost__Output>
      ComplianceHostBatch: MessageTypeDefinition<_vmdash_v1_ComplianceHostBatch, _vmdash_v1_ComplianceHostBatch__Output>
      ComplianceHostResult: MessageTypeDefinition<_vmdash_v1_ComplianceHostResult, _vmdash_v1_ComplianceHostResult__Output>
      ComplianceItem: MessageTypeDefinition<_vmdash_v1_ComplianceItem, _vmdash_v1_ComplianceItem__Output>
      ComplianceItemBatch: MessageTypeDefinition<_vmdash_v1_ComplianceItemBatch, _vmdash_v1_ComplianceItemBatch__Output>
      ComplianceItemPage: MessageTypeDefinition<_vmdash_v1_ComplianceItemPage, _vmdash_v1_ComplianceItemPage__Output>
      ComplianceMetadataChange: MessageTypeDefinition<_vmdash_v1_ComplianceMetadataChange, _vmdash_v1_ComplianceMetadataChange__Output>
      ComplianceSummary: MessageTypeDefinition<_vmdash_v1_ComplianceSummary, _vmdash_v1_ComplianceSummary__Output>
      ComplianceSummaryRequest: MessageTypeDefinition<_vmdash_v1_ComplianceSummaryRequest, _vmdash_v1_ComplianceSummaryRequest__Output>
      ComplianceSummaryRow: MessageTypeDefinition<_vmdash_v1_ComplianceSummaryRow, _vmdash_v1_ComplianceSummaryRow__Output>
      CountUnreadNotificationsRequest: MessageTypeDefinition<_vmdash_v1_CountUnreadNotificationsRequest, _vmdash_v1_CountUnreadNotificationsRequest__Output>
      CreateFalsePositiveWorkflowRequest: MessageTypeDefinition<_vmdash_v1_CreateFalsePositiveWorkflowRequest, _vmdash_v1_CreateFalsePositiveWorkflowRequest__Output>
      CreateFpSubmissionRequest: MessageTypeDefinition<_vmdash_v1_CreateFpSubmissionRequest, _vmdash_v1_CreateFpSubmissionRequest__Output>
      CreateHostPlanRequest: MessageTypeDefinition<_vmdash_v1_CreateHostPlanRequest, _vmdash_v1_CreateHostPlanRequest__Output>
      CreatePlanRequest: MessageTypeDefinition<_vmdash_v1_CreatePlanRequest, _vmdash_v1_CreatePlanRequest__Output>
      CreateTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_CreateTrackerIssueRequest, _vmdash_v1_CreateTrackerIssueRequest__Output>
      CreateTrackerTicketRequest: MessageTypeDefinition<_vmdash_v1_CreateTrackerTicketRequest, _vmdash_v1_CreateTrackerTicketRequest__Output>
      CriticalityFactor: MessageTypeDefinition<_vmdash_v1_CriticalityFactor, _vmdash_v1_CriticalityFactor__Output>
      CvssFactor: MessageTypeDefinition<_vmdash_v1_CvssFactor, _vmdash_v1_CvssFactor__Output>
      DashboardComplianceService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_DashboardComplianceServiceClient> & { service: _vmdash_v1_DashboardComplianceServiceDefinition }
      DashboardWorkflowService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_DashboardWorkflowServiceClient> & { service: _vmdash_v1_DashboardWorkflowServiceDefinition }
      DataCacheService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_DataCacheServiceClient> & { service: _vmdash_v1_DataCacheServiceDefinition }
      DecideExceptionRequest: MessageTypeDefinition<_vmdash_v1_DecideExceptionRequest, _vmdash_v1_DecideExceptionRequest__Output>
      DeleteQueueItemRequest: MessageTypeDefinition<_vmdash_v1_DeleteQueueItemRequest, _vmdash_v1_DeleteQueueItemRequest__Output>
      DeleteQueueItemResponse: MessageTypeDefinition<_vmdash_v1_DeleteQueueItemResponse, _vmdash_v1_DeleteQueueItemResponse__Output>
      Empty: MessageTypeDefinition<_vmdash_v1_Empty, _vmdash_v1_Empty__Output>
      EpssFactor: MessageTypeDefinition<_vmdash_v1_EpssFactor, _vmdash_v1_EpssFactor__Output>
      EvidenceFileUpload: MessageTypeDefinition<_vmdash_v1_EvidenceFileUpload, _vmdash_v1_EvidenceFileUpload__Output>
      ExceptionPreview: MessageTypeDefinition<_vmdash_v1_ExceptionPreview, _vmdash_v1_ExceptionPreview__Output>
      ExceptionPreviewFinding: MessageTypeDefinition<_vmdash_v1_ExceptionPreviewFinding, _vmdash_v1_ExceptionPreviewFinding__Output>
      ExceptionScope: MessageTypeDefinition<_vmdash_v1_ExceptionScope, _vmdash_v1_ExceptionScope__Output>
      ExceptionTemplate: MessageTypeDefinition<_vmdash_v1_ExceptionTemplate, _vmdash_v1_ExceptionTemplate__Output>
      ExportComplianceItemsRequest: MessageTypeDefinition<_vmdash_v1_ExportComplianceItemsRequest, _vmdash_v1_ExportComplianceItemsRequest__Output>
      ExportExceptionsRequest: MessageTypeDefinition<_vmdash_v1_ExportExceptionsRequest, _vmdash_v1_ExportExceptionsRequest__Output>
      ExportFindingsRequest: MessageTypeDefinition<_vmdash_v1_ExportFindingsRequest, _vmdash_v1_ExportFindingsRequest__Output>
      FailedFinding: MessageTypeDefinition<_vmdash_v1_FailedFinding, _vmdash_v1_FailedFinding__Output>
      FalsePositiveWorkflow: MessageTypeDefinition<_vmdash_v1_FalsePositiveWorkflow, _vmdash_v1_FalsePositiveWorkflow__Output>
      FindFalsePositiveWorkflowRequest: MessageTypeDefinition<_vmdash_v1_FindFalsePositiveWorkflowRequest, _vmdash_v1_FindFalsePositiveWorkflowRequest__Output>
      FindingBatch: MessageTypeDefinition<_vmdash_v1_FindingBatch, _vmdash_v1_FindingBatch__Output>
      FindingChange: MessageTypeDefinition<_vmdash_v1_FindingChange, _vmdash_v1_FindingChange__Output>
      FindingChangesRequest: MessageTypeDefinition<_vmdash_v1_FindingChangesRequest, _vmdash_v1_FindingChangesRequest__Output>
      FindingPage: MessageTypeDefinition<_vmdash_v1_FindingPage, _vmdash_v1_FindingPage__Output>
      FindingRef: MessageTypeDefinition<_vmdash_v1_FindingRef, _vmdash_v1_FindingRef__Output>
      FindingScope: MessageTypeDefinition<_vmdash_v1_FindingScope, _vmdash_v1_FindingScope__Output>
      FindingSort: EnumTypeDefinition
      FindingTeamField: EnumTypeDefinition
      FindingTrend: MessageTypeDefinition<_vmdash_v1_FindingTrend, _vmdash_v1_FindingTrend__Output>
      FindingTrendPoint: MessageTypeDefinition<_vmdash_v1_FindingTrendPoint, _vmdash_v1_FindingTrendPoint__Output>
      FindingTrendRequest: MessageTypeDefinition<_vmdash_v1_FindingTrendRequest, _vmdash_v1_FindingTrendRequest__Output>
      FindingTrendWindow: MessageTypeDefinition<_vmdash_v1_FindingTrendWindow, _vmdash_v1_FindingTrendWindow__Output>
      FlagFactor: MessageTypeDefinition<_vmdash_v1_FlagFactor, _vmdash_v1_FlagFactor__Output>
      FpSubmission: MessageTypeDefinition<_vmdash_v1_FpSubmission, _vmdash_v1_FpSubmission__Output>
      FpSubmissionPage: MessageTypeDefinition<_vmdash_v1_FpSubmissionPage, _vmdash_v1_FpSubmissionPage__Output>
      FpSubmissionRef: MessageTypeDefinition<_vmdash_v1_FpSubmissionRef, _vmdash_v1_FpSubmissionRef__Output>
      GetComplianceHostRequest: MessageTypeDefinition<_vmdash_v1_GetComplianceHostRequest, _vmdash_v1_GetComplianceHostRequest__Output>
      GetExceptionRequest: MessageTypeDefinition<_vmdash_v1_GetExceptionRequest, _vmdash_v1_GetExceptionRequest__Output>
      GetPlanCacheStatusRequest: MessageTypeDefinition<_vmdash_v1_GetPlanCacheStatusRequest, _vmdash_v1_GetPlanCacheStatusRequest__Output>
      GetSlaPolicyRequest: MessageTypeDefinition<_vmdash_v1_GetSlaPolicyRequest, _vmdash_v1_GetSlaPolicyRequest__Output>
      GetTicketQuotaRequest: MessageTypeDefinition<_vmdash_v1_GetTicketQuotaRequest, _vmdash_v1_GetTicketQuotaRequest__Output>
      GetTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_GetTrackerIssueRequest, _vmdash_v1_GetTrackerIssueRequest__Output>
      GetTrackerQuotaRequest: MessageTypeDefinition<_vmdash_v1_GetTrackerQuotaRequest, _vmdash_v1_GetTrackerQuotaRequest__Output>
      HostPlansRequest: MessageTypeDefinition<_vmdash_v1_HostPlansRequest, _vmdash_v1_HostPlansRequest__Output>
      IntegrationService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_IntegrationServiceClient> & { service: _vmdash_v1_IntegrationServiceDefinition }
      InternetFacingFactor: MessageTypeDefinition<_vmdash_v1_InternetFacingFactor, _vmdash_v1_InternetFacingFactor__Output>
      Job: MessageTypeDefinition<_vmdash_v1_Job, _vmdash_v1_Job__Output>
      JobPage: MessageTypeDefinition<_vmdash_v1_JobPage, _vmdash_v1_JobPage__Output>
      JobProgress: MessageTypeDefinition<_vmdash_v1_JobProgress, _vmdash_v1_JobProgress__Output>
      JobRef: MessageTypeDefinition<_vmdash_v1_JobRef, _vmdash_v1_JobRef__Output>
      JobResultChunk: MessageTypeDefinition<_vmdash_v1_JobResultChunk, _vmdash_v1_JobResultChunk__Output>
      JobResultFile: MessageTypeDefinition<_vmdash_v1_JobResultFile, _vmdash_v1_JobResultFile__Output>
      JobResultRequest: MessageTypeDefinition<_vmdash_v1_JobResultRequest, _vmdash_v1_JobResultRequest__Output>
      KevFactor: MessageTypeDefinition<_vmdash_v1_KevFactor, _vmdash_v1_KevFactor__Output>
      KnownBetaFindings: MessageTypeDefinition<_vmdash_v1_KnownBetaFindings, _vmdash_v1_KnownBetaFindings__Output>
      KnownBetaHosts: MessageTypeDefinition<_vmdash_v1_KnownBetaHosts, _vmdash_v1_KnownBetaHosts__Output>
      LinkTicketQueueItemsRequest: MessageTypeDefinition<_vmdash_v1_LinkTicketQueueItemsRequest, _vmdash_v1_LinkTicketQueueItemsRequest__Output>
      ListComplianceItemsRequest: MessageTypeDefinition<_vmdash_v1_ListComplianceItemsRequest, _vmdash_v1_ListComplianceItemsRequest__Output>
      ListExceptionsRequest: MessageTypeDefinition<_vmdash_v1_ListExceptionsRequest, _vmdash_v1_ListExceptionsRequest__Output>
      ListFindingsRequest: MessageTypeDefinition<_vmdash_v1_ListFindingsRequest, _vmdash_v1_ListFindingsRequest__Output>
      ListFpSubmissionsRequest: MessageTypeDefinition<_vmdash_v1_ListFpSubmissionsRequest, _vmdash_v1_ListFpSubmissionsRequest__Output>
      ListJobsRequest: MessageTypeDefinition<_vmdash_v1_ListJobsRequest, _vmdash_v1_ListJobsRequest__Output>
      ListNotificationsRequest: MessageTypeDefinition<_vmdash_v1_ListNotificationsRequest, _vmdash_v1_ListNotificationsRequest__Output>
      ListPlansRequest: MessageTypeDefinition<_vmdash_v1_ListPlansRequest, _vmdash_v1_ListPlansRequest__Output>
      ListQueueItemsRequest: MessageTypeDefinition<_vmdash_v1_ListQueueItemsRequest, _vmdash_v1_ListQueueItemsRequest__Output>
      ListTicketLinksRequest: MessageTypeDefinition<_vmdash_v1_ListTicketLinksRequest, _vmdash_v1_ListTicketLinksRequest__Output>
      ListTrackerTicketsRequest: MessageTypeDefinition<_vmdash_v1_ListTrackerTicketsRequest, _vmdash_v1_ListTrackerTicketsRequest__Output>
      ListTrackerTransitionsRequest: MessageTypeDefinition<_vmdash_v1_ListTrackerTransitionsRequest, _vmdash_v1_ListTrackerTransitionsRequest__Output>
      MapFindingToWorkflowRequest: MessageTypeDefinition<_vmdash_v1_MapFindingToWorkflowRequest, _vmdash_v1_MapFindingToWorkflowRequest__Output>
      MapFindingToWorkflowResponse: MessageTypeDefinition<_vmdash_v1_MapFindingToWorkflowResponse, _vmdash_v1_MapFindingToWorkflowResponse__Output>
      MapFpFindingsRequest: MessageTypeDefinition<_vmdash_v1_MapFpFindingsRequest, _vmdash_v1_MapFpFindingsRequest__Output>
      MapFpFindingsResponse: MessageTypeDefinition<_vmdash_v1_MapFpFindingsResponse, _vmdash_v1_MapFpFindingsResponse__Output>
      MarkAllNotificationsReadRequest: MessageTypeDefinition<_vmdash_v1_MarkAllNotificationsReadRequest, _vmdash_v1_MarkAllNotificationsReadRequest__Output>
      MarkAllNotificationsReadResponse: MessageTypeDefinition<_vmdash_v1_MarkAllNotificationsReadResponse, _vmdash_v1_MarkAllNotificationsReadResponse__Output>
      MarkNotificationReadRequest: MessageTypeDefinition<_vmdash_v1_MarkNotificationReadRequest, _vmdash_v1_MarkNotificationReadRequest__Output>
      Notification: MessageTypeDefinition<_vmdash_v1_Notification, _vmdash_v1_Notification__Output>
      NotificationCount: MessageTypeDefinition<_vmdash_v1_NotificationCount, _vmdash_v1_NotificationCount__Output>
      NotificationEvent: MessageTypeDefinition<_vmdash_v1_NotificationEvent, _vmdash_v1_NotificationEvent__Output>
      NotificationPage: MessageTypeDefinition<_vmdash_v1_NotificationPage, _vmdash_v1_NotificationPage__Output>
      NullableString: MessageTypeDefinition<_vmdash_v1_NullableString, _vmdash_v1_NullableString__Output>
      OpenFindingCount: MessageTypeDefinition<_vmdash_v1_OpenFindingCount, _vmdash_v1_OpenFindingCount__Output>
      Owner: MessageTypeDefinition<_vmdash_v1_Owner, _vmdash_v1_Owner__Output>
      OwnerFilter: MessageTypeDefinition<_vmdash_v1_OwnerFilter, _vmdash_v1_OwnerFilter__Output>
      OwnerList: MessageTypeDefinition<_vmdash_v1_OwnerList, _vmdash_v1_OwnerList__Output>
      PageRequest: MessageTypeDefinition<_vmdash_v1_PageRequest, _vmdash_v1_PageRequest__Output>
      PlanCacheStatus: MessageTypeDefinition<_vmdash_v1_PlanCacheStatus, _vmdash_v1_PlanCacheStatus__Output>
      PlanFields: MessageTypeDefinition<_vmdash_v1_PlanFields, _vmdash_v1_PlanFields__Output>
      PlanUpdates: MessageTypeDefinition<_vmdash_v1_PlanUpdates, _vmdash_v1_PlanUpdates__Output>
      PlannedFinding: MessageTypeDefinition<_vmdash_v1_PlannedFinding, _vmdash_v1_PlannedFinding__Output>
      PreviewExceptionRequest: MessageTypeDefinition<_vmdash_v1_PreviewExceptionRequest, _vmdash_v1_PreviewExceptionRequest__Output>
      QueueItem: MessageTypeDefinition<_vmdash_v1_QueueItem, _vmdash_v1_QueueItem__Output>
      QueueItemPage: MessageTypeDefinition<_vmdash_v1_QueueItemPage, _vmdash_v1_QueueItemPage__Output>
      QueueItemRef: MessageTypeDefinition<_vmdash_v1_QueueItemRef, _vmdash_v1_QueueItemRef__Output>
      ReceiveTrackerWebhookRequest: MessageTypeDefinition<_vmdash_v1_ReceiveTrackerWebhookRequest, _vmdash_v1_ReceiveTrackerWebhookRequest__Output>
      ReceiveTrackerWebhookResponse: MessageTypeDefinition<_vmdash_v1_ReceiveTrackerWebhookResponse, _vmdash_v1_ReceiveTrackerWebhookResponse__Output>
      RefreshProgress: MessageTypeDefinition<_vmdash_v1_RefreshProgress, _vmdash_v1_RefreshProgress__Output>
      RefreshReport: MessageTypeDefinition<_vmdash_v1_RefreshReport, _vmdash_v1_RefreshReport__Output>
      RefreshStatus: MessageTypeDefinition<_vmdash_v1_RefreshStatus, _vmdash_v1_RefreshStatus__Output>
      RefusedHost: MessageTypeDefinition<_vmdash_v1_RefusedHost, _vmdash_v1_RefusedHost__Output>
      RemediationTimes: MessageTypeDefinition<_vmdash_v1_RemediationTimes, _vmdash_v1_RemediationTimes__Output>
      RemediationTimesGroup: MessageTypeDefinition<_vmdash_v1_RemediationTimesGroup, _vmdash_v1_RemediationTimesGroup__Output>
      RemediationTimesRequest: MessageTypeDefinition<_vmdash_v1_RemediationTimesRequest, _vmdash_v1_RemediationTimesRequest__Output>
      RemediationTimesWindow: MessageTypeDefinition<_vmdash_v1_RemediationTimesWindow, _vmdash_v1_RemediationTimesWindow__Output>
      RequestExceptionRequest: MessageTypeDefinition<_vmdash_v1_RequestExceptionRequest, _vmdash_v1_RequestExceptionRequest__Output>
      RequeueFpSubmissionRequest: MessageTypeDefinition<_vmdash_v1_RequeueFpSubmissionRequest, _vmdash_v1_RequeueFpSubmissionRequest__Output>
      RequeueFpSubmissionResponse: MessageTypeDefinition<_vmdash_v1_RequeueFpSubmissionResponse, _vmdash_v1_RequeueFpSubmissionResponse__Output>
      RiskException: MessageTypeDefinition<_vmdash_v1_RiskException, _vmdash_v1_RiskException__Output>
      RiskExceptionBatch: MessageTypeDefinition<_vmdash_v1_RiskExceptionBatch, _vmdash_v1_RiskExceptionBatch__Output>
      RiskExceptionPage: MessageTypeDefinition<_vmdash_v1_RiskExceptionPage, _vmdash_v1_RiskExceptionPage__Output>
      RiskFactors: MessageTypeDefinition<_vmdash_v1_RiskFactors, _vmdash_v1_RiskFactors__Output>
      RiskInputsReport: MessageTypeDefinition<_vmdash_v1_RiskInputsReport, _vmdash_v1_RiskInputsReport__Output>
      ScopedBetaFinding: MessageTypeDefinition<_vmdash_v1_ScopedBetaFinding, _vmdash_v1_ScopedBetaFinding__Output>
      ScopedBetaFindingPage: MessageTypeDefinition<_vmdash_v1_ScopedBetaFindingPage, _vmdash_v1_ScopedBetaFindingPage__Output>
      ServedSnapshots: MessageTypeDefinition<_vmdash_v1_ServedSnapshots, _vmdash_v1_ServedSnapshots__Output>
      SkippedCount: MessageTypeDefinition<_vmdash_v1_SkippedCount, _vmdash_v1_SkippedCount__Output>
      SlaPolicy: MessageTypeDefinition<_vmdash_v1_SlaPolicy, _vmdash_v1_SlaPolicy__Output>
      SlaPolicyTier: MessageTypeDefinition<_vmdash_v1_SlaPolicyTier, _vmdash_v1_SlaPolicyTier__Output>
      SlaRule: MessageTypeDefinition<_vmdash_v1_SlaRule, _vmdash_v1_SlaRule__Output>
      SlaTierDays: MessageTypeDefinition<_vmdash_v1_SlaTierDays, _vmdash_v1_SlaTierDays__Output>
      SlaTrend: MessageTypeDefinition<_vmdash_v1_SlaTrend, _vmdash_v1_SlaTrend__Output>
      SlaTrendPoint: MessageTypeDefinition<_vmdash_v1_SlaTrendPoint, _vmdash_v1_SlaTrendPoint__Output>
      SlaTrendRequest: MessageTypeDefinition<_vmdash_v1_SlaTrendRequest, _vmdash_v1_SlaTrendRequest__Output>
      StageItem: MessageTypeDefinition<_vmdash_v1_StageItem, _vmdash_v1_StageItem__Output>
      StageQueueItemsRequest: MessageTypeDefinition<_vmdash_v1_StageQueueItemsRequest, _vmdash_v1_StageQueueItemsRequest__Output>
      StageQueueItemsResponse: MessageTypeDefinition<_vmdash_v1_StageQueueItemsResponse, _vmdash_v1_StageQueueItemsResponse__Output>
      StartJobRequest: MessageTypeDefinition<_vmdash_v1_StartJobRequest, _vmdash_v1_StartJobRequest__Output>
      StreamActivePlansRequest: MessageTypeDefinition<_vmdash_v1_StreamActivePlansRequest, _vmdash_v1_StreamActivePlansRequest__Output>
      StreamUpstreamPlansRequest: MessageTypeDefinition<_vmdash_v1_StreamUpstreamPlansRequest, _vmdash_v1_StreamUpstreamPlansRequest__Output>
      SyncPlanCacheRequest: MessageTypeDefinition<_vmdash_v1_SyncPlanCacheRequest, _vmdash_v1_SyncPlanCacheRequest__Output>
      SyncStopReason: EnumTypeDefinition
      SyncTrackerIssuesRequest: MessageTypeDefinition<_vmdash_v1_SyncTrackerIssuesRequest, _vmdash_v1_SyncTrackerIssuesRequest__Output>
      SyncTrackerIssuesResponse: MessageTypeDefinition<_vmdash_v1_SyncTrackerIssuesResponse, _vmdash_v1_SyncTrackerIssuesResponse__Output>
      SyncTrackerTicketsRequest: MessageTypeDefinition<_vmdash_v1_SyncTrackerTicketsRequest, _vmdash_v1_SyncTrackerTicketsRequest__Output>
      SyncTrackerTicketsResponse: MessageTypeDefinition<_vmdash_v1_SyncTrackerTicketsResponse, _vmdash_v1_SyncTrackerTicketsResponse__Output>
      TestTrackerConnectionRequest: MessageTypeDefinition<_vmdash_v1_TestTrackerConnectionRequest, _vmdash_v1_TestTrackerConnectionRequest__Output>
      TestTrackerConnectionResponse: MessageTypeDefinition<_vmdash_v1_TestTrackerConnectionResponse, _vmdash_v1_TestTrackerConnectionResponse__Output>
      TicketLink: MessageTypeDefinition<_vmdash_v1_TicketLink, _vmdash_v1_TicketLink__Output>
      TicketLinkList: MessageTypeDefinition<_vmdash_v1_TicketLinkList, _vmdash_v1_TicketLinkList__Output>
      TrackerIssue: MessageTypeDefinition<_vmdash_v1_TrackerIssue, _vmdash_v1_TrackerIssue__Output>
      TrackerQuota: MessageTypeDefinition<_vmdash_v1_TrackerQuota, _vmdash_v1_TrackerQuota__Output>
      TrackerTicket: MessageTypeDefinition<_vmdash_v1_TrackerTicket, _vmdash_v1_TrackerTicket__Output>
      TrackerTicketPage: MessageTypeDefinition<_vmdash_v1_TrackerTicketPage, _vmdash_v1_TrackerTicketPage__Output>
      TrackerTicketRef: MessageTypeDefinition<_vmdash_v1_TrackerTicketRef, _vmdash_v1_TrackerTicketRef__Output>
      TrackerTransition: MessageTypeDefinition<_vmdash_v1_TrackerTransition, _vmdash_v1_TrackerTransition__Output>
      TrackerTransitionList: MessageTypeDefinition<_vmdash_v1_TrackerTransitionList, _vmdash_v1_TrackerTransitionList__Output>
      TransitionTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_TransitionTrackerIssueRequest, _vmdash_v1_TransitionTrackerIssueRequest__Output>
      UpdateComplianceMetadataRequest: MessageTypeDefinition<_vmdash_v1_UpdateComplianceMetadataRequest, _vmdash_v1_UpdateComplianceMetadataRequest__Output>
      UpdatePlanRequest: MessageTypeDefinition<_vmdash_v1_UpdatePlanRequest, _vmdash_v1_UpdatePlanRequest__Output>
      UpdateQueueItemRequest: MessageTypeDefinition<_vmdash_v1_UpdateQueueItemRequest, _vmdash_v1_UpdateQueueItemRequest__Output>
      UpdateSlaPolicyRequest: MessageTypeDefinition<_vmdash_v1_UpdateSlaPolicyRequest, _vmdash_v1_UpdateSlaPolicyRequest__Output>
      UpdateTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_UpdateTrackerIssueRequest, _vmdash_v1_UpdateTrackerIssueRequest__Output>
      UpstreamHostPlans: MessageTypeDefinition<_vmdash_v1_UpstreamHostPlans, _vmdash_v1_UpstreamHostPlans__Output>
      WatchNotificationsRequest: MessageTypeDefinition<_vmdash_v1_WatchNotificationsRequest, _vmdash_v1_WatchNotificationsRequest__Output>
      WebhookDelivery: EnumTypeDefinition
      WorkflowFile: MessageTypeDefinition<_vmdash_v1_WorkflowFile, _vmdash_v1_WorkflowFile__Output>
      WorkflowNote: MessageTypeDefinition<_vmdash_v1_WorkflowNote, _vmdash_v1_WorkflowNote__Output>
      WorkflowNoteList: MessageTypeDefinition<_vmdash_v1_WorkflowNoteList, _vmdash_v1_WorkflowNoteList__Output>
    }
  }
}


// Original file: vmdash/v1/dashboard_workflows.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from '../../vmdash/v1/ActionPlan';
import type { ActionPlanList as _vmdash_v1_ActionPlanList, ActionPlanList__Output as _vmdash_v1_ActionPlanList__Output } from '../../vmdash/v1/ActionPlanList';
import type { AddFindingNoteRequest as _vmdash_v1_AddFindingNoteRequest, AddFindingNoteRequest__Output as _vmdash_v1_AddFindingNoteRequest__Output } from '../../vmdash/v1/AddFindingNoteRequest';
import type { AddQueueNoteRequest as _vmdash_v1_AddQueueNoteRequest, AddQueueNoteRequest__Output as _vmdash_v1_AddQueueNoteRequest__Output } from '../../vmdash/v1/AddQueueNoteRequest';
import type { CleanupDataRequest as _vmdash_v1_CleanupDataRequest, CleanupDataRequest__Output as _vmdash_v1_CleanupDataRequest__Output } from '../../vmdash/v1/CleanupDataRequest';
import type { CleanupDataResponse as _vmdash_v1_CleanupDataResponse, CleanupDataResponse__Output as _vmdash_v1_CleanupDataResponse__Output } from '../../vmdash/v1/CleanupDataResponse';
import type { CountUnreadNotificationsRequest as _vmdash_v1_CountUnreadNotificationsRequest, CountUnreadNotificationsRequest__Output as _vmdash_v1_CountUnreadNotificationsRequest__Output } from '../../vmdash/v1/CountUnreadNotificationsRequest';
import type { CreateFpSubmissionRequest as _vmdash_v1_CreateFpSubmissionRequest, CreateFpSubmissionRequest__Output as _vmdash_v1_CreateFpSubmissionRequest__Output } from '../../vmdash/v1/CreateFpSubmissionRequest';
import type { CreateHostPlanRequest as _vmdash_v1_CreateHostPlanRequest, CreateHostPlanRequest__Output as _vmdash_v1_CreateHostPlanRequest__Output } from '../../vmdash/v1/CreateHostPlanRequest';
import type { CreateTrackerTicketRequest as _vmdash_v1_CreateTrackerTicketRequest, CreateTrackerTicketRequest__Output as _vmdash_v1_CreateTrackerTicketRequest__Output } from '../../vmdash/v1/CreateTrackerTicketRequest';
import type { DeleteQueueItemRequest as _vmdash_v1_DeleteQueueItemRequest, DeleteQueueItemRequest__Output as _vmdash_v1_DeleteQueueItemRequest__Output } from '../../vmdash/v1/DeleteQueueItemRequest';
import type { DeleteQueueItemResponse as _vmdash_v1_DeleteQueueItemResponse, DeleteQueueItemResponse__Output as _vmdash_v1_DeleteQueueItemResponse__Output } from '../../vmdash/v1/DeleteQueueItemResponse';
import type { ExportFindingsRequest as _vmdash_v1_ExportFindingsRequest, ExportFindingsRequest__Output as _vmdash_v1_ExportFindingsRequest__Output } from '../../vmdash/v1/ExportFindingsRequest';
import type { FindingBatch as _vmdash_v1_FindingBatch, FindingBatch__Output as _vmdash_v1_FindingBatch__Output } from '../../vmdash/v1/FindingBatch';
import type { FindingPage as _vmdash_v1_FindingPage, FindingPage__Output as _vmdash_v1_FindingPage__Output } from '../../vmdash/v1/FindingPage';
import type { FindingRef as _vmdash_v1_FindingRef, FindingRef__Output as _vmdash_v1_FindingRef__Output } from '../../vmdash/v1/FindingRef';
import type { FindingTrend as _vmdash_v1_FindingTrend, FindingTrend__Output as _vmdash_v1_FindingTrend__Output } from '../../vmdash/v1/FindingTrend';
import type { FindingTrendWindow as _vmdash_v1_FindingTrendWindow, FindingTrendWindow__Output as _vmdash_v1_FindingTrendWindow__Output } from '../../vmdash/v1/FindingTrendWindow';
import type { FpSubmission as _vmdash_v1_FpSubmission, FpSubmission__Output as _vmdash_v1_FpSubmission__Output } from '../../vmdash/v1/FpSubmission';
import type { FpSubmissionPage as _vmdash_v1_FpSubmissionPage, FpSubmissionPage__Output as _vmdash_v1_FpSubmissionPage__Output } from '../../vmdash/v1/FpSubmissionPage';
import type { FpSubmissionRef as _vmdash_v1_FpSubmissionRef, FpSubmissionRef__Output as _vmdash_v1_FpSubmissionRef__Output } from '../../vmdash/v1/FpSubmissionRef';
import type { GetPlanCacheStatusRequest as _vmdash_v1_GetPlanCacheStatusRequest, GetPlanCacheStatusRequest__Output as _vmdash_v1_GetPlanCacheStatusRequest__Output } from '../../vmdash/v1/GetPlanCacheStatusRequest';
import type { GetTicketQuotaRequest as _vmdash_v1_GetTicketQuotaRequest, GetTicketQuotaRequest__Output as _vmdash_v1_GetTicketQuotaRequest__Output } from '../../vmdash/v1/GetTicketQuotaRequest';
import type { HostPlansRequest as _vmdash_v1_HostPlansRequest, HostPlansRequest__Output as _vmdash_v1_HostPlansRequest__Output } from '../../vmdash/v1/HostPlansRequest';
import type { Job as _vmdash_v1_Job, Job__Output as _vmdash_v1_Job__Output } from '../../vmdash/v1/Job';
import type { JobPage as _vmdash_v1_JobPage, JobPage__Output as _vmdash_v1_JobPage__Output } from '../../vmdash/v1/JobPage';
import type { JobRef as _vmdash_v1_JobRef, JobRef__Output as _vmdash_v1_JobRef__Output } from '../../vmdash/v1/JobRef';
import type { JobResultChunk as _vmdash_v1_JobResultChunk, JobResultChunk__Output as _vmdash_v1_JobResultChunk__Output } from '../../vmdash/v1/JobResultChunk';
import type { JobResultRequest as _vmdash_v1_JobResultRequest, JobResultRequest__Output as _vmdash_v1_JobResultRequest__Output } from '../../vmdash/v1/JobResultRequest';
import type { LinkTicketQueueItemsRequest as _vmdash_v1_LinkTicketQueueItemsRequest, LinkTicketQueueItemsRequest__Output as _vmdash_v1_LinkTicketQueueItemsRequest__Output } from '../../vmdash/v1/LinkTicketQueueItemsRequest';
import type { ListFindingsRequest as _vmdash_v1_ListFindingsRequest, ListFindingsRequest__Output as _vmdash_v1_ListFindingsRequest__Output } from '../../vmdash/v1/ListFindingsRequest';
import type { ListFpSubmissionsRequest as _vmdash_v1_ListFpSubmissionsRequest, ListFpSubmissionsRequest__Output as _vmdash_v1_ListFpSubmissionsRequest__Output } from '../../vmdash/v1/ListFpSubmissionsRequest';
import type { ListJobsRequest as _vmdash_v1_ListJobsRequest, ListJobsRequest__Output as _vmdash_v1_ListJobsRequest__Output } from '../../vmdash/v1/ListJobsRequest';
import type { ListNotificationsRequest as _vmdash_v1_ListNotificationsRequest, ListNotificationsRequest__Output as _vmdash_v1_ListNotificationsRequest__Output } from '../../vmdash/v1/ListNotificationsRequest';
import type { ListQueueItemsRequest as _vmdash_v1_ListQueueItemsRequest, ListQueueItemsRequest__Output as _vmdash_v1_ListQueueItemsRequest__Output } from '../../vmdash/v1/ListQueueItemsRequest';
import type { ListTicketLinksRequest as _vmdash_v1_ListTicketLinksRequest, ListTicketLinksRequest__Output as _vmdash_v1_ListTicketLinksRequest__Output } from '../../vmdash/v1/ListTicketLinksRequest';
import type { ListTrackerTicketsRequest as _vmdash_v1_ListTrackerTicketsRequest, ListTrackerTicketsRequest__Output as _vmdash_v1_ListTrackerTicketsRequest__Output } from '../../vmdash/v1/ListTrackerTicketsRequest';
import type { MapFpFindingsRequest as _vmdash_v1_MapFpFindingsRequest, MapFpFindingsRequest__Output as _vmdash_v1_MapFpFindingsRequest__Output } from '../../vmdash/v1/MapFpFindingsRequest';
import type { MapFpFindingsResponse as _vmdash_v1_MapFpFindingsResponse, MapFpFindingsResponse__Output as _vmdash_v1_MapFpFindingsResponse__Output } from '../../vmdash/v1/MapFpFindingsResponse';
import type { MarkAllNotificationsReadRequest as _vmdash_v1_MarkAllNotificationsReadRequest, MarkAllNotificationsReadRequest__Output as _vmdash_v1_MarkAllNotificationsReadRequest__Output } from '../../vmdash/v1/MarkAllNotificationsReadRequest';
import type { MarkAllNotificationsReadResponse as _vmdash_v1_MarkAllNotificationsReadResponse, MarkAllNotificationsReadResponse__Output as _vmdash_v1_MarkAllNotificationsReadResponse__Output } from '../../vmdash/v1/MarkAllNotificationsReadResponse';
import type { MarkNotificationReadRequest as _vmdash_v1_MarkNotificationReadRequest, MarkNotificationReadRequest__Output as _vmdash_v1_MarkNotificationReadRequest__Output } from '../../vmdash/v1/MarkNotificationReadRequest';
import type { Notification as _vmdash_v1_Notification, Notification__Output as _vmdash_v1_Notification__Output } from '../../vmdash/v1/Notification';
import type { NotificationCount as _vmdash_v1_NotificationCount, NotificationCount__Output as _vmdash_v1_NotificationCount__Output } from '../../vmdash/v1/NotificationCount';
import type { NotificationEvent as _vmdash_v1_NotificationEvent, NotificationEvent__Output as _vmdash_v1_NotificationEvent__Output } from '../../vmdash/v1/NotificationEvent';
import type { NotificationPage as _vmdash_v1_NotificationPage, NotificationPage__Output as _vmdash_v1_NotificationPage__Output } from '../../vmdash/v1/NotificationPage';
import type { PlanCacheStatus as _vmdash_v1_PlanCacheStatus, PlanCacheStatus__Output as _vmdash_v1_PlanCacheStatus__Output } from '../../vmdash/v1/PlanCacheStatus';
import type { QueueItem as _vmdash_v1_QueueItem, QueueItem__Output as _vmdash_v1_QueueItem__Output } from '../../vmdash/v1/QueueItem';
import type { QueueItemPage as _vmdash_v1_QueueItemPage, QueueItemPage__Output as _vmdash_v1_QueueItemPage__Output } from '../../vmdash/v1/QueueItemPage';
import type { QueueItemRef as _vmdash_v1_QueueItemRef, QueueItemRef__Output as _vmdash_v1_QueueItemRef__Output } from '../../vmdash/v1/QueueItemRef';
import type { RemediationTimes as _vmdash_v1_RemediationTimes, RemediationTimes__Output as _vmdash_v1_RemediationTimes__Output } from '../../vmdash/v1/RemediationTimes';
import type { RemediationTimesWindow as _vmdash_v1_RemediationTimesWindow, RemediationTimesWindow__Output as _vmdash_v1_RemediationTimesWindow__Output } from '../../vmdash/v1/RemediationTimesWindow';
import type { RequeueFpSubmissionRequest as _vmdash_v1_RequeueFpSubmissionRequest, RequeueFpSubmissionRequest__Output as _vmdash_v1_RequeueFpSubmissionRequest__Output } from '../../vmdash/v1/RequeueFpSubmissionRequest';
import type { RequeueFpSubmissionResponse as _vmdash_v1_RequeueFpSubmissionResponse, RequeueFpSubmissionResponse__Output as _vmdash_v1_RequeueFpSubmissionResponse__Output } from '../../vmdash/v1/RequeueFpSubmissionResponse';
import type { SlaTrend as _vmdash_v1_SlaTrend, SlaTrend__Output as _vmdash_v1_SlaTrend__Output } from '../../vmdash/v1/SlaTrend';
import type { StageQueueItemsRequest as _vmdash_v1_StageQueueItemsRequest, StageQueueItemsRequest__Output as _vmdash_v1_StageQueueItemsRequest__Output } from '../../vmdash/v1/StageQueueItemsRequest';
import type { StageQueueItemsResponse as _vmdash_v1_StageQueueItemsResponse, StageQueueItemsResponse__Output as _vmdash_v1_StageQueueItemsResponse__Output } from '../../vmdash/v1/StageQueueItemsResponse';
import type { StartJobRequest as _vmdash_v1_StartJobRequest, StartJobRequest__Output as _vmdash_v1_StartJobRequest__Output } from '../../vmdash/v1/StartJobRequest';
import type { SyncPlanCacheRequest as _vmdash_v1_SyncPlanCacheRequest, SyncPlanCacheRequest__Output as _vmdash_v1_SyncPlanCacheRequest__Output } from '../../vmdash/v1/SyncPlanCacheRequest';
import type { SyncTrackerTicketsRequest as _vmdash_v1_SyncTrackerTicketsRequest, SyncTrackerTicketsRequest__Output as _vmdash_v1_SyncTrackerTicketsRequest__Output } from '../../vmdash/v1/SyncTrackerTicketsRequest';
import type { SyncTrackerTicketsResponse as _vmdash_v1_SyncTrackerTicketsResponse, SyncTrackerTicketsResponse__Output as _vmdash_v1_SyncTrackerTicketsResponse__Output } from '../../vmdash/v1/SyncTrackerTicketsResponse';
import type { TicketLinkList as _vmdash_v1_TicketLinkList, TicketLinkList__Output as _vmdash_v1_TicketLinkList__Output } from '../../vmdash/v1/TicketLinkList';
import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from '../../vmdash/v1/TrackerQuota';
import type { TrackerTicket as _vmdash_v1_TrackerTicket, TrackerTicket__Output as _vmdash_v1_TrackerTicket__Output } from '../../vmdash/v1/TrackerTicket';
import type { TrackerTicketPage as _vmdash_v1_TrackerTicketPage, TrackerTicketPage__Output as _vmdash_v1_TrackerTicketPage__Output } from '../../vmdash/v1/TrackerTicketPage';
import type { TrackerTicketRef as _vmdash_v1_TrackerTicketRef, TrackerTicketRef__Output as _vmdash_v1_TrackerTicketRef__Output } from '../../vmdash/v1/TrackerTicketRef';
import type { UpdateQueueItemRequest as _vmdash_v1_UpdateQueueItemRequest, UpdateQueueItemRequest__Output as _vmdash_v1_UpdateQueueItemRequest__Output } from '../../vmdash/v1/UpdateQueueItemRequest';
import type { WatchNotificationsRequest as _vmdash_v1_WatchNotificationsRequest, WatchNotificationsRequest__Output as _vmdash_v1_WatchNotificationsRequest__Output } from '../../vmdash/v1/WatchNotificationsRequest';
import type { WorkflowNote as _vmdash_v1_WorkflowNote, WorkflowNote__Output as _vmdash_v1_WorkflowNote__Output } from '../../vmdash/v1/WorkflowNote';
import type { WorkflowNoteList as _vmdash_v1_WorkflowNoteList, WorkflowNoteList__Output as _vmdash_v1_WorkflowNoteList__Output } from '../../vmdash/v1/WorkflowNoteList';

export interface DashboardWorkflowServiceClient extends grpc.Client {
  AddFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  AddFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  AddFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  AddFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addFindingNote(argument: _vmdash_v1_AddFindingNoteRequest, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  
  AddQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  AddQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  AddQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  AddQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  addQueueNote(argument: _vmdash_v1_AddQueueNoteRequest, callback: grpc.requestCallback<_vmdash_v1_WorkflowNote__Output>): grpc.ClientUnaryCall;
  
  CancelJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _vmdash_v1_JobRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _vmdash_v1_JobRef, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _vmdash_v1_JobRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _vmdash_v1_JobRef, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes old workflow records of the caller's scope (an Admin: every user's within its team scope; a
   * Standard_User: its own) and records it in the audit trail; Admin or Standard_User.
   */
  CleanupData(argument: _vmdash_v1_CleanupDataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  CleanupData(argument: _vmdash_v1_CleanupDataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  CleanupData(argument: _vmdash_v1_CleanupDataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  CleanupData(argument: _vmdash_v1_CleanupDataRequest, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes old workflow records of the caller's scope (an Admin: every user's within its team scope; a
   * Standard_User: its own) and records it in the audit trail; Admin or Standard_User.
   */
  cleanupData(argument: _vmdash_v1_CleanupDataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  cleanupData(argument: _vmdash_v1_CleanupDataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  cleanupData(argument: _vmdash_v1_CleanupDataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  cleanupData(argument: _vmdash_v1_CleanupDataRequest, callback: grpc.requestCallback<_vmdash_v1_CleanupDataResponse__Output>): grpc.ClientUnaryCall;
  
  CountUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  CountUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  CountUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  CountUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  countUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  countUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  countUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  countUnreadNotifications(argument: _vmdash_v1_CountUnreadNotificationsRequest, callback: grpc.requestCallback<_vmdash_v1_NotificationCount__Output>): grpc.ClientUnaryCall;
  
  CreateFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  CreateFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  CreateFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  CreateFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  createFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  createFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  createFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  createFpSubmission(argument: _vmdash_v1_CreateFpSubmissionRequest, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  
  CreateHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  CreateHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  CreateHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  CreateHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createHostPlan(argument: _vmdash_v1_CreateHostPlanRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND for a ticket or queue item the caller does not see; the tracker's failures with their reasons.
   */
  CreateTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  CreateTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  CreateTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  CreateTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND for a ticket or queue item the caller does not see; the tracker's failures with their reasons.
   */
  createTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  createTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  createTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  createTrackerTicket(argument: _vmdash_v1_CreateTrackerTicketRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  
  DeleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  DeleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  DeleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  DeleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  deleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  deleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  deleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  deleteQueueItem(argument: _vmdash_v1_DeleteQueueItemRequest, callback: grpc.requestCallback<_vmdash_v1_DeleteQueueItemResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Every finding of the caller's teams that passes the filters, in batches, paged through data-cache one page at a
   * time while the caller reads (backpressure); Admin, Standard_User or Leadership (Read_Only cannot export, docs/decisions/0015).
   */
  ExportFindings(argument: _vmdash_v1_ExportFindingsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingBatch__Output>;
  ExportFindings(argument: _vmdash_v1_ExportFindingsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingBatch__Output>;
  /**
   * Every finding of the caller's teams that passes the filters, in batches, paged through data-cache one page at a
   * time while the caller reads (backpressure); Admin, Standard_User or Leadership (Read_Only cannot export, docs/decisions/0015).
   */
  exportFindings(argument: _vmdash_v1_ExportFindingsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingBatch__Output>;
  exportFindings(argument: _vmdash_v1_ExportFindingsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingBatch__Output>;
  
  GetFindingTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  GetFindingTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  GetFindingTrend(argument: _vmdash_v1_FindingTrendWindow, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  GetFindingTrend(argument: _vmdash_v1_FindingTrendWindow, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendWindow, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendWindow, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  
  GetFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  GetFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  GetFpSubmission(argument: _vmdash_v1_FpSubmissionRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  GetFpSubmission(argument: _vmdash_v1_FpSubmissionRef, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  getFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  getFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  getFpSubmission(argument: _vmdash_v1_FpSubmissionRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  getFpSubmission(argument: _vmdash_v1_FpSubmissionRef, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  
  GetJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _vmdash_v1_JobRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _vmdash_v1_JobRef, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _vmdash_v1_JobRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _vmdash_v1_JobRef, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  
  /**
   * The action-plan cache (docs/decisions/0013): its state, and a full rebuild from the action-plan service (Admin or
   * Standard_User; audit-logged). A rebuild reads every active plan with the caller's token; while it runs the cache
   * keeps answering from what it held.
   */
  GetPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  GetPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  GetPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  GetPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  /**
   * The action-plan cache (docs/decisions/0013): its state, and a full rebuild from the action-plan service (Admin or
   * Standard_User; audit-logged). A rebuild reads every active plan with the caller's token; while it runs the cache
   * keeps answering from what it held.
   */
  getPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  getPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  getPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  getPlanCacheStatus(argument: _vmdash_v1_GetPlanCacheStatusRequest, callback: grpc.requestCallback<_vmdash_v1_PlanCacheStatus__Output>): grpc.ClientUnaryCall;
  
  /**
   * Remediation analytics of the caller's teams (data-cache GetRemediationTimes and GetFindingTrend with the caller's
   * team scope; docs/decisions/0026-finding-lifecycle.md, "Analytics"); every group reads.
   */
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  /**
   * Remediation analytics of the caller's teams (data-cache GetRemediationTimes and GetFindingTrend with the caller's
   * team scope; docs/decisions/0026-finding-lifecycle.md, "Analytics"); every group reads.
   */
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesWindow, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  
  /**
   * SLA over time of the caller's teams, judged by the SLA policy in force (data-cache GetSlaTrend); every group reads.
   */
  GetSlaTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  GetSlaTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  GetSlaTrend(argument: _vmdash_v1_FindingTrendWindow, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  GetSlaTrend(argument: _vmdash_v1_FindingTrendWindow, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  /**
   * SLA over time of the caller's teams, judged by the SLA policy in force (data-cache GetSlaTrend); every group reads.
   */
  getSlaTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  getSlaTrend(argument: _vmdash_v1_FindingTrendWindow, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  getSlaTrend(argument: _vmdash_v1_FindingTrendWindow, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  getSlaTrend(argument: _vmdash_v1_FindingTrendWindow, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  
  /**
   * The tracker quota left, as the integration service counts it (asking spends no tracker call).
   */
  GetTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  GetTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  GetTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  GetTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  /**
   * The tracker quota left, as the integration service counts it (asking spends no tracker call).
   */
  getTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  getTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  getTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  getTicketQuota(argument: _vmdash_v1_GetTicketQuotaRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  
  GetTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  GetTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  GetTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  GetTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  getTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  getTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  getTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  getTrackerTicket(argument: _vmdash_v1_TrackerTicketRef, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  
  LinkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  LinkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  LinkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  LinkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  linkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  linkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  linkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  linkTicketQueueItems(argument: _vmdash_v1_LinkTicketQueueItemsRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTicket__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND when the finding is not an active finding of the caller's teams.
   */
  ListFindingNotes(argument: _vmdash_v1_FindingRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  ListFindingNotes(argument: _vmdash_v1_FindingRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  ListFindingNotes(argument: _vmdash_v1_FindingRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  ListFindingNotes(argument: _vmdash_v1_FindingRef, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND when the finding is not an active finding of the caller's teams.
   */
  listFindingNotes(argument: _vmdash_v1_FindingRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  listFindingNotes(argument: _vmdash_v1_FindingRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  listFindingNotes(argument: _vmdash_v1_FindingRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  listFindingNotes(argument: _vmdash_v1_FindingRef, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  
  ListFindings(argument: _vmdash_v1_ListFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  ListFindings(argument: _vmdash_v1_ListFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  ListFindings(argument: _vmdash_v1_ListFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  ListFindings(argument: _vmdash_v1_ListFindingsRequest, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  listFindings(argument: _vmdash_v1_ListFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  listFindings(argument: _vmdash_v1_ListFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  listFindings(argument: _vmdash_v1_ListFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  listFindings(argument: _vmdash_v1_ListFindingsRequest, callback: grpc.requestCallback<_vmdash_v1_FindingPage__Output>): grpc.ClientUnaryCall;
  
  ListFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  ListFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  ListFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  ListFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  listFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  listFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  listFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  listFpSubmissions(argument: _vmdash_v1_ListFpSubmissionsRequest, callback: grpc.requestCallback<_vmdash_v1_FpSubmissionPage__Output>): grpc.ClientUnaryCall;
  
  /**
   * A host's action plans (docs/decisions/0020): every group reads; Admin or Standard_User create (audit-logged). The call to
   * action-plan carries the caller's token and ends at the caller's commit instant (docs/decisions/0020).
   */
  ListHostPlans(argument: _vmdash_v1_HostPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  ListHostPlans(argument: _vmdash_v1_HostPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  ListHostPlans(argument: _vmdash_v1_HostPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  ListHostPlans(argument: _vmdash_v1_HostPlansRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  /**
   * A host's action plans (docs/decisions/0020): every group reads; Admin or Standard_User create (audit-logged). The call to
   * action-plan carries the caller's token and ends at the caller's commit instant (docs/decisions/0020).
   */
  listHostPlans(argument: _vmdash_v1_HostPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  listHostPlans(argument: _vmdash_v1_HostPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  listHostPlans(argument: _vmdash_v1_HostPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  listHostPlans(argument: _vmdash_v1_HostPlansRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  
  ListJobs(argument: _vmdash_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _vmdash_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _vmdash_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _vmdash_v1_ListJobsRequest, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _vmdash_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _vmdash_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _vmdash_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _vmdash_v1_ListJobsRequest, callback: grpc.requestCallback<_vmdash_v1_JobPage__Output>): grpc.ClientUnaryCall;
  
  ListNotifications(argument: _vmdash_v1_ListNotificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  ListNotifications(argument: _vmdash_v1_ListNotificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  ListNotifications(argument: _vmdash_v1_ListNotificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  ListNotifications(argument: _vmdash_v1_ListNotificationsRequest, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _vmdash_v1_ListNotificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _vmdash_v1_ListNotificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _vmdash_v1_ListNotificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _vmdash_v1_ListNotificationsRequest, callback: grpc.requestCallback<_vmdash_v1_NotificationPage__Output>): grpc.ClientUnaryCall;
  
  ListQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  ListQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  ListQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  ListQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  listQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  listQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  listQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  listQueueItems(argument: _vmdash_v1_ListQueueItemsRequest, callback: grpc.requestCallback<_vmdash_v1_QueueItemPage__Output>): grpc.ClientUnaryCall;
  
  ListQueueNotes(argument: _vmdash_v1_QueueItemRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  ListQueueNotes(argument: _vmdash_v1_QueueItemRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  ListQueueNotes(argument: _vmdash_v1_QueueItemRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  ListQueueNotes(argument: _vmdash_v1_QueueItemRef, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  listQueueNotes(argument: _vmdash_v1_QueueItemRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  listQueueNotes(argument: _vmdash_v1_QueueItemRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  listQueueNotes(argument: _vmdash_v1_QueueItemRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  listQueueNotes(argument: _vmdash_v1_QueueItemRef, callback: grpc.requestCallback<_vmdash_v1_WorkflowNoteList__Output>): grpc.ClientUnaryCall;
  
  ListTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  ListTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  ListTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  ListTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  listTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  listTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  listTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  listTicketLinks(argument: _vmdash_v1_ListTicketLinksRequest, callback: grpc.requestCallback<_vmdash_v1_TicketLinkList__Output>): grpc.ClientUnaryCall;
  
  ListTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  ListTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  ListTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  ListTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  listTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  listTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  listTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  listTrackerTickets(argument: _vmdash_v1_ListTrackerTicketsRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTicketPage__Output>): grpc.ClientUnaryCall;
  
  MapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  MapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  MapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  MapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  mapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  mapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  mapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  mapFpFindings(argument: _vmdash_v1_MapFpFindingsRequest, callback: grpc.requestCallback<_vmdash_v1_MapFpFindingsResponse__Output>): grpc.ClientUnaryCall;
  
  MarkAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  MarkAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  MarkAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  MarkAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  markAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  markAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  markAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  markAllNotificationsRead(argument: _vmdash_v1_MarkAllNotificationsReadRequest, callback: grpc.requestCallback<_vmdash_v1_MarkAllNotificationsReadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND for a notification of another user.
   */
  MarkNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  MarkNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  MarkNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  MarkNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND for a notification of another user.
   */
  markNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  markNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  markNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  markNotificationRead(argument: _vmdash_v1_MarkNotificationReadRequest, callback: grpc.requestCallback<_vmdash_v1_Notification__Output>): grpc.ClientUnaryCall;
  
  /**
   * The result file of a succeeded job: FAILED_PRECONDITION before it exists, GONE (reason) after it expired.
   */
  ReadJobResult(argument: _vmdash_v1_JobResultRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_JobResultChunk__Output>;
  ReadJobResult(argument: _vmdash_v1_JobResultRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_JobResultChunk__Output>;
  /**
   * The result file of a succeeded job: FAILED_PRECONDITION before it exists, GONE (reason) after it expired.
   */
  readJobResult(argument: _vmdash_v1_JobResultRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_JobResultChunk__Output>;
  readJobResult(argument: _vmdash_v1_JobResultRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_JobResultChunk__Output>;
  
  RequeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  RequeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  RequeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  RequeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  requeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  requeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  requeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  requeueFpSubmission(argument: _vmdash_v1_RequeueFpSubmissionRequest, callback: grpc.requestCallback<_vmdash_v1_RequeueFpSubmissionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND names the first finding that is not an active finding of the caller's teams (nothing is staged then).
   */
  StageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  StageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  StageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  StageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND names the first finding that is not an active finding of the caller's teams (nothing is staged then).
   */
  stageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  stageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  stageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  stageQueueItems(argument: _vmdash_v1_StageQueueItemsRequest, callback: grpc.requestCallback<_vmdash_v1_StageQueueItemsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Jobs (docs/decisions/0028-jobs.md): long work run by the dashboard's workers after the request ended. Starting an
   * export needs an exporter (Read_Only cannot export); a user sees their own jobs, an Admin every job (another
   * user's job is NOT_FOUND). Starts, ends and downloads are audit-logged.
   */
  StartJob(argument: _vmdash_v1_StartJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  StartJob(argument: _vmdash_v1_StartJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  StartJob(argument: _vmdash_v1_StartJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  StartJob(argument: _vmdash_v1_StartJobRequest, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  /**
   * Jobs (docs/decisions/0028-jobs.md): long work run by the dashboard's workers after the request ended. Starting an
   * export needs an exporter (Read_Only cannot export); a user sees their own jobs, an Admin every job (another
   * user's job is NOT_FOUND). Starts, ends and downloads are audit-logged.
   */
  startJob(argument: _vmdash_v1_StartJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  startJob(argument: _vmdash_v1_StartJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  startJob(argument: _vmdash_v1_StartJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  startJob(argument: _vmdash_v1_StartJobRequest, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  
  SyncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  SyncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  SyncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  SyncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  syncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  syncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  syncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  syncFpSubmission(argument: _vmdash_v1_FpSubmissionRef, callback: grpc.requestCallback<_vmdash_v1_FpSubmission__Output>): grpc.ClientUnaryCall;
  
  SyncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  SyncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  SyncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  SyncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  syncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  syncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  syncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  syncPlanCache(argument: _vmdash_v1_SyncPlanCacheRequest, callback: grpc.requestCallback<_vmdash_v1_Job__Output>): grpc.ClientUnaryCall;
  
  SyncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  SyncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  SyncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  SyncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerTickets(argument: _vmdash_v1_SyncTrackerTicketsRequest, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerTicketsResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  UpdateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  UpdateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  UpdateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  updateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  updateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  updateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  updateQueueItem(argument: _vmdash_v1_UpdateQueueItemRequest, callback: grpc.requestCallback<_vmdash_v1_QueueItem__Output>): grpc.ClientUnaryCall;
  
  /**
   * The job at once, then each change of its state or progress (read from its record at most twice a second) until
   * it ended or the caller's deadline passed.
   */
  WatchJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_Job__Output>;
  WatchJob(argument: _vmdash_v1_JobRef, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_Job__Output>;
  /**
   * The job at once, then each change of its state or progress (read from its record at most twice a second) until
   * it ended or the caller's deadline passed.
   */
  watchJob(argument: _vmdash_v1_JobRef, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_Job__Output>;
  watchJob(argument: _vmdash_v1_JobRef, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_Job__Output>;
  
  /**
   * The unread count at once, then each notification of the caller stored from now on, within a second of being
   * stored; runs until the caller cancels or its deadline passes.
   */
  WatchNotifications(argument: _vmdash_v1_WatchNotificationsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_NotificationEvent__Output>;
  WatchNotifications(argument: _vmdash_v1_WatchNotificationsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_NotificationEvent__Output>;
  /**
   * The unread count at once, then each notification of the caller stored from now on, within a second of being
   * stored; runs until the caller cancels or its deadline passes.
   */
  watchNotifications(argument: _vmdash_v1_WatchNotificationsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_NotificationEvent__Output>;
  watchNotifications(argument: _vmdash_v1_WatchNotificationsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_NotificationEvent__Output>;
  
}

export interface DashboardWorkflowServiceHandlers extends grpc.UntypedServiceImplementation {
  AddFindingNote: grpc.handleUnaryCall<_vmdash_v1_AddFindingNoteRequest__Output, _vmdash_v1_WorkflowNote>;
  
  AddQueueNote: grpc.handleUnaryCall<_vmdash_v1_AddQueueNoteRequest__Output, _vmdash_v1_WorkflowNote>;
  
  CancelJob: grpc.handleUnaryCall<_vmdash_v1_JobRef__Output, _vmdash_v1_Job>;
  
  /**
   * Removes old workflow records of the caller's scope (an Admin: every user's within its team scope; a
   * Standard_User: its own) and records it in the audit trail; Admin or Standard_User.
   */
  CleanupData: grpc.handleUnaryCall<_vmdash_v1_CleanupDataRequest__Output, _vmdash_v1_CleanupDataResponse>;
  
  CountUnreadNotifications: grpc.handleUnaryCall<_vmdash_v1_CountUnreadNotificationsRequest__Output, _vmdash_v1_NotificationCount>;
  
  CreateFpSubmission: grpc.handleUnaryCall<_vmdash_v1_CreateFpSubmissionRequest__Output, _vmdash_v1_FpSubmission>;
  
  CreateHostPlan: grpc.handleUnaryCall<_vmdash_v1_CreateHostPlanRequest__Output, _vmdash_v1_ActionPlan>;
  
  /**
   * NOT_FOUND for a ticket or queue item the caller does not see; the tracker's failures with their reasons.
   */
  CreateTrackerTicket: grpc.handleUnaryCall<_vmdash_v1_CreateTrackerTicketRequest__Output, _vmdash_v1_TrackerTicket>;
  
  DeleteQueueItem: grpc.handleUnaryCall<_vmdash_v1_DeleteQueueItemRequest__Output, _vmdash_v1_DeleteQueueItemResponse>;
  
  /**
   * Every finding of the caller's teams that passes the filters, in batches, paged through data-cache one page at a
   * time while the caller reads (backpressure); Admin, Standard_User or Leadership (Read_Only cannot export, docs/decisions/0015).
   */
  ExportFindings: grpc.handleServerStreamingCall<_vmdash_v1_ExportFindingsRequest__Output, _vmdash_v1_FindingBatch>;
  
  GetFindingTrend: grpc.handleUnaryCall<_vmdash_v1_FindingTrendWindow__Output, _vmdash_v1_FindingTrend>;
  
  GetFpSubmission: grpc.handleUnaryCall<_vmdash_v1_FpSubmissionRef__Output, _vmdash_v1_FpSubmission>;
  
  GetJob: grpc.handleUnaryCall<_vmdash_v1_JobRef__Output, _vmdash_v1_Job>;
  
  /**
   * The action-plan cache (docs/decisions/0013): its state, and a full rebuild from the action-plan service (Admin or
   * Standard_User; audit-logged). A rebuild reads every active plan with the caller's token; while it runs the cache
   * keeps answering from what it held.
   */
  GetPlanCacheStatus: grpc.handleUnaryCall<_vmdash_v1_GetPlanCacheStatusRequest__Output, _vmdash_v1_PlanCacheStatus>;
  
  /**
   * Remediation analytics of the caller's teams (data-cache GetRemediationTimes and GetFindingTrend with the caller's
   * team scope; docs/decisions/0026-finding-lifecycle.md, "Analytics"); every group reads.
   */
  GetRemediationTimes: grpc.handleUnaryCall<_vmdash_v1_RemediationTimesWindow__Output, _vmdash_v1_RemediationTimes>;
  
  /**
   * SLA over time of the caller's teams, judged by the SLA policy in force (data-cache GetSlaTrend); every group reads.
   */
  GetSlaTrend: grpc.handleUnaryCall<_vmdash_v1_FindingTrendWindow__Output, _vmdash_v1_SlaTrend>;
  
  /**
   * The tracker quota left, as the integration service counts it (asking spends no tracker call).
   */
  GetTicketQuota: grpc.handleUnaryCall<_vmdash_v1_GetTicketQuotaRequest__Output, _vmdash_v1_TrackerQuota>;
  
  GetTrackerTicket: grpc.handleUnaryCall<_vmdash_v1_TrackerTicketRef__Output, _vmdash_v1_TrackerTicket>;
  
  LinkTicketQueueItems: grpc.handleUnaryCall<_vmdash_v1_LinkTicketQueueItemsRequest__Output, _vmdash_v1_TrackerTicket>;
  
  /**
   * NOT_FOUND when the finding is not an active finding of the caller's teams.
   */
  ListFindingNotes: grpc.handleUnaryCall<_vmdash_v1_FindingRef__Output, _vmdash_v1_WorkflowNoteList>;
  
  ListFindings: grpc.handleUnaryCall<_vmdash_v1_ListFindingsRequest__Output, _vmdash_v1_FindingPage>;
  
  ListFpSubmissions: grpc.handleUnaryCall<_vmdash_v1_ListFpSubmissionsRequest__Output, _vmdash_v1_FpSubmissionPage>;
  
  /**
   * A host's action plans (docs/decisions/0020): every group reads; Admin or Standard_User create (audit-logged). The call to
   * action-plan carries the caller's token and ends at the caller's commit instant (docs/decisions/0020).
   */
  ListHostPlans: grpc.handleUnaryCall<_vmdash_v1_HostPlansRequest__Output, _vmdash_v1_ActionPlanList>;
  
  ListJobs: grpc.handleUnaryCall<_vmdash_v1_ListJobsRequest__Output, _vmdash_v1_JobPage>;
  
  ListNotifications: grpc.handleUnaryCall<_vmdash_v1_ListNotificationsRequest__Output, _vmdash_v1_NotificationPage>;
  
  ListQueueItems: grpc.handleUnaryCall<_vmdash_v1_ListQueueItemsRequest__Output, _vmdash_v1_QueueItemPage>;
  
  ListQueueNotes: grpc.handleUnaryCall<_vmdash_v1_QueueItemRef__Output, _vmdash_v1_WorkflowNoteList>;
  
  ListTicketLinks: grpc.handleUnaryCall<_vmdash_v1_ListTicketLinksRequest__Output, _vmdash_v1_TicketLinkList>;
  
  ListTrackerTickets: grpc.handleUnaryCall<_vmdash_v1_ListTrackerTicketsRequest__Output, _vmdash_v1_TrackerTicketPage>;
  
  MapFpFindings: grpc.handleUnaryCall<_vmdash_v1_MapFpFindingsRequest__Output, _vmdash_v1_MapFpFindingsResponse>;
  
  MarkAllNotificationsRead: grpc.handleUnaryCall<_vmdash_v1_MarkAllNotificationsReadRequest__Output, _vmdash_v1_MarkAllNotificationsReadResponse>;
  
  /**
   * NOT_FOUND for a notification of another user.
   */
  MarkNotificationRead: grpc.handleUnaryCall<_vmdash_v1_MarkNotificationReadRequest__Output, _vmdash_v1_Notification>;
  
  /**
   * The result file of a succeeded job: FAILED_PRECONDITION before it exists, GONE (reason) after it expired.
   */
  ReadJobResult: grpc.handleServerStreamingCall<_vmdash_v1_JobResultRequest__Output, _vmdash_v1_JobResultChunk>;
  
  RequeueFpSubmission: grpc.handleUnaryCall<_vmdash_v1_RequeueFpSubmissionRequest__Output, _vmdash_v1_RequeueFpSubmissionResponse>;
  
  /**
   * NOT_FOUND names the first finding that is not an active finding of the caller's teams (nothing is staged then).
   */
  StageQueueItems: grpc.handleUnaryCall<_vmdash_v1_StageQueueItemsRequest__Output, _vmdash_v1_StageQueueItemsResponse>;
  
  /**
   * Jobs (docs/decisions/0028-jobs.md): long work run by the dashboard's workers after the request ended. Starting an
   * export needs an exporter (Read_Only cannot export); a user sees their own jobs, an Admin every job (another
   * user's job is NOT_FOUND). Starts, ends and downloads are audit-logged.
   */
  StartJob: grpc.handleUnaryCall<_vmdash_v1_StartJobRequest__Output, _vmdash_v1_Job>;
  
  SyncFpSubmission: grpc.handleUnaryCall<_vmdash_v1_FpSubmissionRef__Output, _vmdash_v1_FpSubmission>;
  
  SyncPlanCache: grpc.handleUnaryCall<_vmdash_v1_SyncPlanCacheRequest__Output, _vmdash_v1_Job>;
  
  SyncTrackerTickets: grpc.handleUnaryCall<_vmdash_v1_SyncTrackerTicketsRequest__Output, _vmdash_v1_SyncTrackerTicketsResponse>;
  
  UpdateQueueItem: grpc.handleUnaryCall<_vmdash_v1_UpdateQueueItemRequest__Output, _vmdash_v1_QueueItem>;
  
  /**
   * The job at once, then each change of its state or progress (read from its record at most twice a second) until
   * it ended or the caller's deadline passed.
   */
  WatchJob: grpc.handleServerStreamingCall<_vmdash_v1_JobRef__Output, _vmdash_v1_Job>;
  
  /**
   * The unread count at once, then each notification of the caller stored from now on, within a second of being
   * stored; runs until the caller cancels or its deadline passes.
   */
  WatchNotifications: grpc.handleServerStreamingCall<_vmdash_v1_WatchNotificationsRequest__Output, _vmdash_v1_NotificationEvent>;
  
}

export interface DashboardWorkflowServiceDefinition extends grpc.ServiceDefinition {
  AddFindingNote: MethodDefinition<_vmdash_v1_AddFindingNoteRequest, _vmdash_v1_WorkflowNote, _vmdash_v1_AddFindingNoteRequest__Output, _vmdash_v1_WorkflowNote__Output>
  AddQueueNote: MethodDefinition<_vmdash_v1_AddQueueNoteRequest, _vmdash_v1_WorkflowNote, _vmdash_v1_AddQueueNoteRequest__Output, _vmdash_v1_WorkflowNote__Output>
  CancelJob: MethodDefinition<_vmdash_v1_JobRef, _vmdash_v1_Job, _vmdash_v1_JobRef__Output, _vmdash_v1_Job__Output>
  CleanupData: MethodDefinition<_vmdash_v1_CleanupDataRequest, _vmdash_v1_CleanupDataResponse, _vmdash_v1_CleanupDataRequest__Output, _vmdash_v1_CleanupDataResponse__Output>
  CountUnreadNotifications: MethodDefinition<_vmdash_v1_CountUnreadNotificationsRequest, _vmdash_v1_NotificationCount, _vmdash_v1_CountUnreadNotificationsRequest__Output, _vmdash_v1_NotificationCount__Output>
  CreateFpSubmission: MethodDefinition<_vmdash_v1_CreateFpSubmissionRequest, _vmdash_v1_FpSubmission, _vmdash_v1_CreateFpSubmissionRequest__Output, _vmdash_v1_FpSubmission__Output>
  CreateHostPlan: MethodDefinition<_vmdash_v1_CreateHostPlanRequest, _vmdash_v1_ActionPlan, _vmdash_v1_CreateHostPlanRequest__Output, _vmdash_v1_ActionPlan__Output>
  CreateTrackerTicket: MethodDefinition<_vmdash_v1_CreateTrackerTicketRequest, _vmdash_v1_TrackerTicket, _vmdash_v1_CreateTrackerTicketRequest__Output, _vmdash_v1_TrackerTicket__Output>
  DeleteQueueItem: MethodDefinition<_vmdash_v1_DeleteQueueItemRequest, _vmdash_v1_DeleteQueueItemResponse, _vmdash_v1_DeleteQueueItemRequest__Output, _vmdash_v1_DeleteQueueItemResponse__Output>
  ExportFindings: MethodDefinition<_vmdash_v1_ExportFindingsRequest, _vmdash_v1_FindingBatch, _vmdash_v1_ExportFindingsRequest__Output, _vmdash_v1_FindingBatch__Output>
  GetFindingTrend: MethodDefinition<_vmdash_v1_FindingTrendWindow, _vmdash_v1_FindingTrend, _vmdash_v1_FindingTrendWindow__Output, _vmdash_v1_FindingTrend__Output>
  GetFpSubmission: MethodDefinition<_vmdash_v1_FpSubmissionRef, _vmdash_v1_FpSubmission, _vmdash_v1_FpSubmissionRef__Output, _vmdash_v1_FpSubmission__Output>
  GetJob: MethodDefinition<_vmdash_v1_JobRef, _vmdash_v1_Job, _vmdash_v1_JobRef__Output, _vmdash_v1_Job__Output>
  GetPlanCacheStatus: MethodDefinition<_vmdash_v1_GetPlanCacheStatusRequest, _vmdash_v1_PlanCacheStatus, _vmdash_v1_GetPlanCacheStatusRequest__Output, _vmdash_v1_PlanCacheStatus__Output>
  GetRemediationTimes: MethodDefinition<_vmdash_v1_RemediationTimesWindow, _vmdash_v1_RemediationTimes, _vmdash_v1_RemediationTimesWindow__Output, _vmdash_v1_RemediationTimes__Output>
  GetSlaTrend: MethodDefinition<_vmdash_v1_FindingTrendWindow, _vmdash_v1_SlaTrend, _vmdash_v1_FindingTrendWindow__Output, _vmdash_v1_SlaTrend__Output>
  GetTicketQuota: MethodDefinition<_vmdash_v1_GetTicketQuotaRequest, _vmdash_v1_TrackerQuota, _vmdash_v1_GetTicketQuotaRequest__Output, _vmdash_v1_TrackerQuota__Output>
  GetTrackerTicket: MethodDefinition<_vmdash_v1_TrackerTicketRef, _vmdash_v1_TrackerTicket, _vmdash_v1_TrackerTicketRef__Output, _vmdash_v1_TrackerTicket__Output>
  LinkTicketQueueItems: MethodDefinition<_vmdash_v1_LinkTicketQueueItemsRequest, _vmdash_v1_TrackerTicket, _vmdash_v1_LinkTicketQueueItemsRequest__Output, _vmdash_v1_TrackerTicket__Output>
  ListFindingNotes: MethodDefinition<_vmdash_v1_FindingRef, _vmdash_v1_WorkflowNoteList, _vmdash_v1_FindingRef__Output, _vmdash_v1_WorkflowNoteList__Output>
  ListFindings: MethodDefinition<_vmdash_v1_ListFindingsRequest, _vmdash_v1_FindingPage, _vmdash_v1_ListFindingsRequest__Output, _vmdash_v1_FindingPage__Output>
  ListFpSubmissions: MethodDefinition<_vmdash_v1_ListFpSubmissionsRequest, _vmdash_v1_FpSubmissionPage, _vmdash_v1_ListFpSubmissionsRequest__Output, _vmdash_v1_FpSubmissionPage__Output>
  ListHostPlans: MethodDefinition<_vmdash_v1_HostPlansRequest, _vmdash_v1_ActionPlanList, _vmdash_v1_HostPlansRequest__Output, _vmdash_v1_ActionPlanList__Output>
  ListJobs: MethodDefinition<_vmdash_v1_ListJobsRequest, _vmdash_v1_JobPage, _vmdash_v1_ListJobsRequest__Output, _vmdash_v1_JobPage__Output>
  ListNotifications: MethodDefinition<_vmdash_v1_ListNotificationsRequest, _vmdash_v1_NotificationPage, _vmdash_v1_ListNotificationsRequest__Output, _vmdash_v1_NotificationPage__Output>
  ListQueueItems: MethodDefinition<_vmdash_v1_ListQueueItemsRequest, _vmdash_v1_QueueItemPage, _vmdash_v1_ListQueueItemsRequest__Output, _vmdash_v1_QueueItemPage__Output>
  ListQueueNotes: MethodDefinition<_vmdash_v1_QueueItemRef, _vmdash_v1_WorkflowNoteList, _vmdash_v1_QueueItemRef__Output, _vmdash_v1_WorkflowNoteList__Output>
  ListTicketLinks: MethodDefinition<_vmdash_v1_ListTicketLinksRequest, _vmdash_v1_TicketLinkList, _vmdash_v1_ListTicketLinksRequest__Output, _vmdash_v1_TicketLinkList__Output>
  ListTrackerTickets: MethodDefinition<_vmdash_v1_ListTrackerTicketsRequest, _vmdash_v1_TrackerTicketPage, _vmdash_v1_ListTrackerTicketsRequest__Output, _vmdash_v1_TrackerTicketPage__Output>
  MapFpFindings: MethodDefinition<_vmdash_v1_MapFpFindingsRequest, _vmdash_v1_MapFpFindingsResponse, _vmdash_v1_MapFpFindingsRequest__Output, _vmdash_v1_MapFpFindingsResponse__Output>
  MarkAllNotificationsRead: MethodDefinition<_vmdash_v1_MarkAllNotificationsReadRequest, _vmdash_v1_MarkAllNotificationsReadResponse, _vmdash_v1_MarkAllNotificationsReadRequest__Output, _vmdash_v1_MarkAllNotificationsReadResponse__Output>
  MarkNotificationRead: MethodDefinition<_vmdash_v1_MarkNotificationReadRequest, _vmdash_v1_Notification, _vmdash_v1_MarkNotificationReadRequest__Output, _vmdash_v1_Notification__Output>
  ReadJobResult: MethodDefinition<_vmdash_v1_JobResultRequest, _vmdash_v1_JobResultChunk, _vmdash_v1_JobResultRequest__Output, _vmdash_v1_JobResultChunk__Output>
  RequeueFpSubmission: MethodDefinition<_vmdash_v1_RequeueFpSubmissionRequest, _vmdash_v1_RequeueFpSubmissionResponse, _vmdash_v1_RequeueFpSubmissionRequest__Output, _vmdash_v1_RequeueFpSubmissionResponse__Output>
  StageQueueItems: MethodDefinition<_vmdash_v1_StageQueueItemsRequest, _vmdash_v1_StageQueueItemsResponse, _vmdash_v1_StageQueueItemsRequest__Output, _vmdash_v1_StageQueueItemsResponse__Output>
  StartJob: MethodDefinition<_vmdash_v1_StartJobRequest, _vmdash_v1_Job, _vmdash_v1_StartJobRequest__Output, _vmdash_v1_Job__Output>
  SyncFpSubmission: MethodDefinition<_vmdash_v1_FpSubmissionRef, _vmdash_v1_FpSubmission, _vmdash_v1_FpSubmissionRef__Output, _vmdash_v1_FpSubmission__Output>
  SyncPlanCache: MethodDefinition<_vmdash_v1_SyncPlanCacheRequest, _vmdash_v1_Job, _vmdash_v1_SyncPlanCacheRequest__Output, _vmdash_v1_Job__Output>
  SyncTrackerTickets: MethodDefinition<_vmdash_v1_SyncTrackerTicketsRequest, _vmdash_v1_SyncTrackerTicketsResponse, _vmdash_v1_SyncTrackerTicketsRequest__Output, _vmdash_v1_SyncTrackerTicketsResponse__Output>
  UpdateQueueItem: MethodDefinition<_vmdash_v1_UpdateQueueItemRequest, _vmdash_v1_QueueItem, _vmdash_v1_UpdateQueueItemRequest__Output, _vmdash_v1_QueueItem__Output>
  WatchJob: MethodDefinition<_vmdash_v1_JobRef, _vmdash_v1_Job, _vmdash_v1_JobRef__Output, _vmdash_v1_Job__Output>
  WatchNotifications: MethodDefinition<_vmdash_v1_WatchNotificationsRequest, _vmdash_v1_NotificationEvent, _vmdash_v1_WatchNotificationsRequest__Output, _vmdash_v1_NotificationEvent__Output>
}

// Original file: vmdash/v1/integration.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddTrackerCommentRequest as _vmdash_v1_AddTrackerCommentRequest, AddTrackerCommentRequest__Output as _vmdash_v1_AddTrackerCommentRequest__Output } from '../../vmdash/v1/AddTrackerCommentRequest';
import type { AddTrackerCommentResponse as _vmdash_v1_AddTrackerCommentResponse, AddTrackerCommentResponse__Output as _vmdash_v1_AddTrackerCommentResponse__Output } from '../../vmdash/v1/AddTrackerCommentResponse';
import type { CreateFalsePositiveWorkflowRequest as _vmdash_v1_CreateFalsePositiveWorkflowRequest, CreateFalsePositiveWorkflowRequest__Output as _vmdash_v1_CreateFalsePositiveWorkflowRequest__Output } from '../../vmdash/v1/CreateFalsePositiveWorkflowRequest';
import type { CreateTrackerIssueRequest as _vmdash_v1_CreateTrackerIssueRequest, CreateTrackerIssueRequest__Output as _vmdash_v1_CreateTrackerIssueRequest__Output } from '../../vmdash/v1/CreateTrackerIssueRequest';
import type { FalsePositiveWorkflow as _vmdash_v1_FalsePositiveWorkflow, FalsePositiveWorkflow__Output as _vmdash_v1_FalsePositiveWorkflow__Output } from '../../vmdash/v1/FalsePositiveWorkflow';
import type { FindFalsePositiveWorkflowRequest as _vmdash_v1_FindFalsePositiveWorkflowRequest, FindFalsePositiveWorkflowRequest__Output as _vmdash_v1_FindFalsePositiveWorkflowRequest__Output } from '../../vmdash/v1/FindFalsePositiveWorkflowRequest';
import type { GetTrackerIssueRequest as _vmdash_v1_GetTrackerIssueRequest, GetTrackerIssueRequest__Output as _vmdash_v1_GetTrackerIssueRequest__Output } from '../../vmdash/v1/GetTrackerIssueRequest';
import type { GetTrackerQuotaRequest as _vmdash_v1_GetTrackerQuotaRequest, GetTrackerQuotaRequest__Output as _vmdash_v1_GetTrackerQuotaRequest__Output } from '../../vmdash/v1/GetTrackerQuotaRequest';
import type { ListTrackerTransitionsRequest as _vmdash_v1_ListTrackerTransitionsRequest, ListTrackerTransitionsRequest__Output as _vmdash_v1_ListTrackerTransitionsRequest__Output } from '../../vmdash/v1/ListTrackerTransitionsRequest';
import type { MapFindingToWorkflowRequest as _vmdash_v1_MapFindingToWorkflowRequest, MapFindingToWorkflowRequest__Output as _vmdash_v1_MapFindingToWorkflowRequest__Output } from '../../vmdash/v1/MapFindingToWorkflowRequest';
import type { MapFindingToWorkflowResponse as _vmdash_v1_MapFindingToWorkflowResponse, MapFindingToWorkflowResponse__Output as _vmdash_v1_MapFindingToWorkflowResponse__Output } from '../../vmdash/v1/MapFindingToWorkflowResponse';
import type { ReceiveTrackerWebhookRequest as _vmdash_v1_ReceiveTrackerWebhookRequest, ReceiveTrackerWebhookRequest__Output as _vmdash_v1_ReceiveTrackerWebhookRequest__Output } from '../../vmdash/v1/ReceiveTrackerWebhookRequest';
import type { ReceiveTrackerWebhookResponse as _vmdash_v1_ReceiveTrackerWebhookResponse, ReceiveTrackerWebhookResponse__Output as _vmdash_v1_ReceiveTrackerWebhookResponse__Output } from '../../vmdash/v1/ReceiveTrackerWebhookResponse';
import type { StreamUpstreamPlansRequest as _vmdash_v1_StreamUpstreamPlansRequest, StreamUpstreamPlansRequest__Output as _vmdash_v1_StreamUpstreamPlansRequest__Output } from '../../vmdash/v1/StreamUpstreamPlansRequest';
import type { SyncTrackerIssuesRequest as _vmdash_v1_SyncTrackerIssuesRequest, SyncTrackerIssuesRequest__Output as _vmdash_v1_SyncTrackerIssuesRequest__Output } from '../../vmdash/v1/SyncTrackerIssuesRequest';
import type { SyncTrackerIssuesResponse as _vmdash_v1_SyncTrackerIssuesResponse, SyncTrackerIssuesResponse__Output as _vmdash_v1_SyncTrackerIssuesResponse__Output } from '../../vmdash/v1/SyncTrackerIssuesResponse';
import type { TestTrackerConnectionRequest as _vmdash_v1_TestTrackerConnectionRequest, TestTrackerConnectionRequest__Output as _vmdash_v1_TestTrackerConnectionRequest__Output } from '../../vmdash/v1/TestTrackerConnectionRequest';
import type { TestTrackerConnectionResponse as _vmdash_v1_TestTrackerConnectionResponse, TestTrackerConnectionResponse__Output as _vmdash_v1_TestTrackerConnectionResponse__Output } from '../../vmdash/v1/TestTrackerConnectionResponse';
import type { TrackerIssue as _vmdash_v1_TrackerIssue, TrackerIssue__Output as _vmdash_v1_TrackerIssue__Output } from '../../vmdash/v1/TrackerIssue';
import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from '../../vmdash/v1/TrackerQuota';
import type { TrackerTransitionList as _vmdash_v1_TrackerTransitionList, TrackerTransitionList__Output as _vmdash_v1_TrackerTransitionList__Output } from '../../vmdash/v1/TrackerTransitionList';
import type { TransitionTrackerIssueRequest as _vmdash_v1_TransitionTrackerIssueRequest, TransitionTrackerIssueRequest__Output as _vmdash_v1_TransitionTrackerIssueRequest__Output } from '../../vmdash/v1/TransitionTrackerIssueRequest';
import type { UpdateTrackerIssueRequest as _vmdash_v1_UpdateTrackerIssueRequest, UpdateTrackerIssueRequest__Output as _vmdash_v1_UpdateTrackerIssueRequest__Output } from '../../vmdash/v1/UpdateTrackerIssueRequest';
import type { UpstreamHostPlans as _vmdash_v1_UpstreamHostPlans, UpstreamHostPlans__Output as _vmdash_v1_UpstreamHostPlans__Output } from '../../vmdash/v1/UpstreamHostPlans';

export interface IntegrationServiceClient extends grpc.Client {
  AddTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  AddTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  AddTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  AddTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  addTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  addTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  addTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  addTrackerComment(argument: _vmdash_v1_AddTrackerCommentRequest, callback: grpc.requestCallback<_vmdash_v1_AddTrackerCommentResponse__Output>): grpc.ClientUnaryCall;
  
  CreateFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  CreateFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  CreateFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  CreateFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  createFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  createFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  createFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  createFalsePositiveWorkflow(argument: _vmdash_v1_CreateFalsePositiveWorkflowRequest, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  
  CreateTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  CreateTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  CreateTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  CreateTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  createTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  createTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  createTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  createTrackerIssue(argument: _vmdash_v1_CreateTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  
  FindFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  FindFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  FindFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  FindFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  findFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  findFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  findFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  findFalsePositiveWorkflow(argument: _vmdash_v1_FindFalsePositiveWorkflowRequest, callback: grpc.requestCallback<_vmdash_v1_FalsePositiveWorkflow__Output>): grpc.ClientUnaryCall;
  
  GetTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  GetTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  GetTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  GetTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  getTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  getTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  getTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  getTrackerIssue(argument: _vmdash_v1_GetTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  
  GetTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  GetTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  GetTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  GetTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  getTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  getTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  getTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  getTrackerQuota(argument: _vmdash_v1_GetTrackerQuotaRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerQuota__Output>): grpc.ClientUnaryCall;
  
  ListTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  ListTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  ListTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  ListTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  listTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  listTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  listTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  listTrackerTransitions(argument: _vmdash_v1_ListTrackerTransitionsRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerTransitionList__Output>): grpc.ClientUnaryCall;
  
  MapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  MapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  MapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  MapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  mapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  mapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  mapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  mapFindingToWorkflow(argument: _vmdash_v1_MapFindingToWorkflowRequest, callback: grpc.requestCallback<_vmdash_v1_MapFindingToWorkflowResponse__Output>): grpc.ClientUnaryCall;
  
  ReceiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  ReceiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  ReceiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  ReceiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  receiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  receiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  receiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  receiveTrackerWebhook(argument: _vmdash_v1_ReceiveTrackerWebhookRequest, callback: grpc.requestCallback<_vmdash_v1_ReceiveTrackerWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The hosts of one page of the action plans upstream service with their active plans, host by host in the page's
   * order (the action-plan cache's sync in upstream mode); an empty stream past the last page. INVALID_ARGUMENT for a
   * page below 1; UNAVAILABLE while PLANS_UPSTREAM_URL is unset; a refused credential (401) is FAILED_PRECONDITION
   * naming PLANS_UPSTREAM_USER / PLANS_UPSTREAM_PASSWORD.
   */
  StreamUpstreamPlans(argument: _vmdash_v1_StreamUpstreamPlansRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_UpstreamHostPlans__Output>;
  StreamUpstreamPlans(argument: _vmdash_v1_StreamUpstreamPlansRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_UpstreamHostPlans__Output>;
  /**
   * The hosts of one page of the action plans upstream service with their active plans, host by host in the page's
   * order (the action-plan cache's sync in upstream mode); an empty stream past the last page. INVALID_ARGUMENT for a
   * page below 1; UNAVAILABLE while PLANS_UPSTREAM_URL is unset; a refused credential (401) is FAILED_PRECONDITION
   * naming PLANS_UPSTREAM_USER / PLANS_UPSTREAM_PASSWORD.
   */
  streamUpstreamPlans(argument: _vmdash_v1_StreamUpstreamPlansRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_UpstreamHostPlans__Output>;
  streamUpstreamPlans(argument: _vmdash_v1_StreamUpstreamPlansRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_UpstreamHostPlans__Output>;
  
  SyncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  SyncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  SyncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  SyncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  syncTrackerIssues(argument: _vmdash_v1_SyncTrackerIssuesRequest, callback: grpc.requestCallback<_vmdash_v1_SyncTrackerIssuesResponse__Output>): grpc.ClientUnaryCall;
  
  TestTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  TestTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  TestTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  TestTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  testTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  testTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  testTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  testTrackerConnection(argument: _vmdash_v1_TestTrackerConnectionRequest, callback: grpc.requestCallback<_vmdash_v1_TestTrackerConnectionResponse__Output>): grpc.ClientUnaryCall;
  
  TransitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  TransitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  TransitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  TransitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  transitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  transitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  transitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  transitionTrackerIssue(argument: _vmdash_v1_TransitionTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  
  UpdateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  UpdateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  UpdateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  UpdateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  updateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  updateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  updateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  updateTrackerIssue(argument: _vmdash_v1_UpdateTrackerIssueRequest, callback: grpc.requestCallback<_vmdash_v1_TrackerIssue__Output>): grpc.ClientUnaryCall;
  
}

export interface IntegrationServiceHandlers extends grpc.UntypedServiceImplementation {
  AddTrackerComment: grpc.handleUnaryCall<_vmdash_v1_AddTrackerCommentRequest__Output, _vmdash_v1_AddTrackerCommentResponse>;
  
  CreateFalsePositiveWorkflow: grpc.handleUnaryCall<_vmdash_v1_CreateFalsePositiveWorkflowRequest__Output, _vmdash_v1_FalsePositiveWorkflow>;
  
  CreateTrackerIssue: grpc.handleUnaryCall<_vmdash_v1_CreateTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue>;
  
  FindFalsePositiveWorkflow: grpc.handleUnaryCall<_vmdash_v1_FindFalsePositiveWorkflowRequest__Output, _vmdash_v1_FalsePositiveWorkflow>;
  
  GetTrackerIssue: grpc.handleUnaryCall<_vmdash_v1_GetTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue>;
  
  GetTrackerQuota: grpc.handleUnaryCall<_vmdash_v1_GetTrackerQuotaRequest__Output, _vmdash_v1_TrackerQuota>;
  
  ListTrackerTransitions: grpc.handleUnaryCall<_vmdash_v1_ListTrackerTransitionsRequest__Output, _vmdash_v1_TrackerTransitionList>;
  
  MapFindingToWorkflow: grpc.handleUnaryCall<_vmdash_v1_MapFindingToWorkflowRequest__Output, _vmdash_v1_MapFindingToWorkflowResponse>;
  
  ReceiveTrackerWebhook: grpc.handleUnaryCall<_vmdash_v1_ReceiveTrackerWebhookRequest__Output, _vmdash_v1_ReceiveTrackerWebhookResponse>;
  
  /**
   * The hosts of one page of the action plans upstream service with their active plans, host by host in the page's
   * order (the action-plan cache's sync in upstream mode); an empty stream past the last page. INVALID_ARGUMENT for a
   * page below 1; UNAVAILABLE while PLANS_UPSTREAM_URL is unset; a refused credential (401) is FAILED_PRECONDITION
   * naming PLANS_UPSTREAM_USER / PLANS_UPSTREAM_PASSWORD.
   */
  StreamUpstreamPlans: grpc.handleServerStreamingCall<_vmdash_v1_StreamUpstreamPlansRequest__Output, _vmdash_v1_UpstreamHostPlans>;
  
  SyncTrackerIssues: grpc.handleUnaryCall<_vmdash_v1_SyncTrackerIssuesRequest__Output, _vmdash_v1_SyncTrackerIssuesResponse>;
  
  TestTrackerConnection: grpc.handleUnaryCall<_vmdash_v1_TestTrackerConnectionRequest__Output, _vmdash_v1_TestTrackerConnectionResponse>;
  
  TransitionTrackerIssue: grpc.handleUnaryCall<_vmdash_v1_TransitionTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue>;
  
  UpdateTrackerIssue: grpc.handleUnaryCall<_vmdash_v1_UpdateTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue>;
  
}

export interface IntegrationServiceDefinition extends grpc.ServiceDefinition {
  AddTrackerComment: MethodDefinition<_vmdash_v1_AddTrackerCommentRequest, _vmdash_v1_AddTrackerCommentResponse, _vmdash_v1_AddTrackerCommentRequest__Output, _vmdash_v1_AddTrackerCommentResponse__Output>
  CreateFalsePositiveWorkflow: MethodDefinition<_vmdash_v1_CreateFalsePositiveWorkflowRequest, _vmdash_v1_FalsePositiveWorkflow, _vmdash_v1_CreateFalsePositiveWorkflowRequest__Output, _vmdash_v1_FalsePositiveWorkflow__Output>
  CreateTrackerIssue: MethodDefinition<_vmdash_v1_CreateTrackerIssueRequest, _vmdash_v1_TrackerIssue, _vmdash_v1_CreateTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue__Output>
  FindFalsePositiveWorkflow: MethodDefinition<_vmdash_v1_FindFalsePositiveWorkflowRequest, _vmdash_v1_FalsePositiveWorkflow, _vmdash_v1_FindFalsePositiveWorkflowRequest__Output, _vmdash_v1_FalsePositiveWorkflow__Output>
  GetTrackerIssue: MethodDefinition<_vmdash_v1_GetTrackerIssueRequest, _vmdash_v1_TrackerIssue, _vmdash_v1_GetTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue__Output>
  GetTrackerQuota: MethodDefinition<_vmdash_v1_GetTrackerQuotaRequest, _vmdash_v1_TrackerQuota, _vmdash_v1_GetTrackerQuotaRequest__Output, _vmdash_v1_TrackerQuota__Output>
  ListTrackerTransitions: MethodDefinition<_vmdash_v1_ListTrackerTransitionsRequest, _vmdash_v1_TrackerTransitionList, _vmdash_v1_ListTrackerTransitionsRequest__Output, _vmdash_v1_TrackerTransitionList__Output>
  MapFindingToWorkflow: MethodDefinition<_vmdash_v1_MapFindingToWorkflowRequest, _vmdash_v1_MapFindingToWorkflowResponse, _vmdash_v1_MapFindingToWorkflowRequest__Output, _vmdash_v1_MapFindingToWorkflowResponse__Output>
  ReceiveTrackerWebhook: MethodDefinition<_vmdash_v1_ReceiveTrackerWebhookRequest, _vmdash_v1_ReceiveTrackerWebhookResponse, _vmdash_v1_ReceiveTrackerWebhookRequest__Output, _vmdash_v1_ReceiveTrackerWebhookResponse__Output>
  StreamUpstreamPlans: MethodDefinition<_vmdash_v1_StreamUpstreamPlansRequest, _vmdash_v1_UpstreamHostPlans, _vmdash_v1_StreamUpstreamPlansRequest__Output, _vmdash_v1_UpstreamHostPlans__Output>
  SyncTrackerIssues: MethodDefinition<_vmdash_v1_SyncTrackerIssuesRequest, _vmdash_v1_SyncTrackerIssuesResponse, _vmdash_v1_SyncTrackerIssuesRequest__Output, _vmdash_v1_SyncTrackerIssuesResponse__Output>
  TestTrackerConnection: MethodDefinition<_vmdash_v1_TestTrackerConnectionRequest, _vmdash_v1_TestTrackerConnectionResponse, _vmdash_v1_TestTrackerConnectionRequest__Output, _vmdash_v1_TestTrackerConnectionResponse__Output>
  TransitionTrackerIssue: MethodDefinition<_vmdash_v1_TransitionTrackerIssueRequest, _vmdash_v1_TrackerIssue, _vmdash_v1_TransitionTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue__Output>
  UpdateTrackerIssue: MethodDefinition<_vmdash_v1_UpdateTrackerIssueRequest, _vmdash_v1_TrackerIssue, _vmdash_v1_UpdateTrackerIssueRequest__Output, _vmdash_v1_TrackerIssue__Output>
}

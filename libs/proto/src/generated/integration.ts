import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from './vmdash/v1/ActionPlan';
import type { ActionPlanList as _vmdash_v1_ActionPlanList, ActionPlanList__Output as _vmdash_v1_ActionPlanList__Output } from './vmdash/v1/ActionPlanList';
import type { ActionPlanServiceClient as _vmdash_v1_ActionPlanServiceClient, ActionPlanServiceDefinition as _vmdash_v1_ActionPlanServiceDefinition } from './vmdash/v1/ActionPlanService';
import type { AddTrackerCommentRequest as _vmdash_v1_AddTrackerCommentRequest, AddTrackerCommentRequest__Output as _vmdash_v1_AddTrackerCommentRequest__Output } from './vmdash/v1/AddTrackerCommentRequest';
import type { AddTrackerCommentResponse as _vmdash_v1_AddTrackerCommentResponse, AddTrackerCommentResponse__Output as _vmdash_v1_AddTrackerCommentResponse__Output } from './vmdash/v1/AddTrackerCommentResponse';
import type { BulkCreatePlansRequest as _vmdash_v1_BulkCreatePlansRequest, BulkCreatePlansRequest__Output as _vmdash_v1_BulkCreatePlansRequest__Output } from './vmdash/v1/BulkCreatePlansRequest';
import type { BulkCreatePlansResponse as _vmdash_v1_BulkCreatePlansResponse, BulkCreatePlansResponse__Output as _vmdash_v1_BulkCreatePlansResponse__Output } from './vmdash/v1/BulkCreatePlansResponse';
import type { BulkPlanCreated as _vmdash_v1_BulkPlanCreated, BulkPlanCreated__Output as _vmdash_v1_BulkPlanCreated__Output } from './vmdash/v1/BulkPlanCreated';
import type { BulkPlanFailed as _vmdash_v1_BulkPlanFailed, BulkPlanFailed__Output as _vmdash_v1_BulkPlanFailed__Output } from './vmdash/v1/BulkPlanFailed';
import type { CreateFalsePositiveWorkflowRequest as _vmdash_v1_CreateFalsePositiveWorkflowRequest, CreateFalsePositiveWorkflowRequest__Output as _vmdash_v1_CreateFalsePositiveWorkflowRequest__Output } from './vmdash/v1/CreateFalsePositiveWorkflowRequest';
import type { CreatePlanRequest as _vmdash_v1_CreatePlanRequest, CreatePlanRequest__Output as _vmdash_v1_CreatePlanRequest__Output } from './vmdash/v1/CreatePlanRequest';
import type { CreateTrackerIssueRequest as _vmdash_v1_CreateTrackerIssueRequest, CreateTrackerIssueRequest__Output as _vmdash_v1_CreateTrackerIssueRequest__Output } from './vmdash/v1/CreateTrackerIssueRequest';
import type { FalsePositiveWorkflow as _vmdash_v1_FalsePositiveWorkflow, FalsePositiveWorkflow__Output as _vmdash_v1_FalsePositiveWorkflow__Output } from './vmdash/v1/FalsePositiveWorkflow';
import type { FindFalsePositiveWorkflowRequest as _vmdash_v1_FindFalsePositiveWorkflowRequest, FindFalsePositiveWorkflowRequest__Output as _vmdash_v1_FindFalsePositiveWorkflowRequest__Output } from './vmdash/v1/FindFalsePositiveWorkflowRequest';
import type { GetTrackerIssueRequest as _vmdash_v1_GetTrackerIssueRequest, GetTrackerIssueRequest__Output as _vmdash_v1_GetTrackerIssueRequest__Output } from './vmdash/v1/GetTrackerIssueRequest';
import type { GetTrackerQuotaRequest as _vmdash_v1_GetTrackerQuotaRequest, GetTrackerQuotaRequest__Output as _vmdash_v1_GetTrackerQuotaRequest__Output } from './vmdash/v1/GetTrackerQuotaRequest';
import type { IntegrationServiceClient as _vmdash_v1_IntegrationServiceClient, IntegrationServiceDefinition as _vmdash_v1_IntegrationServiceDefinition } from './vmdash/v1/IntegrationService';
import type { ListPlansRequest as _vmdash_v1_ListPlansRequest, ListPlansRequest__Output as _vmdash_v1_ListPlansRequest__Output } from './vmdash/v1/ListPlansRequest';
import type { ListTrackerTransitionsRequest as _vmdash_v1_ListTrackerTransitionsRequest, ListTrackerTransitionsRequest__Output as _vmdash_v1_ListTrackerTransitionsRequest__Output } from './vmdash/v1/ListTrackerTransitionsRequest';
import type { MapFindingToWorkflowRequest as _vmdash_v1_MapFindingToWorkflowRequest, MapFindingToWorkflowRequest__Output as _vmdash_v1_MapFindingToWorkflowRequest__Output } from './vmdash/v1/MapFindingToWorkflowRequest';
import type { MapFindingToWorkflowResponse as _vmdash_v1_MapFindingToWorkflowResponse, MapFindingToWorkflowResponse__Output as _vmdash_v1_MapFindingToWorkflowResponse__Output } from './vmdash/v1/MapFindingToWorkflowResponse';
import type { NullableString as _vmdash_v1_NullableString, NullableString__Output as _vmdash_v1_NullableString__Output } from './vmdash/v1/NullableString';
import type { PlanFields as _vmdash_v1_PlanFields, PlanFields__Output as _vmdash_v1_PlanFields__Output } from './vmdash/v1/PlanFields';
import type { PlanUpdates as _vmdash_v1_PlanUpdates, PlanUpdates__Output as _vmdash_v1_PlanUpdates__Output } from './vmdash/v1/PlanUpdates';
import type { ReceiveTrackerWebhookRequest as _vmdash_v1_ReceiveTrackerWebhookRequest, ReceiveTrackerWebhookRequest__Output as _vmdash_v1_ReceiveTrackerWebhookRequest__Output } from './vmdash/v1/ReceiveTrackerWebhookRequest';
import type { ReceiveTrackerWebhookResponse as _vmdash_v1_ReceiveTrackerWebhookResponse, ReceiveTrackerWebhookResponse__Output as _vmdash_v1_ReceiveTrackerWebhookResponse__Output } from './vmdash/v1/ReceiveTrackerWebhookResponse';
import type { StreamActivePlansRequest as _vmdash_v1_StreamActivePlansRequest, StreamActivePlansRequest__Output as _vmdash_v1_StreamActivePlansRequest__Output } from './vmdash/v1/StreamActivePlansRequest';
import type { StreamUpstreamPlansRequest as _vmdash_v1_StreamUpstreamPlansRequest, StreamUpstreamPlansRequest__Output as _vmdash_v1_StreamUpstreamPlansRequest__Output } from './vmdash/v1/StreamUpstreamPlansRequest';
import type { SyncTrackerIssuesRequest as _vmdash_v1_SyncTrackerIssuesRequest, SyncTrackerIssuesRequest__Output as _vmdash_v1_SyncTrackerIssuesRequest__Output } from './vmdash/v1/SyncTrackerIssuesRequest';
import type { SyncTrackerIssuesResponse as _vmdash_v1_SyncTrackerIssuesResponse, SyncTrackerIssuesResponse__Output as _vmdash_v1_SyncTrackerIssuesResponse__Output } from './vmdash/v1/SyncTrackerIssuesResponse';
import type { TestTrackerConnectionRequest as _vmdash_v1_TestTrackerConnectionRequest, TestTrackerConnectionRequest__Output as _vmdash_v1_TestTrackerConnectionRequest__Output } from './vmdash/v1/TestTrackerConnectionRequest';
import type { TestTrackerConnectionResponse as _vmdash_v1_TestTrackerConnectionResponse, TestTrackerConnectionResponse__Output as _vmdash_v1_TestTrackerConnectionResponse__Output } from './vmdash/v1/TestTrackerConnectionResponse';
import type { TrackerIssue as _vmdash_v1_TrackerIssue, TrackerIssue__Output as _vmdash_v1_TrackerIssue__Output } from './vmdash/v1/TrackerIssue';
import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from './vmdash/v1/TrackerQuota';
import type { TrackerTransition as _vmdash_v1_TrackerTransition, TrackerTransition__Output as _vmdash_v1_TrackerTransition__Output } from './vmdash/v1/TrackerTransition';
import type { TrackerTransitionList as _vmdash_v1_TrackerTransitionList, TrackerTransitionList__Output as _vmdash_v1_TrackerTransitionList__Output } from './vmdash/v1/TrackerTransitionList';
import type { TransitionTrackerIssueRequest as _vmdash_v1_TransitionTrackerIssueRequest, TransitionTrackerIssueRequest__Output as _vmdash_v1_TransitionTrackerIssueRequest__Output } from './vmdash/v1/TransitionTrackerIssueRequest';
import type { UpdatePlanRequest as _vmdash_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _vmdash_v1_UpdatePlanRequest__Output } from './vmdash/v1/UpdatePlanRequest';
import type { UpdateTrackerIssueRequest as _vmdash_v1_UpdateTrackerIssueRequest, UpdateTrackerIssueRequest__Output as _vmdash_v1_UpdateTrackerIssueRequest__Output } from './vmdash/v1/UpdateTrackerIssueRequest';
import type { UpstreamHostPlans as _vmdash_v1_UpstreamHostPlans, UpstreamHostPlans__Output as _vmdash_v1_UpstreamHostPlans__Output } from './vmdash/v1/UpstreamHostPlans';
import type { WorkflowFile as _vmdash_v1_WorkflowFile, WorkflowFile__Output as _vmdash_v1_WorkflowFile__Output } from './vmdash/v1/WorkflowFile';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  vmdash: {
    v1: {
      ActionPlan: MessageTypeDefinition<_vmdash_v1_ActionPlan, _vmdash_v1_ActionPlan__Output>
      ActionPlanList: MessageTypeDefinition<_vmdash_v1_ActionPlanList, _vmdash_v1_ActionPlanList__Output>
      ActionPlanService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_ActionPlanServiceClient> & { service: _vmdash_v1_ActionPlanServiceDefinition }
      AddTrackerCommentRequest: MessageTypeDefinition<_vmdash_v1_AddTrackerCommentRequest, _vmdash_v1_AddTrackerCommentRequest__Output>
      AddTrackerCommentResponse: MessageTypeDefinition<_vmdash_v1_AddTrackerCommentResponse, _vmdash_v1_AddTrackerCommentResponse__Output>
      BulkCreatePlansRequest: MessageTypeDefinition<_vmdash_v1_BulkCreatePlansRequest, _vmdash_v1_BulkCreatePlansRequest__Output>
      BulkCreatePlansResponse: MessageTypeDefinition<_vmdash_v1_BulkCreatePlansResponse, _vmdash_v1_BulkCreatePlansResponse__Output>
      BulkPlanCreated: MessageTypeDefinition<_vmdash_v1_BulkPlanCreated, _vmdash_v1_BulkPlanCreated__Output>
      BulkPlanFailed: MessageTypeDefinition<_vmdash_v1_BulkPlanFailed, _vmdash_v1_BulkPlanFailed__Output>
      CreateFalsePositiveWorkflowRequest: MessageTypeDefinition<_vmdash_v1_CreateFalsePositiveWorkflowRequest, _vmdash_v1_CreateFalsePositiveWorkflowRequest__Output>
      CreatePlanRequest: MessageTypeDefinition<_vmdash_v1_CreatePlanRequest, _vmdash_v1_CreatePlanRequest__Output>
      CreateTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_CreateTrackerIssueRequest, _vmdash_v1_CreateTrackerIssueRequest__Output>
      FalsePositiveWorkflow: MessageTypeDefinition<_vmdash_v1_FalsePositiveWorkflow, _vmdash_v1_FalsePositiveWorkflow__Output>
      FindFalsePositiveWorkflowRequest: MessageTypeDefinition<_vmdash_v1_FindFalsePositiveWorkflowRequest, _vmdash_v1_FindFalsePositiveWorkflowRequest__Output>
      GetTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_GetTrackerIssueRequest, _vmdash_v1_GetTrackerIssueRequest__Output>
      GetTrackerQuotaRequest: MessageTypeDefinition<_vmdash_v1_GetTrackerQuotaRequest, _vmdash_v1_GetTrackerQuotaRequest__Output>
      IntegrationService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_IntegrationServiceClient> & { service: _vmdash_v1_IntegrationServiceDefinition }
      ListPlansRequest: MessageTypeDefinition<_vmdash_v1_ListPlansRequest, _vmdash_v1_ListPlansRequest__Output>
      ListTrackerTransitionsRequest: MessageTypeDefinition<_vmdash_v1_ListTrackerTransitionsRequest, _vmdash_v1_ListTrackerTransitionsRequest__Output>
      MapFindingToWorkflowRequest: MessageTypeDefinition<_vmdash_v1_MapFindingToWorkflowRequest, _vmdash_v1_MapFindingToWorkflowRequest__Output>
      MapFindingToWorkflowResponse: MessageTypeDefinition<_vmdash_v1_MapFindingToWorkflowResponse, _vmdash_v1_MapFindingToWorkflowResponse__Output>
      NullableString: MessageTypeDefinition<_vmdash_v1_NullableString, _vmdash_v1_NullableString__Output>
      PlanFields: MessageTypeDefinition<_vmdash_v1_PlanFields, _vmdash_v1_PlanFields__Output>
      PlanUpdates: MessageTypeDefinition<_vmdash_v1_PlanUpdates, _vmdash_v1_PlanUpdates__Output>
      ReceiveTrackerWebhookRequest: MessageTypeDefinition<_vmdash_v1_ReceiveTrackerWebhookRequest, _vmdash_v1_ReceiveTrackerWebhookRequest__Output>
      ReceiveTrackerWebhookResponse: MessageTypeDefinition<_vmdash_v1_ReceiveTrackerWebhookResponse, _vmdash_v1_ReceiveTrackerWebhookResponse__Output>
      StreamActivePlansRequest: MessageTypeDefinition<_vmdash_v1_StreamActivePlansRequest, _vmdash_v1_StreamActivePlansRequest__Output>
      StreamUpstreamPlansRequest: MessageTypeDefinition<_vmdash_v1_StreamUpstreamPlansRequest, _vmdash_v1_StreamUpstreamPlansRequest__Output>
      SyncStopReason: EnumTypeDefinition
      SyncTrackerIssuesRequest: MessageTypeDefinition<_vmdash_v1_SyncTrackerIssuesRequest, _vmdash_v1_SyncTrackerIssuesRequest__Output>
      SyncTrackerIssuesResponse: MessageTypeDefinition<_vmdash_v1_SyncTrackerIssuesResponse, _vmdash_v1_SyncTrackerIssuesResponse__Output>
      TestTrackerConnectionRequest: MessageTypeDefinition<_vmdash_v1_TestTrackerConnectionRequest, _vmdash_v1_TestTrackerConnectionRequest__Output>
      TestTrackerConnectionResponse: MessageTypeDefinition<_vmdash_v1_TestTrackerConnectionResponse, _vmdash_v1_TestTrackerConnectionResponse__Output>
      TrackerIssue: MessageTypeDefinition<_vmdash_v1_TrackerIssue, _vmdash_v1_TrackerIssue__Output>
      TrackerQuota: MessageTypeDefinition<_vmdash_v1_TrackerQuota, _vmdash_v1_TrackerQuota__Output>
      TrackerTransition: MessageTypeDefinition<_vmdash_v1_TrackerTransition, _vmdash_v1_TrackerTransition__Output>
      TrackerTransitionList: MessageTypeDefinition<_vmdash_v1_TrackerTransitionList, _vmdash_v1_TrackerTransitionList__Output>
      TransitionTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_TransitionTrackerIssueRequest, _vmdash_v1_TransitionTrackerIssueRequest__Output>
      UpdatePlanRequest: MessageTypeDefinition<_vmdash_v1_UpdatePlanRequest, _vmdash_v1_UpdatePlanRequest__Output>
      UpdateTrackerIssueRequest: MessageTypeDefinition<_vmdash_v1_UpdateTrackerIssueRequest, _vmdash_v1_UpdateTrackerIssueRequest__Output>
      UpstreamHostPlans: MessageTypeDefinition<_vmdash_v1_UpstreamHostPlans, _vmdash_v1_UpstreamHostPlans__Output>
      WebhookDelivery: EnumTypeDefinition
      WorkflowFile: MessageTypeDefinition<_vmdash_v1_WorkflowFile, _vmdash_v1_WorkflowFile__Output>
    }
  }
}


// Original file: vmdash/v1/action_plan.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from '../../vmdash/v1/ActionPlan';
import type { ActionPlanList as _vmdash_v1_ActionPlanList, ActionPlanList__Output as _vmdash_v1_ActionPlanList__Output } from '../../vmdash/v1/ActionPlanList';
import type { BulkCreatePlansRequest as _vmdash_v1_BulkCreatePlansRequest, BulkCreatePlansRequest__Output as _vmdash_v1_BulkCreatePlansRequest__Output } from '../../vmdash/v1/BulkCreatePlansRequest';
import type { BulkCreatePlansResponse as _vmdash_v1_BulkCreatePlansResponse, BulkCreatePlansResponse__Output as _vmdash_v1_BulkCreatePlansResponse__Output } from '../../vmdash/v1/BulkCreatePlansResponse';
import type { CreatePlanRequest as _vmdash_v1_CreatePlanRequest, CreatePlanRequest__Output as _vmdash_v1_CreatePlanRequest__Output } from '../../vmdash/v1/CreatePlanRequest';
import type { ListPlansRequest as _vmdash_v1_ListPlansRequest, ListPlansRequest__Output as _vmdash_v1_ListPlansRequest__Output } from '../../vmdash/v1/ListPlansRequest';
import type { StreamActivePlansRequest as _vmdash_v1_StreamActivePlansRequest, StreamActivePlansRequest__Output as _vmdash_v1_StreamActivePlansRequest__Output } from '../../vmdash/v1/StreamActivePlansRequest';
import type { UpdatePlanRequest as _vmdash_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _vmdash_v1_UpdatePlanRequest__Output } from '../../vmdash/v1/UpdatePlanRequest';

export interface ActionPlanServiceClient extends grpc.Client {
  BulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  BulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  BulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  BulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  bulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  bulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  bulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  bulkCreatePlans(argument: _vmdash_v1_BulkCreatePlansRequest, callback: grpc.requestCallback<_vmdash_v1_BulkCreatePlansResponse__Output>): grpc.ClientUnaryCall;
  
  CreatePlan(argument: _vmdash_v1_CreatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  CreatePlan(argument: _vmdash_v1_CreatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  CreatePlan(argument: _vmdash_v1_CreatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  CreatePlan(argument: _vmdash_v1_CreatePlanRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _vmdash_v1_CreatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _vmdash_v1_CreatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _vmdash_v1_CreatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _vmdash_v1_CreatePlanRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  
  ListPlans(argument: _vmdash_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _vmdash_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _vmdash_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _vmdash_v1_ListPlansRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _vmdash_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _vmdash_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _vmdash_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _vmdash_v1_ListPlansRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlanList__Output>): grpc.ClientUnaryCall;
  
  /**
   * Active plans ordered by host_id then created_at, of the hosts StreamActivePlansRequest names; an empty stream when
   * there is none (past the last host).
   */
  StreamActivePlans(argument: _vmdash_v1_StreamActivePlansRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ActionPlan__Output>;
  StreamActivePlans(argument: _vmdash_v1_StreamActivePlansRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ActionPlan__Output>;
  /**
   * Active plans ordered by host_id then created_at, of the hosts StreamActivePlansRequest names; an empty stream when
   * there is none (past the last host).
   */
  streamActivePlans(argument: _vmdash_v1_StreamActivePlansRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ActionPlan__Output>;
  streamActivePlans(argument: _vmdash_v1_StreamActivePlansRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ActionPlan__Output>;
  
  UpdatePlan(argument: _vmdash_v1_UpdatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _vmdash_v1_UpdatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _vmdash_v1_UpdatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _vmdash_v1_UpdatePlanRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _vmdash_v1_UpdatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _vmdash_v1_UpdatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _vmdash_v1_UpdatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _vmdash_v1_UpdatePlanRequest, callback: grpc.requestCallback<_vmdash_v1_ActionPlan__Output>): grpc.ClientUnaryCall;
  
}

export interface ActionPlanServiceHandlers extends grpc.UntypedServiceImplementation {
  BulkCreatePlans: grpc.handleUnaryCall<_vmdash_v1_BulkCreatePlansRequest__Output, _vmdash_v1_BulkCreatePlansResponse>;
  
  CreatePlan: grpc.handleUnaryCall<_vmdash_v1_CreatePlanRequest__Output, _vmdash_v1_ActionPlan>;
  
  ListPlans: grpc.handleUnaryCall<_vmdash_v1_ListPlansRequest__Output, _vmdash_v1_ActionPlanList>;
  
  /**
   * Active plans ordered by host_id then created_at, of the hosts StreamActivePlansRequest names; an empty stream when
   * there is none (past the last host).
   */
  StreamActivePlans: grpc.handleServerStreamingCall<_vmdash_v1_StreamActivePlansRequest__Output, _vmdash_v1_ActionPlan>;
  
  UpdatePlan: grpc.handleUnaryCall<_vmdash_v1_UpdatePlanRequest__Output, _vmdash_v1_ActionPlan>;
  
}

export interface ActionPlanServiceDefinition extends grpc.ServiceDefinition {
  BulkCreatePlans: MethodDefinition<_vmdash_v1_BulkCreatePlansRequest, _vmdash_v1_BulkCreatePlansResponse, _vmdash_v1_BulkCreatePlansRequest__Output, _vmdash_v1_BulkCreatePlansResponse__Output>
  CreatePlan: MethodDefinition<_vmdash_v1_CreatePlanRequest, _vmdash_v1_ActionPlan, _vmdash_v1_CreatePlanRequest__Output, _vmdash_v1_ActionPlan__Output>
  ListPlans: MethodDefinition<_vmdash_v1_ListPlansRequest, _vmdash_v1_ActionPlanList, _vmdash_v1_ListPlansRequest__Output, _vmdash_v1_ActionPlanList__Output>
  StreamActivePlans: MethodDefinition<_vmdash_v1_StreamActivePlansRequest, _vmdash_v1_ActionPlan, _vmdash_v1_StreamActivePlansRequest__Output, _vmdash_v1_ActionPlan__Output>
  UpdatePlan: MethodDefinition<_vmdash_v1_UpdatePlanRequest, _vmdash_v1_ActionPlan, _vmdash_v1_UpdatePlanRequest__Output, _vmdash_v1_ActionPlan__Output>
}

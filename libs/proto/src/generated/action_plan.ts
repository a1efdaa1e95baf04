import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from './vmdash/v1/ActionPlan';
import type { ActionPlanList as _vmdash_v1_ActionPlanList, ActionPlanList__Output as _vmdash_v1_ActionPlanList__Output } from './vmdash/v1/ActionPlanList';
import type { ActionPlanServiceClient as _vmdash_v1_ActionPlanServiceClient, ActionPlanServiceDefinition as _vmdash_v1_ActionPlanServiceDefinition } from './vmdash/v1/ActionPlanService';
import type { BulkCreatePlansRequest as _vmdash_v1_BulkCreatePlansRequest, BulkCreatePlansRequest__Output as _vmdash_v1_BulkCreatePlansRequest__Output } from './vmdash/v1/BulkCreatePlansRequest';
import type { BulkCreatePlansResponse as _vmdash_v1_BulkCreatePlansResponse, BulkCreatePlansResponse__Output as _vmdash_v1_BulkCreatePlansResponse__Output } from './vmdash/v1/BulkCreatePlansResponse';
import type { BulkPlanCreated as _vmdash_v1_BulkPlanCreated, BulkPlanCreated__Output as _vmdash_v1_BulkPlanCreated__Output } from './vmdash/v1/BulkPlanCreated';
import type { BulkPlanFailed as _vmdash_v1_BulkPlanFailed, BulkPlanFailed__Output as _vmdash_v1_BulkPlanFailed__Output } from './vmdash/v1/BulkPlanFailed';
import type { CreatePlanRequest as _vmdash_v1_CreatePlanRequest, CreatePlanRequest__Output as _vmdash_v1_CreatePlanRequest__Output } from './vmdash/v1/CreatePlanRequest';
import type { ListPlansRequest as _vmdash_v1_ListPlansRequest, ListPlansRequest__Output as _vmdash_v1_ListPlansRequest__Output } from './vmdash/v1/ListPlansRequest';
import type { NullableString as _vmdash_v1_NullableString, NullableString__Output as _vmdash_v1_NullableString__Output } from './vmdash/v1/NullableString';
import type { PlanFields as _vmdash_v1_PlanFields, PlanFields__Output as _vmdash_v1_PlanFields__Output } from './vmdash/v1/PlanFields';
import type { PlanUpdates as _vmdash_v1_PlanUpdates, PlanUpdates__Output as _vmdash_v1_PlanUpdates__Output } from './vmdash/v1/PlanUpdates';
import type { StreamActivePlansRequest as _vmdash_v1_StreamActivePlansRequest, StreamActivePlansRequest__Output as _vmdash_v1_StreamActivePlansRequest__Output } from './vmdash/v1/StreamActivePlansRequest';
import type { UpdatePlanRequest as _vmdash_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _vmdash_v1_UpdatePlanRequest__Output } from './vmdash/v1/UpdatePlanRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  vmdash: {
    v1: {
      ActionPlan: MessageTypeDefinition<_vmdash_v1_ActionPlan, _vmdash_v1_ActionPlan__Output>
      ActionPlanList: MessageTypeDefinition<_vmdash_v1_ActionPlanList, _vmdash_v1_ActionPlanList__Output>
      ActionPlanService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_ActionPlanServiceClient> & { service: _vmdash_v1_ActionPlanServiceDefinition }
      BulkCreatePlansRequest: MessageTypeDefinition<_vmdash_v1_BulkCreatePlansRequest, _vmdash_v1_BulkCreatePlansRequest__Output>
      BulkCreatePlansResponse: MessageTypeDefinition<_vmdash_v1_BulkCreatePlansResponse, _vmdash_v1_BulkCreatePlansResponse__Output>
      BulkPlanCreated: MessageTypeDefinition<_vmdash_v1_BulkPlanCreated, _vmdash_v1_BulkPlanCreated__Output>
      BulkPlanFailed: MessageTypeDefinition<_vmdash_v1_BulkPlanFailed, _vmdash_v1_BulkPlanFailed__Output>
      CreatePlanRequest: MessageTypeDefinition<_vmdash_v1_CreatePlanRequest, _vmdash_v1_CreatePlanRequest__Output>
      ListPlansRequest: MessageTypeDefinition<_vmdash_v1_ListPlansRequest, _vmdash_v1_ListPlansRequest__Output>
      NullableString: MessageTypeDefinition<_vmdash_v1_NullableString, _vmdash_v1_NullableString__Output>
      PlanFields: MessageTypeDefinition<_vmdash_v1_PlanFields, _vmdash_v1_PlanFields__Output>
      PlanUpdates: MessageTypeDefinition<_vmdash_v1_PlanUpdates, _vmdash_v1_PlanUpdates__Output>
      StreamActivePlansRequest: MessageTypeDefinition<_vmdash_v1_StreamActivePlansRequest, _vmdash_v1_StreamActivePlansRequest__Output>
      UpdatePlanRequest: MessageTypeDefinition<_vmdash_v1_UpdatePlanRequest, _vmdash_v1_UpdatePlanRequest__Output>
    }
  }
}


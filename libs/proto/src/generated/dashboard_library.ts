import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CloneRiskTemplateRequest as _vmdash_v1_CloneRiskTemplateRequest, CloneRiskTemplateRequest__Output as _vmdash_v1_CloneRiskTemplateRequest__Output } from './vmdash/v1/CloneRiskTemplateRequest';
import type { CreateRiskTemplateRequest as _vmdash_v1_CreateRiskTemplateRequest, CreateRiskTemplateRequest__Output as _vmdash_v1_CreateRiskTemplateRequest__Output } from './vmdash/v1/CreateRiskTemplateRequest';
import type { DashboardLibraryServiceClient as _vmdash_v1_DashboardLibraryServiceClient, DashboardLibraryServiceDefinition as _vmdash_v1_DashboardLibraryServiceDefinition } from './vmdash/v1/DashboardLibraryService';
import type { DeleteRiskTemplateRequest as _vmdash_v1_DeleteRiskTemplateRequest, DeleteRiskTemplateRequest__Output as _vmdash_v1_DeleteRiskTemplateRequest__Output } from './vmdash/v1/DeleteRiskTemplateRequest';
import type { Feedback as _vmdash_v1_Feedback, Feedback__Output as _vmdash_v1_Feedback__Output } from './vmdash/v1/Feedback';
import type { FeedbackPage as _vmdash_v1_FeedbackPage, FeedbackPage__Output as _vmdash_v1_FeedbackPage__Output } from './vmdash/v1/FeedbackPage';
import type { FeedbackScreenshot as _vmdash_v1_FeedbackScreenshot, FeedbackScreenshot__Output as _vmdash_v1_FeedbackScreenshot__Output } from './vmdash/v1/FeedbackScreenshot';
import type { FeedbackScreenshotContent as _vmdash_v1_FeedbackScreenshotContent, FeedbackScreenshotContent__Output as _vmdash_v1_FeedbackScreenshotContent__Output } from './vmdash/v1/FeedbackScreenshotContent';
import type { FeedbackScreenshotUpload as _vmdash_v1_FeedbackScreenshotUpload, FeedbackScreenshotUpload__Output as _vmdash_v1_FeedbackScreenshotUpload__Output } from './vmdash/v1/FeedbackScreenshotUpload';
import type { GetFeedbackScreenshotRequest as _vmdash_v1_GetFeedbackScreenshotRequest, GetFeedbackScreenshotRequest__Output as _vmdash_v1_GetFeedbackScreenshotRequest__Output } from './vmdash/v1/GetFeedbackScreenshotRequest';
import type { GetRiskTemplateHierarchyRequest as _vmdash_v1_GetRiskTemplateHierarchyRequest, GetRiskTemplateHierarchyRequest__Output as _vmdash_v1_GetRiskTemplateHierarchyRequest__Output } from './vmdash/v1/GetRiskTemplateHierarchyRequest';
import type { GetRiskTemplateRequest as _vmdash_v1_GetRiskTemplateRequest, GetRiskTemplateRequest__Output as _vmdash_v1_GetRiskTemplateRequest__Output } from './vmdash/v1/GetRiskTemplateRequest';
import type { ListFeedbackRequest as _vmdash_v1_ListFeedbackRequest, ListFeedbackRequest__Output as _vmdash_v1_ListFeedbackRequest__Output } from './vmdash/v1/ListFeedbackRequest';
import type { ListRiskTemplatesRequest as _vmdash_v1_ListRiskTemplatesRequest, ListRiskTemplatesRequest__Output as _vmdash_v1_ListRiskTemplatesRequest__Output } from './vmdash/v1/ListRiskTemplatesRequest';
import type { RiskTemplate as _vmdash_v1_RiskTemplate, RiskTemplate__Output as _vmdash_v1_RiskTemplate__Output } from './vmdash/v1/RiskTemplate';
import type { RiskTemplateFields as _vmdash_v1_RiskTemplateFields, RiskTemplateFields__Output as _vmdash_v1_RiskTemplateFields__Output } from './vmdash/v1/RiskTemplateFields';
import type { RiskTemplateHierarchy as _vmdash_v1_RiskTemplateHierarchy, RiskTemplateHierarchy__Output as _vmdash_v1_RiskTemplateHierarchy__Output } from './vmdash/v1/RiskTemplateHierarchy';
import type { RiskTemplateHierarchyNode as _vmdash_v1_RiskTemplateHierarchyNode, RiskTemplateHierarchyNode__Output as _vmdash_v1_RiskTemplateHierarchyNode__Output } from './vmdash/v1/RiskTemplateHierarchyNode';
import type { RiskTemplatePage as _vmdash_v1_RiskTemplatePage, RiskTemplatePage__Output as _vmdash_v1_RiskTemplatePage__Output } from './vmdash/v1/RiskTemplatePage';
import type { SubmitFeedbackRequest as _vmdash_v1_SubmitFeedbackRequest, SubmitFeedbackRequest__Output as _vmdash_v1_SubmitFeedbackRequest__Output } from './vmdash/v1/SubmitFeedbackRequest';
import type { UpdateRiskTemplateRequest as _vmdash_v1_UpdateRiskTemplateRequest, UpdateRiskTemplateRequest__Output as _vmdash_v1_UpdateRiskTemplateRequest__Output } from './vmdash/v1/UpdateRiskTemplateRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  vmdash: {
    v1: {
      CloneRiskTemplateRequest: MessageTypeDefinition<_vmdash_v1_CloneRiskTemplateRequest, _vmdash_v1_CloneRiskTemplateRequest__Output>
      CreateRiskTemplateRequest: MessageTypeDefinition<_vmdash_v1_CreateRiskTemplateRequest, _vmdash_v1_CreateRiskTemplateRequest__Output>
      DashboardLibraryService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_DashboardLibraryServiceClient> & { service: _vmdash_v1_DashboardLibraryServiceDefinition }
      DeleteRiskTemplateRequest: MessageTypeDefinition<_vmdash_v1_DeleteRiskTemplateRequest, _vmdash_v1_DeleteRiskTemplateRequest__Output>
      Feedback: MessageTypeDefinition<_vmdash_v1_Feedback, _vmdash_v1_Feedback__Output>
      FeedbackPage: MessageTypeDefinition<_vmdash_v1_FeedbackPage, _vmdash_v1_FeedbackPage__Output>
      FeedbackScreenshot: MessageTypeDefinition<_vmdash_v1_FeedbackScreenshot, _vmdash_v1_FeedbackScreenshot__Output>
      FeedbackScreenshotContent: MessageTypeDefinition<_vmdash_v1_FeedbackScreenshotContent, _vmdash_v1_FeedbackScreenshotContent__Output>
      FeedbackScreenshotUpload: MessageTypeDefinition<_vmdash_v1_FeedbackScreenshotUpload, _vmdash_v1_FeedbackScreenshotUpload__Output>
      GetFeedbackScreenshotRequest: MessageTypeDefinition<_vmdash_v1_GetFeedbackScreenshotRequest, _vmdash_v1_GetFeedbackScreenshotRequest__Output>
      GetRiskTemplateHierarchyRequest: MessageTypeDefinition<_vmdash_v1_GetRiskTemplateHierarchyRequest, _vmdash_v1_GetRiskTemplateHierarchyRequest__Output>
      GetRiskTemplateRequest: MessageTypeDefinition<_vmdash_v1_GetRiskTemplateRequest, _vmdash_v1_GetRiskTemplateRequest__Output>
      ListFeedbackRequest: MessageTypeDefinition<_vmdash_v1_ListFeedbackRequest, _vmdash_v1_ListFeedbackRequest__Output>
      ListRiskTemplatesRequest: MessageTypeDefinition<_vmdash_v1_ListRiskTemplatesRequest, _vmdash_v1_ListRiskTemplatesRequest__Output>
      RiskTemplate: MessageTypeDefinition<_vmdash_v1_RiskTemplate, _vmdash_v1_RiskTemplate__Output>
      RiskTemplateFields: MessageTypeDefinition<_vmdash_v1_RiskTemplateFields, _vmdash_v1_RiskTemplateFields__Output>
      RiskTemplateHierarchy: MessageTypeDefinition<_vmdash_v1_RiskTemplateHierarchy, _vmdash_v1_RiskTemplateHierarchy__Output>
      RiskTemplateHierarchyNode: MessageTypeDefinition<_vmdash_v1_RiskTemplateHierarchyNode, _vmdash_v1_RiskTemplateHierarchyNode__Output>
      RiskTemplatePage: MessageTypeDefinition<_vmdash_v1_RiskTemplatePage, _vmdash_v1_RiskTemplatePage__Output>
      SubmitFeedbackRequest: MessageTypeDefinition<_vmdash_v1_SubmitFeedbackRequest, _vmdash_v1_SubmitFeedbackRequest__Output>
      UpdateRiskTemplateRequest: MessageTypeDefinition<_vmdash_v1_UpdateRiskTemplateRequest, _vmdash_v1_UpdateRiskTemplateRequest__Output>
    }
  }
}


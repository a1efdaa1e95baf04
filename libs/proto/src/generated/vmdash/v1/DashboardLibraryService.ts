// Original file: vmdash/v1/dashboard_library.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CloneRiskTemplateRequest as _vmdash_v1_CloneRiskTemplateRequest, CloneRiskTemplateRequest__Output as _vmdash_v1_CloneRiskTemplateRequest__Output } from '../../vmdash/v1/CloneRiskTemplateRequest';
import type { CreateRiskTemplateRequest as _vmdash_v1_CreateRiskTemplateRequest, CreateRiskTemplateRequest__Output as _vmdash_v1_CreateRiskTemplateRequest__Output } from '../../vmdash/v1/CreateRiskTemplateRequest';
import type { DeleteRiskTemplateRequest as _vmdash_v1_DeleteRiskTemplateRequest, DeleteRiskTemplateRequest__Output as _vmdash_v1_DeleteRiskTemplateRequest__Output } from '../../vmdash/v1/DeleteRiskTemplateRequest';
import type { Feedback as _vmdash_v1_Feedback, Feedback__Output as _vmdash_v1_Feedback__Output } from '../../vmdash/v1/Feedback';
import type { FeedbackPage as _vmdash_v1_FeedbackPage, FeedbackPage__Output as _vmdash_v1_FeedbackPage__Output } from '../../vmdash/v1/FeedbackPage';
import type { FeedbackScreenshotContent as _vmdash_v1_FeedbackScreenshotContent, FeedbackScreenshotContent__Output as _vmdash_v1_FeedbackScreenshotContent__Output } from '../../vmdash/v1/FeedbackScreenshotContent';
import type { GetFeedbackScreenshotRequest as _vmdash_v1_GetFeedbackScreenshotRequest, GetFeedbackScreenshotRequest__Output as _vmdash_v1_GetFeedbackScreenshotRequest__Output } from '../../vmdash/v1/GetFeedbackScreenshotRequest';
import type { GetRiskTemplateHierarchyRequest as _vmdash_v1_GetRiskTemplateHierarchyRequest, GetRiskTemplateHierarchyRequest__Output as _vmdash_v1_GetRiskTemplateHierarchyRequest__Output } from '../../vmdash/v1/GetRiskTemplateHierarchyRequest';
import type { GetRiskTemplateRequest as _vmdash_v1_GetRiskTemplateRequest, GetRiskTemplateRequest__Output as _vmdash_v1_GetRiskTemplateRequest__Output } from '../../vmdash/v1/GetRiskTemplateRequest';
import type { ListFeedbackRequest as _vmdash_v1_ListFeedbackRequest, ListFeedbackRequest__Output as _vmdash_v1_ListFeedbackRequest__Output } from '../../vmdash/v1/ListFeedbackRequest';
import type { ListRiskTemplatesRequest as _vmdash_v1_ListRiskTemplatesRequest, ListRiskTemplatesRequest__Output as _vmdash_v1_ListRiskTemplatesRequest__Output } from '../../vmdash/v1/ListRiskTemplatesRequest';
import type { RiskTemplate as _vmdash_v1_RiskTemplate, RiskTemplate__Output as _vmdash_v1_RiskTemplate__Output } from '../../vmdash/v1/RiskTemplate';
import type { RiskTemplateHierarchy as _vmdash_v1_RiskTemplateHierarchy, RiskTemplateHierarchy__Output as _vmdash_v1_RiskTemplateHierarchy__Output } from '../../vmdash/v1/RiskTemplateHierarchy';
import type { RiskTemplatePage as _vmdash_v1_RiskTemplatePage, RiskTemplatePage__Output as _vmdash_v1_RiskTemplatePage__Output } from '../../vmdash/v1/RiskTemplatePage';
import type { SubmitFeedbackRequest as _vmdash_v1_SubmitFeedbackRequest, SubmitFeedbackRequest__Output as _vmdash_v1_SubmitFeedbackRequest__Output } from '../../vmdash/v1/SubmitFeedbackRequest';
import type { UpdateRiskTemplateRequest as _vmdash_v1_UpdateRiskTemplateRequest, UpdateRiskTemplateRequest__Output as _vmdash_v1_UpdateRiskTemplateRequest__Output } from '../../vmdash/v1/UpdateRiskTemplateRequest';

export interface DashboardLibraryServiceClient extends grpc.Client {
  CloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  CloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  CloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  CloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  cloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  cloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  cloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  cloneRiskTemplate(argument: _vmdash_v1_CloneRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  
  /**
   * CONFLICT when another template has the name, compared case-insensitively.
   */
  CreateRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  CreateRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  CreateRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  CreateRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  /**
   * CONFLICT when another template has the name, compared case-insensitively.
   */
  createRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  createRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  createRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  createRiskTemplate(argument: _vmdash_v1_CreateRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  
  /**
   * Answers the deleted template.
   */
  DeleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  DeleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  DeleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  DeleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  /**
   * Answers the deleted template.
   */
  deleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  deleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  deleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  deleteRiskTemplate(argument: _vmdash_v1_DeleteRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  
  GetFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  GetFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  GetFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  GetFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  getFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  getFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  getFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  getFeedbackScreenshot(argument: _vmdash_v1_GetFeedbackScreenshotRequest, callback: grpc.requestCallback<_vmdash_v1_FeedbackScreenshotContent__Output>): grpc.ClientUnaryCall;
  
  GetRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  GetRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  GetRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  GetRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  getRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  getRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  getRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  getRiskTemplate(argument: _vmdash_v1_GetRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  
  GetRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  GetRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  GetRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  GetRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  getRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  getRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  getRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  getRiskTemplateHierarchy(argument: _vmdash_v1_GetRiskTemplateHierarchyRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplateHierarchy__Output>): grpc.ClientUnaryCall;
  
  ListFeedback(argument: _vmdash_v1_ListFeedbackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  ListFeedback(argument: _vmdash_v1_ListFeedbackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  ListFeedback(argument: _vmdash_v1_ListFeedbackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  ListFeedback(argument: _vmdash_v1_ListFeedbackRequest, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  listFeedback(argument: _vmdash_v1_ListFeedbackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  listFeedback(argument: _vmdash_v1_ListFeedbackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  listFeedback(argument: _vmdash_v1_ListFeedbackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  listFeedback(argument: _vmdash_v1_ListFeedbackRequest, callback: grpc.requestCallback<_vmdash_v1_FeedbackPage__Output>): grpc.ClientUnaryCall;
  
  ListRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  ListRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  ListRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  ListRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  listRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  listRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  listRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  listRiskTemplates(argument: _vmdash_v1_ListRiskTemplatesRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplatePage__Output>): grpc.ClientUnaryCall;
  
  /**
   * INVALID_ARGUMENT naming the first screenshot whose bytes are no PNG, JPEG, GIF or WebP image; nothing is stored.
   */
  SubmitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  SubmitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  SubmitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  SubmitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  /**
   * INVALID_ARGUMENT naming the first screenshot whose bytes are no PNG, JPEG, GIF or WebP image; nothing is stored.
   */
  submitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  submitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  submitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  submitFeedback(argument: _vmdash_v1_SubmitFeedbackRequest, callback: grpc.requestCallback<_vmdash_v1_Feedback__Output>): grpc.ClientUnaryCall;
  
  UpdateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  UpdateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  UpdateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  UpdateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  updateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  updateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  updateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  updateRiskTemplate(argument: _vmdash_v1_UpdateRiskTemplateRequest, callback: grpc.requestCallback<_vmdash_v1_RiskTemplate__Output>): grpc.ClientUnaryCall;
  
}

export interface DashboardLibraryServiceHandlers extends grpc.UntypedServiceImplementation {
  CloneRiskTemplate: grpc.handleUnaryCall<_vmdash_v1_CloneRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate>;
  
  /**
   * CONFLICT when another template has the name, compared case-insensitively.
   */
  CreateRiskTemplate: grpc.handleUnaryCall<_vmdash_v1_CreateRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate>;
  
  /**
   * Answers the deleted template.
   */
  DeleteRiskTemplate: grpc.handleUnaryCall<_vmdash_v1_DeleteRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate>;
  
  GetFeedbackScreenshot: grpc.handleUnaryCall<_vmdash_v1_GetFeedbackScreenshotRequest__Output, _vmdash_v1_FeedbackScreenshotContent>;
  
  GetRiskTemplate: grpc.handleUnaryCall<_vmdash_v1_GetRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate>;
  
  GetRiskTemplateHierarchy: grpc.handleUnaryCall<_vmdash_v1_GetRiskTemplateHierarchyRequest__Output, _vmdash_v1_RiskTemplateHierarchy>;
  
  ListFeedback: grpc.handleUnaryCall<_vmdash_v1_ListFeedbackRequest__Output, _vmdash_v1_FeedbackPage>;
  
  ListRiskTemplates: grpc.handleUnaryCall<_vmdash_v1_ListRiskTemplatesRequest__Output, _vmdash_v1_RiskTemplatePage>;
  
  /**
   * INVALID_ARGUMENT naming the first screenshot whose bytes are no PNG, JPEG, GIF or WebP image; nothing is stored.
   */
  SubmitFeedback: grpc.handleUnaryCall<_vmdash_v1_SubmitFeedbackRequest__Output, _vmdash_v1_Feedback>;
  
  UpdateRiskTemplate: grpc.handleUnaryCall<_vmdash_v1_UpdateRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate>;
  
}

export interface DashboardLibraryServiceDefinition extends grpc.ServiceDefinition {
  CloneRiskTemplate: MethodDefinition<_vmdash_v1_CloneRiskTemplateRequest, _vmdash_v1_RiskTemplate, _vmdash_v1_CloneRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate__Output>
  CreateRiskTemplate: MethodDefinition<_vmdash_v1_CreateRiskTemplateRequest, _vmdash_v1_RiskTemplate, _vmdash_v1_CreateRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate__Output>
  DeleteRiskTemplate: MethodDefinition<_vmdash_v1_DeleteRiskTemplateRequest, _vmdash_v1_RiskTemplate, _vmdash_v1_DeleteRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate__Output>
  GetFeedbackScreenshot: MethodDefinition<_vmdash_v1_GetFeedbackScreenshotRequest, _vmdash_v1_FeedbackScreenshotContent, _vmdash_v1_GetFeedbackScreenshotRequest__Output, _vmdash_v1_FeedbackScreenshotContent__Output>
  GetRiskTemplate: MethodDefinition<_vmdash_v1_GetRiskTemplateRequest, _vmdash_v1_RiskTemplate, _vmdash_v1_GetRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate__Output>
  GetRiskTemplateHierarchy: MethodDefinition<_vmdash_v1_GetRiskTemplateHierarchyRequest, _vmdash_v1_RiskTemplateHierarchy, _vmdash_v1_GetRiskTemplateHierarchyRequest__Output, _vmdash_v1_RiskTemplateHierarchy__Output>
  ListFeedback: MethodDefinition<_vmdash_v1_ListFeedbackRequest, _vmdash_v1_FeedbackPage, _vmdash_v1_ListFeedbackRequest__Output, _vmdash_v1_FeedbackPage__Output>
  ListRiskTemplates: MethodDefinition<_vmdash_v1_ListRiskTemplatesRequest, _vmdash_v1_RiskTemplatePage, _vmdash_v1_ListRiskTemplatesRequest__Output, _vmdash_v1_RiskTemplatePage__Output>
  SubmitFeedback: MethodDefinition<_vmdash_v1_SubmitFeedbackRequest, _vmdash_v1_Feedback, _vmdash_v1_SubmitFeedbackRequest__Output, _vmdash_v1_Feedback__Output>
  UpdateRiskTemplate: MethodDefinition<_vmdash_v1_UpdateRiskTemplateRequest, _vmdash_v1_RiskTemplate, _vmdash_v1_UpdateRiskTemplateRequest__Output, _vmdash_v1_RiskTemplate__Output>
}

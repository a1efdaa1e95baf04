// Original file: vmdash/v1/dashboard_compliance.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BulkCommitComplianceRequest as _vmdash_v1_BulkCommitComplianceRequest, BulkCommitComplianceRequest__Output as _vmdash_v1_BulkCommitComplianceRequest__Output } from '../../vmdash/v1/BulkCommitComplianceRequest';
import type { BulkCommitComplianceResponse as _vmdash_v1_BulkCommitComplianceResponse, BulkCommitComplianceResponse__Output as _vmdash_v1_BulkCommitComplianceResponse__Output } from '../../vmdash/v1/BulkCommitComplianceResponse';
import type { ComplianceHostResult as _vmdash_v1_ComplianceHostResult, ComplianceHostResult__Output as _vmdash_v1_ComplianceHostResult__Output } from '../../vmdash/v1/ComplianceHostResult';
import type { ComplianceItemBatch as _vmdash_v1_ComplianceItemBatch, ComplianceItemBatch__Output as _vmdash_v1_ComplianceItemBatch__Output } from '../../vmdash/v1/ComplianceItemBatch';
import type { ComplianceItemPage as _vmdash_v1_ComplianceItemPage, ComplianceItemPage__Output as _vmdash_v1_ComplianceItemPage__Output } from '../../vmdash/v1/ComplianceItemPage';
import type { ComplianceSummary as _vmdash_v1_ComplianceSummary, ComplianceSummary__Output as _vmdash_v1_ComplianceSummary__Output } from '../../vmdash/v1/ComplianceSummary';
import type { ComplianceSummaryRequest as _vmdash_v1_ComplianceSummaryRequest, ComplianceSummaryRequest__Output as _vmdash_v1_ComplianceSummaryRequest__Output } from '../../vmdash/v1/ComplianceSummaryRequest';
import type { ExportComplianceItemsRequest as _vmdash_v1_ExportComplianceItemsRequest, ExportComplianceItemsRequest__Output as _vmdash_v1_ExportComplianceItemsRequest__Output } from '../../vmdash/v1/ExportComplianceItemsRequest';
import type { GetComplianceHostRequest as _vmdash_v1_GetComplianceHostRequest, GetComplianceHostRequest__Output as _vmdash_v1_GetComplianceHostRequest__Output } from '../../vmdash/v1/GetComplianceHostRequest';
import type { GetSlaPolicyRequest as _vmdash_v1_GetSlaPolicyRequest, GetSlaPolicyRequest__Output as _vmdash_v1_GetSlaPolicyRequest__Output } from '../../vmdash/v1/GetSlaPolicyRequest';
import type { ListComplianceItemsRequest as _vmdash_v1_ListComplianceItemsRequest, ListComplianceItemsRequest__Output as _vmdash_v1_ListComplianceItemsRequest__Output } from '../../vmdash/v1/ListComplianceItemsRequest';
import type { SlaPolicy as _vmdash_v1_SlaPolicy, SlaPolicy__Output as _vmdash_v1_SlaPolicy__Output } from '../../vmdash/v1/SlaPolicy';
import type { UpdateComplianceMetadataRequest as _vmdash_v1_UpdateComplianceMetadataRequest, UpdateComplianceMetadataRequest__Output as _vmdash_v1_UpdateComplianceMetadataRequest__Output } from '../../vmdash/v1/UpdateComplianceMetadataRequest';
import type { UpdateSlaPolicyRequest as _vmdash_v1_UpdateSlaPolicyRequest, UpdateSlaPolicyRequest__Output as _vmdash_v1_UpdateSlaPolicyRequest__Output } from '../../vmdash/v1/UpdateSlaPolicyRequest';

export interface DashboardComplianceServiceClient extends grpc.Client {
  BulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  BulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  BulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  BulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  bulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  bulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  bulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  bulkCommitCompliance(argument: _vmdash_v1_BulkCommitComplianceRequest, callback: grpc.requestCallback<_vmdash_v1_BulkCommitComplianceResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Every item of the caller's teams that passes the filters, in batches read from one database cursor while the
   * caller reads (backpressure); Admin, Standard_User or Leadership (Read_Only cannot export, docs/decisions/0015).
   */
  ExportComplianceItems(argument: _vmdash_v1_ExportComplianceItemsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceItemBatch__Output>;
  ExportComplianceItems(argument: _vmdash_v1_ExportComplianceItemsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceItemBatch__Output>;
  /**
   * Every item of the caller's teams that passes the filters, in batches read from one database cursor while the
   * caller reads (backpressure); Admin, Standard_User or Leadership (Read_Only cannot export, docs/decisions/0015).
   */
  exportComplianceItems(argument: _vmdash_v1_ExportComplianceItemsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceItemBatch__Output>;
  exportComplianceItems(argument: _vmdash_v1_ExportComplianceItemsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceItemBatch__Output>;
  
  GetComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  GetComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  GetComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  GetComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  getComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  getComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  getComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  getComplianceHost(argument: _vmdash_v1_GetComplianceHostRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  
  GetComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  GetComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  GetComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  GetComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  getComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  getComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  getComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  getComplianceSummary(argument: _vmdash_v1_ComplianceSummaryRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceSummary__Output>): grpc.ClientUnaryCall;
  
  /**
   * The SLA policy in force (every signed-in user) and a new version of it (Admin only; audited).
   */
  GetSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  GetSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  GetSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  GetSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  /**
   * The SLA policy in force (every signed-in user) and a new version of it (Admin only; audited).
   */
  getSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  getSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  getSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  getSlaPolicy(argument: _vmdash_v1_GetSlaPolicyRequest, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  
  ListComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  ListComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  ListComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  ListComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  listComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  listComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  listComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  listComplianceItems(argument: _vmdash_v1_ListComplianceItemsRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceItemPage__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND when the host has no item of the scope within the caller's teams.
   */
  UpdateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  UpdateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  UpdateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  UpdateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND when the host has no item of the scope within the caller's teams.
   */
  updateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  updateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  updateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  updateComplianceMetadata(argument: _vmdash_v1_UpdateComplianceMetadataRequest, callback: grpc.requestCallback<_vmdash_v1_ComplianceHostResult__Output>): grpc.ClientUnaryCall;
  
  UpdateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  UpdateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  UpdateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  UpdateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  updateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  updateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  updateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  updateSlaPolicy(argument: _vmdash_v1_UpdateSlaPolicyRequest, callback: grpc.requestCallback<_vmdash_v1_SlaPolicy__Output>): grpc.ClientUnaryCall;
  
}

export interface DashboardComplianceServiceHandlers extends grpc.UntypedServiceImplementation {
  BulkCommitCompliance: grpc.handleUnaryCall<_vmdash_v1_BulkCommitComplianceRequest__Output, _vmdash_v1_BulkCommitComplianceResponse>;
  
  /**
   * Every item of the caller's teams that passes the filters, in batches read from one database cursor while the
   * caller reads (backpressure); Admin, Standard_User or Leadership (Read_Only cannot export, docs/decisions/0015).
   */
  ExportComplianceItems: grpc.handleServerStreamingCall<_vmdash_v1_ExportComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemBatch>;
  
  GetComplianceHost: grpc.handleUnaryCall<_vmdash_v1_GetComplianceHostRequest__Output, _vmdash_v1_ComplianceHostResult>;
  
  GetComplianceSummary: grpc.handleUnaryCall<_vmdash_v1_ComplianceSummaryRequest__Output, _vmdash_v1_ComplianceSummary>;
  
  /**
   * The SLA policy in force (every signed-in user) and a new version of it (Admin only; audited).
   */
  GetSlaPolicy: grpc.handleUnaryCall<_vmdash_v1_GetSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy>;
  
  ListComplianceItems: grpc.handleUnaryCall<_vmdash_v1_ListComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemPage>;
  
  /**
   * NOT_FOUND when the host has no item of the scope within the caller's teams.
   */
  UpdateComplianceMetadata: grpc.handleUnaryCall<_vmdash_v1_UpdateComplianceMetadataRequest__Output, _vmdash_v1_ComplianceHostResult>;
  
  UpdateSlaPolicy: grpc.handleUnaryCall<_vmdash_v1_UpdateSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy>;
  
}

export interface DashboardComplianceServiceDefinition extends grpc.ServiceDefinition {
  BulkCommitCompliance: MethodDefinition<_vmdash_v1_BulkCommitComplianceRequest, _vmdash_v1_BulkCommitComplianceResponse, _vmdash_v1_BulkCommitComplianceRequest__Output, _vmdash_v1_BulkCommitComplianceResponse__Output>
  ExportComplianceItems: MethodDefinition<_vmdash_v1_ExportComplianceItemsRequest, _vmdash_v1_ComplianceItemBatch, _vmdash_v1_ExportComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemBatch__Output>
  GetComplianceHost: MethodDefinition<_vmdash_v1_GetComplianceHostRequest, _vmdash_v1_ComplianceHostResult, _vmdash_v1_GetComplianceHostRequest__Output, _vmdash_v1_ComplianceHostResult__Output>
  GetComplianceSummary: MethodDefinition<_vmdash_v1_ComplianceSummaryRequest, _vmdash_v1_ComplianceSummary, _vmdash_v1_ComplianceSummaryRequest__Output, _vmdash_v1_ComplianceSummary__Output>
  GetSlaPolicy: MethodDefinition<_vmdash_v1_GetSlaPolicyRequest, _vmdash_v1_SlaPolicy, _vmdash_v1_GetSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy__Output>
  ListComplianceItems: MethodDefinition<_vmdash_v1_ListComplianceItemsRequest, _vmdash_v1_ComplianceItemPage, _vmdash_v1_ListComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemPage__Output>
  UpdateComplianceMetadata: MethodDefinition<_vmdash_v1_UpdateComplianceMetadataRequest, _vmdash_v1_ComplianceHostResult, _vmdash_v1_UpdateComplianceMetadataRequest__Output, _vmdash_v1_ComplianceHostResult__Output>
  UpdateSlaPolicy: MethodDefinition<_vmdash_v1_UpdateSlaPolicyRequest, _vmdash_v1_SlaPolicy, _vmdash_v1_UpdateSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy__Output>
}

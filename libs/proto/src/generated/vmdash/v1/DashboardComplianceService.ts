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
import type { DecideExceptionRequest as _vmdash_v1_DecideExceptionRequest, DecideExceptionRequest__Output as _vmdash_v1_DecideExceptionRequest__Output } from '../../vmdash/v1/DecideExceptionRequest';
import type { ExceptionPreview as _vmdash_v1_ExceptionPreview, ExceptionPreview__Output as _vmdash_v1_ExceptionPreview__Output } from '../../vmdash/v1/ExceptionPreview';
import type { ExportComplianceItemsRequest as _vmdash_v1_ExportComplianceItemsRequest, ExportComplianceItemsRequest__Output as _vmdash_v1_ExportComplianceItemsRequest__Output } from '../../vmdash/v1/ExportComplianceItemsRequest';
import type { ExportExceptionsRequest as _vmdash_v1_ExportExceptionsRequest, ExportExceptionsRequest__Output as _vmdash_v1_ExportExceptionsRequest__Output } from '../../vmdash/v1/ExportExceptionsRequest';
import type { GetComplianceHostRequest as _vmdash_v1_GetComplianceHostRequest, GetComplianceHostRequest__Output as _vmdash_v1_GetComplianceHostRequest__Output } from '../../vmdash/v1/GetComplianceHostRequest';
import type { GetExceptionRequest as _vmdash_v1_GetExceptionRequest, GetExceptionRequest__Output as _vmdash_v1_GetExceptionRequest__Output } from '../../vmdash/v1/GetExceptionRequest';
import type { GetSlaPolicyRequest as _vmdash_v1_GetSlaPolicyRequest, GetSlaPolicyRequest__Output as _vmdash_v1_GetSlaPolicyRequest__Output } from '../../vmdash/v1/GetSlaPolicyRequest';
import type { ListComplianceItemsRequest as _vmdash_v1_ListComplianceItemsRequest, ListComplianceItemsRequest__Output as _vmdash_v1_ListComplianceItemsRequest__Output } from '../../vmdash/v1/ListComplianceItemsRequest';
import type { ListExceptionsRequest as _vmdash_v1_ListExceptionsRequest, ListExceptionsRequest__Output as _vmdash_v1_ListExceptionsRequest__Output } from '../../vmdash/v1/ListExceptionsRequest';
import type { PreviewExceptionRequest as _vmdash_v1_PreviewExceptionRequest, PreviewExceptionRequest__Output as _vmdash_v1_PreviewExceptionRequest__Output } from '../../vmdash/v1/PreviewExceptionRequest';
import type { RequestExceptionRequest as _vmdash_v1_RequestExceptionRequest, RequestExceptionRequest__Output as _vmdash_v1_RequestExceptionRequest__Output } from '../../vmdash/v1/RequestExceptionRequest';
import type { RiskException as _vmdash_v1_RiskException, RiskException__Output as _vmdash_v1_RiskException__Output } from '../../vmdash/v1/RiskException';
import type { RiskExceptionBatch as _vmdash_v1_RiskExceptionBatch, RiskExceptionBatch__Output as _vmdash_v1_RiskExceptionBatch__Output } from '../../vmdash/v1/RiskExceptionBatch';
import type { RiskExceptionPage as _vmdash_v1_RiskExceptionPage, RiskExceptionPage__Output as _vmdash_v1_RiskExceptionPage__Output } from '../../vmdash/v1/RiskExceptionPage';
import type { SlaPolicy as _vmdash_v1_SlaPolicy, SlaPolicy__Output as _vmdash_v1_SlaPolicy__Output } from '../../vmdash/v1/SlaPolicy';
import type { UpdateComplianceMetadataRequest as _vmdash_v1_UpdateComplianceMetadataRequest, UpdateComplianceMetadataRequest__Output as _vmdash_v1_UpdateComplianceMetadataRequest__Output } from '../../vmdash/v1/UpdateComplianceMetadataRequest';
import type { UpdateSlaPolicyRequest as _vmdash_v1_UpdateSlaPolicyRequest, UpdateSlaPolicyRequest__Output as _vmdash_v1_UpdateSlaPolicyRequest__Output } from '../../vmdash/v1/UpdateSlaPolicyRequest';

export interface DashboardComplianceServiceClient extends grpc.Client {
  ApproveException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  ApproveException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  ApproveException(argument: _vmdash_v1_DecideExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  ApproveException(argument: _vmdash_v1_DecideExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  approveException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  approveException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  approveException(argument: _vmdash_v1_DecideExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  approveException(argument: _vmdash_v1_DecideExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  
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
  
  /**
   * Every exception ListExceptions would list with the same filters, in batches; Admin, Standard_User or Leadership
   * (Read_Only cannot export, docs/decisions/0015); RESOURCE_EXHAUSTED above EXPORT_STREAM_MAX_ROWS.
   */
  ExportExceptions(argument: _vmdash_v1_ExportExceptionsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_RiskExceptionBatch__Output>;
  ExportExceptions(argument: _vmdash_v1_ExportExceptionsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_RiskExceptionBatch__Output>;
  /**
   * Every exception ListExceptions would list with the same filters, in batches; Admin, Standard_User or Leadership
   * (Read_Only cannot export, docs/decisions/0015); RESOURCE_EXHAUSTED above EXPORT_STREAM_MAX_ROWS.
   */
  exportExceptions(argument: _vmdash_v1_ExportExceptionsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_RiskExceptionBatch__Output>;
  exportExceptions(argument: _vmdash_v1_ExportExceptionsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_RiskExceptionBatch__Output>;
  
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
  
  GetException(argument: _vmdash_v1_GetExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  GetException(argument: _vmdash_v1_GetExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  GetException(argument: _vmdash_v1_GetExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  GetException(argument: _vmdash_v1_GetExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  getException(argument: _vmdash_v1_GetExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  getException(argument: _vmdash_v1_GetExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  getException(argument: _vmdash_v1_GetExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  getException(argument: _vmdash_v1_GetExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  
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
  
  ListExceptions(argument: _vmdash_v1_ListExceptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  ListExceptions(argument: _vmdash_v1_ListExceptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  ListExceptions(argument: _vmdash_v1_ListExceptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  ListExceptions(argument: _vmdash_v1_ListExceptionsRequest, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  listExceptions(argument: _vmdash_v1_ListExceptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  listExceptions(argument: _vmdash_v1_ListExceptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  listExceptions(argument: _vmdash_v1_ListExceptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  listExceptions(argument: _vmdash_v1_ListExceptionsRequest, callback: grpc.requestCallback<_vmdash_v1_RiskExceptionPage__Output>): grpc.ClientUnaryCall;
  
  PreviewException(argument: _vmdash_v1_PreviewExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  PreviewException(argument: _vmdash_v1_PreviewExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  PreviewException(argument: _vmdash_v1_PreviewExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  PreviewException(argument: _vmdash_v1_PreviewExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  previewException(argument: _vmdash_v1_PreviewExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  previewException(argument: _vmdash_v1_PreviewExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  previewException(argument: _vmdash_v1_PreviewExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  previewException(argument: _vmdash_v1_PreviewExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_ExceptionPreview__Output>): grpc.ClientUnaryCall;
  
  RejectException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RejectException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RejectException(argument: _vmdash_v1_DecideExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RejectException(argument: _vmdash_v1_DecideExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  rejectException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  rejectException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  rejectException(argument: _vmdash_v1_DecideExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  rejectException(argument: _vmdash_v1_DecideExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  
  /**
   * Risk exceptions (docs/decisions/0032-risk-exceptions.md): writers request, Admin and Leadership decide.
   */
  RequestException(argument: _vmdash_v1_RequestExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RequestException(argument: _vmdash_v1_RequestExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RequestException(argument: _vmdash_v1_RequestExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RequestException(argument: _vmdash_v1_RequestExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  /**
   * Risk exceptions (docs/decisions/0032-risk-exceptions.md): writers request, Admin and Leadership decide.
   */
  requestException(argument: _vmdash_v1_RequestExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  requestException(argument: _vmdash_v1_RequestExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  requestException(argument: _vmdash_v1_RequestExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  requestException(argument: _vmdash_v1_RequestExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  
  RevokeException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RevokeException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RevokeException(argument: _vmdash_v1_DecideExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  RevokeException(argument: _vmdash_v1_DecideExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  revokeException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  revokeException(argument: _vmdash_v1_DecideExceptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  revokeException(argument: _vmdash_v1_DecideExceptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  revokeException(argument: _vmdash_v1_DecideExceptionRequest, callback: grpc.requestCallback<_vmdash_v1_RiskException__Output>): grpc.ClientUnaryCall;
  
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
  ApproveException: grpc.handleUnaryCall<_vmdash_v1_DecideExceptionRequest__Output, _vmdash_v1_RiskException>;
  
  BulkCommitCompliance: grpc.handleUnaryCall<_vmdash_v1_BulkCommitComplianceRequest__Output, _vmdash_v1_BulkCommitComplianceResponse>;
  
  /**
   * Every item of the caller's teams that passes the filters, in batches read from one database cursor while the
   * caller reads (backpressure); Admin, Standard_User or Leadership (Read_Only cannot export, docs/decisions/0015).
   */
  ExportComplianceItems: grpc.handleServerStreamingCall<_vmdash_v1_ExportComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemBatch>;
  
  /**
   * Every exception ListExceptions would list with the same filters, in batches; Admin, Standard_User or Leadership
   * (Read_Only cannot export, docs/decisions/0015); RESOURCE_EXHAUSTED above EXPORT_STREAM_MAX_ROWS.
   */
  ExportExceptions: grpc.handleServerStreamingCall<_vmdash_v1_ExportExceptionsRequest__Output, _vmdash_v1_RiskExceptionBatch>;
  
  GetComplianceHost: grpc.handleUnaryCall<_vmdash_v1_GetComplianceHostRequest__Output, _vmdash_v1_ComplianceHostResult>;
  
  GetComplianceSummary: grpc.handleUnaryCall<_vmdash_v1_ComplianceSummaryRequest__Output, _vmdash_v1_ComplianceSummary>;
  
  GetException: grpc.handleUnaryCall<_vmdash_v1_GetExceptionRequest__Output, _vmdash_v1_RiskException>;
  
  /**
   * The SLA policy in force (every signed-in user) and a new version of it (Admin only; audited).
   */
  GetSlaPolicy: grpc.handleUnaryCall<_vmdash_v1_GetSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy>;
  
  ListComplianceItems: grpc.handleUnaryCall<_vmdash_v1_ListComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemPage>;
  
  ListExceptions: grpc.handleUnaryCall<_vmdash_v1_ListExceptionsRequest__Output, _vmdash_v1_RiskExceptionPage>;
  
  PreviewException: grpc.handleUnaryCall<_vmdash_v1_PreviewExceptionRequest__Output, _vmdash_v1_ExceptionPreview>;
  
  RejectException: grpc.handleUnaryCall<_vmdash_v1_DecideExceptionRequest__Output, _vmdash_v1_RiskException>;
  
  /**
   * Risk exceptions (docs/decisions/0032-risk-exceptions.md): writers request, Admin and Leadership decide.
   */
  RequestException: grpc.handleUnaryCall<_vmdash_v1_RequestExceptionRequest__Output, _vmdash_v1_RiskException>;
  
  RevokeException: grpc.handleUnaryCall<_vmdash_v1_DecideExceptionRequest__Output, _vmdash_v1_RiskException>;
  
  /**
   * NOT_FOUND when the host has no item of the scope within the caller's teams.
   */
  UpdateComplianceMetadata: grpc.handleUnaryCall<_vmdash_v1_UpdateComplianceMetadataRequest__Output, _vmdash_v1_ComplianceHostResult>;
  
  UpdateSlaPolicy: grpc.handleUnaryCall<_vmdash_v1_UpdateSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy>;
  
}

export interface DashboardComplianceServiceDefinition extends grpc.ServiceDefinition {
  ApproveException: MethodDefinition<_vmdash_v1_DecideExceptionRequest, _vmdash_v1_RiskException, _vmdash_v1_DecideExceptionRequest__Output, _vmdash_v1_RiskException__Output>
  BulkCommitCompliance: MethodDefinition<_vmdash_v1_BulkCommitComplianceRequest, _vmdash_v1_BulkCommitComplianceResponse, _vmdash_v1_BulkCommitComplianceRequest__Output, _vmdash_v1_BulkCommitComplianceResponse__Output>
  ExportComplianceItems: MethodDefinition<_vmdash_v1_ExportComplianceItemsRequest, _vmdash_v1_ComplianceItemBatch, _vmdash_v1_ExportComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemBatch__Output>
  ExportExceptions: MethodDefinition<_vmdash_v1_ExportExceptionsRequest, _vmdash_v1_RiskExceptionBatch, _vmdash_v1_ExportExceptionsRequest__Output, _vmdash_v1_RiskExceptionBatch__Output>
  GetComplianceHost: MethodDefinition<_vmdash_v1_GetComplianceHostRequest, _vmdash_v1_ComplianceHostResult, _vmdash_v1_GetComplianceHostRequest__Output, _vmdash_v1_ComplianceHostResult__Output>
  GetComplianceSummary: MethodDefinition<_vmdash_v1_ComplianceSummaryRequest, _vmdash_v1_ComplianceSummary, _vmdash_v1_ComplianceSummaryRequest__Output, _vmdash_v1_ComplianceSummary__Output>
  GetException: MethodDefinition<_vmdash_v1_GetExceptionRequest, _vmdash_v1_RiskException, _vmdash_v1_GetExceptionRequest__Output, _vmdash_v1_RiskException__Output>
  GetSlaPolicy: MethodDefinition<_vmdash_v1_GetSlaPolicyRequest, _vmdash_v1_SlaPolicy, _vmdash_v1_GetSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy__Output>
  ListComplianceItems: MethodDefinition<_vmdash_v1_ListComplianceItemsRequest, _vmdash_v1_ComplianceItemPage, _vmdash_v1_ListComplianceItemsRequest__Output, _vmdash_v1_ComplianceItemPage__Output>
  ListExceptions: MethodDefinition<_vmdash_v1_ListExceptionsRequest, _vmdash_v1_RiskExceptionPage, _vmdash_v1_ListExceptionsRequest__Output, _vmdash_v1_RiskExceptionPage__Output>
  PreviewException: MethodDefinition<_vmdash_v1_PreviewExceptionRequest, _vmdash_v1_ExceptionPreview, _vmdash_v1_PreviewExceptionRequest__Output, _vmdash_v1_ExceptionPreview__Output>
  RejectException: MethodDefinition<_vmdash_v1_DecideExceptionRequest, _vmdash_v1_RiskException, _vmdash_v1_DecideExceptionRequest__Output, _vmdash_v1_RiskException__Output>
  RequestException: MethodDefinition<_vmdash_v1_RequestExceptionRequest, _vmdash_v1_RiskException, _vmdash_v1_RequestExceptionRequest__Output, _vmdash_v1_RiskException__Output>
  RevokeException: MethodDefinition<_vmdash_v1_DecideExceptionRequest, _vmdash_v1_RiskException, _vmdash_v1_DecideExceptionRequest__Output, _vmdash_v1_RiskException__Output>
  UpdateComplianceMetadata: MethodDefinition<_vmdash_v1_UpdateComplianceMetadataRequest, _vmdash_v1_ComplianceHostResult, _vmdash_v1_UpdateComplianceMetadataRequest__Output, _vmdash_v1_ComplianceHostResult__Output>
  UpdateSlaPolicy: MethodDefinition<_vmdash_v1_UpdateSlaPolicyRequest, _vmdash_v1_SlaPolicy, _vmdash_v1_UpdateSlaPolicyRequest__Output, _vmdash_v1_SlaPolicy__Output>
}

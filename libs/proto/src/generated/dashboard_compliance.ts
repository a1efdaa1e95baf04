import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BulkCommitComplianceRequest as _vmdash_v1_BulkCommitComplianceRequest, BulkCommitComplianceRequest__Output as _vmdash_v1_BulkCommitComplianceRequest__Output } from './vmdash/v1/BulkCommitComplianceRequest';
import type { BulkCommitComplianceResponse as _vmdash_v1_BulkCommitComplianceResponse, BulkCommitComplianceResponse__Output as _vmdash_v1_BulkCommitComplianceResponse__Output } from './vmdash/v1/BulkCommitComplianceResponse';
import type { BulkCommitHost as _vmdash_v1_BulkCommitHost, BulkCommitHost__Output as _vmdash_v1_BulkCommitHost__Output } from './vmdash/v1/BulkCommitHost';
import type { ComplianceHistoryEntry as _vmdash_v1_ComplianceHistoryEntry, ComplianceHistoryEntry__Output as _vmdash_v1_ComplianceHistoryEntry__Output } from './vmdash/v1/ComplianceHistoryEntry';
import type { ComplianceHostResult as _vmdash_v1_ComplianceHostResult, ComplianceHostResult__Output as _vmdash_v1_ComplianceHostResult__Output } from './vmdash/v1/ComplianceHostResult';
import type { ComplianceItem as _vmdash_v1_ComplianceItem, ComplianceItem__Output as _vmdash_v1_ComplianceItem__Output } from './vmdash/v1/ComplianceItem';
import type { ComplianceItemBatch as _vmdash_v1_ComplianceItemBatch, ComplianceItemBatch__Output as _vmdash_v1_ComplianceItemBatch__Output } from './vmdash/v1/ComplianceItemBatch';
import type { ComplianceItemPage as _vmdash_v1_ComplianceItemPage, ComplianceItemPage__Output as _vmdash_v1_ComplianceItemPage__Output } from './vmdash/v1/ComplianceItemPage';
import type { ComplianceMetadataChange as _vmdash_v1_ComplianceMetadataChange, ComplianceMetadataChange__Output as _vmdash_v1_ComplianceMetadataChange__Output } from './vmdash/v1/ComplianceMetadataChange';
import type { ComplianceSummary as _vmdash_v1_ComplianceSummary, ComplianceSummary__Output as _vmdash_v1_ComplianceSummary__Output } from './vmdash/v1/ComplianceSummary';
import type { ComplianceSummaryRequest as _vmdash_v1_ComplianceSummaryRequest, ComplianceSummaryRequest__Output as _vmdash_v1_ComplianceSummaryRequest__Output } from './vmdash/v1/ComplianceSummaryRequest';
import type { ComplianceSummaryRow as _vmdash_v1_ComplianceSummaryRow, ComplianceSummaryRow__Output as _vmdash_v1_ComplianceSummaryRow__Output } from './vmdash/v1/ComplianceSummaryRow';
import type { DashboardComplianceServiceClient as _vmdash_v1_DashboardComplianceServiceClient, DashboardComplianceServiceDefinition as _vmdash_v1_DashboardComplianceServiceDefinition } from './vmdash/v1/DashboardComplianceService';
import type { DecideExceptionRequest as _vmdash_v1_DecideExceptionRequest, DecideExceptionRequest__Output as _vmdash_v1_DecideExceptionRequest__Output } from './vmdash/v1/DecideExceptionRequest';
import type { ExceptionPreview as _vmdash_v1_ExceptionPreview, ExceptionPreview__Output as _vmdash_v1_ExceptionPreview__Output } from './vmdash/v1/ExceptionPreview';
import type { ExceptionPreviewFinding as _vmdash_v1_ExceptionPreviewFinding, ExceptionPreviewFinding__Output as _vmdash_v1_ExceptionPreviewFinding__Output } from './vmdash/v1/ExceptionPreviewFinding';
import type { ExceptionScope as _vmdash_v1_ExceptionScope, ExceptionScope__Output as _vmdash_v1_ExceptionScope__Output } from './vmdash/v1/ExceptionScope';
import type { ExceptionTemplate as _vmdash_v1_ExceptionTemplate, ExceptionTemplate__Output as _vmdash_v1_ExceptionTemplate__Output } from './vmdash/v1/ExceptionTemplate';
import type { ExportComplianceItemsRequest as _vmdash_v1_ExportComplianceItemsRequest, ExportComplianceItemsRequest__Output as _vmdash_v1_ExportComplianceItemsRequest__Output } from './vmdash/v1/ExportComplianceItemsRequest';
import type { ExportExceptionsRequest as _vmdash_v1_ExportExceptionsRequest, ExportExceptionsRequest__Output as _vmdash_v1_ExportExceptionsRequest__Output } from './vmdash/v1/ExportExceptionsRequest';
import type { GetComplianceHostRequest as _vmdash_v1_GetComplianceHostRequest, GetComplianceHostRequest__Output as _vmdash_v1_GetComplianceHostRequest__Output } from './vmdash/v1/GetComplianceHostRequest';
import type { GetExceptionRequest as _vmdash_v1_GetExceptionRequest, GetExceptionRequest__Output as _vmdash_v1_GetExceptionRequest__Output } from './vmdash/v1/GetExceptionRequest';
import type { GetSlaPolicyRequest as _vmdash_v1_GetSlaPolicyRequest, GetSlaPolicyRequest__Output as _vmdash_v1_GetSlaPolicyRequest__Output } from './vmdash/v1/GetSlaPolicyRequest';
import type { ListComplianceItemsRequest as _vmdash_v1_ListComplianceItemsRequest, ListComplianceItemsRequest__Output as _vmdash_v1_ListComplianceItemsRequest__Output } from './vmdash/v1/ListComplianceItemsRequest';
import type { ListExceptionsRequest as _vmdash_v1_ListExceptionsRequest, ListExceptionsRequest__Output as _vmdash_v1_ListExceptionsRequest__Output } from './vmdash/v1/ListExceptionsRequest';
import type { PreviewExceptionRequest as _vmdash_v1_PreviewExceptionRequest, PreviewExceptionRequest__Output as _vmdash_v1_PreviewExceptionRequest__Output } from './vmdash/v1/PreviewExceptionRequest';
import type { RefusedHost as _vmdash_v1_RefusedHost, RefusedHost__Output as _vmdash_v1_RefusedHost__Output } from './vmdash/v1/RefusedHost';
import type { RequestExceptionRequest as _vmdash_v1_RequestExceptionRequest, RequestExceptionRequest__Output as _vmdash_v1_RequestExceptionRequest__Output } from './vmdash/v1/RequestExceptionRequest';
import type { RiskException as _vmdash_v1_RiskException, RiskException__Output as _vmdash_v1_RiskException__Output } from './vmdash/v1/RiskException';
import type { RiskExceptionBatch as _vmdash_v1_RiskExceptionBatch, RiskExceptionBatch__Output as _vmdash_v1_RiskExceptionBatch__Output } from './vmdash/v1/RiskExceptionBatch';
import type { RiskExceptionPage as _vmdash_v1_RiskExceptionPage, RiskExceptionPage__Output as _vmdash_v1_RiskExceptionPage__Output } from './vmdash/v1/RiskExceptionPage';
import type { SlaPolicy as _vmdash_v1_SlaPolicy, SlaPolicy__Output as _vmdash_v1_SlaPolicy__Output } from './vmdash/v1/SlaPolicy';
import type { SlaPolicyTier as _vmdash_v1_SlaPolicyTier, SlaPolicyTier__Output as _vmdash_v1_SlaPolicyTier__Output } from './vmdash/v1/SlaPolicyTier';
import type { UpdateComplianceMetadataRequest as _vmdash_v1_UpdateComplianceMetadataRequest, UpdateComplianceMetadataRequest__Output as _vmdash_v1_UpdateComplianceMetadataRequest__Output } from './vmdash/v1/UpdateComplianceMetadataRequest';
import type { UpdateSlaPolicyRequest as _vmdash_v1_UpdateSlaPolicyRequest, UpdateSlaPolicyRequest__Output as _vmdash_v1_UpdateSlaPolicyRequest__Output } from './vmdash/v1/UpdateSlaPolicyRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  vmdash: {
    v1: {
      BulkCommitComplianceRequest: MessageTypeDefinition<_vmdash_v1_BulkCommitComplianceRequest, _vmdash_v1_BulkCommitComplianceRequest__Output>
      BulkCommitComplianceResponse: MessageTypeDefinition<_vmdash_v1_BulkCommitComplianceResponse, _vmdash_v1_BulkCommitComplianceResponse__Output>
      BulkCommitHost: MessageTypeDefinition<_vmdash_v1_BulkCommitHost, _vmdash_v1_BulkCommitHost__Output>
      ComplianceHistoryEntry: MessageTypeDefinition<_vmdash_v1_ComplianceHistoryEntry, _vmdash_v1_ComplianceHistoryEntry__Output>
      ComplianceHostResult: MessageTypeDefinition<_vmdash_v1_ComplianceHostResult, _vmdash_v1_ComplianceHostResult__Output>
      ComplianceItem: MessageTypeDefinition<_vmdash_v1_ComplianceItem, _vmdash_v1_ComplianceItem__Output>
      ComplianceItemBatch: MessageTypeDefinition<_vmdash_v1_ComplianceItemBatch, _vmdash_v1_ComplianceItemBatch__Output>
      ComplianceItemPage: MessageTypeDefinition<_vmdash_v1_ComplianceItemPage, _vmdash_v1_ComplianceItemPage__Output>
      ComplianceMetadataChange: MessageTypeDefinition<_vmdash_v1_ComplianceMetadataChange, _vmdash_v1_ComplianceMetadataChange__Output>
      ComplianceSummary: MessageTypeDefinition<_vmdash_v1_ComplianceSummary, _vmdash_v1_ComplianceSummary__Output>
      ComplianceSummaryRequest: MessageTypeDefinition<_vmdash_v1_ComplianceSummaryRequest, _vmdash_v1_ComplianceSummaryRequest__Output>
      ComplianceSummaryRow: MessageTypeDefinition<_vmdash_v1_ComplianceSummaryRow, _vmdash_v1_ComplianceSummaryRow__Output>
      DashboardComplianceService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_DashboardComplianceServiceClient> & { service: _vmdash_v1_DashboardComplianceServiceDefinition }
      DecideExceptionRequest: MessageTypeDefinition<_vmdash_v1_DecideExceptionRequest, _vmdash_v1_DecideExceptionRequest__Output>
      ExceptionPreview: MessageTypeDefinition<_vmdash_v1_ExceptionPreview, _vmdash_v1_ExceptionPreview__Output>
      ExceptionPreviewFinding: MessageTypeDefinition<_vmdash_v1_ExceptionPreviewFinding, _vmdash_v1_ExceptionPreviewFinding__Output>
      ExceptionScope: MessageTypeDefinition<_vmdash_v1_ExceptionScope, _vmdash_v1_ExceptionScope__Output>
      ExceptionTemplate: MessageTypeDefinition<_vmdash_v1_ExceptionTemplate, _vmdash_v1_ExceptionTemplate__Output>
      ExportComplianceItemsRequest: MessageTypeDefinition<_vmdash_v1_ExportComplianceItemsRequest, _vmdash_v1_ExportComplianceItemsRequest__Output>
      ExportExceptionsRequest: MessageTypeDefinition<_vmdash_v1_ExportExceptionsRequest, _vmdash_v1_ExportExceptionsRequest__Output>
      GetComplianceHostRequest: MessageTypeDefinition<_vmdash_v1_GetComplianceHostRequest, _vmdash_v1_GetComplianceHostRequest__Output>
      GetExceptionRequest: MessageTypeDefinition<_vmdash_v1_GetExceptionRequest, _vmdash_v1_GetExceptionRequest__Output>
      GetSlaPolicyRequest: MessageTypeDefinition<_vmdash_v1_GetSlaPolicyRequest, _vmdash_v1_GetSlaPolicyRequest__Output>
      ListComplianceItemsRequest: MessageTypeDefinition<_vmdash_v1_ListComplianceItemsRequest, _vmdash_v1_ListComplianceItemsRequest__Output>
      ListExceptionsRequest: MessageTypeDefinition<_vmdash_v1_ListExceptionsRequest, _vmdash_v1_ListExceptionsRequest__Output>
      PreviewExceptionRequest: MessageTypeDefinition<_vmdash_v1_PreviewExceptionRequest, _vmdash_v1_PreviewExceptionRequest__Output>
      RefusedHost: MessageTypeDefinition<_vmdash_v1_RefusedHost, _vmdash_v1_RefusedHost__Output>
      RequestExceptionRequest: MessageTypeDefinition<_vmdash_v1_RequestExceptionRequest, _vmdash_v1_RequestExceptionRequest__Output>
      RiskException: MessageTypeDefinition<_vmdash_v1_RiskException, _vmdash_v1_RiskException__Output>
      RiskExceptionBatch: MessageTypeDefinition<_vmdash_v1_RiskExceptionBatch, _vmdash_v1_RiskExceptionBatch__Output>
      RiskExceptionPage: MessageTypeDefinition<_vmdash_v1_RiskExceptionPage, _vmdash_v1_RiskExceptionPage__Output>
      SlaPolicy: MessageTypeDefinition<_vmdash_v1_SlaPolicy, _vmdash_v1_SlaPolicy__Output>
      SlaPolicyTier: MessageTypeDefinition<_vmdash_v1_SlaPolicyTier, _vmdash_v1_SlaPolicyTier__Output>
      UpdateComplianceMetadataRequest: MessageTypeDefinition<_vmdash_v1_UpdateComplianceMetadataRequest, _vmdash_v1_UpdateComplianceMetadataRequest__Output>
      UpdateSlaPolicyRequest: MessageTypeDefinition<_vmdash_v1_UpdateSlaPolicyRequest, _vmdash_v1_UpdateSlaPolicyRequest__Output>
    }
  }
}


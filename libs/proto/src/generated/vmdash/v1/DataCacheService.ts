// Original file: vmdash/v1/data_cache.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AlphaAsset as _vmdash_v1_AlphaAsset, AlphaAsset__Output as _vmdash_v1_AlphaAsset__Output } from '../../vmdash/v1/AlphaAsset';
import type { AlphaAssetPage as _vmdash_v1_AlphaAssetPage, AlphaAssetPage__Output as _vmdash_v1_AlphaAssetPage__Output } from '../../vmdash/v1/AlphaAssetPage';
import type { AlphaFinding as _vmdash_v1_AlphaFinding, AlphaFinding__Output as _vmdash_v1_AlphaFinding__Output } from '../../vmdash/v1/AlphaFinding';
import type { AlphaVulnerabilitiesRequest as _vmdash_v1_AlphaVulnerabilitiesRequest, AlphaVulnerabilitiesRequest__Output as _vmdash_v1_AlphaVulnerabilitiesRequest__Output } from '../../vmdash/v1/AlphaVulnerabilitiesRequest';
import type { AlphaVulnerabilityKey as _vmdash_v1_AlphaVulnerabilityKey, AlphaVulnerabilityKey__Output as _vmdash_v1_AlphaVulnerabilityKey__Output } from '../../vmdash/v1/AlphaVulnerabilityKey';
import type { BetaFinding as _vmdash_v1_BetaFinding, BetaFinding__Output as _vmdash_v1_BetaFinding__Output } from '../../vmdash/v1/BetaFinding';
import type { BetaFindingCounts as _vmdash_v1_BetaFindingCounts, BetaFindingCounts__Output as _vmdash_v1_BetaFindingCounts__Output } from '../../vmdash/v1/BetaFindingCounts';
import type { BetaFindingList as _vmdash_v1_BetaFindingList, BetaFindingList__Output as _vmdash_v1_BetaFindingList__Output } from '../../vmdash/v1/BetaFindingList';
import type { BetaFindingQuery as _vmdash_v1_BetaFindingQuery, BetaFindingQuery__Output as _vmdash_v1_BetaFindingQuery__Output } from '../../vmdash/v1/BetaFindingQuery';
import type { BetaFindingRefs as _vmdash_v1_BetaFindingRefs, BetaFindingRefs__Output as _vmdash_v1_BetaFindingRefs__Output } from '../../vmdash/v1/BetaFindingRefs';
import type { BetaFindingsJson as _vmdash_v1_BetaFindingsJson, BetaFindingsJson__Output as _vmdash_v1_BetaFindingsJson__Output } from '../../vmdash/v1/BetaFindingsJson';
import type { BetaHost as _vmdash_v1_BetaHost, BetaHost__Output as _vmdash_v1_BetaHost__Output } from '../../vmdash/v1/BetaHost';
import type { BetaHostPage as _vmdash_v1_BetaHostPage, BetaHostPage__Output as _vmdash_v1_BetaHostPage__Output } from '../../vmdash/v1/BetaHostPage';
import type { BetaHostRequest as _vmdash_v1_BetaHostRequest, BetaHostRequest__Output as _vmdash_v1_BetaHostRequest__Output } from '../../vmdash/v1/BetaHostRequest';
import type { BetaHostsRequest as _vmdash_v1_BetaHostsRequest, BetaHostsRequest__Output as _vmdash_v1_BetaHostsRequest__Output } from '../../vmdash/v1/BetaHostsRequest';
import type { BetaVulnerabilitiesRequest as _vmdash_v1_BetaVulnerabilitiesRequest, BetaVulnerabilitiesRequest__Output as _vmdash_v1_BetaVulnerabilitiesRequest__Output } from '../../vmdash/v1/BetaVulnerabilitiesRequest';
import type { BetaVulnerabilityKey as _vmdash_v1_BetaVulnerabilityKey, BetaVulnerabilityKey__Output as _vmdash_v1_BetaVulnerabilityKey__Output } from '../../vmdash/v1/BetaVulnerabilityKey';
import type { ComplianceFindingsRequest as _vmdash_v1_ComplianceFindingsRequest, ComplianceFindingsRequest__Output as _vmdash_v1_ComplianceFindingsRequest__Output } from '../../vmdash/v1/ComplianceFindingsRequest';
import type { ComplianceHostBatch as _vmdash_v1_ComplianceHostBatch, ComplianceHostBatch__Output as _vmdash_v1_ComplianceHostBatch__Output } from '../../vmdash/v1/ComplianceHostBatch';
import type { Empty as _vmdash_v1_Empty, Empty__Output as _vmdash_v1_Empty__Output } from '../../vmdash/v1/Empty';
import type { FindingChange as _vmdash_v1_FindingChange, FindingChange__Output as _vmdash_v1_FindingChange__Output } from '../../vmdash/v1/FindingChange';
import type { FindingChangesRequest as _vmdash_v1_FindingChangesRequest, FindingChangesRequest__Output as _vmdash_v1_FindingChangesRequest__Output } from '../../vmdash/v1/FindingChangesRequest';
import type { FindingScope as _vmdash_v1_FindingScope, FindingScope__Output as _vmdash_v1_FindingScope__Output } from '../../vmdash/v1/FindingScope';
import type { FindingTrend as _vmdash_v1_FindingTrend, FindingTrend__Output as _vmdash_v1_FindingTrend__Output } from '../../vmdash/v1/FindingTrend';
import type { FindingTrendRequest as _vmdash_v1_FindingTrendRequest, FindingTrendRequest__Output as _vmdash_v1_FindingTrendRequest__Output } from '../../vmdash/v1/FindingTrendRequest';
import type { KnownBetaFindings as _vmdash_v1_KnownBetaFindings, KnownBetaFindings__Output as _vmdash_v1_KnownBetaFindings__Output } from '../../vmdash/v1/KnownBetaFindings';
import type { KnownBetaHosts as _vmdash_v1_KnownBetaHosts, KnownBetaHosts__Output as _vmdash_v1_KnownBetaHosts__Output } from '../../vmdash/v1/KnownBetaHosts';
import type { OwnerFilter as _vmdash_v1_OwnerFilter, OwnerFilter__Output as _vmdash_v1_OwnerFilter__Output } from '../../vmdash/v1/OwnerFilter';
import type { OwnerList as _vmdash_v1_OwnerList, OwnerList__Output as _vmdash_v1_OwnerList__Output } from '../../vmdash/v1/OwnerList';
import type { PageRequest as _vmdash_v1_PageRequest, PageRequest__Output as _vmdash_v1_PageRequest__Output } from '../../vmdash/v1/PageRequest';
import type { RefreshReport as _vmdash_v1_RefreshReport, RefreshReport__Output as _vmdash_v1_RefreshReport__Output } from '../../vmdash/v1/RefreshReport';
import type { RefreshStatus as _vmdash_v1_RefreshStatus, RefreshStatus__Output as _vmdash_v1_RefreshStatus__Output } from '../../vmdash/v1/RefreshStatus';
import type { RemediationTimes as _vmdash_v1_RemediationTimes, RemediationTimes__Output as _vmdash_v1_RemediationTimes__Output } from '../../vmdash/v1/RemediationTimes';
import type { RemediationTimesRequest as _vmdash_v1_RemediationTimesRequest, RemediationTimesRequest__Output as _vmdash_v1_RemediationTimesRequest__Output } from '../../vmdash/v1/RemediationTimesRequest';
import type { ScopedBetaFindingPage as _vmdash_v1_ScopedBetaFindingPage, ScopedBetaFindingPage__Output as _vmdash_v1_ScopedBetaFindingPage__Output } from '../../vmdash/v1/ScopedBetaFindingPage';
import type { ServedSnapshots as _vmdash_v1_ServedSnapshots, ServedSnapshots__Output as _vmdash_v1_ServedSnapshots__Output } from '../../vmdash/v1/ServedSnapshots';
import type { SlaTrend as _vmdash_v1_SlaTrend, SlaTrend__Output as _vmdash_v1_SlaTrend__Output } from '../../vmdash/v1/SlaTrend';
import type { SlaTrendRequest as _vmdash_v1_SlaTrendRequest, SlaTrendRequest__Output as _vmdash_v1_SlaTrendRequest__Output } from '../../vmdash/v1/SlaTrendRequest';

export interface DataCacheServiceClient extends grpc.Client {
  /**
   * How many active findings (open and reopened) of both sources a team scope holds, by severity and with KEV: the
   * totals QueryBetaFindings answers for those filters, in one call (the overview's counts; docs/decisions/0031).
   */
  CountBetaFindings(argument: _vmdash_v1_FindingScope, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  CountBetaFindings(argument: _vmdash_v1_FindingScope, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  CountBetaFindings(argument: _vmdash_v1_FindingScope, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  CountBetaFindings(argument: _vmdash_v1_FindingScope, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  /**
   * How many active findings (open and reopened) of both sources a team scope holds, by severity and with KEV: the
   * totals QueryBetaFindings answers for those filters, in one call (the overview's counts; docs/decisions/0031).
   */
  countBetaFindings(argument: _vmdash_v1_FindingScope, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  countBetaFindings(argument: _vmdash_v1_FindingScope, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  countBetaFindings(argument: _vmdash_v1_FindingScope, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  countBetaFindings(argument: _vmdash_v1_FindingScope, callback: grpc.requestCallback<_vmdash_v1_BetaFindingCounts__Output>): grpc.ClientUnaryCall;
  
  /**
   * Which of the findings action plans name exist in the active beta snapshot: one answer per ref, in request order
   * (bulk lookup: an unknown host or finding is false, never NOT_FOUND).
   */
  FindKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  FindKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  FindKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  FindKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  /**
   * Which of the findings action plans name exist in the active beta snapshot: one answer per ref, in request order
   * (bulk lookup: an unknown host or finding is false, never NOT_FOUND).
   */
  findKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  findKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  findKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  findKnownBetaFindings(argument: _vmdash_v1_BetaFindingRefs, callback: grpc.requestCallback<_vmdash_v1_KnownBetaFindings__Output>): grpc.ClientUnaryCall;
  
  FindKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  FindKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  FindKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  FindKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  findKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  findKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  findKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  findKnownBetaHosts(argument: _vmdash_v1_BetaHostsRequest, callback: grpc.requestCallback<_vmdash_v1_KnownBetaHosts__Output>): grpc.ClientUnaryCall;
  
  GetAlphaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  GetAlphaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  GetAlphaAssetPage(argument: _vmdash_v1_PageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  GetAlphaAssetPage(argument: _vmdash_v1_PageRequest, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  getAlphaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  getAlphaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  getAlphaAssetPage(argument: _vmdash_v1_PageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  getAlphaAssetPage(argument: _vmdash_v1_PageRequest, callback: grpc.requestCallback<_vmdash_v1_AlphaAssetPage__Output>): grpc.ClientUnaryCall;
  
  GetAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  GetAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  GetAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  GetAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  getAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  getAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  getAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  getAlphaVulnerability(argument: _vmdash_v1_AlphaVulnerabilityKey, callback: grpc.requestCallback<_vmdash_v1_AlphaFinding__Output>): grpc.ClientUnaryCall;
  
  GetBetaAsset(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  GetBetaAsset(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  GetBetaAsset(argument: _vmdash_v1_BetaHostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  GetBetaAsset(argument: _vmdash_v1_BetaHostRequest, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  getBetaAsset(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  getBetaAsset(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  getBetaAsset(argument: _vmdash_v1_BetaHostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  getBetaAsset(argument: _vmdash_v1_BetaHostRequest, callback: grpc.requestCallback<_vmdash_v1_BetaHost__Output>): grpc.ClientUnaryCall;
  
  GetBetaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  GetBetaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  GetBetaAssetPage(argument: _vmdash_v1_PageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  GetBetaAssetPage(argument: _vmdash_v1_PageRequest, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  getBetaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  getBetaAssetPage(argument: _vmdash_v1_PageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  getBetaAssetPage(argument: _vmdash_v1_PageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  getBetaAssetPage(argument: _vmdash_v1_PageRequest, callback: grpc.requestCallback<_vmdash_v1_BetaHostPage__Output>): grpc.ClientUnaryCall;
  
  GetBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  GetBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  GetBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  GetBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  getBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  getBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  getBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  getBetaVulnerability(argument: _vmdash_v1_BetaVulnerabilityKey, callback: grpc.requestCallback<_vmdash_v1_BetaFindingList__Output>): grpc.ClientUnaryCall;
  
  GetFindingTrend(argument: _vmdash_v1_FindingTrendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  GetFindingTrend(argument: _vmdash_v1_FindingTrendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  GetFindingTrend(argument: _vmdash_v1_FindingTrendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  GetFindingTrend(argument: _vmdash_v1_FindingTrendRequest, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  getFindingTrend(argument: _vmdash_v1_FindingTrendRequest, callback: grpc.requestCallback<_vmdash_v1_FindingTrend__Output>): grpc.ClientUnaryCall;
  
  /**
   * Phase and counts of the running or last refresh of each source, from any replica (the one refreshing records them).
   */
  GetRefreshStatus(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  GetRefreshStatus(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  GetRefreshStatus(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  GetRefreshStatus(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  /**
   * Phase and counts of the running or last refresh of each source, from any replica (the one refreshing records them).
   */
  getRefreshStatus(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  getRefreshStatus(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  getRefreshStatus(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  getRefreshStatus(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_RefreshStatus__Output>): grpc.ClientUnaryCall;
  
  /**
   * Remediation analytics of both sources' finding lifecycle, team scoped like QueryBetaFindings
   * (docs/decisions/0026-finding-lifecycle.md, "Analytics"): mean and median days to fix, and new and fixed counts per
   * period. INVALID_ARGUMENT for a window outside 1..ANALYTICS_MAX_WINDOW_DAYS or an unknown interval.
   */
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  GetRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  /**
   * Remediation analytics of both sources' finding lifecycle, team scoped like QueryBetaFindings
   * (docs/decisions/0026-finding-lifecycle.md, "Analytics"): mean and median days to fix, and new and fixed counts per
   * period. INVALID_ARGUMENT for a window outside 1..ANALYTICS_MAX_WINDOW_DAYS or an unknown interval.
   */
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  getRemediationTimes(argument: _vmdash_v1_RemediationTimesRequest, callback: grpc.requestCallback<_vmdash_v1_RemediationTimes__Output>): grpc.ClientUnaryCall;
  
  /**
   * The pair of snapshots QueryBetaFindings answers from now, without querying (an export job pins it when it starts);
   * UNAVAILABLE while a source is not loaded yet.
   */
  GetServedSnapshots(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  GetServedSnapshots(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  GetServedSnapshots(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  GetServedSnapshots(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  /**
   * The pair of snapshots QueryBetaFindings answers from now, without querying (an export job pins it when it starts);
   * UNAVAILABLE while a source is not loaded yet.
   */
  getServedSnapshots(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  getServedSnapshots(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  getServedSnapshots(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  getServedSnapshots(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_ServedSnapshots__Output>): grpc.ClientUnaryCall;
  
  /**
   * SLA over time of both sources' findings, team scoped like GetRemediationTimes, judged by the SLA rule the dashboard
   * sends (its policy in force; docs/decisions/0026-finding-lifecycle.md, "SLA over time"). INVALID_ARGUMENT for a
   * window outside 1..ANALYTICS_MAX_WINDOW_DAYS, an unknown interval or basis, or a rule without five tiers.
   */
  GetSlaTrend(argument: _vmdash_v1_SlaTrendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  GetSlaTrend(argument: _vmdash_v1_SlaTrendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  GetSlaTrend(argument: _vmdash_v1_SlaTrendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  GetSlaTrend(argument: _vmdash_v1_SlaTrendRequest, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  /**
   * SLA over time of both sources' findings, team scoped like GetRemediationTimes, judged by the SLA rule the dashboard
   * sends (its policy in force; docs/decisions/0026-finding-lifecycle.md, "SLA over time"). INVALID_ARGUMENT for a
   * window outside 1..ANALYTICS_MAX_WINDOW_DAYS, an unknown interval or basis, or a rule without five tiers.
   */
  getSlaTrend(argument: _vmdash_v1_SlaTrendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  getSlaTrend(argument: _vmdash_v1_SlaTrendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  getSlaTrend(argument: _vmdash_v1_SlaTrendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  getSlaTrend(argument: _vmdash_v1_SlaTrendRequest, callback: grpc.requestCallback<_vmdash_v1_SlaTrend__Output>): grpc.ClientUnaryCall;
  
  ListAlphaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  ListAlphaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  ListAlphaOwners(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  ListAlphaOwners(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listAlphaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listAlphaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listAlphaOwners(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listAlphaOwners(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  
  ListBetaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  ListBetaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  ListBetaOwners(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  ListBetaOwners(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listBetaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listBetaOwners(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listBetaOwners(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  listBetaOwners(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_OwnerList__Output>): grpc.ClientUnaryCall;
  
  /**
   * Every active finding of one host, as JSON records in one message; NOT_FOUND when the host is unknown.
   */
  ListBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  ListBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  ListBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  ListBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  /**
   * Every active finding of one host, as JSON records in one message; NOT_FOUND when the host is unknown.
   */
  listBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  listBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  listBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  listBetaVulnerabilitiesOfHost(argument: _vmdash_v1_BetaHostRequest, callback: grpc.requestCallback<_vmdash_v1_BetaFindingsJson__Output>): grpc.ClientUnaryCall;
  
  /**
   * Dashboard findings of both sources (alpha and beta, one list; docs/decisions/0026-finding-lifecycle.md, "One
   * list"): filtered, team scoped, sorted and paged (the dashboard service calls it for a signed-in user, with the
   * user's token); an empty page when nothing matches, never NOT_FOUND. The name keeps its first source.
   */
  QueryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  QueryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  QueryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  QueryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  /**
   * Dashboard findings of both sources (alpha and beta, one list; docs/decisions/0026-finding-lifecycle.md, "One
   * list"): filtered, team scoped, sorted and paged (the dashboard service calls it for a signed-in user, with the
   * user's token); an empty page when nothing matches, never NOT_FOUND. The name keeps its first source.
   */
  queryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  queryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  queryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  queryBetaFindings(argument: _vmdash_v1_BetaFindingQuery, callback: grpc.requestCallback<_vmdash_v1_ScopedBetaFindingPage__Output>): grpc.ClientUnaryCall;
  
  RefreshAlpha(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  RefreshAlpha(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  RefreshAlpha(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  RefreshAlpha(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshAlpha(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshAlpha(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshAlpha(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshAlpha(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  
  RefreshBeta(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  RefreshBeta(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  RefreshBeta(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  RefreshBeta(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshBeta(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshBeta(argument: _vmdash_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshBeta(argument: _vmdash_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  refreshBeta(argument: _vmdash_v1_Empty, callback: grpc.requestCallback<_vmdash_v1_RefreshReport__Output>): grpc.ClientUnaryCall;
  
  StreamAlphaAssets(argument: _vmdash_v1_OwnerFilter, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaAsset__Output>;
  StreamAlphaAssets(argument: _vmdash_v1_OwnerFilter, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaAsset__Output>;
  streamAlphaAssets(argument: _vmdash_v1_OwnerFilter, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaAsset__Output>;
  streamAlphaAssets(argument: _vmdash_v1_OwnerFilter, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaAsset__Output>;
  
  StreamAlphaVulnerabilities(argument: _vmdash_v1_AlphaVulnerabilitiesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaFinding__Output>;
  StreamAlphaVulnerabilities(argument: _vmdash_v1_AlphaVulnerabilitiesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaFinding__Output>;
  streamAlphaVulnerabilities(argument: _vmdash_v1_AlphaVulnerabilitiesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaFinding__Output>;
  streamAlphaVulnerabilities(argument: _vmdash_v1_AlphaVulnerabilitiesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_AlphaFinding__Output>;
  
  StreamBetaAssets(argument: _vmdash_v1_OwnerFilter, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaHost__Output>;
  StreamBetaAssets(argument: _vmdash_v1_OwnerFilter, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaHost__Output>;
  streamBetaAssets(argument: _vmdash_v1_OwnerFilter, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaHost__Output>;
  streamBetaAssets(argument: _vmdash_v1_OwnerFilter, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaHost__Output>;
  
  StreamBetaVulnerabilities(argument: _vmdash_v1_BetaVulnerabilitiesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFinding__Output>;
  StreamBetaVulnerabilities(argument: _vmdash_v1_BetaVulnerabilitiesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFinding__Output>;
  streamBetaVulnerabilities(argument: _vmdash_v1_BetaVulnerabilitiesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFinding__Output>;
  streamBetaVulnerabilities(argument: _vmdash_v1_BetaVulnerabilitiesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFinding__Output>;
  
  /**
   * Every active finding of many hosts, as JSON records in batches; unknown hosts are left out, never NOT_FOUND (bulk lookup).
   */
  StreamBetaVulnerabilitiesByHost(argument: _vmdash_v1_BetaHostsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFindingsJson__Output>;
  StreamBetaVulnerabilitiesByHost(argument: _vmdash_v1_BetaHostsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFindingsJson__Output>;
  /**
   * Every active finding of many hosts, as JSON records in batches; unknown hosts are left out, never NOT_FOUND (bulk lookup).
   */
  streamBetaVulnerabilitiesByHost(argument: _vmdash_v1_BetaHostsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFindingsJson__Output>;
  streamBetaVulnerabilitiesByHost(argument: _vmdash_v1_BetaHostsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_BetaFindingsJson__Output>;
  
  /**
   * The hosts and judgeable findings of the active alpha and beta snapshots with their KEV due dates, in batches of
   * hosts (the dashboard's compliance items, docs/decisions/0014); unknown beta hosts are left out, never NOT_FOUND.
   */
  StreamComplianceFindings(argument: _vmdash_v1_ComplianceFindingsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceHostBatch__Output>;
  StreamComplianceFindings(argument: _vmdash_v1_ComplianceFindingsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceHostBatch__Output>;
  /**
   * The hosts and judgeable findings of the active alpha and beta snapshots with their KEV due dates, in batches of
   * hosts (the dashboard's compliance items, docs/decisions/0014); unknown beta hosts are left out, never NOT_FOUND.
   */
  streamComplianceFindings(argument: _vmdash_v1_ComplianceFindingsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceHostBatch__Output>;
  streamComplianceFindings(argument: _vmdash_v1_ComplianceFindingsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_ComplianceHostBatch__Output>;
  
  /**
   * The lifecycle transitions of one source's findings recorded after `since`, oldest first (the Data API's changes
   * feed; docs/decisions/0026-finding-lifecycle.md); none when nothing changed.
   */
  StreamFindingChanges(argument: _vmdash_v1_FindingChangesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingChange__Output>;
  StreamFindingChanges(argument: _vmdash_v1_FindingChangesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingChange__Output>;
  /**
   * The lifecycle transitions of one source's findings recorded after `since`, oldest first (the Data API's changes
   * feed; docs/decisions/0026-finding-lifecycle.md); none when nothing changed.
   */
  streamFindingChanges(argument: _vmdash_v1_FindingChangesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingChange__Output>;
  streamFindingChanges(argument: _vmdash_v1_FindingChangesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_vmdash_v1_FindingChange__Output>;
  
}

export interface DataCacheServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * How many active findings (open and reopened) of both sources a team scope holds, by severity and with KEV: the
   * totals QueryBetaFindings answers for those filters, in one call (the overview's counts; docs/decisions/0031).
   */
  CountBetaFindings: grpc.handleUnaryCall<_vmdash_v1_FindingScope__Output, _vmdash_v1_BetaFindingCounts>;
  
  /**
   * Which of the findings action plans name exist in the active beta snapshot: one answer per ref, in request order
   * (bulk lookup: an unknown host or finding is false, never NOT_FOUND).
   */
  FindKnownBetaFindings: grpc.handleUnaryCall<_vmdash_v1_BetaFindingRefs__Output, _vmdash_v1_KnownBetaFindings>;
  
  FindKnownBetaHosts: grpc.handleUnaryCall<_vmdash_v1_BetaHostsRequest__Output, _vmdash_v1_KnownBetaHosts>;
  
  GetAlphaAssetPage: grpc.handleUnaryCall<_vmdash_v1_PageRequest__Output, _vmdash_v1_AlphaAssetPage>;
  
  GetAlphaVulnerability: grpc.handleUnaryCall<_vmdash_v1_AlphaVulnerabilityKey__Output, _vmdash_v1_AlphaFinding>;
  
  GetBetaAsset: grpc.handleUnaryCall<_vmdash_v1_BetaHostRequest__Output, _vmdash_v1_BetaHost>;
  
  GetBetaAssetPage: grpc.handleUnaryCall<_vmdash_v1_PageRequest__Output, _vmdash_v1_BetaHostPage>;
  
  GetBetaVulnerability: grpc.handleUnaryCall<_vmdash_v1_BetaVulnerabilityKey__Output, _vmdash_v1_BetaFindingList>;
  
  GetFindingTrend: grpc.handleUnaryCall<_vmdash_v1_FindingTrendRequest__Output, _vmdash_v1_FindingTrend>;
  
  /**
   * Phase and counts of the running or last refresh of each source, from any replica (the one refreshing records them).
   */
  GetRefreshStatus: grpc.handleUnaryCall<_vmdash_v1_Empty__Output, _vmdash_v1_RefreshStatus>;
  
  /**
   * Remediation analytics of both sources' finding lifecycle, team scoped like QueryBetaFindings
   * (docs/decisions/0026-finding-lifecycle.md, "Analytics"): mean and median days to fix, and new and fixed counts per
   * period. INVALID_ARGUMENT for a window outside 1..ANALYTICS_MAX_WINDOW_DAYS or an unknown interval.
   */
  GetRemediationTimes: grpc.handleUnaryCall<_vmdash_v1_RemediationTimesRequest__Output, _vmdash_v1_RemediationTimes>;
  
  /**
   * The pair of snapshots QueryBetaFindings answers from now, without querying (an export job pins it when it starts);
   * UNAVAILABLE while a source is not loaded yet.
   */
  GetServedSnapshots: grpc.handleUnaryCall<_vmdash_v1_Empty__Output, _vmdash_v1_ServedSnapshots>;
  
  /**
   * SLA over time of both sources' findings, team scoped like GetRemediationTimes, judged by the SLA rule the dashboard
   * sends (its policy in force; docs/decisions/0026-finding-lifecycle.md, "SLA over time"). INVALID_ARGUMENT for a
   * window outside 1..ANALYTICS_MAX_WINDOW_DAYS, an unknown interval or basis, or a rule without five tiers.
   */
  GetSlaTrend: grpc.handleUnaryCall<_vmdash_v1_SlaTrendRequest__Output, _vmdash_v1_SlaTrend>;
  
  ListAlphaOwners: grpc.handleUnaryCall<_vmdash_v1_Empty__Output, _vmdash_v1_OwnerList>;
  
  ListBetaOwners: grpc.handleUnaryCall<_vmdash_v1_Empty__Output, _vmdash_v1_OwnerList>;
  
  /**
   * Every active finding of one host, as JSON records in one message; NOT_FOUND when the host is unknown.
   */
  ListBetaVulnerabilitiesOfHost: grpc.handleUnaryCall<_vmdash_v1_BetaHostRequest__Output, _vmdash_v1_BetaFindingsJson>;
  
  /**
   * Dashboard findings of both sources (alpha and beta, one list; docs/decisions/0026-finding-lifecycle.md, "One
   * list"): filtered, team scoped, sorted and paged (the dashboard service calls it for a signed-in user, with the
   * user's token); an empty page when nothing matches, never NOT_FOUND. The name keeps its first source.
   */
  QueryBetaFindings: grpc.handleUnaryCall<_vmdash_v1_BetaFindingQuery__Output, _vmdash_v1_ScopedBetaFindingPage>;
  
  RefreshAlpha: grpc.handleUnaryCall<_vmdash_v1_Empty__Output, _vmdash_v1_RefreshReport>;
  
  RefreshBeta: grpc.handleUnaryCall<_vmdash_v1_Empty__Output, _vmdash_v1_RefreshReport>;
  
  StreamAlphaAssets: grpc.handleServerStreamingCall<_vmdash_v1_OwnerFilter__Output, _vmdash_v1_AlphaAsset>;
  
  StreamAlphaVulnerabilities: grpc.handleServerStreamingCall<_vmdash_v1_AlphaVulnerabilitiesRequest__Output, _vmdash_v1_AlphaFinding>;
  
  StreamBetaAssets: grpc.handleServerStreamingCall<_vmdash_v1_OwnerFilter__Output, _vmdash_v1_BetaHost>;
  
  StreamBetaVulnerabilities: grpc.handleServerStreamingCall<_vmdash_v1_BetaVulnerabilitiesRequest__Output, _vmdash_v1_BetaFinding>;
  
  /**
   * Every active finding of many hosts, as JSON records in batches; unknown hosts are left out, never NOT_FOUND (bulk lookup).
   */
  StreamBetaVulnerabilitiesByHost: grpc.handleServerStreamingCall<_vmdash_v1_BetaHostsRequest__Output, _vmdash_v1_BetaFindingsJson>;
  
  /**
   * The hosts and judgeable findings of the active alpha and beta snapshots with their KEV due dates, in batches of
   * hosts (the dashboard's compliance items, docs/decisions/0014); unknown beta hosts are left out, never NOT_FOUND.
   */
  StreamComplianceFindings: grpc.handleServerStreamingCall<_vmdash_v1_ComplianceFindingsRequest__Output, _vmdash_v1_ComplianceHostBatch>;
  
  /**
   * The lifecycle transitions of one source's findings recorded after `since`, oldest first (the Data API's changes
   * feed; docs/decisions/0026-finding-lifecycle.md); none when nothing changed.
   */
  StreamFindingChanges: grpc.handleServerStreamingCall<_vmdash_v1_FindingChangesRequest__Output, _vmdash_v1_FindingChange>;
  
}

export interface DataCacheServiceDefinition extends grpc.ServiceDefinition {
  CountBetaFindings: MethodDefinition<_vmdash_v1_FindingScope, _vmdash_v1_BetaFindingCounts, _vmdash_v1_FindingScope__Output, _vmdash_v1_BetaFindingCounts__Output>
  FindKnownBetaFindings: MethodDefinition<_vmdash_v1_BetaFindingRefs, _vmdash_v1_KnownBetaFindings, _vmdash_v1_BetaFindingRefs__Output, _vmdash_v1_KnownBetaFindings__Output>
  FindKnownBetaHosts: MethodDefinition<_vmdash_v1_BetaHostsRequest, _vmdash_v1_KnownBetaHosts, _vmdash_v1_BetaHostsRequest__Output, _vmdash_v1_KnownBetaHosts__Output>
  GetAlphaAssetPage: MethodDefinition<_vmdash_v1_PageRequest, _vmdash_v1_AlphaAssetPage, _vmdash_v1_PageRequest__Output, _vmdash_v1_AlphaAssetPage__Output>
  GetAlphaVulnerability: MethodDefinition<_vmdash_v1_AlphaVulnerabilityKey, _vmdash_v1_AlphaFinding, _vmdash_v1_AlphaVulnerabilityKey__Output, _vmdash_v1_AlphaFinding__Output>
  GetBetaAsset: MethodDefinition<_vmdash_v1_BetaHostRequest, _vmdash_v1_BetaHost, _vmdash_v1_BetaHostRequest__Output, _vmdash_v1_BetaHost__Output>
  GetBetaAssetPage: MethodDefinition<_vmdash_v1_PageRequest, _vmdash_v1_BetaHostPage, _vmdash_v1_PageRequest__Output, _vmdash_v1_BetaHostPage__Output>
  GetBetaVulnerability: MethodDefinition<_vmdash_v1_BetaVulnerabilityKey, _vmdash_v1_BetaFindingList, _vmdash_v1_BetaVulnerabilityKey__Output, _vmdash_v1_BetaFindingList__Output>
  GetFindingTrend: MethodDefinition<_vmdash_v1_FindingTrendRequest, _vmdash_v1_FindingTrend, _vmdash_v1_FindingTrendRequest__Output, _vmdash_v1_FindingTrend__Output>
  GetRefreshStatus: MethodDefinition<_vmdash_v1_Empty, _vmdash_v1_RefreshStatus, _vmdash_v1_Empty__Output, _vmdash_v1_RefreshStatus__Output>
  GetRemediationTimes: MethodDefinition<_vmdash_v1_RemediationTimesRequest, _vmdash_v1_RemediationTimes, _vmdash_v1_RemediationTimesRequest__Output, _vmdash_v1_RemediationTimes__Output>
  GetServedSnapshots: MethodDefinition<_vmdash_v1_Empty, _vmdash_v1_ServedSnapshots, _vmdash_v1_Empty__Output, _vmdash_v1_ServedSnapshots__Output>
  GetSlaTrend: MethodDefinition<_vmdash_v1_SlaTrendRequest, _vmdash_v1_SlaTrend, _vmdash_v1_SlaTrendRequest__Output, _vmdash_v1_SlaTrend__Output>
  ListAlphaOwners: MethodDefinition<_vmdash_v1_Empty, _vmdash_v1_OwnerList, _vmdash_v1_Empty__Output, _vmdash_v1_OwnerList__Output>
  ListBetaOwners: MethodDefinition<_vmdash_v1_Empty, _vmdash_v1_OwnerList, _vmdash_v1_Empty__Output, _vmdash_v1_OwnerList__Output>
  ListBetaVulnerabilitiesOfHost: MethodDefinition<_vmdash_v1_BetaHostRequest, _vmdash_v1_BetaFindingsJson, _vmdash_v1_BetaHostRequest__Output, _vmdash_v1_BetaFindingsJson__Output>
  QueryBetaFindings: MethodDefinition<_vmdash_v1_BetaFindingQuery, _vmdash_v1_ScopedBetaFindingPage, _vmdash_v1_BetaFindingQuery__Output, _vmdash_v1_ScopedBetaFindingPage__Output>
  RefreshAlpha: MethodDefinition<_vmdash_v1_Empty, _vmdash_v1_RefreshReport, _vmdash_v1_Empty__Output, _vmdash_v1_RefreshReport__Output>
  RefreshBeta: MethodDefinition<_vmdash_v1_Empty, _vmdash_v1_RefreshReport, _vmdash_v1_Empty__Output, _vmdash_v1_RefreshReport__Output>
  StreamAlphaAssets: MethodDefinition<_vmdash_v1_OwnerFilter, _vmdash_v1_AlphaAsset, _vmdash_v1_OwnerFilter__Output, _vmdash_v1_AlphaAsset__Output>
  StreamAlphaVulnerabilities: MethodDefinition<_vmdash_v1_AlphaVulnerabilitiesRequest, _vmdash_v1_AlphaFinding, _vmdash_v1_AlphaVulnerabilitiesRequest__Output, _vmdash_v1_AlphaFinding__Output>
  StreamBetaAssets: MethodDefinition<_vmdash_v1_OwnerFilter, _vmdash_v1_BetaHost, _vmdash_v1_OwnerFilter__Output, _vmdash_v1_BetaHost__Output>
  StreamBetaVulnerabilities: MethodDefinition<_vmdash_v1_BetaVulnerabilitiesRequest, _vmdash_v1_BetaFinding, _vmdash_v1_BetaVulnerabilitiesRequest__Output, _vmdash_v1_BetaFinding__Output>
  StreamBetaVulnerabilitiesByHost: MethodDefinition<_vmdash_v1_BetaHostsRequest, _vmdash_v1_BetaFindingsJson, _vmdash_v1_BetaHostsRequest__Output, _vmdash_v1_BetaFindingsJson__Output>
  StreamComplianceFindings: MethodDefinition<_vmdash_v1_ComplianceFindingsRequest, _vmdash_v1_ComplianceHostBatch, _vmdash_v1_ComplianceFindingsRequest__Output, _vmdash_v1_ComplianceHostBatch__Output>
  StreamFindingChanges: MethodDefinition<_vmdash_v1_FindingChangesRequest, _vmdash_v1_FindingChange, _vmdash_v1_FindingChangesRequest__Output, _vmdash_v1_FindingChange__Output>
}

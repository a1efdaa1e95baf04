import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AlphaAsset as _vmdash_v1_AlphaAsset, AlphaAsset__Output as _vmdash_v1_AlphaAsset__Output } from './vmdash/v1/AlphaAsset';
import type { AlphaAssetPage as _vmdash_v1_AlphaAssetPage, AlphaAssetPage__Output as _vmdash_v1_AlphaAssetPage__Output } from './vmdash/v1/AlphaAssetPage';
import type { AlphaFinding as _vmdash_v1_AlphaFinding, AlphaFinding__Output as _vmdash_v1_AlphaFinding__Output } from './vmdash/v1/AlphaFinding';
import type { AlphaVulnerabilitiesRequest as _vmdash_v1_AlphaVulnerabilitiesRequest, AlphaVulnerabilitiesRequest__Output as _vmdash_v1_AlphaVulnerabilitiesRequest__Output } from './vmdash/v1/AlphaVulnerabilitiesRequest';
import type { AlphaVulnerabilityKey as _vmdash_v1_AlphaVulnerabilityKey, AlphaVulnerabilityKey__Output as _vmdash_v1_AlphaVulnerabilityKey__Output } from './vmdash/v1/AlphaVulnerabilityKey';
import type { BetaFinding as _vmdash_v1_BetaFinding, BetaFinding__Output as _vmdash_v1_BetaFinding__Output } from './vmdash/v1/BetaFinding';
import type { BetaFindingCounts as _vmdash_v1_BetaFindingCounts, BetaFindingCounts__Output as _vmdash_v1_BetaFindingCounts__Output } from './vmdash/v1/BetaFindingCounts';
import type { BetaFindingList as _vmdash_v1_BetaFindingList, BetaFindingList__Output as _vmdash_v1_BetaFindingList__Output } from './vmdash/v1/BetaFindingList';
import type { BetaFindingQuery as _vmdash_v1_BetaFindingQuery, BetaFindingQuery__Output as _vmdash_v1_BetaFindingQuery__Output } from './vmdash/v1/BetaFindingQuery';
import type { BetaFindingRef as _vmdash_v1_BetaFindingRef, BetaFindingRef__Output as _vmdash_v1_BetaFindingRef__Output } from './vmdash/v1/BetaFindingRef';
import type { BetaFindingRefs as _vmdash_v1_BetaFindingRefs, BetaFindingRefs__Output as _vmdash_v1_BetaFindingRefs__Output } from './vmdash/v1/BetaFindingRefs';
import type { BetaFindingsJson as _vmdash_v1_BetaFindingsJson, BetaFindingsJson__Output as _vmdash_v1_BetaFindingsJson__Output } from './vmdash/v1/BetaFindingsJson';
import type { BetaHost as _vmdash_v1_BetaHost, BetaHost__Output as _vmdash_v1_BetaHost__Output } from './vmdash/v1/BetaHost';
import type { BetaHostPage as _vmdash_v1_BetaHostPage, BetaHostPage__Output as _vmdash_v1_BetaHostPage__Output } from './vmdash/v1/BetaHostPage';
import type { BetaHostRequest as _vmdash_v1_BetaHostRequest, BetaHostRequest__Output as _vmdash_v1_BetaHostRequest__Output } from './vmdash/v1/BetaHostRequest';
import type { BetaHostsRequest as _vmdash_v1_BetaHostsRequest, BetaHostsRequest__Output as _vmdash_v1_BetaHostsRequest__Output } from './vmdash/v1/BetaHostsRequest';
import type { BetaVulnerabilitiesRequest as _vmdash_v1_BetaVulnerabilitiesRequest, BetaVulnerabilitiesRequest__Output as _vmdash_v1_BetaVulnerabilitiesRequest__Output } from './vmdash/v1/BetaVulnerabilitiesRequest';
import type { BetaVulnerabilityKey as _vmdash_v1_BetaVulnerabilityKey, BetaVulnerabilityKey__Output as _vmdash_v1_BetaVulnerabilityKey__Output } from './vmdash/v1/BetaVulnerabilityKey';
import type { ComplianceFinding as _vmdash_v1_ComplianceFinding, ComplianceFinding__Output as _vmdash_v1_ComplianceFinding__Output } from './vmdash/v1/ComplianceFinding';
import type { ComplianceFindingsRequest as _vmdash_v1_ComplianceFindingsRequest, ComplianceFindingsRequest__Output as _vmdash_v1_ComplianceFindingsRequest__Output } from './vmdash/v1/ComplianceFindingsRequest';
import type { ComplianceHost as _vmdash_v1_ComplianceHost, ComplianceHost__Output as _vmdash_v1_ComplianceHost__Output } from './vmdash/v1/ComplianceHost';
import type { ComplianceHostBatch as _vmdash_v1_ComplianceHostBatch, ComplianceHostBatch__Output as _vmdash_v1_ComplianceHostBatch__Output } from './vmdash/v1/ComplianceHostBatch';
import type { CriticalityFactor as _vmdash_v1_CriticalityFactor, CriticalityFactor__Output as _vmdash_v1_CriticalityFactor__Output } from './vmdash/v1/CriticalityFactor';
import type { CvssFactor as _vmdash_v1_CvssFactor, CvssFactor__Output as _vmdash_v1_CvssFactor__Output } from './vmdash/v1/CvssFactor';
import type { DataCacheServiceClient as _vmdash_v1_DataCacheServiceClient, DataCacheServiceDefinition as _vmdash_v1_DataCacheServiceDefinition } from './vmdash/v1/DataCacheService';
import type { Empty as _vmdash_v1_Empty, Empty__Output as _vmdash_v1_Empty__Output } from './vmdash/v1/Empty';
import type { EpssFactor as _vmdash_v1_EpssFactor, EpssFactor__Output as _vmdash_v1_EpssFactor__Output } from './vmdash/v1/EpssFactor';
import type { FindingChange as _vmdash_v1_FindingChange, FindingChange__Output as _vmdash_v1_FindingChange__Output } from './vmdash/v1/FindingChange';
import type { FindingChangesRequest as _vmdash_v1_FindingChangesRequest, FindingChangesRequest__Output as _vmdash_v1_FindingChangesRequest__Output } from './vmdash/v1/FindingChangesRequest';
import type { FindingScope as _vmdash_v1_FindingScope, FindingScope__Output as _vmdash_v1_FindingScope__Output } from './vmdash/v1/FindingScope';
import type { FindingTrend as _vmdash_v1_FindingTrend, FindingTrend__Output as _vmdash_v1_FindingTrend__Output } from './vmdash/v1/FindingTrend';
import type { FindingTrendPoint as _vmdash_v1_FindingTrendPoint, FindingTrendPoint__Output as _vmdash_v1_FindingTrendPoint__Output } from './vmdash/v1/FindingTrendPoint';
import type { FindingTrendRequest as _vmdash_v1_FindingTrendRequest, FindingTrendRequest__Output as _vmdash_v1_FindingTrendRequest__Output } from './vmdash/v1/FindingTrendRequest';
import type { FlagFactor as _vmdash_v1_FlagFactor, FlagFactor__Output as _vmdash_v1_FlagFactor__Output } from './vmdash/v1/FlagFactor';
import type { InternetFacingFactor as _vmdash_v1_InternetFacingFactor, InternetFacingFactor__Output as _vmdash_v1_InternetFacingFactor__Output } from './vmdash/v1/InternetFacingFactor';
import type { JsonFindingRow as _vmdash_v1_JsonFindingRow, JsonFindingRow__Output as _vmdash_v1_JsonFindingRow__Output } from './vmdash/v1/JsonFindingRow';
import type { KevFactor as _vmdash_v1_KevFactor, KevFactor__Output as _vmdash_v1_KevFactor__Output } from './vmdash/v1/KevFactor';
import type { KnownBetaFindings as _vmdash_v1_KnownBetaFindings, KnownBetaFindings__Output as _vmdash_v1_KnownBetaFindings__Output } from './vmdash/v1/KnownBetaFindings';
import type { KnownBetaHosts as _vmdash_v1_KnownBetaHosts, KnownBetaHosts__Output as _vmdash_v1_KnownBetaHosts__Output } from './vmdash/v1/KnownBetaHosts';
import type { OpenFindingCount as _vmdash_v1_OpenFindingCount, OpenFindingCount__Output as _vmdash_v1_OpenFindingCount__Output } from './vmdash/v1/OpenFindingCount';
import type { Owner as _vmdash_v1_Owner, Owner__Output as _vmdash_v1_Owner__Output } from './vmdash/v1/Owner';
import type { OwnerFilter as _vmdash_v1_OwnerFilter, OwnerFilter__Output as _vmdash_v1_OwnerFilter__Output } from './vmdash/v1/OwnerFilter';
import type { OwnerList as _vmdash_v1_OwnerList, OwnerList__Output as _vmdash_v1_OwnerList__Output } from './vmdash/v1/OwnerList';
import type { PageRequest as _vmdash_v1_PageRequest, PageRequest__Output as _vmdash_v1_PageRequest__Output } from './vmdash/v1/PageRequest';
import type { RefreshProgress as _vmdash_v1_RefreshProgress, RefreshProgress__Output as _vmdash_v1_RefreshProgress__Output } from './vmdash/v1/RefreshProgress';
import type { RefreshReport as _vmdash_v1_RefreshReport, RefreshReport__Output as _vmdash_v1_RefreshReport__Output } from './vmdash/v1/RefreshReport';
import type { RefreshStatus as _vmdash_v1_RefreshStatus, RefreshStatus__Output as _vmdash_v1_RefreshStatus__Output } from './vmdash/v1/RefreshStatus';
import type { RemediationTimes as _vmdash_v1_RemediationTimes, RemediationTimes__Output as _vmdash_v1_RemediationTimes__Output } from './vmdash/v1/RemediationTimes';
import type { RemediationTimesGroup as _vmdash_v1_RemediationTimesGroup, RemediationTimesGroup__Output as _vmdash_v1_RemediationTimesGroup__Output } from './vmdash/v1/RemediationTimesGroup';
import type { RemediationTimesRequest as _vmdash_v1_RemediationTimesRequest, RemediationTimesRequest__Output as _vmdash_v1_RemediationTimesRequest__Output } from './vmdash/v1/RemediationTimesRequest';
import type { RiskFactors as _vmdash_v1_RiskFactors, RiskFactors__Output as _vmdash_v1_RiskFactors__Output } from './vmdash/v1/RiskFactors';
import type { RiskInputsReport as _vmdash_v1_RiskInputsReport, RiskInputsReport__Output as _vmdash_v1_RiskInputsReport__Output } from './vmdash/v1/RiskInputsReport';
import type { ScopedBetaFinding as _vmdash_v1_ScopedBetaFinding, ScopedBetaFinding__Output as _vmdash_v1_ScopedBetaFinding__Output } from './vmdash/v1/ScopedBetaFinding';
import type { ScopedBetaFindingPage as _vmdash_v1_ScopedBetaFindingPage, ScopedBetaFindingPage__Output as _vmdash_v1_ScopedBetaFindingPage__Output } from './vmdash/v1/ScopedBetaFindingPage';
import type { ServedSnapshots as _vmdash_v1_ServedSnapshots, ServedSnapshots__Output as _vmdash_v1_ServedSnapshots__Output } from './vmdash/v1/ServedSnapshots';
import type { SeverityCount as _vmdash_v1_SeverityCount, SeverityCount__Output as _vmdash_v1_SeverityCount__Output } from './vmdash/v1/SeverityCount';
import type { SkippedCount as _vmdash_v1_SkippedCount, SkippedCount__Output as _vmdash_v1_SkippedCount__Output } from './vmdash/v1/SkippedCount';
import type { SlaRule as _vmdash_v1_SlaRule, SlaRule__Output as _vmdash_v1_SlaRule__Output } from './vmdash/v1/SlaRule';
import type { SlaTierDays as _vmdash_v1_SlaTierDays, SlaTierDays__Output as _vmdash_v1_SlaTierDays__Output } from './vmdash/v1/SlaTierDays';
import type { SlaTrend as _vmdash_v1_SlaTrend, SlaTrend__Output as _vmdash_v1_SlaTrend__Output } from './vmdash/v1/SlaTrend';
import type { SlaTrendPoint as _vmdash_v1_SlaTrendPoint, SlaTrendPoint__Output as _vmdash_v1_SlaTrendPoint__Output } from './vmdash/v1/SlaTrendPoint';
import type { SlaTrendRequest as _vmdash_v1_SlaTrendRequest, SlaTrendRequest__Output as _vmdash_v1_SlaTrendRequest__Output } from './vmdash/v1/SlaTrendRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  vmdash: {
    v1: {
      AlphaAsset: MessageTypeDefinition<_vmdash_v1_AlphaAsset, _vmdash_v1_AlphaAsset__Output>
      AlphaAssetPage: MessageTypeDefinition<_vmdash_v1_AlphaAssetPage, _vmdash_v1_AlphaAssetPage__Output>
      AlphaFinding: MessageTypeDefinition<_vmdash_v1_AlphaFinding, _vmdash_v1_AlphaFinding__Output>
      AlphaVulnerabilitiesRequest: MessageTypeDefinition<_vmdash_v1_AlphaVulnerabilitiesRequest, _vmdash_v1_AlphaVulnerabilitiesRequest__Output>
      AlphaVulnerabilityKey: MessageTypeDefinition<_vmdash_v1_AlphaVulnerabilityKey, _vmdash_v1_AlphaVulnerabilityKey__Output>
      BetaFinding: MessageTypeDefinition<_vmdash_v1_BetaFinding, _vmdash_v1_BetaFinding__Output>
      BetaFindingCounts: MessageTypeDefinition<_vmdash_v1_BetaFindingCounts, _vmdash_v1_BetaFindingCounts__Output>
      BetaFindingList: MessageTypeDefinition<_vmdash_v1_BetaFindingList, _vmdash_v1_BetaFindingList__Output>
      BetaFindingQuery: MessageTypeDefinition<_vmdash_v1_BetaFindingQuery, _vmdash_v1_BetaFindingQuery__Output>
      BetaFindingRef: MessageTypeDefinition<_vmdash_v1_BetaFindingRef, _vmdash_v1_BetaFindingRef__Output>
      BetaFindingRefs: MessageTypeDefinition<_vmdash_v1_BetaFindingRefs, _vmdash_v1_BetaFindingRefs__Output>
      BetaFindingsJson: MessageTypeDefinition<_vmdash_v1_BetaFindingsJson, _vmdash_v1_BetaFindingsJson__Output>
      BetaHost: MessageTypeDefinition<_vmdash_v1_BetaHost, _vmdash_v1_BetaHost__Output>
      BetaHostPage: MessageTypeDefinition<_vmdash_v1_BetaHostPage, _vmdash_v1_BetaHostPage__Output>
      BetaHostRequest: MessageTypeDefinition<_vmdash_v1_BetaHostRequest, _vmdash_v1_BetaHostRequest__Output>
      BetaHostsRequest: MessageTypeDefinition<_vmdash_v1_BetaHostsRequest, _vmdash_v1_BetaHostsRequest__Output>
      BetaVulnerabilitiesRequest: MessageTypeDefinition<_vmdash_v1_BetaVulnerabilitiesRequest, _vmdash_v1_BetaVulnerabilitiesRequest__Output>
      BetaVulnerabilityKey: MessageTypeDefinition<_vmdash_v1_BetaVulnerabilityKey, _vmdash_v1_BetaVulnerabilityKey__Output>
      ComplianceFinding: MessageTypeDefinition<_vmdash_v1_ComplianceFinding, _vmdash_v1_ComplianceFinding__Output>
      ComplianceFindingsRequest: MessageTypeDefinition<_vmdash_v1_ComplianceFindingsRequest, _vmdash_v1_ComplianceFindingsRequest__Output>
      ComplianceHost: MessageTypeDefinition<_vmdash_v1_ComplianceHost, _vmdash_v1_ComplianceHost__Output>
      ComplianceHostBatch: MessageTypeDefinition<_vmdash_v1_ComplianceHostBatch, _vmdash_v1_ComplianceHostBatch__Output>
      CriticalityFactor: MessageTypeDefinition<_vmdash_v1_CriticalityFactor, _vmdash_v1_CriticalityFactor__Output>
      CvssFactor: MessageTypeDefinition<_vmdash_v1_CvssFactor, _vmdash_v1_CvssFactor__Output>
      DataCacheService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_DataCacheServiceClient> & { service: _vmdash_v1_DataCacheServiceDefinition }
      Empty: MessageTypeDefinition<_vmdash_v1_Empty, _vmdash_v1_Empty__Output>
      EpssFactor: MessageTypeDefinition<_vmdash_v1_EpssFactor, _vmdash_v1_EpssFactor__Output>
      FindingChange: MessageTypeDefinition<_vmdash_v1_FindingChange, _vmdash_v1_FindingChange__Output>
      FindingChangesRequest: MessageTypeDefinition<_vmdash_v1_FindingChangesRequest, _vmdash_v1_FindingChangesRequest__Output>
      FindingScope: MessageTypeDefinition<_vmdash_v1_FindingScope, _vmdash_v1_FindingScope__Output>
      FindingSort: EnumTypeDefinition
      FindingTeamField: EnumTypeDefinition
      FindingTrend: MessageTypeDefinition<_vmdash_v1_FindingTrend, _vmdash_v1_FindingTrend__Output>
      FindingTrendPoint: MessageTypeDefinition<_vmdash_v1_FindingTrendPoint, _vmdash_v1_FindingTrendPoint__Output>
      FindingTrendRequest: MessageTypeDefinition<_vmdash_v1_FindingTrendRequest, _vmdash_v1_FindingTrendRequest__Output>
      FlagFactor: MessageTypeDefinition<_vmdash_v1_FlagFactor, _vmdash_v1_FlagFactor__Output>
      InternetFacingFactor: MessageTypeDefinition<_vmdash_v1_InternetFacingFactor, _vmdash_v1_InternetFacingFactor__Output>
      JsonFindingRow: MessageTypeDefinition<_vmdash_v1_JsonFindingRow, _vmdash_v1_JsonFindingRow__Output>
      KevFactor: MessageTypeDefinition<_vmdash_v1_KevFactor, _vmdash_v1_KevFactor__Output>
      KnownBetaFindings: MessageTypeDefinition<_vmdash_v1_KnownBetaFindings, _vmdash_v1_KnownBetaFindings__Output>
      KnownBetaHosts: MessageTypeDefinition<_vmdash_v1_KnownBetaHosts, _vmdash_v1_KnownBetaHosts__Output>
      OpenFindingCount: MessageTypeDefinition<_vmdash_v1_OpenFindingCount, _vmdash_v1_OpenFindingCount__Output>
      Owner: MessageTypeDefinition<_vmdash_v1_Owner, _vmdash_v1_Owner__Output>
      OwnerFilter: MessageTypeDefinition<_vmdash_v1_OwnerFilter, _vmdash_v1_OwnerFilter__Output>
      OwnerList: MessageTypeDefinition<_vmdash_v1_OwnerList, _vmdash_v1_OwnerList__Output>
      PageRequest: MessageTypeDefinition<_vmdash_v1_PageRequest, _vmdash_v1_PageRequest__Output>
      RefreshProgress: MessageTypeDefinition<_vmdash_v1_RefreshProgress, _vmdash_v1_RefreshProgress__Output>
      RefreshReport: MessageTypeDefinition<_vmdash_v1_RefreshReport, _vmdash_v1_RefreshReport__Output>
      RefreshStatus: MessageTypeDefinition<_vmdash_v1_RefreshStatus, _vmdash_v1_RefreshStatus__Output>
      RemediationTimes: MessageTypeDefinition<_vmdash_v1_RemediationTimes, _vmdash_v1_RemediationTimes__Output>
      RemediationTimesGroup: MessageTypeDefinition<_vmdash_v1_RemediationTimesGroup, _vmdash_v1_RemediationTimesGroup__Output>
      RemediationTimesRequest: MessageTypeDefinition<_vmdash_v1_RemediationTimesRequest, _vmdash_v1_RemediationTimesRequest__Output>
      RiskFactors: MessageTypeDefinition<_vmdash_v1_RiskFactors, _vmdash_v1_RiskFactors__Output>
      RiskInputsReport: MessageTypeDefinition<_vmdash_v1_RiskInputsReport, _vmdash_v1_RiskInputsReport__Output>
      ScopedBetaFinding: MessageTypeDefinition<_vmdash_v1_ScopedBetaFinding, _vmdash_v1_ScopedBetaFinding__Output>
      ScopedBetaFindingPage: MessageTypeDefinition<_vmdash_v1_ScopedBetaFindingPage, _vmdash_v1_ScopedBetaFindingPage__Output>
      ServedSnapshots: MessageTypeDefinition<_vmdash_v1_ServedSnapshots, _vmdash_v1_ServedSnapshots__Output>
      SeverityCount: MessageTypeDefinition<_vmdash_v1_SeverityCount, _vmdash_v1_SeverityCount__Output>
      SkippedCount: MessageTypeDefinition<_vmdash_v1_SkippedCount, _vmdash_v1_SkippedCount__Output>
      SlaRule: MessageTypeDefinition<_vmdash_v1_SlaRule, _vmdash_v1_SlaRule__Output>
      SlaTierDays: MessageTypeDefinition<_vmdash_v1_SlaTierDays, _vmdash_v1_SlaTierDays__Output>
      SlaTrend: MessageTypeDefinition<_vmdash_v1_SlaTrend, _vmdash_v1_SlaTrend__Output>
      SlaTrendPoint: MessageTypeDefinition<_vmdash_v1_SlaTrendPoint, _vmdash_v1_SlaTrendPoint__Output>
      SlaTrendRequest: MessageTypeDefinition<_vmdash_v1_SlaTrendRequest, _vmdash_v1_SlaTrendRequest__Output>
    }
  }
}


import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedPage } from '../data-api/paging';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { BetaSnapshot } from '../snapshot/snapshot.types';
import { queryFindings, type FindingOrder } from './finding-query';

const ORDERS: Record<string, FindingOrder> = {
  FINDING_SORT_SEVERITY_ASC: 'severity_asc',
  FINDING_SORT_FIRST_SEEN_DESC: 'first_seen_desc',
  FINDING_SORT_FIRST_SEEN_ASC: 'first_seen_asc',
};

/**
 * QueryBetaFindings: the dashboard's findings of a user's teams (issue 10, "Findings, scoped by team"). The team scope
 * arrives in the request, decided by the dashboard service from the user's token; an empty team list matches nothing.
 */
export function findingQueryHandlers(cache: SourceCache<BetaSnapshot, BetaReadModel>): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'QueryBetaFindings'> {
  return {
    QueryBetaFindings: async (request) => {
      const { page, pageSize } = checkedPage(request);
      const optional = <T>(value: T | undefined | null) => (value === undefined || value === null ? undefined : value);
      return queryFindings(cache.require().findingsWithHosts(optional(request.host_id)), {
        teamField: request.team_field === 'FINDING_TEAM_FIELD_OWNER' ? 'owner' : 'bu_team',
        teams: request.all_teams ? null : new Set(request.teams),
        hostId: optional(request.host_id),
        scannerId: optional(request.scanner_id),
        hostname: optional(request.hostname)?.toLowerCase(),
        severity: optional(request.severity),
        kev: optional(request.kev),
        owner: optional(request.owner),
        buTeam: optional(request.bu_team),
        text: optional(request.text)?.toLowerCase(),
        order: ORDERS[request.sort] ?? 'severity_desc',
        page,
        pageSize,
      });
    },
  };
}

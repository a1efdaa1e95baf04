import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { ComplianceBulkCommitItem } from '../../app/api/types';
import { listFilters, type ComplianceFilters } from './compliance-filters';

/** Items per page of the compliance list. */
export const COMPLIANCE_PAGE_SIZE = 50;

/** The query keys of every compliance answer start with this; a change invalidates them all. */
const COMPLIANCE_KEY = ['compliance'] as const;

/** GET /api/compliance/summary: per team and metric, active, overdue, resolved in 30 days, share of hosts compliant. */
export function useComplianceSummary() {
  return useQuery({ queryKey: [...COMPLIANCE_KEY, 'summary'], queryFn: () => answer(api.GET('/api/compliance/summary')) });
}

/** One page of GET /api/compliance/items with the view's filters (the previous page stays shown while the next loads). */
export function useComplianceItems(filters: ComplianceFilters) {
  const query = { ...listFilters(filters), page: filters.page ?? 1, page_size: COMPLIANCE_PAGE_SIZE };
  return useQuery({
    queryKey: [...COMPLIANCE_KEY, 'items', query],
    queryFn: () => answer(api.GET('/api/compliance/items', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/compliance/items/{hostname}: the host's items and its last 10 changes, newest first. */
export function useComplianceHost(hostname: string) {
  return useQuery({
    queryKey: [...COMPLIANCE_KEY, 'host', hostname.toLowerCase()],
    queryFn: () => answer(api.GET('/api/compliance/items/{hostname}', { params: { path: { hostname } } })),
  });
}

/** What the metadata form sends (PATCH /api/compliance/items/{hostname}/metadata's body). */
export interface MetadataChange {
  resolution_date?: string;
  remediation_plan?: string;
  metric_ids?: ComplianceBulkCommitItem['metric_ids'];
  change_reason?: string;
}

/** PATCH /api/compliance/items/{hostname}/metadata; every compliance answer (list, summary, host) is reloaded after it. */
export function useUpdateMetadata(hostname: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MetadataChange) => answer(api.PATCH('/api/compliance/items/{hostname}/metadata', { params: { path: { hostname } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY }),
  });
}

/** POST /api/compliance/vcl/bulk-commit; every compliance answer is reloaded after it. */
export function useBulkCommit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { items: ComplianceBulkCommitItem[]; change_reason?: string }) => answer(api.POST('/api/compliance/vcl/bulk-commit', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY }),
  });
}

import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../components/page/Page';
import { EmptyState, ErrorState, LoadingState } from '../../components/states/States';
import { useFindings } from '../findings/findings-query';
import { FindingsTable } from '../findings/FindingsTable';

/** /hosts/{host_id}: one host's findings of the caller's teams with their KEV flags (GET /api/findings?host_id=). */
export function HostPage() {
  const hostId = Number(useParams().hostId);
  const findings = useFindings({}, Number.isInteger(hostId) && hostId > 0 ? hostId : undefined);
  const rows = useMemo(() => findings.data?.pages.flatMap((page) => page.items) ?? [], [findings.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = findings;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const hostname = rows[0]?.hostname;
  const kevCount = rows.filter((finding) => finding.kev).length;
  return (
    <Page title={hostname ? `Host ${hostname}` : `Host ${hostId}`}>
      {findings.isPending ? <LoadingState label="Loading the host's findings" /> : null}
      {findings.isError ? <ErrorState error={findings.error} /> : null}
      {findings.isSuccess && rows.length === 0 ? <EmptyState>No active findings of your teams on this host.</EmptyState> : null}
      {rows.length > 0 ? (
        <>
          <p>
            Owner {rows[0].owner}, team {rows[0].bu_team ?? '—'}; {findings.data?.pages[0]?.total} active findings, {kevCount} with a KEV flag among those loaded.
          </p>
          <FindingsTable caption={`Findings of host ${hostname ?? hostId}`} findings={rows} total={findings.data?.pages[0]?.total ?? 0} onNearEnd={loadMore} loadingMore={isFetchingNextPage} />
        </>
      ) : null}
    </Page>
  );
}

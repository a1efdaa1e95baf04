import { useCallback, useMemo } from 'react';
import { EmptyState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { useFindings, type FindingsHost } from '../findings/findings-query';
import { FindingsTable } from '../findings/FindingsTable';

/**
 * A host page's "Fixed findings": what later scans of the machine no longer reported, every scanner, each with the
 * date of the scan that no longer found it (GET /api/findings?status=fixed&host_id=; docs/decisions/0026).
 */
export function FixedFindingsSection({ host, hostname }: { host: FindingsHost; hostname: string }) {
  const fixed = useFindings({ status: 'fixed' }, host);
  const rows = useMemo(() => fixed.data?.pages.flatMap((page) => page.items) ?? [], [fixed.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = fixed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <section aria-labelledby="fixed-findings">
      <h2 id="fixed-findings">Fixed findings</h2>
      <QueryStates
        query={fixed}
        loading="Loading the host's fixed findings"
        isEmpty={() => rows.length === 0}
        empty={<EmptyState>No finding of this host has been fixed: every scan since its first still reports them.</EmptyState>}
      />
      {rows.length > 0 ? (
        <>
          <p>{fixed.data?.pages[0]?.total.toLocaleString('en')} findings that a later scan of this host no longer reported, each with the date of that scan (Fixed).</p>
          <FindingsTable caption={`Findings fixed on host ${hostname}`} findings={rows} total={fixed.data?.pages[0]?.total ?? 0} onNearEnd={loadMore} loadingMore={isFetchingNextPage} />
        </>
      ) : null}
    </section>
  );
}

import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { can, useMe } from '../../app/session/session';
import { Page } from '../../components/page/Page';
import { EmptyState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { useFindings, type FindingsHost } from '../findings/findings-query';
import { findingRowId, FindingsTable } from '../findings/FindingsTable';
import { StageBar } from '../findings/StageBar';
import { CreatePlanForm } from './CreatePlanForm';
import { FixedFindingsSection } from './FixedFindingsSection';
import { useHostPlans } from './host-plans-query';
import { PlanHistoryTable } from './PlanHistoryTable';

/**
 * /hosts/{host_id}: one machine's active findings of every scanner in the caller's teams with their risk and KEV flags,
 * highest risk first, and the host's risk (its highest finding's score, and their sum) (GET /api/findings?host_id=),
 * the findings later scans no longer reported and when (status=fixed), its action-plan history
 * (GET /api/hosts/{host_id}/action-plans), and for groups that may write: staging selected findings into the queue
 * (the findings page's stage bar) and creating an action plan. `?source=alpha` names an alpha asset id (a Nexpose or
 * OpenVAS asset); action plans are kept for Nessus hosts only, so its page has none.
 */
export function HostPage() {
  const param = Number(useParams().hostId);
  const source = useSearchParams()[0].get('source') === 'alpha' ? 'alpha' : 'beta';
  const hostId = Number.isInteger(param) && param > 0 ? param : undefined;
  const host: FindingsHost | undefined = hostId === undefined ? undefined : { id: hostId, source };
  const findings = useFindings({}, host);
  const plans = useHostPlans(source === 'beta' ? hostId : undefined);
  const writer = can(useMe().data, 'write');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const rows = useMemo(() => findings.data?.pages.flatMap((page) => page.items) ?? [], [findings.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = findings;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const hostname = rows[0]?.hostname;
  const kevCount = rows.filter((finding) => finding.kev).length;
  const selected = rows.filter((finding) => selection[findingRowId(finding)]);
  return (
    <Page
      title={hostname ? `Host ${hostname}` : `Host ${param}`}
      actions={
        writer && source === 'beta' ? (
          // A risk exception of the whole host, or of the one finding selected (docs/decisions/0032-risk-exceptions.md).
          <Link
            className="button button-secondary"
            to={selected.length === 1 ? `/exceptions?type=finding&host_id=${param}&scanner_id=${encodeURIComponent(selected[0]!.scanner_id)}` : `/exceptions?type=host&host_id=${param}`}
          >
            Request a risk exception
          </Link>
        ) : null
      }
    >
      <QueryStates query={findings} loading="Loading the host's findings" isEmpty={() => rows.length === 0} empty={<TeamScopedEmptyState>No active findings on this host.</TeamScopedEmptyState>} />
      {rows.length > 0 ? (
        <>
          <p>
            Owner {rows[0].owner}, team {rows[0].bu_team ?? '—'}; {findings.data?.pages[0]?.total} active findings, {kevCount} with a KEV flag among those loaded.
          </p>
          <p>
            Host risk: <strong>{rows[0].host_risk_score}</strong> (its highest finding), {rows[0].host_risk_total.toLocaleString('en')} for all its findings together.
          </p>
          {writer ? <StageBar selected={selected} onStaged={() => setSelection({})} /> : null}
          <FindingsTable
            caption={`Findings of host ${hostname ?? param}`}
            findings={rows}
            total={findings.data?.pages[0]?.total ?? 0}
            onNearEnd={loadMore}
            loadingMore={isFetchingNextPage}
            rowSelection={writer ? selection : undefined}
            onRowSelectionChange={writer ? setSelection : undefined}
          />
        </>
      ) : null}
      {host ? <FixedFindingsSection host={host} hostname={hostname ?? String(param)} /> : null}
      {hostId !== undefined && source === 'beta' ? (
        <section aria-labelledby="plan-history">
          <h2 id="plan-history">Action plans</h2>
          <QueryStates query={plans} loading="Loading the host's action plans" isEmpty={(data) => data.length === 0} empty={<EmptyState>No action plans on this host yet.</EmptyState>} />
          {plans.isSuccess && plans.data.length > 0 ? <PlanHistoryTable plans={plans.data} caption={`Action plans of host ${hostname ?? hostId}, newest first`} /> : null}
          {writer && !plans.isError ? (
            <section className="card" aria-labelledby="create-plan">
              <h3 id="create-plan">Create action plan</h3>
              <CreatePlanForm hostId={hostId} />
            </section>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}

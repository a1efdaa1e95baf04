import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import { QueryStates } from '../../components/states/QueryStates';
import { isActive, useJob, useJobStart } from '../jobs/job-queries';
import { StartedJob } from '../jobs/StartedJob';

const PLAN_STATUS_KEY = ['plans', 'status'] as const;

const number = (value: number) => value.toLocaleString('en');

/**
 * The overview's action plans card, for the groups that may sync (Admin, Standard_User): what the action-plan cache
 * holds (GET /api/plans/status) and "Sync action plans", which starts a plans.sync job (POST /api/plans/sync, 202 with
 * the job; docs/decisions/0028-jobs.md, "Plan sync as a job") and follows it in place, its progress in hosts, with a
 * link to the Jobs page; the counts are read again once it ended.
 */
export function PlanSyncCard() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: PLAN_STATUS_KEY, queryFn: () => answer(api.GET('/api/plans/status')) });
  const start = useJobStart(() => answer(api.POST('/api/plans/sync')));
  const job = useJob(start.data?.id);
  const ended = job.data !== undefined && !isActive(job.data);
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: PLAN_STATUS_KEY });
  }, [ended, queryClient]);
  return (
    <section className="card" aria-labelledby="plan-sync">
      <h2 id="plan-sync">Action plans</h2>
      <QueryStates query={status} loading="Reading the action plan cache" />
      {status.isSuccess ? (
        <p>
          {number(status.data.plans_cached)} active plans on {number(status.data.hosts_known)} hosts;{' '}
          {status.data.last_sync_at ? `last synced ${new Date(status.data.last_sync_at).toLocaleString('en')}` : 'never synced'}.
        </p>
      ) : null}
      <Button className="button button-secondary" onPress={() => start.mutate(undefined)} isDisabled={start.isPending || (job.data !== undefined && isActive(job.data))}>
        Sync action plans
      </Button>
      <StartedJob job={job.data} error={start.error} />
    </section>
  );
}

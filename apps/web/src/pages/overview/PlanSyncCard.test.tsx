import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobOf } from '../../test/job';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { OverviewPage } from './OverviewPage';
import { PlanSyncCard } from './PlanSyncCard';

const status = (plans: number, hosts: number, lastSyncAt: string | null) => ({
  body: { plans_cached: plans, hosts_known: hosts, last_event_at: null, last_sync_at: lastSyncAt, last_sync_duration_ms: null, behind: lastSyncAt === null, pending_events: 0 },
});
const syncJob = (changes: Parameters<typeof jobOf>[0]) => jobOf({ kind: 'plans.sync', params: {}, ...changes });

describe('the action plans card', () => {
  it('starts a plans.sync job, follows its progress in hosts to its end, and then shows the new counts', async () => {
    let asked = 0;
    let synced = false;
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/plans/status': () => (synced ? status(2_000, 19_999, '2026-11-27T09:01:00.000Z') : status(0, 0, null)),
      'POST /api/plans/sync': { status: 202, body: syncJob({ state: 'queued', progress: { done: 0, total: null, unit: 'hosts', phase: 'queued' } }) },
      // The sync runs on the first look and is done on the next.
      'GET /api/jobs/j1': () => {
        if (++asked === 1) return { body: syncJob({ progress: { done: 5_000, total: 20_000, unit: 'hosts', phase: 'reading plans' } }) };
        synced = true;
        return { body: syncJob({ state: 'succeeded', progress: { done: 20_000, total: 20_000, unit: 'hosts', phase: 'done' }, result_counts: { plans_cached: 2_000 } }) };
      },
    });
    renderAt('/', <PlanSyncCard />);
    expect(await screen.findByText(/0 active plans on 0 hosts; never synced/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sync action plans' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(['/api/plans/sync']);
    expect(await screen.findByRole('progressbar', { name: 'Progress of Action plan sync' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');

    expect(await screen.findByText(/2,000 active plans on 19,999 hosts; last synced/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of Action plan sync' })).toHaveAttribute('aria-valuenow', '100');
  });

  it("shows the API's refusal when the sync cannot start", async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/plans/status': status(1, 1, null),
      'POST /api/plans/sync': { status: 429, body: { error: 'Too many jobs waiting: at most 10 of your jobs may be queued' } },
    });
    renderAt('/', <PlanSyncCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sync action plans' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many jobs waiting');
  });

  it('is on the overview of the groups that may sync only', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Leadership') } });
    const { unmount } = renderAt('/', <OverviewPage />);
    await screen.findByRole('heading', { name: /^Top risks/ });
    expect(screen.queryByRole('heading', { name: 'Action plans' })).not.toBeInTheDocument();
    unmount();

    fakeApi({ 'GET /api/auth/me': { body: meAs('Standard_User') }, 'GET /api/plans/status': status(3, 2, null) });
    renderAt('/', <OverviewPage />);
    expect(await screen.findByRole('heading', { name: 'Action plans' })).toBeInTheDocument();
  });
});

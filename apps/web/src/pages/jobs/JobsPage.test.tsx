import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobOf, succeededJobOf } from '../../test/job';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { JobsPage } from './JobsPage';

const pageOf = (items: unknown[]) => ({ page: 1, page_size: 50, total: items.length, items });

describe('the Jobs page', () => {
  it("lists the user's jobs with their progress, cancel, download and failure reason", async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/jobs': {
        body: pageOf([
          jobOf(),
          succeededJobOf({
            id: 'j2',
            kind: 'export.compliance',
            params: { format: 'xlsx' },
            result: { name: 'compliance-2026-11-27.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 9000, sha256: 'cd'.repeat(32) },
          }),
          jobOf({ id: 'j3', state: 'failed', failure_reason: 'The findings changed while they were read; start the export again' }),
        ]),
      },
      'POST /api/jobs/j1/cancel': { body: jobOf({ state: 'running' }) },
    });
    renderAt('/jobs', <JobsPage />);

    const bar = await screen.findByRole('progressbar', { name: 'Progress of Findings export (CSV)' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%, writing rows: 400 of 1,000 findings');
    expect(screen.getByText('40% · writing rows: 400 of 1,000 findings')).toBeInTheDocument();

    const compliance = within(screen.getByRole('row', { name: /Compliance export \(XLSX\)/ }));
    expect(compliance.getByText('Done')).toBeInTheDocument();
    expect(compliance.getByRole('link', { name: 'Download compliance-2026-11-27.xlsx' })).toHaveAttribute('href', '/api/jobs/j2/result');
    expect(compliance.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();

    expect(screen.getByText('The findings changed while they were read; start the export again')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel Findings export (CSV)' })).toHaveLength(1);
    expect(calls.find((call) => call.url.pathname === '/api/jobs')?.url.searchParams.get('all')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Findings export (CSV)' }));
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/jobs/j1/cancel')).toBe(true);
  });

  it("lets an Admin switch to every user's jobs, with their owners", async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/jobs': ({ url }) => ({ body: pageOf(url.searchParams.get('all') === 'true' ? [succeededJobOf({ owner_username: 'bob' })] : []) }),
    });
    renderAt('/jobs', <JobsPage />);
    expect(await screen.findByText(/No jobs yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: "Every user's jobs" }));
    expect(await screen.findByRole('columnheader', { name: 'Owner' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'bob' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/jobs' && call.url.searchParams.get('all') === 'true')).toBe(true);
  });

  it('offers no switch to a user who is not an Admin', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Leadership') }, 'GET /api/jobs': { body: pageOf([]) } });
    renderAt('/jobs?all=true', <JobsPage />);
    expect(await screen.findByText(/No jobs yet/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

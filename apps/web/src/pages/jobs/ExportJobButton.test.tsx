import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobOf, succeededJobOf } from '../../test/job';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { ChangesPage } from '../changes/ChangesPage';
import { CompliancePage } from '../compliance/CompliancePage';
import { FindingsPage } from '../findings/FindingsPage';

const empty = { page: 1, page_size: 200, total: 0, items: [] };

describe('export as a job', () => {
  it("starts a findings export with the list's filters and follows it in place to its download", async () => {
    let asked = 0;
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/findings': { body: empty },
      'POST /api/jobs': { status: 202, body: jobOf({ state: 'queued', progress: { done: 0, total: null, unit: 'findings', phase: 'queued' } }) },
      // The job runs on the first look and is done on the next.
      'GET /api/jobs/j1': () => ({ body: ++asked === 1 ? jobOf() : succeededJobOf() }),
    });
    renderAt('/findings?severity=critical&kev=true&sort=first_seen', <FindingsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Export as job' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'export.findings', params: { severity: 'critical', kev: true, sort: 'first_seen', format: 'csv' } });
    expect(await screen.findByRole('progressbar', { name: 'Progress of Findings export (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');

    const download = await screen.findByRole('link', { name: 'Download findings-2026-11-27.csv' }, { timeout: 5_000 });
    expect(download).toHaveAttribute('href', '/api/jobs/j1/result');
    expect(screen.getByRole('progressbar', { name: 'Progress of Findings export (CSV)' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('starts a compliance export with the list filters, without the page or the open host', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/compliance/summary': { body: { items: [] } },
      'GET /api/compliance/items': { body: { page: 1, page_size: 50, total: 0, items: [] } },
      'POST /api/jobs': { status: 202, body: jobOf({ kind: 'export.compliance', state: 'queued' }) },
      'GET /api/jobs/j1': { body: jobOf({ kind: 'export.compliance', state: 'queued' }) },
    });
    renderAt('/compliance?metric_id=kev-overdue&status=active&page=3', <CompliancePage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Export as job' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'export.compliance', params: { metric_id: 'kev-overdue', status: 'active', format: 'csv' } });
    expect(await screen.findByRole('button', { name: 'Cancel Compliance export (CSV)' })).toBeInTheDocument();
  });

  it('starts the export as XLSX when the person chooses that format', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': { body: empty },
      'POST /api/jobs': { status: 202, body: jobOf({ state: 'queued', params: { format: 'xlsx' } }) },
      'GET /api/jobs/j1': { body: jobOf({ state: 'queued', params: { format: 'xlsx' } }) },
    });
    renderAt('/findings?severity=high', <FindingsPage />);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Job format' }), 'XLSX');
    await userEvent.click(screen.getByRole('button', { name: 'Export as job' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'export.findings', params: { severity: 'high', format: 'xlsx' } });
    expect(await screen.findByRole('button', { name: 'Cancel Findings export (XLSX)' })).toBeInTheDocument();
  });

  it("starts a what-changed export with the page's period, kinds of change and filters", async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings/changes': { body: empty },
      'POST /api/jobs': { status: 202, body: jobOf({ kind: 'export.changes', state: 'queued' }) },
      'GET /api/jobs/j1': { body: jobOf({ kind: 'export.changes', state: 'queued' }) },
    });
    renderAt('/changes?days=30&change=fixed&severity=high', <ChangesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Export as job' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'export.changes', params: { days: 30, change: 'fixed', severity: 'high', format: 'csv' } });
    expect(await screen.findByRole('button', { name: 'Cancel What changed export (CSV)' })).toBeInTheDocument();
  });

  it("shows the API's refusal when the user has too many jobs waiting", async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': { body: empty },
      'POST /api/jobs': { status: 429, body: { error: 'Too many jobs are waiting: at most 10 per user' } },
    });
    renderAt('/findings', <FindingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export as job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many jobs are waiting: at most 10 per user');
  });

  it('offers no export job to a Read_Only user', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Read_Only') }, 'GET /api/findings': { body: empty } });
    renderAt('/findings', <FindingsPage />);
    expect(await screen.findByText('No findings match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export as job' })).not.toBeInTheDocument();
  });
});

import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { riskOf } from '../../test/risk';
import { planBodyOf, EMPTY_PLAN } from './create-plan.schema';
import { HostPage } from './HostPage';

const finding = (n: number) => ({
  source: 'beta',
  status: 'open',
  fixed_at: null,
  host_id: 7,
  hostname: 'web-7',
  owner: 'ops',
  bu_team: 'Payments',
  scanner_id: String(10_000 + n),
  active_host_findings_id: n,
  title: `Finding ${n}`,
  severity: 'high',
  cve_ids: [],
  kev: n === 1,
  first_seen: null,
  last_seen: null,
  action_plan: null,
  atlas_known: true,
  ...riskOf(n === 1 ? 870 : 300, 870, 1_170),
});
const plan = (id: string, fields: Record<string, unknown>) => ({
  action_plan_id: id,
  host_id: 7,
  plan_type: 'remediation',
  commit_date: '2027-01-31',
  scanner_id: '10001',
  active_host_findings_id: null,
  tracker_vnr: null,
  risk_exc: null,
  status: 'active',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  created_by: 'u1',
  deactivated_at: null,
  superseded_by: null,
  ...fields,
});
/** The host's active findings; none fixed (the fixed findings' section asks with status=fixed). */
const findingsPage = ({ url }: { url: URL }) => ({
  body: { page: 1, page_size: 200, total: url.searchParams.get('status') === 'fixed' ? 0 : 2, items: url.searchParams.get('status') === 'fixed' ? [] : [finding(1), finding(2)] },
});
const routes = [{ path: '/hosts/:hostId', element: <HostPage /> }];

// The page renders two tables and a form: on a machine shared with other builds one render can take seconds, so the
// waits are ceilings well above that (nothing here measures time).
configure({ asyncUtilTimeout: 10_000 });

describe('the host page', { timeout: 60_000 }, () => {
  it("shows the host's findings and its action-plan history, newest first, with type, commit date, scanner id and status", async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/findings': findingsPage,
      'GET /api/hosts/7/action-plans': { body: [plan('p2', { plan_type: 'decommission', scanner_id: null, commit_date: '2027-03-01' }), plan('p1', { status: 'inactive' })] },
    });
    renderAt('/hosts/7', routes);
    expect(await screen.findByText('Finding 1')).toBeInTheDocument();
    expect(screen.getByText(/^Host risk:/)).toHaveTextContent('Host risk: 870 (its highest finding), 1,170 for all its findings together.');
    const history = await screen.findByRole('table', { name: 'Action plans of host web-7, newest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Decommission', '2027-03-01', 'whole host', 'active'],
      ['Remediation', '2027-01-31', '10001', 'inactive'],
    ]);
  });

  it("shows what later scans of the host no longer reported and when; an alpha asset's page asks for its machine by asset id and has no action plans", async () => {
    const fixedFinding = { ...finding(3), source: 'alpha', scanner_id: 'CVE-2021-44228', active_host_findings_id: null, title: 'Log4Shell', status: 'fixed', fixed_at: '2026-11-13T09:00:00Z' };
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/findings': ({ url }) => ({ body: { page: 1, page_size: 200, total: 1, items: [url.searchParams.get('status') === 'fixed' ? fixedFinding : finding(1)] } }),
    });
    renderAt('/hosts/7?source=alpha', routes);
    const fixed = await screen.findByRole('table', { name: 'Findings fixed on host web-7' });
    const row = within(fixed).getByText('Log4Shell').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(4),
    ).toEqual(['Nexpose, OpenVAS', 'fixed', 'web-7', 'Payments', '—', '—', '2026-11-13']);
    expect(screen.getByText(/^1 findings that a later scan of this host no longer reported/)).toBeInTheDocument();
    const asked = calls.filter((call) => call.url.pathname === '/api/findings').map((call) => Object.fromEntries(call.url.searchParams));
    expect(asked).toEqual(expect.arrayContaining([expect.objectContaining({ host_id: '7', host_source: 'alpha' }), expect.objectContaining({ host_id: '7', host_source: 'alpha', status: 'fixed' })]));
    expect(calls.some((call) => call.url.pathname.includes('action-plans'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Action plans' })).not.toBeInTheDocument();
  });

  it('shows a Read_Only user neither the create form nor the stage controls', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Read_Only') }, 'GET /api/findings': findingsPage, 'GET /api/hosts/7/action-plans': { body: [] } });
    renderAt('/hosts/7', routes);
    expect(await screen.findByText('No action plans on this host yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create action plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Stage into the queue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('checks the form before sending: a false_positive plan needs a commit date and a scanner id', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi({ 'GET /api/auth/me': { body: meAs('Standard_User') }, 'GET /api/findings': findingsPage, 'GET /api/hosts/7/action-plans': { body: [] } });
    renderAt('/hosts/7', routes);
    await user.selectOptions(await screen.findByLabelText('Plan type'), 'false_positive');
    await user.click(screen.getByRole('button', { name: 'Create action plan' }));
    expect(await screen.findByText('Commit date is required (YYYY-MM-DD)')).toBeInTheDocument();
    expect(screen.getByText('Scanner id is required for false_positive plans')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracker reference (tracker_vnr)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Risk exception (risk_exc)')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the API refusal of a plan in its words and creates nothing', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': findingsPage,
      'GET /api/hosts/7/action-plans': { body: [] },
      'POST /api/hosts/7/action-plans': { status: 400, body: { error: 'commit_date: Input should be less than or equal to 2036-11-26' } },
    });
    renderAt('/hosts/7', routes);
    await user.selectOptions(await screen.findByLabelText('Plan type'), 'decommission');
    await user.type(screen.getByLabelText('Commit date'), '2099-01-31');
    await user.click(screen.getByRole('button', { name: 'Create action plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('commit_date: Input should be less than or equal to 2036-11-26');
    expect(screen.getByText('No action plans on this host yet.')).toBeInTheDocument();
  });

  it('creates a plan with the fields of its type, then reads the history again', async () => {
    const user = userEvent.setup({ delay: null });
    let stored: unknown[] = [];
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': findingsPage,
      'GET /api/hosts/7/action-plans': () => ({ body: stored }),
      'POST /api/hosts/7/action-plans': ({ body }) => {
        stored = [plan('p9', body as Record<string, unknown>)];
        return { status: 201, body: stored[0] };
      },
    });
    renderAt('/hosts/7', routes);
    await user.selectOptions(await screen.findByLabelText('Plan type'), 'risk_acceptance');
    await user.type(screen.getByLabelText('Commit date'), '2027-02-28');
    await user.type(screen.getByLabelText('Scanner id'), '10002');
    await user.type(screen.getByLabelText('Risk exception (risk_exc)'), 'RISK-7');
    await user.click(screen.getByRole('button', { name: 'Create action plan' }));
    expect(await screen.findByText('Action plan created (risk_acceptance, commit 2027-02-28).')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan_type: 'risk_acceptance', commit_date: '2027-02-28', scanner_id: '10002', risk_exc: 'RISK-7' });
    const history = await screen.findByRole('table', { name: 'Action plans of host web-7, newest first' });
    expect(within(history).getByText('Risk acceptance')).toBeInTheDocument();
  });

  it("stages a finding of the host into the queue with the findings page's stage bar", async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': findingsPage,
      'GET /api/hosts/7/action-plans': { body: [] },
      'POST /api/beta/todo-queue': { status: 201, body: [{ id: 'q1' }] },
    });
    renderAt('/hosts/7', routes);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Finding 2 on web-7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stage 1 into queue' }));
    expect(await screen.findByText('Staged 1 into your queue.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/beta/todo-queue')?.body).toEqual({ items: [{ host_id: 7, scanner_id: '10002', workflow_type: 'Remediate' }] });
  });

  it("shows the API text when the host is outside the caller's teams, and offers no form", async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': { body: { page: 1, page_size: 200, total: 0, items: [] } },
      'GET /api/hosts/7/action-plans': { status: 404, body: { error: 'Host not found' } },
    });
    renderAt('/hosts/7', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Host not found');
    expect(screen.queryByRole('button', { name: 'Create action plan' })).not.toBeInTheDocument();
  });
});

describe('the create-plan body', () => {
  it('sends only the fields the plan type takes', () => {
    const filled = { ...EMPTY_PLAN, commit_date: '2027-01-31', scanner_id: '1', active_host_findings_id: '5', tracker_vnr: 'VM-1', risk_exc: 'R-1' };
    expect(planBodyOf({ ...filled, plan_type: 'decommission' })).toEqual({ plan_type: 'decommission', commit_date: '2027-01-31' });
    expect(planBodyOf({ ...filled, plan_type: 'scan_exclusion' })).toEqual({ plan_type: 'scan_exclusion', commit_date: '2027-01-31', risk_exc: 'R-1' });
    expect(planBodyOf({ ...filled, plan_type: 'remediation' })).toEqual({ plan_type: 'remediation', commit_date: '2027-01-31', scanner_id: '1', active_host_findings_id: 5 });
    expect(planBodyOf({ ...filled, plan_type: 'false_positive' })).toEqual({ plan_type: 'false_positive', commit_date: '2027-01-31', scanner_id: '1', tracker_vnr: 'VM-1' });
  });
});

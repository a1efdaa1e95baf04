import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { riskOf } from '../../test/risk';
import { activeItemsByTeam } from '../compliance/compliance-summary';
import { OverviewPage } from './OverviewPage';
import { weekStart } from './remediation-trend';
import { SEVERITIES_MOST_SEVERE_FIRST } from '../../app/api/types';

const row = (bu_team: string | null, metric_id: string, active: number) => ({
  bu_team,
  metric_id,
  active,
  overdue: 0,
  resolved_last_30_days: 0,
  hosts: 10,
  compliant_share: 0.5,
  accepted_risk_findings: 0,
  accepted_risk_hosts: 0,
});
const summary = {
  computed_at: '2026-11-20T10:00:00Z',
  rows: [row('Payments', 'kev-overdue', 2), row('Payments', 'high-sla', 3), row('Retail', 'critical-sla', 7), row('Quiet', 'kev-overdue', 0), row(null, 'medium-sla', 1)],
};
const page = (total: number) => ({ page: 1, page_size: 1, total, items: [] });
/** GET /api/findings/counts: `each` findings of every severity, `kev` with KEV. */
const counts = (each: number, kev = each) => ({ by_severity: SEVERITIES_MOST_SEVERE_FIRST.map((severity) => ({ severity, count: each })), kev });

describe('overview', () => {
  it('sums the active items of each team over the metrics, most first, and leaves out teams with none', () => {
    expect(activeItemsByTeam(summary.rows as never)).toEqual([
      { team: 'Retail', buTeam: 'Retail', active: 7 },
      { team: 'Payments', buTeam: 'Payments', active: 5 },
      { team: 'No team', buTeam: null, active: 1 },
    ]);
  });

  it("when the caller's teams have hosts out of SLA, then each team's count links to its active compliance items", async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/findings': { body: page(10) },
      'GET /api/findings/counts': { body: counts(10, 4) },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 2, items: [{ status: 'Open' }, { status: 'Done' }] } },
      'GET /api/compliance/summary': { body: summary },
    });
    renderAt('/', <OverviewPage />);
    const card = within((await screen.findByRole('heading', { name: /^SLA overdue by team/ })).closest('section') as HTMLElement);
    expect(await card.findByRole('link', { name: 'Retail: 7' })).toHaveAttribute('href', '/compliance?bu_team=Retail&status=active');
    expect(card.getByRole('link', { name: 'Payments: 5' })).toHaveAttribute('href', '/compliance?bu_team=Payments&status=active');
    expect(card.getByText('No team: 1')).toBeInTheDocument();
    expect(card.queryByText(/Quiet/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '1 open tracker tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('when the overview is shown, then its findings by severity and KEV count come from one read of the counts, each linking to the filtered list', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/findings': { body: page(0) },
      'GET /api/findings/counts': { body: { by_severity: SEVERITIES_MOST_SEVERE_FIRST.map((severity, n) => ({ severity, count: 1000 * (n + 1) })), kev: 42 } },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 0, items: [] } },
      'GET /api/compliance/summary': { body: { computed_at: null, rows: [] } },
    });
    renderAt('/', <OverviewPage />);
    expect(await screen.findByRole('link', { name: 'critical: 1,000' })).toHaveAttribute('href', '/findings?severity=critical');
    expect(screen.getByRole('link', { name: 'info: 5,000' })).toHaveAttribute('href', '/findings?severity=info');
    expect(await screen.findByRole('link', { name: "42 findings with a CVE in CISA's KEV catalog" })).toHaveAttribute('href', '/findings?kev=true');
    expect(calls.filter((call) => call.url.pathname === '/api/findings/counts')).toHaveLength(1);
    // The only page of the list asked is the top risks'.
    expect(calls.filter((call) => call.url.pathname === '/api/findings').map((call) => call.url.searchParams.get('sort'))).toEqual(['-risk']);
  });

  it('when the teams have findings, then the top risks list the highest scores first, each opening its factors, with a link to the list in risk order', async () => {
    const top = [870, 640].map((score, n) => ({ host_id: n + 1, hostname: `web-${n + 1}`, active_host_findings_id: n + 1, title: `Finding ${n + 1}`, ...riskOf(score) }));
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/findings': ({ url }) => ({ body: url.searchParams.get('sort') === '-risk' ? { page: 1, page_size: 5, total: 2, items: top } : page(3) }),
      'GET /api/findings/counts': { body: counts(3) },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 0, items: [] } },
      'GET /api/compliance/summary': { body: { computed_at: null, rows: [] } },
    });
    renderAt('/', <OverviewPage />);
    const card = within((await screen.findByRole('heading', { name: /^Top risks/ })).closest('section') as HTMLElement);
    const items = await card.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['870 Finding 1 on web-1', '640 Finding 2 on web-2']);
    expect(card.getByRole('link', { name: 'Every finding, highest risk first' })).toHaveAttribute('href', '/findings?sort=-risk');
    expect(Object.fromEntries(calls.find((call) => call.url.searchParams.get('sort') === '-risk')?.url.searchParams ?? [])).toEqual({ sort: '-risk', page_size: '5' });
    await userEvent.click(card.getByRole('button', { name: 'Risk 870 of Finding 1 on web-1: why' }));
    expect(await screen.findByRole('dialog', { name: 'Why is this 870?' })).toBeInTheDocument();
  });

  it('when no host of the teams is out of SLA, then the card says so', async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/findings': { body: page(0) },
      'GET /api/findings/counts': { body: counts(0) },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 0, items: [] } },
      'GET /api/compliance/summary': { body: { computed_at: null, rows: [] } },
    });
    renderAt('/', <OverviewPage />);
    expect(await screen.findByText('No host is out of SLA.')).toBeInTheDocument();
  });

  it('when the overview is shown, then each card says what it counts: the scanner sources behind it and the team scope', async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/auth/team-scope': { body: { scope: 'own', teams: ['Payments'] } },
      'GET /api/findings': { body: page(3) },
      'GET /api/findings/counts': { body: counts(3) },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 2, items: [{ status: 'Open' }, { status: 'Done' }] } },
      'GET /api/compliance/summary': { body: summary },
    });
    renderAt('/', <OverviewPage />);
    expect(await screen.findByRole('heading', { name: 'KEV findings (Nexpose, OpenVAS and Nessus, your teams)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Findings by severity (Nexpose, OpenVAS and Nessus, your teams)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SLA overdue by team (Nexpose, OpenVAS and Nessus, your teams)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tickets open (your teams)' })).toBeInTheDocument();
  });

  it("when an Admin's own teams have no findings, then the cards say only its teams are shown, and its switch shows every team's figures", async () => {
    let scope = 'own';
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/auth/team-scope': () => ({ body: { scope, teams: [] } }),
      'POST /api/auth/team-scope': ({ body }) => {
        scope = (body as { scope: string }).scope;
        return { body: { message: 'Team scope updated', scope, teams: [] } };
      },
      'GET /api/findings': () => ({ body: page(scope === 'all' ? 12 : 0) }),
      'GET /api/findings/counts': () => ({ body: counts(scope === 'all' ? 12 : 0) }),
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 0, items: [] } },
      'GET /api/compliance/summary': () => ({ body: scope === 'all' ? summary : { computed_at: null, rows: [] } }),
    });
    renderAt('/', <OverviewPage />);
    const bySeverity = within((await screen.findByRole('heading', { name: 'Findings by severity (Nexpose, OpenVAS and Nessus, your teams)' })).closest('section') as HTMLElement);
    expect(await bySeverity.findByText('No findings.')).toBeInTheDocument();
    expect(bySeverity.getByText(/Only your teams are shown, and you belong to no team\./)).toBeInTheDocument();
    await userEvent.click(bySeverity.getByRole('button', { name: 'Show all teams' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ scope: 'all' });
    expect(await screen.findByRole('heading', { name: 'KEV findings (Nexpose, OpenVAS and Nessus, all teams)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'critical: 12' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Retail: 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all teams' })).not.toBeInTheDocument();
  });

  it('when the lifecycle has a history, then the trend, new and fixed, and MTTR cards show it with their numbers in words and tables', async () => {
    const thisWeek = weekStart(Date.now());
    const weeksAgo = (n: number) => new Date(thisWeek - n * 7 * 86_400_000).toISOString();
    const trend = {
      window_days: 84,
      interval: 'week',
      since: new Date(Date.now() - 84 * 86_400_000).toISOString(),
      points: [
        { period: weeksAgo(0), severity: 'critical', new: 1, fixed: 4 },
        { period: weeksAgo(3), severity: 'high', new: 6, fixed: 2 },
      ],
      open_now: [
        { source: 'alpha', severity: 'critical', open: 2 },
        { source: 'beta', severity: 'critical', open: 3 },
        { source: 'beta', severity: 'high', open: 20 },
      ],
    };
    const group = (severity: string, source: string, count: number, mean_days: number) => ({ team: 'Payments', severity, source, count, mean_days, median_days: mean_days });
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/findings': { body: page(3) },
      'GET /api/findings/counts': { body: counts(3) },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 0, items: [] } },
      'GET /api/compliance/summary': { body: { computed_at: null, rows: [] } },
      'GET /api/analytics/trend': { body: trend },
      'GET /api/analytics/mttr': { body: { window_days: 84, since: trend.since, groups: [group('critical', 'alpha', 1, 10), group('critical', 'beta', 3, 30), group('low', 'beta', 2, 50)] } },
    });
    renderAt('/', <OverviewPage />);
    const open = within((await screen.findByRole('heading', { name: /^Open findings over time \(Nexpose, OpenVAS and Nessus/ })).closest('section') as HTMLElement);
    // 25 open now; before this week's 1 new and 4 fixed critical, and week -3's 6 new and 2 fixed high: 28, then 24.
    expect(await open.findByText(/^25 findings open now \(critical 5, high 20, medium 0, low 0, info 0\); 24 at the end of the week of/)).toBeInTheDocument();
    const rows = open.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(13);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['24', '24', '24', '24', '24', '24', '24', '24', '24', '28', '28', '28', '25']);

    const newAndFixed = within(screen.getByRole('heading', { name: /^New and fixed findings/ }).closest('section') as HTMLElement);
    expect(newAndFixed.getByText('7 new, 6 fixed')).toBeInTheDocument();

    const mttr = within(screen.getByRole('heading', { name: /^Mean time to remediate/ }).closest('section') as HTMLElement);
    expect((await mttr.findAllByRole('row')).map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Severity', 'Mean days', 'Fixed'],
      ['critical', '25', '4'],
      ['low', '50', '2'],
    ]);
    expect(calls.filter((call) => call.url.pathname.startsWith('/api/analytics/')).map((call) => call.url.search)).toEqual(
      expect.arrayContaining(['?window_days=84&interval=week', '?window_days=84']),
    );
  });

  it('when an Admin looks while a refresh runs, then the cache refresh card shows its phase and counts; other groups do not see the card', async () => {
    const running = {
      source: 'beta',
      state: 'running',
      phase: 'reading_sources',
      files_read: 18,
      files_total: 41,
      hosts: 1200,
      findings: 35000,
      started_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:05Z',
      finished_at: null,
      snapshot_id: null,
      error: null,
    };
    const common = {
      'GET /api/findings': { body: page(3) },
      'GET /api/findings/counts': { body: counts(3) },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 200, total: 0, items: [] } },
      'GET /api/compliance/summary': { body: { computed_at: null, rows: [] } },
      'GET /api/cache/refresh-status': { body: { alpha: null, beta: running } },
    };
    fakeApi({ ...common, 'GET /api/auth/me': { body: meAs('Admin') } });
    const { unmount } = renderAt('/', <OverviewPage />);
    const card = within((await screen.findByRole('heading', { name: 'Cache refresh' })).closest('section') as HTMLElement);
    expect(await card.findByText('Nessus (beta): refreshing: reading the scanner exports, 18 of 41 files, 1,200 hosts, 35,000 findings')).toBeInTheDocument();
    expect(card.getByText('Nexpose and OpenVAS (alpha): never refreshed')).toBeInTheDocument();
    unmount();

    fakeApi({ ...common, 'GET /api/auth/me': { body: meAs('Leadership') } });
    renderAt('/', <OverviewPage />);
    await screen.findByRole('heading', { name: /^Top risks/ });
    expect(screen.queryByRole('heading', { name: 'Cache refresh' })).not.toBeInTheDocument();
  });
});

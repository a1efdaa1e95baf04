import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { riskOf } from '../../test/risk';
import { filtersFromSearch, findingsLink, nextSort, searchFromFilters } from './findings-filters';
import { FindingsPage } from './FindingsPage';

const finding = (n: number) => ({
  source: 'beta',
  status: 'open',
  fixed_at: null,
  host_id: n,
  hostname: `web-${n}`,
  owner: 'ops',
  bu_team: 'Payments',
  scanner_id: String(10_000 + n),
  active_host_findings_id: n,
  title: `Finding ${n}`,
  severity: 'high',
  cve_ids: ['CVE-2024-0001'],
  kev: n % 2 === 0,
  first_seen: '2026-01-02T00:00:00Z',
  last_seen: null,
  ...riskOf(900 - n * 100),
});

describe('findings filters and the URL', () => {
  it('reads the filters of a URL, leaving out values the API would refuse, and writes them back in one order', () => {
    const filters = filtersFromSearch(new URLSearchParams('sort=first_seen&severity=high&kev=true&q=%20openssl%20&owner=&severity2=x&bu_team=Payments'));
    expect(filters).toEqual({ severity: 'high', kev: true, q: 'openssl', bu_team: 'Payments', sort: 'first_seen' });
    expect(searchFromFilters(filters).toString()).toBe('severity=high&kev=true&bu_team=Payments&q=openssl&sort=first_seen');
    expect(filtersFromSearch(new URLSearchParams('severity=urgent&kev=yes&sort=name&source=gamma&status=open,closed'))).toEqual({});
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams('status=fixed&source=alpha&q=x'))).toString()).toBe('source=alpha&status=fixed&q=x');
    expect(findingsLink({ kev: true })).toBe('/findings?kev=true');
    expect(findingsLink({})).toBe('/findings');
  });

  it('turns a column between highest risk (or most severe, or newest) first and the reverse; the default is highest risk first', () => {
    expect(nextSort(undefined, 'risk')).toBe('risk');
    expect(nextSort(undefined, 'severity')).toBe('-severity');
    expect(nextSort('-severity', 'severity')).toBe('severity');
    expect(nextSort('severity', 'severity')).toBe('-severity');
    expect(nextSort('-severity', 'first_seen')).toBe('-first_seen');
    expect(filtersFromSearch(new URLSearchParams('risk_rating=critical&sort=-risk'))).toEqual({ risk_rating: 'critical', sort: '-risk' });
    expect(filtersFromSearch(new URLSearchParams('risk_rating=severe'))).toEqual({});
  });

  it('shows "Accepted until <date>" on a finding a risk exception covers, linking to the exception; other findings show none', async () => {
    const accepted = { ...finding(1), accepted_risk: { exception_id: 'exc-1', expires_on: '2027-01-31', state: 'expiring' } };
    fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/findings': { body: { page: 1, page_size: 200, total: 2, items: [accepted, { ...finding(2), accepted_risk: null }] } },
    });
    renderAt('/findings', <FindingsPage />);
    expect(await screen.findByRole('link', { name: 'Accepted until 2027-01-31' })).toHaveAttribute('href', '/exceptions?state=expiring&exception=exc-1');
    expect(screen.getAllByRole('link', { name: /^Accepted until/ })).toHaveLength(1);
  });

  it("shows each finding's risk score, the list sorted by it; the score opens the factors that make it", async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/findings': { body: { page: 1, page_size: 200, total: 2, items: [finding(1), finding(2)] } },
    });
    renderAt('/findings', <FindingsPage />);
    expect(await screen.findByRole('columnheader', { name: /Risk/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Risk 800 of Finding 1 on web-1: why' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why is this 800?' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('CVSS base score9.8 (CVSS 3.1, CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H)+490');
    expect(rows).toContain("In CISA's KEV catalogyes, due 2022-04-15+200");
    expect(rows).toContain('Asset criticality4 of 5, from the asset inventory: × 0.85-139.7');
    expect(rows).toContain('Risk scorecritical800');
  });

  it('asks the API with the filters of the URL, and applying new filters puts them in the URL', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': ({ url }) => ({
        body: { page: 1, page_size: 200, total: url.searchParams.get('severity') === 'critical' ? 0 : 2, items: url.searchParams.get('severity') === 'critical' ? [] : [finding(1), finding(2)] },
      }),
    });
    const { router } = renderAt('/findings?severity=high&kev=true', <FindingsPage />);
    expect(await screen.findByText('Finding 1')).toBeInTheDocument();
    const first = calls.find((call) => call.url.pathname === '/api/findings');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({ severity: 'high', kev: 'true', page: '1', page_size: '200' });
    expect(screen.getByLabelText('Severity')).toHaveValue('high');

    await userEvent.selectOptions(screen.getByLabelText('Severity'), 'critical');
    await userEvent.type(screen.getByLabelText('Search'), 'openssl');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?severity=critical&kev=true&q=openssl');
    expect(await screen.findByText('No findings match these filters.')).toBeInTheDocument();
  });

  it('lists every scanner with its status, first seen and fixed date; the scanner and status filters go to the API, and only Nessus rows can be staged', async () => {
    const alpha = { ...finding(3), source: 'alpha', scanner_id: 'CVE-2024-0001', active_host_findings_id: null, title: 'OpenSSL CVE', hostname: 'db-3' };
    const fixed = { ...finding(4), status: 'fixed', fixed_at: '2026-11-20T08:00:00Z', title: 'Old TLS' };
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': { body: { page: 1, page_size: 200, total: 3, items: [finding(1), alpha, fixed] } },
    });
    const { router } = renderAt('/findings?source=alpha&status=open,fixed', <FindingsPage />);
    const table = await screen.findByRole('table', { name: 'Findings' });
    const cells = (title: string) => {
      const row = within(table).getByText(title).closest('tr') as HTMLElement;
      return within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    expect(cells('OpenSSL CVE')).toEqual(['', expect.any(String), 'high', '', 'OpenSSL CVE', 'Nexpose, OpenVAS', 'open', 'db-3', 'Payments', 'CVE-2024-0001', '2026-01-02', '—']);
    expect(cells('Old TLS').slice(5)).toEqual(['Nessus', 'fixed', 'web-4', 'Payments', 'CVE-2024-0001', '2026-01-02', '2026-11-20']);
    expect(within(table).getByRole('link', { name: 'db-3' })).toHaveAttribute('href', '/hosts/3?source=alpha');
    expect(within(table).queryByRole('checkbox', { name: 'Select OpenSSL CVE on db-3' })).not.toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Finding 1 on web-1' })).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((call) => call.url.pathname === '/api/findings')?.url.searchParams ?? [])).toMatchObject({ source: 'alpha', status: 'open,fixed' });
    expect(screen.getByLabelText('Scanner')).toHaveValue('alpha');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active (open or reopened)');
    await userEvent.selectOptions(screen.getByLabelText('Scanner'), 'Nessus');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?source=beta');
  });

  it('stages the selected findings into the queue with the chosen workflow', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings': { body: { page: 1, page_size: 200, total: 2, items: [finding(1), finding(2)] } },
      'POST /api/beta/todo-queue': { status: 201, body: [{ id: 'q1' }] },
    });
    renderAt('/findings', <FindingsPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Finding 2 on web-2' }));
    await userEvent.selectOptions(screen.getByLabelText('Workflow'), 'FP');
    await userEvent.click(screen.getByRole('button', { name: 'Stage 1 into queue' }));
    expect(await screen.findByText('Staged 1 into your queue.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ items: [{ host_id: 2, scanner_id: '10002', workflow_type: 'FP' }] });
  });

  it('shows no stage controls to a Read_Only user, and the API text of a refused list', async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/findings': { status: 400, body: { error: 'page_size must be an integer from 1 to 200' } },
    });
    renderAt('/findings', <FindingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('page_size must be an integer from 1 to 200');
    expect(screen.queryByRole('group', { name: 'Stage into the queue' })).not.toBeInTheDocument();
    expect(within(document.body).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("when a user's own teams have no findings, then the empty list says only its teams are shown, and an Admin's offers every team", async () => {
    let scope = 'own';
    fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/auth/team-scope': () => ({ body: { scope, teams: ['Retail'] } }),
      'POST /api/auth/team-scope': ({ body }) => {
        scope = (body as { scope: string }).scope;
        return { body: { message: 'Team scope updated', scope, teams: ['Retail'] } };
      },
      'GET /api/findings': () => ({ body: { page: 1, page_size: 200, total: scope === 'all' ? 1 : 0, items: scope === 'all' ? [finding(1)] : [] } }),
    });
    renderAt('/findings', <FindingsPage />);
    expect(await screen.findByText('No findings match these filters.')).toBeInTheDocument();
    expect(await screen.findByText(/Only your teams are shown: Retail\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all teams' }));
    expect(await screen.findByText('Finding 1')).toBeInTheDocument();
  });

  it('when a user who is not an Admin belongs to no team, then the empty list says so and who can add teams, with no switch', async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/auth/team-scope': { body: { scope: 'own', teams: [] } },
      'GET /api/findings': { body: { page: 1, page_size: 200, total: 0, items: [] } },
    });
    renderAt('/findings', <FindingsPage />);
    expect(await screen.findByText('Only your teams are shown, and you belong to no team: an Admin can add you to one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all teams' })).not.toBeInTheDocument();
  });
});

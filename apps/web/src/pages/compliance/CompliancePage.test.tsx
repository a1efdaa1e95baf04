import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { complianceExportLink, complianceFiltersFromSearch, searchFromComplianceFilters } from './compliance-filters';
import { summaryCellLink } from './compliance-summary';
import { CompliancePage } from './CompliancePage';

const item = (hostname: string, metric_id = 'kev-overdue') => ({
  hostname,
  host_id: 7,
  source: 'beta',
  metric_id,
  bu_team: 'Payments',
  owner: 'ops',
  findings_count: 2,
  oldest_due_date: '2026-01-10',
  days_overdue: 30,
  resolution_date: null,
  remediation_plan: null,
  status: 'active',
  resolved_at: null,
  updated_at: '2026-11-01T00:00:00Z',
});
const summary = {
  computed_at: '2026-11-20T10:00:00Z',
  rows: [{ bu_team: 'Payments', metric_id: 'kev-overdue', active: 3, overdue: 1, resolved_last_30_days: 4, hosts: 10, compliant_share: 0.7, accepted_risk_findings: 5, accepted_risk_hosts: 2 }],
};
const emptyPage = { page: 1, page_size: 50, total: 0, items: [] };

describe('compliance view and the URL', () => {
  it('reads the view of a URL, leaving out values the API would refuse, and links each summary cell to its items', () => {
    const filters = complianceFiltersFromSearch(new URLSearchParams('metric_id=high-sla&status=open&overdue=true&bu_team=%20Payments%20&page=3&host=web-1'));
    expect(filters).toEqual({ metric_id: 'high-sla', overdue: true, bu_team: 'Payments', page: 3, host: 'web-1' });
    expect(searchFromComplianceFilters(filters).toString()).toBe('host=web-1&metric_id=high-sla&bu_team=Payments&overdue=true&page=3');
    expect(complianceExportLink(filters)).toBe('/api/exports/compliance.csv?metric_id=high-sla&bu_team=Payments&overdue=true');
    expect(summaryCellLink(summary.rows[0] as never, 'overdue')).toBe('/compliance?metric_id=kev-overdue&bu_team=Payments&status=active&overdue=true');
    expect(summaryCellLink({ ...summary.rows[0], bu_team: null } as never, 'active')).toBeUndefined();
  });

  it('when the URL carries filters, then the API is asked with them, the export link carries them, and new filters go into the URL on page 1', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Leadership') },
      'GET /api/compliance/summary': { body: summary },
      'GET /api/compliance/items': ({ url }) => ({ body: url.searchParams.get('metric_id') === 'medium-sla' ? emptyPage : { page: 2, page_size: 50, total: 60, items: [item('web-1')] } }),
    });
    const { router } = renderAt('/compliance?metric_id=kev-overdue&bu_team=Payments&page=2', <CompliancePage />);
    expect(await screen.findByRole('link', { name: 'web-1' })).toHaveAttribute('href', '/compliance?host=web-1&metric_id=kev-overdue&bu_team=Payments&page=2');
    const asked = calls.find((call) => call.url.pathname === '/api/compliance/items');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({ metric_id: 'kev-overdue', bu_team: 'Payments', page: '2', page_size: '50' });
    expect(screen.getByText('Page 2 of 2 (60 items)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/exports/compliance.csv?metric_id=kev-overdue&bu_team=Payments');
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/compliance?metric_id=kev-overdue&bu_team=Payments&status=active');
    // The findings risk exceptions keep out of the counts are reported beside them as accepted risk.
    expect(screen.getByRole('cell', { name: '5 findings on 2 hosts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bulk commit (VCL)' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Metric'), 'medium-sla');
    await userEvent.selectOptions(screen.getByLabelText('Overdue'), 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?metric_id=medium-sla&bu_team=Payments&overdue=true');
    expect(await screen.findByText('No compliance items match these filters.')).toBeInTheDocument();
  });

  it('hides the export link from a Read_Only user and shows the API text of a refused summary', async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/compliance/summary': { status: 500, body: { error: 'Failed to fetch compliance summary' } },
      'GET /api/compliance/items': { body: emptyPage },
    });
    renderAt('/compliance', <CompliancePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch compliance summary');
    expect(await screen.findByText('No compliance items match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});

describe('a host and its metadata', () => {
  const host = {
    hostname: 'web-1',
    items: [item('web-1'), item('web-1', 'high-sla')],
    history: [
      { metric_id: 'kev-overdue', field: 'resolution_date', old_value: null, new_value: '2026-12-31', change_reason: 'patch window', changed_by: 'bob', changed_at: '2026-11-02T00:00:00Z' },
      { metric_id: 'kev-overdue', field: 'remediation_plan', old_value: null, new_value: 'first plan', change_reason: null, changed_by: 'bob', changed_at: '2026-11-01T00:00:00Z' },
    ],
  };

  it('shows the items and the history newest first, and no edit form to Leadership', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Leadership') }, 'GET /api/compliance/items/web-1': { body: host } });
    renderAt('/compliance?host=web-1', <CompliancePage />);
    const history = await screen.findByRole('table', { name: 'Changes of web-1' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026-12-31');
    expect(rows[1]).toHaveTextContent('first plan');
    expect(screen.queryByRole('heading', { name: 'Edit metadata' })).not.toBeInTheDocument();
  });

  it('counts the change reason against its 500 characters and refuses the 501st without asking the API', async () => {
    const { calls } = fakeApi({ 'GET /api/auth/me': { body: meAs('Standard_User') }, 'GET /api/compliance/items/web-1': { body: host } });
    renderAt('/compliance?host=web-1', <CompliancePage />);
    const reason = await screen.findByRole('textbox', { name: 'Change reason' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501 of 500 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Remediation plan' }), 'patch');
    await userEvent.click(screen.getByRole('button', { name: 'Save metadata' }));
    expect(await screen.findByText('change_reason must be at most 500 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('sends the changed fields and the chosen items, and shows the API text of a refusal', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/compliance/items/web-1': { body: host },
      'PATCH /api/compliance/items/web-1/metadata': { status: 400, body: { error: 'Input should be a valid date in the format YYYY-MM-DD, month value is outside expected range' } },
    });
    renderAt('/compliance?host=web-1', <CompliancePage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'High SLA' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Remediation plan' }), 'patch in the December window');
    await userEvent.type(screen.getByRole('textbox', { name: 'Change reason' }), 'agreed with ops');
    await userEvent.click(screen.getByRole('button', { name: 'Save metadata' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Input should be a valid date in the format YYYY-MM-DD, month value is outside expected range');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ remediation_plan: 'patch in the December window', metric_ids: ['kev-overdue'], change_reason: 'agreed with ops' });
  });
});

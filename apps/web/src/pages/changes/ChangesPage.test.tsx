import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { riskOf } from '../../test/risk';
import { changeFiltersFromSearch, searchFromChangeFilters } from './changes-filters';
import { ChangesPage } from './ChangesPage';

const change = (n: number, kind: 'new' | 'fixed' | 'reopened', changed_at: string) => ({
  source: n === 3 ? 'alpha' : 'beta',
  status: kind === 'fixed' ? 'fixed' : kind === 'new' ? 'open' : 'reopened',
  fixed_at: kind === 'fixed' ? changed_at : null,
  host_id: n,
  hostname: `web-${n}`,
  owner: 'ops',
  bu_team: 'Payments',
  scanner_id: String(10_000 + n),
  active_host_findings_id: n === 3 ? null : n,
  title: `Finding ${n}`,
  severity: 'high',
  cve_ids: [],
  kev: false,
  first_seen: '2026-10-01T00:00:00Z',
  last_seen: null,
  change: kind,
  changed_at,
  ...riskOf(500),
});

describe('what changed', () => {
  it('reads the period, the kinds of change and the list filters of a URL, leaving out what the API would refuse', () => {
    const filters = changeFiltersFromSearch(new URLSearchParams('days=30&change=fixed,reopened&severity=high&status=fixed&sort=-risk'));
    expect(filters).toEqual({ days: 30, change: 'fixed,reopened', severity: 'high' });
    expect(searchFromChangeFilters(filters).toString()).toBe('days=30&change=fixed%2Creopened&severity=high');
    expect(changeFiltersFromSearch(new URLSearchParams('days=5&change=gone'))).toEqual({});
  });

  it('lists each change with its kind and date before the finding, asks the API with the URL, and exports the same query', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/findings/changes': {
        body: { page: 1, page_size: 200, total: 3, items: [change(1, 'new', '2026-11-26T10:00:00Z'), change(2, 'fixed', '2026-11-24T10:00:00Z'), change(3, 'reopened', '2026-11-22T10:00:00Z')] },
      },
    });
    const { router } = renderAt('/changes?days=30&severity=high', <ChangesPage />);
    const table = await screen.findByRole('table', { name: 'Changed findings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['new', '2026-11-26'],
      ['fixed', '2026-11-24'],
      ['reopened', '2026-11-22'],
    ]);
    expect(Object.fromEntries(calls.find((call) => call.url.pathname === '/api/findings/changes')?.url.searchParams ?? [])).toEqual({ days: '30', severity: 'high', page: '1', page_size: '200' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/exports/findings-changes.csv?days=30&severity=high');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Change'), 'fixed');
    expect(router.state.location.search).toBe('?days=30&change=fixed&severity=high');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(router.state.location.search).toBe('?change=fixed&severity=high');
  });
});

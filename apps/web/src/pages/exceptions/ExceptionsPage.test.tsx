import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { ExceptionsPage } from './ExceptionsPage';

const empty = { page: 1, page_size: 200, total: 0, items: [] };

describe('risk exceptions export', () => {
  it('offers the CSV and XLSX downloads of the list with the filters of the URL', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Leadership') }, 'GET /api/exceptions': { body: empty } });
    renderAt('/exceptions?state=active&expiring_within_days=14&team=Payments', <ExceptionsPage />);
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/exports/exceptions.csv?state=active&expiring_within_days=14&team=Payments');
    expect(screen.getByRole('link', { name: 'Export XLSX' })).toHaveAttribute('href', '/api/exports/exceptions.xlsx?state=active&expiring_within_days=14&team=Payments');
  });

  it('shows no export to a Read_Only user', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Read_Only') }, 'GET /api/exceptions': { body: empty } });
    renderAt('/exceptions', <ExceptionsPage />);
    expect(await screen.findByText('No risk exception matches.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Export/ })).not.toBeInTheDocument();
  });
});

describe('the exception a link points at', () => {
  it('marks the exception of ?exception= in the list, and no other', async () => {
    const exception = (id: string) => ({
      id,
      scope: { type: 'host', host_id: 7 },
      teams: ['Payments'],
      all_teams: false,
      template: { id: 't1', name: 'Terminals', description: '', justification: '', compensating_controls: '', risk_rating: 'high', expiration_days: 180 },
      justification: 'why',
      compensating_controls: 'firewall',
      expires_on: '2027-01-31',
      state: 'active',
      requested_by: 'ann',
      impersonated_by: null,
      requested_at: '2026-11-01T00:00:00Z',
      decided_by: 'lea',
      decided_at: '2026-11-02T00:00:00Z',
      decision_comment: null,
      revoked_by: null,
      revoked_at: null,
      renews: null,
      updated_at: '2026-11-02T00:00:00Z',
    });
    fakeApi({ 'GET /api/auth/me': { body: meAs('Read_Only') }, 'GET /api/exceptions': { body: { ...empty, total: 2, items: [exception('e1'), exception('e2')] } } });
    renderAt('/exceptions?state=active&exception=e2', <ExceptionsPage />);
    const rows = (await screen.findAllByRole('row')).filter((row) => row.id.startsWith('exception-'));
    expect(rows.map((row) => [row.id, row.getAttribute('aria-current')])).toEqual([
      ['exception-e1', null],
      ['exception-e2', 'true'],
    ]);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { FindingsPage } from './FindingsPage';

const empty = { page: 1, page_size: 200, total: 0, items: [] };

describe('findings exports', () => {
  it('offers the CSV and XLSX downloads with the filters and sort of the URL', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Leadership') }, 'GET /api/findings': { body: empty } });
    renderAt('/findings?severity=critical&kev=true&bu_team=Payments&sort=first_seen', <FindingsPage />);
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/exports/findings.csv?severity=critical&kev=true&bu_team=Payments&sort=first_seen');
    expect(screen.getByRole('link', { name: 'Export XLSX' })).toHaveAttribute('href', '/api/exports/findings.xlsx?severity=critical&kev=true&bu_team=Payments&sort=first_seen');
  });

  it('shows no export to a Read_Only user', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Read_Only') }, 'GET /api/findings': { body: empty } });
    renderAt('/findings?severity=critical', <FindingsPage />);
    expect(await screen.findByText('No findings match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Export/ })).not.toBeInTheDocument();
  });
});

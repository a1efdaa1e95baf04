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

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { SlaPolicyPage } from './SlaPolicyPage';

const DEFAULT_POLICY = {
  version: 1,
  basis: 'severity',
  tiers: [1, 2, 3, 4, 5].map((criticality) => ({ criticality, critical: 15, high: 30, medium: 90 })),
  kev_cap: false,
  reason: null,
  updated_by: null,
  updated_at: null,
  impersonated_by: null,
};

describe('SLA policy page', () => {
  it('shows the policy in force and saves an edited tier, the basis, the KEV cap and the reason as the next version', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/sla-policy': { body: DEFAULT_POLICY },
      'PUT /api/sla-policy': ({ body }) => ({ body: { ...DEFAULT_POLICY, ...(body as object), version: 2, updated_by: 'root-admin', updated_at: '2026-11-27T10:00:00Z' } }),
    });
    renderAt('/admin/sla-policy', <SlaPolicyPage />);
    expect(await screen.findByText(/^Version 1, the default/)).toBeInTheDocument();
    const cell = screen.getByLabelText('Days for critical findings on criticality 5 assets');
    await userEvent.clear(cell);
    await userEvent.type(cell, '7');
    await userEvent.selectOptions(screen.getByLabelText('Levels are read from'), 'risk_rating');
    await userEvent.click(screen.getByRole('checkbox', { name: "Cap a KEV finding's due date at CISA's due date" }));
    await userEvent.type(screen.getByLabelText(/^Reason/), 'crown jewels first');
    await userEvent.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByText('Version 2 is in force.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      replaces_version: 1,
      basis: 'risk_rating',
      kev_cap: true,
      reason: 'crown jewels first',
      tiers: [1, 2, 3, 4, 5].map((criticality) => ({ criticality, critical: criticality === 5 ? 7 : 15, high: 30, medium: 90 })),
    });
  });

  it('refuses to send days out of range, and shows the API refusal of a stale version in its words', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/sla-policy': { body: DEFAULT_POLICY },
      'PUT /api/sla-policy': { status: 409, body: { error: 'The SLA policy changed since version 1: reload it and try again' } },
    });
    renderAt('/admin/sla-policy', <SlaPolicyPage />);
    const cell = await screen.findByLabelText('Days for high findings on criticality 1 assets');
    await userEvent.clear(cell);
    await userEvent.type(cell, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Every cell needs whole days from 1 to 3650.');
    expect(screen.getByRole('button', { name: 'Save as version 2' })).toBeDisabled();
    await userEvent.clear(cell);
    await userEvent.type(cell, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The SLA policy changed since version 1: reload it and try again');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});

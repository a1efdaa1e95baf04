import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { searchFromTicketsView, ticketsViewFromSearch } from './tickets-search';
import { TicketsPage } from './TicketsPage';
import { quotaText } from './tracker-quota';

const ticket = (n: number) => ({
  id: `t${n}`,
  issue_key: `VM-${n}`,
  url: `https://tracker.example.test/browse/VM-${n}`,
  summary: `Patch web-${n}`,
  status: n === 1 ? 'Waiting for QA' : 'Open',
  source_context: 'beta_queue',
  cve_id: null,
  vendor: null,
  created_by: 'alice',
  impersonated_by: null as string | null,
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  last_synced_at: null,
  queue_item_ids: n === 1 ? ['q1', 'q2'] : [],
});
const quota = { minute_remaining: 58, minute_limit: 60, day_remaining: 1432, day_limit: 1440, blocked_until: null };

describe('tickets page', { timeout: 30_000 }, () => {
  it('reads the page and the open ticket of the URL, and words the quota left', () => {
    expect(ticketsViewFromSearch(new URLSearchParams('page=3&ticket=t1'))).toEqual({ page: 3, ticket: 't1' });
    expect(ticketsViewFromSearch(new URLSearchParams('page=-1'))).toEqual({ page: 1 });
    expect(searchFromTicketsView({ page: 1, ticket: 't2' }).toString()).toBe('ticket=t2');
    expect(quotaText(quota)).toBe('Tracker calls left: 58 of 60 this minute, 1432 of 1440 today.');
    expect(quotaText({ ...quota, blocked_until: '2026-01-01T00:01:00Z' }, Date.parse('2026-01-01T00:00:00Z'))).toMatch(/^Tracker calls left: .* The tracker asked to wait: no call leaves before /);
  });

  it('lists the tickets with their tracker links and the quota; Sync shows the counts and the quota the sync answered', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/tracker-tickets/quota': { body: quota },
      'GET /api/tracker-tickets': ({ url }) => ({
        body: { page: Number(url.searchParams.get('page')), page_size: 50, total: 51, items: [ticket(1), { ...ticket(2), impersonated_by: 'root-admin' }] },
      }),
      'POST /api/tracker-tickets/sync': { body: { updated: 1, unchanged: 1, skipped: 0, quota: { ...quota, minute_remaining: 57, day_remaining: 1431 } } },
    });
    const { router } = renderAt('/tickets?page=2', <TicketsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^VM-1/ })).toHaveAttribute('href', 'https://tracker.example.test/browse/VM-1');
    expect(calls.find((call) => call.url.pathname === '/api/tracker-tickets')?.url.searchParams.get('page')).toBe('2');
    expect(screen.getByText('Waiting for QA')).toBeInTheDocument();
    // A ticket an Admin created while impersonating its creator names the Admin beside the creator.
    expect(screen.getByText('alice (created by root-admin impersonating them)')).toBeInTheDocument();
    expect(await screen.findByText('Tracker calls left: 58 of 60 this minute, 1432 of 1440 today.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sync statuses' }));
    expect(await screen.findByText(/Synced: 1 updated, 1 unchanged, 0 skipped\. Tracker calls left: 57 of 60 this minute, 1431 of 1440 today\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens a ticket from the list as a URL and shows its detail from the API; Read_Only has no Sync button', async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/tracker-tickets/quota': { status: 502, body: { error: 'The integration service is not configured' } },
      'GET /api/tracker-tickets': { body: { page: 1, page_size: 50, total: 1, items: [ticket(1)] } },
      'GET /api/tracker-tickets/t1': { body: { ...ticket(1), cve_id: 'CVE-2024-0001' } },
    });
    const { router } = renderAt('/tickets', <TicketsPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Patch web-1' }));
    expect(router.state.location.search).toBe('?ticket=t1');
    const detail = await screen.findByRole('region', { name: 'Ticket VM-1' });
    expect(within(detail).getByText('CVE-2024-0001')).toBeInTheDocument();
    expect(within(detail).getByText('q1, q2')).toBeInTheDocument();
    expect(screen.getByText('Tracker quota unknown: The integration service is not configured')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync statuses' })).not.toBeInTheDocument();
  });
});

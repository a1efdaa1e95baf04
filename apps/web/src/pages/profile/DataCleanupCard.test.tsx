import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { ProfilePage } from './ProfilePage';

const profile = {
  id: 'u1',
  username: 'alice',
  email: 'alice@example.com',
  group: 'Standard_User',
  created_at: '2026-01-01T00:00:00Z',
  last_login: null,
  signIn: { method: 'password', provider: null },
};
const removed = { older_than_days: 45, cutoff: '2026-10-12T00:00:00Z', queue_items_removed: 3, ticket_links_removed: 2, remediation_notes_removed: 1, notifications_removed: 4 };

describe('data cleanup on the profile page', () => {
  it('when a Standard_User cleans up with fewer than 30 days, then nothing is sent; with 45, the counts removed are shown', async () => {
    const { calls } = fakeApi({ 'GET /api/auth/me': { body: meAs('Standard_User') }, 'GET /api/auth/profile': { body: profile }, 'POST /api/admin/cleanup': { body: removed } });
    renderAt('/profile', <ProfilePage />);
    const days = await screen.findByLabelText('Older than (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '29');
    await userEvent.click(screen.getByRole('button', { name: 'Clean up' }));
    expect(await screen.findByText('older_than_days must be a whole number of days of at least 30')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/admin/cleanup')).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Clean up' }));
    expect(await screen.findByText(/Removed 3 completed queue items \(2 ticket links, 1 notes\) and 4 read notifications/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/admin/cleanup')?.body).toEqual({ older_than_days: 45 });
  });

  it('when a Read_Only user opens the profile, then there is no cleanup', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Read_Only') }, 'GET /api/auth/profile': { body: { ...profile, group: 'Read_Only' } } });
    renderAt('/profile', <ProfilePage />);
    expect(await screen.findByText('alice@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clean up old data' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { ProfilePage } from './ProfilePage';

const profile = { id: 'u1', username: 'alice', email: 'alice@example.com', group: 'Standard_User', created_at: '2026-01-01T00:00:00Z', last_login: null };

describe('how the profile says the user signs in', () => {
  it('for a password user: the password, group and teams set by an Admin, and the change-password form', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Standard_User') }, 'GET /api/auth/profile': { body: { ...profile, signIn: { method: 'password', provider: null } } } });
    renderAt('/profile', <ProfilePage />);
    expect(await screen.findByText('Username and password')).toBeInTheDocument();
    expect(screen.getByText('Set by an Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('for a single sign-on user: the provider, group and teams from its groups, and no password to change', async () => {
    fakeApi({ 'GET /api/auth/me': { body: meAs('Standard_User') }, 'GET /api/auth/profile': { body: { ...profile, signIn: { method: 'single_sign_on', provider: 'Contoso ID' } } } });
    renderAt('/profile', <ProfilePage />);
    expect(await screen.findByText('Contoso ID (single sign-on)')).toBeInTheDocument();
    expect(screen.getByText('From your groups at Contoso ID, updated at every sign-in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});

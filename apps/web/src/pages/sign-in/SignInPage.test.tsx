import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/render';
import { SignInPage } from './SignInPage';

const signedOut = { status: 401, body: { error: 'Not authenticated' } };

describe('sign-in page', () => {
  it('shows the API text of a refused sign-in as it answers it', async () => {
    fakeApi({ 'GET /api/auth/me': signedOut, 'POST /api/auth/login': { status: 401, body: { error: 'Invalid username or password' } } });
    renderAt('/sign-in', <SignInPage />);
    await userEvent.type(await screen.findByLabelText('Username'), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it.each([
    [429, 'Too many login attempts. Please try again in 15 minutes.', '900'],
    [503, 'Too many sign-ins at the moment. Please try again in a few seconds.', '3'],
  ])('after a %i shows the API text and keeps the button disabled for the Retry-After wait', async (status, error, retryAfter) => {
    fakeApi({ 'GET /api/auth/me': signedOut, 'POST /api/auth/login': { status, body: { error }, headers: { 'Retry-After': retryAfter } } });
    renderAt('/sign-in', <SignInPage />);
    await userEvent.type(await screen.findByLabelText('Username'), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.getByText(`You can try again in ${retryAfter} s.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('refuses empty fields in the API words without asking it', async () => {
    const { calls } = fakeApi({ 'GET /api/auth/me': signedOut });
    renderAt('/sign-in', <SignInPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username and password are required');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('offers the identity provider when single sign-on is configured, coming back to the page it came from', async () => {
    fakeApi({ 'GET /api/auth/me': signedOut, 'GET /api/auth/sign-in-options': { body: { singleSignOn: { providerName: 'Contoso ID', loginPath: '/api/auth/oidc/login' } } } });
    renderAt('/sign-in?next=%2Ffindings%3Fseverity%3Dhigh', <SignInPage />);
    const link = await screen.findByRole('link', { name: 'Sign in with Contoso ID' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/login?returnTo=%2Ffindings%3Fseverity%3Dhigh');
  });

  it('offers only the password form without single sign-on', async () => {
    fakeApi({ 'GET /api/auth/me': signedOut, 'GET /api/auth/sign-in-options': { body: { singleSignOn: null } } });
    renderAt('/sign-in', <SignInPage />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('signs in and goes to the page it came from', async () => {
    let signedIn = false;
    const user = { id: 'u1', username: 'alice', email: 'alice@example.com', group: 'Standard_User' };
    fakeApi({
      'GET /api/auth/me': () => (signedIn ? { body: { user } } : signedOut),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { message: 'Login successful', user } };
      },
    });
    renderAt('/sign-in?next=%2Ffindings%3Fseverity%3Dhigh', [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/findings', element: <p>findings page</p> },
    ]);
    await userEvent.type(await screen.findByLabelText('Username'), 'alice');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('findings page')).toBeInTheDocument();
  });
});

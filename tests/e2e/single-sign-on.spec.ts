import path from 'node:path';
import { SINGLE_SIGN_ON_PROVIDER_NAME } from '@vmdash/testing';
import { useBrowser } from './support/browser';
import { fillSignIn } from './support/sign-in';
import { suite } from './support/suite';

/**
 * Single sign-on in a real browser (docs/decisions/0029-oidc-sign-in.md): the sign-in page's "Sign in with <provider>"
 * button, the provider's own sign-in form (tools/simulators/oidc-provider), the authorization code flow with PKCE
 * back to the gateway's callback, and the page the user asked for; the profile says how the user signs in.
 */
const browser = useBrowser();

it('when a provider user signs in with single sign-on, then the page asked for opens and the profile names the provider as the source of group and teams', async () => {
  const { page } = await browser.open();
  await page.goto('/findings');
  await page.waitForURL(/\/sign-in/);
  const button = page.getByRole('link', { name: `Sign in with ${SINGLE_SIGN_ON_PROVIDER_NAME}` });
  await button.waitFor();
  await page.screenshot({ path: path.join(suite.screenshotDir, 'sign-in-with-single-sign-on.png') });

  await button.click();
  await page.waitForURL((url) => url.origin === suite.identityProviderUrl);
  await fillSignIn(page, { username: 'bob', password: 'bob-password' });
  await page.getByRole('heading', { level: 1, name: 'Findings' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/findings');

  await page.goto('/profile');
  await page.getByText(`${SINGLE_SIGN_ON_PROVIDER_NAME} (single sign-on)`).waitFor();
  expect(await page.getByText(`From your groups at ${SINGLE_SIGN_ON_PROVIDER_NAME}, updated at every sign-in`).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Change password' }).count()).toBe(0);
});

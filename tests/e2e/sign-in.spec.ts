import { createUser, TEAM } from './support/api';
import { useBrowser } from './support/browser';
import { fillSignIn } from './support/sign-in';

/** Sign-in with the cookie session (docs/decisions/0018): the API's texts as it answers them, then the overview. */
const browser = useBrowser();

it("when a user signs in with a wrong password, then the API's text is shown; with the right one, then the overview opens and a reload keeps the session", async () => {
  const user = await createUser('Standard_User', [TEAM]);
  const { page } = await browser.open();
  await page.goto('/findings');
  await page.waitForURL(/\/sign-in/);
  await fillSignIn(page, { username: user.username, password: 'not the password' });
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.innerText()).toBe('Invalid username or password');

  await fillSignIn(page, user);
  await page.getByRole('heading', { level: 1, name: 'Findings' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Findings' }).waitFor();
  await page.getByRole('link', { name: user.username }).waitFor();
});

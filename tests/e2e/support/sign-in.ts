import type { Page } from 'playwright-core';
import type { Session } from './browser';

/**
 * Signs in through the sign-in page as a person does: the fields labelled "Username" and "Password", the "Sign in"
 * button (docs/decisions/0018); resolves once the overview's heading is shown, with the session's cookies.
 */
export async function signIn(page: Page, user: { username: string; password: string }): Promise<Session> {
  await page.goto('/sign-in');
  await fillSignIn(page, user);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  return page.context().storageState();
}

/** Fills and sends the sign-in form of the page shown. */
export async function fillSignIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the page shown has rendered: its heading (h1) is visible and no loading line ("Loading…", "Counting…")
 * is left (the app's loading states are status messages ending in an ellipsis).
 */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((element) => element.textContent?.trim().endsWith('…')));
}

import { useBrowser } from './support/browser';

/*
 * Swagger UI of both APIs in a real browser under the pages' own Content-Security-Policy (docs/decisions/0007-edge-hardening.md):
 * it renders each API's document, and nothing is refused (a script or style the CSP refused is a console error, which
 * fails the test).
 */
const browser = useBrowser();

it.each([
  ['/docs/', 'vmdash Data API'],
  ['/api/docs/', 'vmdash dashboard API'],
])('when %s is opened, then Swagger UI renders %s under its CSP', async (path, title) => {
  const { page } = await browser.open();
  const answer = await page.goto(path);
  expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.getByRole('heading', { name: new RegExp(`^${title}`) }).waitFor();
  await page.locator('.opblock').first().waitFor();
});

import path from 'node:path';
import { seriousViolations } from './support/axe';
import { useBrowser, type Session } from './support/browser';
import { APP_PAGES, type AppPage } from './support/pages';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/*
 * Every page path of the app (issue 13) as the first Admin sees it with all teams' data, after it rendered: one h1,
 * no axe-core violation of impact serious or critical under WCAG 2.1 AA, and a screenshot at 1440x900 in
 * tmp/e2e-screenshots (git-ignored) for a reviewer to look at.
 */
const browser = useBrowser();
let admin: Session;
let hostPath: string;

beforeAll(async () => {
  const { page } = await browser.open();
  admin = await signIn(page, suite.admin);
  // The first Admin belongs to no team, so its session starts in all teams.
  await page.getByRole('switch', { name: 'All teams', checked: true }).waitFor({ state: 'attached' });
  await page.goto('/findings');
  const firstHost = page.getByRole('table', { name: 'Findings' }).getByRole('link').first();
  hostPath = (await firstHost.getAttribute('href'))!;
});

const visit = async (appPage: AppPage) => {
  const { page } = await browser.open(appPage.signedOut ? undefined : admin);
  await page.goto(appPage.path.replace('/hosts/{host_id}', hostPath));
  await settled(page);
  return page;
};

it.each(APP_PAGES.map((appPage) => [appPage.path, appPage] as const))('when %s has rendered, then it has one h1 and no serious or critical WCAG 2.1 AA violation', async (_path, appPage) => {
  const page = await visit(appPage);
  await page.screenshot({ path: path.join(suite.screenshotDir, `${appPage.name}.png`) });
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
});

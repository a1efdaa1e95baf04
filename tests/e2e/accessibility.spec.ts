import path from 'node:path';
import { WEB_PAGES, type WebPage } from '@vmdash/web-pages';
import { seriousViolations } from './support/axe';
import { useBrowser, type Session } from './support/browser';
import { settled, signIn } from './support/sign-in';
import { suite } from './support/suite';

/*
 * Every page of the page table (WEB_PAGES, libs/web-pages) as the first Admin sees it with all teams' data, after it
 * rendered: one h1, no axe-core violation of impact serious or critical under WCAG 2.1 AA, and a screenshot at
 * 1440x900 in tmp/e2e-screenshots (git-ignored, named by the page's id) for a reviewer to look at.
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

/** Where the sweep opens a page: its path, or for the host page the first host of the findings list. */
const pathOf = (appPage: WebPage) => {
  if (appPage.id === 'host') return hostPath;
  if (appPage.params) throw new Error(`the sweep knows no ${appPage.id} page to open: add how to find one`);
  return appPage.path;
};

const visit = async (appPage: WebPage) => {
  const { page } = await browser.open(appPage.signedOut ? undefined : admin);
  await page.goto(pathOf(appPage));
  await settled(page);
  return page;
};

it.each(WEB_PAGES.map((appPage) => [appPage.path, appPage] as const))('when %s has rendered, then it has one h1 and no serious or critical WCAG 2.1 AA violation', async (_path, appPage) => {
  const page = await visit(appPage);
  await page.screenshot({ path: path.join(suite.screenshotDir, `${appPage.id}.png`) });
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
});

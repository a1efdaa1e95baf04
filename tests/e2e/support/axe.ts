import { source as axeSource, type AxeResults, type Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules axe-core runs: WCAG 2.0 and 2.1, levels A and AA (docs/decisions/0018: "WCAG 2.1 AA"). */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page shown and answers its violations of impact serious or critical, each as one line (rule,
 * impact, the elements' selectors) for a readable test failure. axe is evaluated through the browser's devtools
 * protocol, which the page's Content-Security-Policy does not govern, so the page is checked under its real CSP.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA_TAGS,
  );
  return results.violations.filter((violation: Result) => violation.impact === 'serious' || violation.impact === 'critical').map(describe);
}

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  return `${violation.id} (${violation.impact}): ${violation.help} - ${targets.join('; ')}`;
}

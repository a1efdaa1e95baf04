import type { Locator, Page } from 'playwright-core';
import { settled } from './sign-in';

/** What staging the first finding left: its checkbox on /findings and the finding's name as the checkbox reads it. */
export interface StagedFinding {
  /** The finding's checkbox in the findings table (unchecked again once staged). */
  checkbox: Locator;
  /** "<title> on <hostname or host id>", the checkbox's label without "Select ". */
  name: string;
}

/**
 * As a person on /findings: selects the first finding of the table, stages it for Remediate and waits for the page's
 * confirmation "Staged 1 into your queue." (docs/decisions/0018, Findings: "stage into the queue").
 */
export async function stageFirstFinding(page: Page): Promise<StagedFinding> {
  await page.goto('/findings');
  await settled(page);
  const checkbox = page
    .getByRole('table', { name: 'Findings' })
    .getByRole('checkbox', { name: /^Select / })
    .first();
  const name = (await checkbox.getAttribute('aria-label'))!.replace(/^Select /, '');
  await checkbox.check();
  await page.getByLabel('Workflow').selectOption('Remediate');
  await page.getByRole('button', { name: 'Stage 1 into queue' }).click();
  await page.getByRole('status').filter({ hasText: 'Staged 1 into your queue.' }).waitFor();
  return { checkbox, name };
}

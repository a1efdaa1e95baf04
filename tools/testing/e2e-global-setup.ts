/**
 * Jest global setup of the browser tests (tests/e2e): tools/testing/web-suite.ts's setUpWebSuite. Jest loads a global
 * setup outside its module map, without the @vmdash/* aliases the suite's harness imports, so the module is loaded
 * through tsx, which reads them from tsconfig.base.json (as `npx tsx` does for tools/dev and tools/bench).
 */
import { startEventLoopWatchdog } from './event-loop-watchdog';
import { loadThroughTsx } from './load-through-tsx';

export default async function globalSetup(): Promise<void> {
  // The browser files run in band too: the same watchdog as every other project's (tools/testing/jest-global-setup.ts).
  startEventLoopWatchdog();
  const { setUpWebSuite } = loadThroughTsx<typeof import('./web-suite')>('./web-suite.ts', __filename);
  await setUpWebSuite();
}

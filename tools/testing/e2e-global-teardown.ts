/** Jest global teardown of the browser tests (tests/e2e): tools/testing/web-suite.ts's tearDownWebSuite (loaded as the setup loads it). */
import { loadThroughTsx } from './load-through-tsx';

export default async function globalTeardown(): Promise<void> {
  const { tearDownWebSuite } = loadThroughTsx<typeof import('./web-suite')>('./web-suite.ts', __filename);
  await tearDownWebSuite();
}

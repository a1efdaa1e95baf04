import { webSuiteInfo } from '@vmdash/testing';

/** The system and browser of this run (started once by the suite's global setup: tools/testing/e2e-global-setup.ts). */
export const suite = webSuiteInfo();

/** The viewport of every page: a laptop-to-desktop screen (docs/decisions/0018, screenshots at 1440x900). */
export const VIEWPORT = { width: 1440, height: 900 } as const;

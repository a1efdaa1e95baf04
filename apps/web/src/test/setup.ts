import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait up to 1 s by default; on a busy shared machine a first render with its API answers can take
// longer. A limit, not a timing asserted (the same reason as testTimeout in vite.config.ts).
configure({ asyncUtilTimeout: 5_000 });

// jsdom computes no layout: every element measures 0, so a virtualised table would render no row. Give boxes the size
// of a laptop screen (the virtualiser reads clientWidth/clientHeight of the scroll box, offsetHeight of rows).
if (typeof HTMLElement !== 'undefined') {
  Object.defineProperties(HTMLElement.prototype, {
    clientHeight: { configurable: true, get: () => 900 },
    clientWidth: { configurable: true, get: () => 1200 },
    offsetHeight: { configurable: true, get: () => 38 },
    offsetWidth: { configurable: true, get: () => 1200 },
  });
}

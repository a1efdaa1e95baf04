/**
 * What the browser tests (tests/e2e; docs/decisions/0018) run on, set up once for the whole suite by its
 * Jest global setup (tools/testing/e2e-global-setup.ts) and stopped by its teardown.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { startWebSystem, WEB_SUITE_VARIABLE, type WebSuiteInfo, type WebSystem } from '@vmdash/testing';
import { ensureChromium } from '../dev/ensure-chromium';
import repositorySetup from './jest-global-setup';

/**
 * Chromium's flags on these machines: no GPU, and nothing that reaches the network by itself (QUIC, background
 * networking, component updates, sync): without them chromium waits on refused connections of a closed network.
 * Playwright gives each launch a fresh, throwaway profile (user-data-dir).
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Where the run saves one screenshot per page (git-ignored tmp/). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../tmp/e2e-screenshots');

/** What the teardown stops (Jest runs setup and teardown in one process, the test files in band beside them). */
export interface WebSuiteHandles {
  system: WebSystem;
  browser: BrowserServer;
}

declare global {
  var __vmdashWebSuite: WebSuiteHandles | undefined;
}

/**
 * What every project's setup makes sure of (NATS, Redis), Debian's chromium (installed when missing:
 * tools/dev/ensure-chromium.ts), an empty screenshot folder, then the system under test (startWebSystem: the built
 * apps on the real exports, the gateway serving the built web app, the tracker and platform simulators) and one
 * headless chromium that every test file connects to. Both are handed to the test files in WEB_SUITE_VARIABLE.
 * @throws Error when chromium cannot be had or the system does not start (nothing is left running).
 */
export async function setUpWebSuite(): Promise<void> {
  await repositorySetup();
  const executablePath = ensureChromium((line) => console.log(`[e2e setup] ${line}`));
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const system = await startWebSystem();
  let browser: BrowserServer;
  try {
    browser = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    await system.stop();
    throw error;
  }
  globalThis.__vmdashWebSuite = { system, browser };
  const info: WebSuiteInfo = { ...system.info, browserWsEndpoint: browser.wsEndpoint(), screenshotDir: SCREENSHOT_DIR };
  process.env[WEB_SUITE_VARIABLE] = JSON.stringify(info);
}

/** Closes the suite's chromium, then stops its system. */
export async function tearDownWebSuite(): Promise<void> {
  const handles = globalThis.__vmdashWebSuite;
  globalThis.__vmdashWebSuite = undefined;
  await handles?.browser.close();
  await handles?.system.stop();
}

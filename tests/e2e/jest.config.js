// The browser tests of the web app (README, Tests): one system and one chromium for the whole suite, started by the
// global setup and stopped by the teardown; the files run in band (the test target passes --runInBand).
const path = require('node:path');

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web-e2e',
  rootDir: __dirname,
  testTimeout: 60000,
  globalSetup: path.join(__dirname, '../../tools/testing/e2e-global-setup.ts'),
  globalTeardown: path.join(__dirname, '../../tools/testing/e2e-global-teardown.ts'),
};

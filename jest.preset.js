// Shared Jest settings for every project: SWC transform (no type-checking at test time; `typecheck` does that)
// and the @vmdash/* aliases of tsconfig.base.json.
const path = require('node:path');

const libs = path.join(__dirname, 'libs');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    // jose ships only ES modules, which Jest on Node 20 cannot load: its files are compiled to CommonJS like ours.
    '/node_modules/jose/.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@vmdash/([^/]+)$': `${libs}/$1/src`,
    '^@vmdash/([^/]+)/(.+)$': `${libs}/$1/src/$2`,
  },
  testMatch: ['**/?(*.)spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30000,
  globalSetup: path.join(__dirname, 'tools/testing/jest-global-setup.ts'),
  setupFiles: [path.join(__dirname, 'tools/testing/fast-check-seed.ts')],
};

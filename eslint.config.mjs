// ESLint flat config of the whole workspace: every project's `lint` target (nx.json) runs `eslint <project root>`.
// The rule that matters most is @nx/enforce-module-boundaries: which project may import which, read from the `tags`
// of each project.json (docs/architecture.md, Layout). Besides it: ESLint's and typescript-eslint's recommended rules.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What each kind of project may depend on (project.json `tags`), in production code:
 * - type:app (a service or the gateway): libraries only; never another app (the rule forbids that for any project).
 * - type:runtime (libs/service-runtime): the service skeleton, built from the data-access and util libraries.
 * - type:data-access: libraries that talk to another process (MongoDB, NATS, gRPC peers).
 * - type:contract (libs/proto): the gRPC contract, generated types and the proto loader; anything above the domain
 *   may name its RPCs and messages (e.g. the permission of each RPC in libs/identity).
 * - type:util: helpers without I/O of their own (configuration, logging, identity tokens).
 * - type:domain: the pure model (types, rules, errors); no I/O library at all.
 * - type:dev: development infrastructure that no service ships (the embedded MongoDB).
 * - type:testing: the test-support lib; only test code may import it (see TEST_FILES).
 * - type:web-contract (libs/web-pages): what the browser app shares with the gateway and its browser tests (the page
 *   table); plain data and functions, it imports nothing.
 * - scope:web (apps/web, the browser app): of the libraries only type:web-contract and type:domain (the enums and
 *   limits the API is built from), so nothing built for Node (gRPC, MongoDB, tokens) reaches the browser bundle.
 * - type:tools, type:deploy, type:e2e: the development tools (whose launcher and simulators stop with their launcher
 *   through the runtime's parent watch), the deployment checks (which read the apps' settings from the libraries that
 *   define them) and the system and browser tests.
 */
const PRODUCTION_CONSTRAINTS = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:runtime', 'type:data-access', 'type:contract', 'type:util', 'type:domain', 'type:web-contract'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:web-contract', 'type:domain'] },
  { sourceTag: 'type:runtime', onlyDependOnLibsWithTags: ['type:data-access', 'type:contract', 'type:util', 'type:domain'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:contract', 'type:util', 'type:domain'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contract', 'type:domain'] },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain'],
    bannedExternalImports: ['mongoose', 'mongodb', 'bson', 'nats', '@grpc/*', 'express', 'express-*', 'redis', 'rate-limit-redis', 'passport', 'passport-*', 'cookie-parser'],
  },
  { sourceTag: 'type:web-contract', onlyDependOnLibsWithTags: [], bannedExternalImports: ['*'] },
  { sourceTag: 'type:dev', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:dev', 'type:runtime', 'type:data-access', 'type:contract', 'type:util', 'type:domain'] },
  { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:dev', 'type:runtime', 'type:data-access', 'type:contract', 'type:util', 'type:domain'] },
  { sourceTag: 'type:deploy', onlyDependOnLibsWithTags: ['type:data-access', 'type:contract', 'type:util', 'type:domain'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:web-contract'] },
];

/** Test code may also use the test-support lib and the embedded MongoDB; system tests only the test-support lib. */
const TEST_CONSTRAINTS = PRODUCTION_CONSTRAINTS.map((constraint) => ({
  ...constraint,
  onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:testing', ...(constraint.sourceTag === 'type:e2e' ? [] : ['type:dev'])],
}));

/** Test code: specs, test folders (harnesses, fakes), the system tests, the Jest setup and the benchmarks. */
const TEST_FILES = ['**/*.spec.ts', '**/test/**/*.ts', 'tests/**/*.ts', 'tools/testing/**/*.ts', 'tools/bench/**/*.ts'];

const boundaries = (depConstraints, extra = {}) => [
  'error',
  {
    depConstraints,
    // The test-support lib builds on identity (internal tokens) and the embedded MongoDB, whose own tests use it in
    // turn: a cycle through test files only, allowed for these pairs and no other.
    ignoredCircularDependencies: [
      ['testing', 'identity'],
      ['testing', 'embedded-mongo'],
    ],
    ...extra,
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', '**/.data/**', '**/tmp/**', 'libs/proto/src/generated/**', 'apps/web/src/app/api/dashboard-api.generated.ts', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // tsc checks this already (noUnusedLocals, noUnusedParameters, with the `_name` convention for kept ones).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // Module code. The CommonJS configs and scripts (jest.config.js, the proto generator, the container health check)
    // only load the root Jest preset or an app's own dependencies.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(PRODUCTION_CONSTRAINTS),
    },
  },
  {
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(TEST_CONSTRAINTS),
    },
  },
  {
    // Benchmarks measure app internals in-process (the read model, the snapshot store, the action-plan harness):
    // they alone may import app sources by path. Nothing else is relaxed for them.
    files: ['tools/bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(TEST_CONSTRAINTS, { allow: ['../../apps/**', '../../../apps/**'] }),
    },
  },
  {
    // A service feature's commands and rules hold the logic between the gRPC adapter and the repository: no gRPC,
    // NATS or database library there (docs/architecture.md, The service skeleton).
    files: ['apps/*/src/**/*.commands.ts', 'apps/*/src/**/*.command.ts', 'apps/*/src/**/*.rules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['mongoose', 'mongodb', 'nats', '@grpc/*', '@vmdash/grpc', '@vmdash/events', '@vmdash/db'],
              message: 'commands and rules stay free of gRPC, NATS and the database: take a repository or port instead',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app runs in the browser (docs/decisions/0018-web-app-libraries.md): browser globals and React's rules of
    // hooks; its component tests (Vitest) import what they use.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // CommonJS files (Jest configs, the container health check, the proto generator).
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

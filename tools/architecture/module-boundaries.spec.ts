import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The module boundaries of docs/architecture.md (Layout) are enforced by `@nx/enforce-module-boundaries` in every
 * project's lint target (eslint.config.mjs): this proves the rule bites. It lints snippets as if they were files of
 * real projects, picked from the Nx project graph by their tags (no project named here), with the workspace's own
 * config, and expects the forbidden imports to be reported and the allowed ones to pass.
 */
const root = path.resolve(__dirname, '../..');
const script = path.join(__dirname, 'lint-snippets.mjs');
const RULE = '@nx/enforce-module-boundaries';

interface Project {
  name: string;
  root: string;
  type: string;
  tags: string[];
  packageName?: string;
}
interface Snippet {
  filePath: string;
  code: string;
}
interface Message {
  ruleId: string | null;
  messageId?: string;
  message: string;
}

const run = (mode: string, input?: string) => execFileSync(process.execPath, [script, mode], { cwd: root, input, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
const projects = JSON.parse(run('projects')) as Project[];

function tagged(tag: string): Project[] {
  const found = projects.filter((project) => project.tags.includes(tag)).sort((a, b) => a.name.localeCompare(b.name));
  if (found.length === 0) throw new Error(`no project is tagged ${tag}`);
  return found;
}
const packageOf = (project: Project) => {
  if (!project.packageName) throw new Error(`${project.name} has no package name`);
  return project.packageName;
};
/** The import path from a file to another project's src/main (or any other file). */
const relative = (from: string, to: string) => path.relative(path.dirname(path.join(root, from)), path.join(root, to));

const [app, otherApp] = tagged('type:app');
const dataAccessLib = tagged('type:data-access')[0];
const domainLib = tagged('type:domain')[0];
const testingLib = tagged('type:testing')[0];
const systemTests = tagged('type:e2e')[0];
const webApp = tagged('scope:web')[0];
const webContractLib = tagged('type:web-contract')[0];
const appSource = `${app.root}/src/boundary-fixture.ts`;
const appTest = `${app.root}/test/boundary-fixture.spec.ts`;
const libSource = `${dataAccessLib.root}/src/boundary-fixture.ts`;
const domainSource = `${domainLib.root}/src/boundary-fixture.ts`;
const systemTest = `${systemTests.root}/boundary-fixture.spec.ts`;
const webSource = `${webApp.root}/src/boundary-fixture.ts`;
const webContractSource = `${webContractLib.root}/src/boundary-fixture.ts`;
const otherMain = `${otherApp.root}/src/main`;

/**
 * Forbidden imports: each must be reported by the rule with one of these message ids. An import against the direction
 * of the existing dependencies (a lib importing an app that uses it) may be reported as the cycle it would close.
 */
const CYCLE = 'noCircularDependencies';
const forbidden: [string, Snippet, string[]][] = [
  [
    'an app imports another app by a relative path',
    { filePath: appSource, code: `import { x } from '${relative(appSource, otherMain)}';\nexport const y = x;\n` },
    ['noRelativeOrAbsoluteImportsAcrossLibraries'],
  ],
  ['an app imports another app only for its side effects', { filePath: appSource, code: `import '${relative(appSource, otherMain)}';\n` }, ['noRelativeOrAbsoluteImportsAcrossLibraries']],
  ['an app imports another app through its package name', { filePath: appSource, code: `import '${packageOf(otherApp)}/src/main';\n` }, ['noImportsOfApps']],
  [
    'an app loads another app with a dynamic import',
    { filePath: appSource, code: `export const load = () => import('${relative(appSource, otherMain)}');\n` },
    ['noRelativeOrAbsoluteImportsAcrossLibraries'],
  ],
  ['an app re-exports from another app', { filePath: appSource, code: `export * from '${packageOf(otherApp)}/src/main';\n` }, ['noImportsOfApps']],
  ['a lib imports an app', { filePath: libSource, code: `import { x } from '${packageOf(app)}/src/main';\nexport const y = x;\n` }, ['noImportsOfApps', CYCLE]],
  ['a lib reaches into an app by a relative path', { filePath: libSource, code: `import '${relative(libSource, `${app.root}/src/main`)}';\n` }, ['noRelativeOrAbsoluteImportsAcrossLibraries', CYCLE]],
  ['a type:domain lib imports mongoose', { filePath: domainSource, code: `import mongoose from 'mongoose';\nexport const m = mongoose;\n` }, ['bannedExternalImportsViolation']],
  ['a type:domain lib imports a data-access lib', { filePath: domainSource, code: `import '${packageOf(dataAccessLib)}';\n` }, ['onlyTagsConstraintViolation', CYCLE]],
  [
    'a test in tests/ reaches into an app',
    { filePath: systemTest, code: `import { x } from '${relative(systemTest, otherMain)}';\nexport const y = x;\n` },
    ['noRelativeOrAbsoluteImportsAcrossLibraries'],
  ],
  ['a system test imports a data-access lib instead of going through HTTP', { filePath: systemTest, code: `import '${packageOf(dataAccessLib)}';\n` }, ['onlyTagsConstraintViolation']],
  ['production code of an app imports the test-support lib', { filePath: appSource, code: `import '${packageOf(testingLib)}';\n` }, ['onlyTagsConstraintViolation']],
  ['production code of a lib imports the test-support lib', { filePath: libSource, code: `import '${packageOf(testingLib)}';\n` }, ['onlyTagsConstraintViolation']],
  ['the browser app imports a data-access lib (built for Node)', { filePath: webSource, code: `import '${packageOf(dataAccessLib)}';\n` }, ['onlyTagsConstraintViolation']],
  ['the page table lib imports the domain lib', { filePath: webContractSource, code: `import '${packageOf(domainLib)}';\n` }, ['emptyOnlyTagsConstraintViolation']],
  ['the page table lib imports a package', { filePath: webContractSource, code: `import express from 'express';\nexport const e = express;\n` }, ['bannedExternalImportsViolation']],
  ['a data-access lib imports the page table lib', { filePath: libSource, code: `import '${packageOf(webContractLib)}';\n` }, ['onlyTagsConstraintViolation']],
];

/** Allowed imports: none may be reported by any rule. */
const allowed: [string, Snippet][] = [
  ['an app imports a lib', { filePath: appSource, code: `import '${packageOf(domainLib)}';\nimport '${packageOf(dataAccessLib)}';\n` }],
  ['a test of an app imports the test-support lib and its own app', { filePath: appTest, code: `import '${packageOf(testingLib)}';\nimport '../src/main';\n` }],
  ['a system test imports the test-support lib', { filePath: systemTest, code: `import '${packageOf(testingLib)}';\n` }],
  ['the browser app imports the page table and the domain lib', { filePath: webSource, code: `import '${packageOf(webContractLib)}';\nimport '${packageOf(domainLib)}';\n` }],
  ['an app imports the page table lib', { filePath: appSource, code: `import '${packageOf(webContractLib)}';\n` }],
  ['a test in tests/ imports the page table lib', { filePath: systemTest, code: `import '${packageOf(webContractLib)}';\n` }],
];

const snippets = [...forbidden.map(([, snippet]) => snippet), ...allowed.map(([, snippet]) => snippet)];
const results = JSON.parse(run('lint', JSON.stringify(snippets))) as Message[][];
const forbiddenResults = results.slice(0, forbidden.length);
const allowedResults = results.slice(forbidden.length);

describe('module boundaries (lint)', () => {
  it('when the fixtures are picked from the project graph, then there are two apps to import between', () => {
    expect(app.name).not.toBe(otherApp.name);
    expect([app.type, otherApp.type]).toEqual(['app', 'app']);
  });

  it.each(forbidden.map(([title, snippet, messageIds], index) => [title, snippet.filePath, messageIds.join(' or '), index] as const))(
    'when %s (%s), then lint reports %s',
    (_title, _filePath, _messageIds, index) => {
      const reported = forbiddenResults[index].filter((message) => message.ruleId === RULE).map((message) => message.messageId);
      expect(reported.length).toBeGreaterThan(0);
      for (const messageId of reported) expect(forbidden[index][2]).toContain(messageId);
    },
  );

  it.each(allowed.map(([title, snippet], index) => [title, snippet.filePath, index] as const))('when %s (%s), then lint reports nothing', (_title, _filePath, index) => {
    expect(allowedResults[index]).toEqual([]);
  });
});

// Lints code snippets as if they were files at the given paths, with the workspace's own ESLint config
// (eslint.config.mjs), for tools/architecture/module-boundaries.spec.ts: Jest cannot load that ESM config itself.
//   node tools/architecture/lint-snippets.mjs projects   prints the Nx projects: [{ name, root, type, tags, packageName }]
//   node tools/architecture/lint-snippets.mjs lint       reads [{ filePath, code }] on stdin and prints, for each
//                                                        snippet, its messages: [{ ruleId, messageId, message }]
// Both first compute the project graph (and so cache it): @nx/enforce-module-boundaries skips, with only a warning,
// when no cached graph exists.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const graph = await createProjectGraphAsync({ exitOnError: true });
const mode = process.argv[2];

if (mode === 'projects') {
  const projects = Object.values(graph.nodes).map((node) => ({
    name: node.name,
    root: node.data.root,
    type: node.type,
    tags: node.data.tags ?? [],
    packageName: node.data.metadata?.js?.packageName,
  }));
  process.stdout.write(JSON.stringify(projects));
} else if (mode === 'lint') {
  const snippets = JSON.parse(readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: root });
  const results = [];
  for (const { filePath, code } of snippets) {
    const [result] = await eslint.lintText(code, { filePath: path.resolve(root, filePath) });
    results.push(result.messages.map(({ ruleId, messageId, message }) => ({ ruleId, messageId, message })));
  }
  process.stdout.write(JSON.stringify(results));
} else {
  process.stderr.write('usage: lint-snippets.mjs projects | lint < snippets.json\n');
  process.exit(2);
}

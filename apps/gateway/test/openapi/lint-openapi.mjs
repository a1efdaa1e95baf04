// Lints one OpenAPI document, read as JSON from standard input, with Redocly's engine and ./redocly.yaml, offline;
// writes the problems as a JSON array of {ruleId, severity, message, pointer} to standard output. A separate Node
// process because @redocly/openapi-core is an ES module, which Jest's CommonJS runtime cannot load (openapi-lint.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';

const configPath = fileURLToPath(new URL('./redocly.yaml', import.meta.url));
const config = await loadConfig({ configPath });
const problems = await lintFromString({ source: readFileSync(0, 'utf8'), absoluteRef: 'openapi.json', config });
const lines = problems.map((problem) => ({
  ruleId: problem.ruleId,
  severity: problem.severity,
  message: problem.message,
  pointer: problem.location[0]?.pointer ?? '',
}));
process.stdout.write(JSON.stringify(lines));

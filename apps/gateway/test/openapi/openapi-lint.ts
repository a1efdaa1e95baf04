import { execFile } from 'node:child_process';
import path from 'node:path';

/** One finding of the linter: the rule, its severity, its message and where in the document (a JSON pointer). */
export interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  pointer: string;
}

/**
 * The problems Redocly's `recommended` ruleset (as test/openapi/redocly.yaml adjusts it) finds in an OpenAPI
 * document: none for a document that passes. Runs the engine (@redocly/openapi-core, an ES module) in its own Node
 * process, offline.
 * @throws Error when the linter cannot run
 */
export function redoclyProblems(document: unknown): Promise<LintProblem[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'lint-openapi.mjs')], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`the OpenAPI linter failed: ${stderr || error.message}`));
      resolve(JSON.parse(stdout) as LintProblem[]);
    });
    child.stdin?.end(JSON.stringify(document));
  });
}

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
 * True when the responses object at `pointer` (a JSON pointer into `document`) documents a 302: an operation that
 * answers a browser's navigation with a redirect (single sign-on) has no 2XX answer, which Redocly's
 * operation-2xx-response would warn about.
 */
function answersRedirect(document: unknown, pointer: string): boolean {
  let node: unknown = document;
  for (const token of pointer.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[token.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return typeof node === 'object' && node !== null && '302' in node;
}

/**
 * The problems Redocly's `recommended` ruleset (as test/openapi/redocly.yaml adjusts it) finds in an OpenAPI
 * document: none for a document that passes. An operation that answers with a redirect is exempt from
 * operation-2xx-response. Runs the engine (@redocly/openapi-core, an ES module) in its own Node
 * process, offline.
 * @throws Error when the linter cannot run
 */
export function redoclyProblems(document: unknown): Promise<LintProblem[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'lint-openapi.mjs')], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`the OpenAPI linter failed: ${stderr || error.message}`));
      resolve((JSON.parse(stdout) as LintProblem[]).filter((problem) => !(problem.ruleId === 'operation-2xx-response' && answersRedirect(document, problem.pointer))));
    });
    child.stdin?.end(JSON.stringify(document));
  });
}

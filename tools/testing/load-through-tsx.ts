/** tsx's CommonJS API (its types are published for node16 module resolution only; the repository resolves as node10). */
interface TsxApi {
  require(id: string, fromFile: string): unknown;
}

/**
 * Loads a TypeScript module with tsx, which resolves the @vmdash/* aliases of tsconfig.base.json: for the code Jest
 * runs outside its module map (global setup and teardown).
 * @param id the module, relative to `fromFile`
 */
export function loadThroughTsx<T>(id: string, fromFile: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- tsx's API has no types under node10 resolution (TsxApi above)
  const tsx = require('tsx/cjs/api') as TsxApi;
  return tsx.require(id, fromFile) as T;
}

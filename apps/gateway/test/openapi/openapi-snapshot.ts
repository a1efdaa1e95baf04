import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Set to 1 to rewrite the checked-in documents from the generator instead of comparing (a change made on purpose). */
export const UPDATE_VARIABLE = 'UPDATE_OPENAPI_SNAPSHOTS';

/** The checked-in copy of a generated document: `apps/gateway/test/openapi/<name>`. */
export function snapshotPath(name: string): string {
  return path.join(__dirname, name);
}

/** A document as it is checked in: JSON with two-space indentation and a final newline, so diffs read line by line. */
export function snapshotText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * Compares a generated OpenAPI document with its checked-in copy, as text, so a failure shows a line diff of what
 * changed. With UPDATE_OPENAPI_SNAPSHOTS=1 it writes the copy instead (and the comparison then holds).
 */
export function expectMatchesSnapshot(document: unknown, name: string): void {
  const file = snapshotPath(name);
  const generated = snapshotText(document);
  if (process.env[UPDATE_VARIABLE] === '1') writeFileSync(file, generated);
  if (!existsSync(file)) throw new Error(`${file} is missing: run ${UPDATE_VARIABLE}=1 npx nx run gateway:test to write it`);
  const checkedIn = readFileSync(file, 'utf8');
  try {
    expect(generated).toBe(checkedIn);
  } catch (error) {
    // Jest's line diff of the two texts follows this line.
    if (error instanceof Error) error.message = `${name} is not what the routes generate; when the change is intended, run ${UPDATE_VARIABLE}=1 npx nx run gateway:test\n${error.message}`;
    throw error;
  }
}

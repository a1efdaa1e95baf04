// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';

const repositoryRoot = path.resolve(__dirname, '../../../../..');

it('the API types are generated from the current dashboard API document (npx nx run web:api-types refreshes them)', async () => {
  const document = path.join(repositoryRoot, 'apps/gateway/test/openapi/dashboard-api.openapi.json');
  const generated = astToString(await openapiTS(new URL(`file://${document}`)));
  const committed = readFileSync(path.join(__dirname, 'dashboard-api.generated.ts'), 'utf8');
  const body = (text: string) => text.slice(text.indexOf('export interface paths'));
  expect(body(committed)).toBe(body(generated));
});

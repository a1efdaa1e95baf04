import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trimJiraDocument, TRIMMED_DOCUMENT_PATH, USED_OPERATIONS } from './trim-jira-openapi';

const SOURCE = join(__dirname, '../../../../shared/spec/jira-software-dc-10.3-openapi.json');

describe('the trimmed Jira document the tracker simulator validates against', () => {
  const committed = JSON.parse(readFileSync(TRIMMED_DOCUMENT_PATH, 'utf8')) as { paths: Record<string, Record<string, unknown>> };

  it('holds exactly the operations vmdash calls, never /field, /issue/bulk or POST /search', () => {
    const operations = Object.entries(committed.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(USED_OPERATIONS.map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort());
    expect(operations.filter((operation) => /\/field|\/issue\/bulk|POST \/api\/2\/search/.test(operation))).toEqual([]);
  });

  it('is what the trim script makes of the shared Jira document (rerun the script when this fails)', () => {
    expect(committed).toEqual(trimJiraDocument(JSON.parse(readFileSync(SOURCE, 'utf8')) as Record<string, unknown>));
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadVmdashProtos } from '../src';

const committed = path.resolve(__dirname, '../src/generated');

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

describe('generated proto types', () => {
  it('when the generator runs on protos/, then its output equals the committed libs/proto/src/generated', () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'vmdash-proto-'));
    try {
      execFileSync(process.execPath, [path.resolve(__dirname, '../scripts/generate-types.js'), fresh]);
      const freshFiles = listFiles(fresh).sort();
      expect(listFiles(committed).sort()).toEqual(freshFiles);
      for (const file of freshFiles) {
        expect({ file, text: readFileSync(path.join(committed, file), 'utf8') }).toEqual({
          file,
          text: readFileSync(path.join(fresh, file), 'utf8'),
        });
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('when the protos are loaded, then every service exposes its RPCs', () => {
    const v1 = loadVmdashProtos();
    expect(Object.keys(v1.DashboardAuthService.service)).toEqual(expect.arrayContaining(['Login', 'Logout', 'ResolveSession', 'ChangePassword', 'QueryAudit']));
    expect(Object.keys(v1.DataCacheService.service)).toContain('StreamBetaVulnerabilitiesByHost');
    expect(Object.keys(v1.ActionPlanService.service)).toEqual(['CreatePlan', 'ListPlans', 'UpdatePlan', 'BulkCreatePlans', 'StreamActivePlans']);
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually, sharedDataPath, startPrivateNats, type PrivateNats } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** A finding with its accepted risk (docs/decisions/0032-risk-exceptions.md). */
type AcceptedFindingJson = FindingJson & { accepted_risk: { exception_id: string; expires_on: string } | null };

/** The Nessus export whose four retail-banking hosts (team A of the inventory) the test starts with three of. */
const EXPORT = sharedDataPath('scans/nessus/nessus_v_unknown.nessus');
const LATER_HOST = 'qa3app04';

/**
 * Black-box: a CVE exception covers a host that reports the CVE only after the approval (docs/decisions/0032, "Effect":
 * coverage is joined at read time). The beta export starts without one host of the team; a refresh of the same
 * path with the whole export brings it in, and its finding of that CVE is accepted at once.
 */
describe('a risk exception of a CVE and hosts reporting it later', () => {
  let world: WorkflowSystem;
  let nats: PrivateNats;
  let exportFile: string;
  let analyst: { browser: Browser; id: string };
  let lead: { browser: Browser; id: string };

  const findings = async (browser: Browser) => ((await browser.request('GET', '/api/findings?page_size=200')).body as PageJson<AcceptedFindingJson>).items;

  beforeAll(async () => {
    const whole = readFileSync(EXPORT, 'utf8');
    const without = whole.replace(new RegExp(`<ReportHost name="${LATER_HOST}">[\\s\\S]*?</ReportHost>`), '');
    expect(without.length).toBeLessThan(whole.length);
    exportFile = path.join(mkdtempSync(path.join(tmpdir(), 'vmdash-exceptions-export-')), 'beta.nessus');
    writeFileSync(exportFile, without);
    nats = await startPrivateNats();
    world = await startWorkflowSystem({ withActionPlan: true, natsUrl: nats.url, sources: { betaSources: exportFile } });
    analyst = await world.signedIn('Standard_User', [TEAM_A]);
    lead = await world.signedIn('Leadership', [TEAM_A]);
  });
  afterAll(async () => {
    await world?.stop();
    await nats?.stop();
  });

  it('when a host of the team reports the CVE after the approval, then its finding is accepted too', async () => {
    const before = await findings(analyst.browser);
    expect(before.some((finding) => finding.hostname?.toLowerCase() === LATER_HOST)).toBe(false);
    const cve = before.flatMap((finding) => finding.cve_ids)[0]!;
    const template = await analyst.browser.request('POST', '/api/risk-templates', {
      body: { name: 'Legacy QA apps', vendor: 'Internal', platform: 'QA', model: 'app', risk_rating: 'low', expiration_days: 365 },
    });
    const requested = await analyst.browser.request('POST', '/api/exceptions', {
      body: {
        scope: { type: 'cve', cve_id: cve },
        template_id: (template.body as { id: string }).id,
        justification: 'QA only',
        compensating_controls: 'No production data',
        expires_on: new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(requested.status).toBe(201);
    const id = (requested.body as { id: string }).id;
    expect((await lead.browser.request('POST', `/api/exceptions/${id}/approve`, { body: { comment: 'QA' } })).status).toBe(200);

    writeFileSync(exportFile, readFileSync(EXPORT, 'utf8'));
    expect((await world.system.request('POST', '/cache/refresh-beta')).status).toBe(200);
    const after = await eventually(
      () => findings(analyst.browser),
      (items) => items.some((finding) => finding.hostname?.toLowerCase() === LATER_HOST),
    );
    const later = after.filter((finding) => finding.hostname?.toLowerCase() === LATER_HOST && finding.cve_ids.includes(cve));
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((finding) => finding.accepted_risk?.exception_id === id)).toBe(true);
    expect(after.filter((finding) => finding.cve_ids.includes(cve)).every((finding) => finding.accepted_risk?.exception_id === id)).toBe(true);
  });
});

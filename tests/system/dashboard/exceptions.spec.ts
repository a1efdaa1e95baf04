import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eventually, startPrivateNats, type PrivateNats } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, TEAM_B, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** A compliance item as the tests read it. */
interface ItemJson {
  hostname: string;
  host_id: number;
  source: string;
  metric_id: string;
  bu_team: string | null;
  findings_count: number;
  oldest_due_date: string | null;
  status: string;
}

/** A row of the compliance summary (the fields the tests read). */
interface SummaryRowJson {
  bu_team: string | null;
  metric_id: string;
  accepted_risk_findings: number;
  accepted_risk_hosts: number;
}

/** A finding with its accepted risk (docs/decisions/0032). */
type AcceptedFindingJson = FindingJson & { accepted_risk: { exception_id: string; expires_on: string; state: string } | null };

/** An action plan as the Data API answers it (the fields the tests read). */
interface PlanJson {
  action_plan_id: string;
  plan_type: string;
  scanner_id: string | null;
  commit_date: string;
  risk_exc: string | null;
  status: string;
  created_by: string;
  deactivated_at: string | null;
  superseded_by: string | null;
}

/** A risk exception as the API answers it (the fields the tests read). */
interface ExceptionJson {
  id: string;
  scope: { type: string; host_id?: number; scanner_id?: string; cve_id?: string; plugin_id?: string };
  teams: string[];
  template: { id: string; name: string; risk_rating: string };
  expires_on: string;
  state: string;
  requested_by: string;
  impersonated_by: string | null;
  decided_by: string | null;
  decision_comment: string | null;
  revoked_by: string | null;
  renews: string | null;
}

const DAY_MS = 86_400_000;
const dateIn = (days: number, offsetMs = 0) => new Date(Date.now() + offsetMs + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Black-box: risk exceptions through the gateway (docs/decisions/0032-risk-exceptions.md) on the real exports, with
 * the real data-cache, action-plan and dashboard services: request, separation of duties, decisions, team scope and
 * expiry with the exceptions' test clock (VMDASH_TEST_CLOCK_FILE) moved, never a sleep of days.
 */
describe('risk exceptions on the dashboard API', () => {
  let world: WorkflowSystem;
  let nats: PrivateNats;
  let clockFile: string;
  let clockOffsetMs = 0;
  let analyst: { browser: Browser; username: string; id: string };
  let lead: { browser: Browser; username: string; id: string };
  let finding: FindingJson;
  let templateId: string;

  const moveClock = (days: number) => {
    clockOffsetMs += days * DAY_MS;
    writeFileSync(clockFile, String(clockOffsetMs));
  };
  const request = (browser: Browser, body: Record<string, unknown>) =>
    browser.request('POST', '/api/exceptions', {
      body: {
        template_id: templateId,
        justification: 'Vendor patch breaks the payment terminal',
        compensating_controls: 'Port blocked at the firewall',
        expires_on: dateIn(30, clockOffsetMs),
        ...body,
      },
    });
  const findingScope = () => ({ type: 'finding', host_id: finding.host_id, scanner_id: finding.scanner_id });

  beforeAll(async () => {
    clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'vmdash-exceptions-')), 'clock-offset-ms');
    writeFileSync(clockFile, '0');
    nats = await startPrivateNats();
    world = await startWorkflowSystem({ withActionPlan: true, natsUrl: nats.url, dashboard: { VMDASH_TEST_CLOCK_FILE: clockFile, EXCEPTION_SWEEP_INTERVAL_MS: '200', EXCEPTION_EXPIRING_DAYS: '7' } });
    analyst = await world.signedIn('Standard_User', [TEAM_A]);
    lead = await world.signedIn('Leadership', [TEAM_A]);
    finding = ((await analyst.browser.request('GET', '/api/findings?page_size=50')).body as PageJson<FindingJson>).items[0]!;
    const template = await analyst.browser.request('POST', '/api/risk-templates', {
      body: { name: 'Payment terminals', vendor: 'Ingenico', platform: 'Telium', model: 'Move5000', risk_rating: 'high', expiration_days: 180, justification: 'Certified firmware only' },
    });
    expect(template.status).toBe(201);
    templateId = (template.body as { id: string }).id;
  });
  afterAll(async () => {
    await world?.stop();
    await nats?.stop();
  });

  it("when a Standard_User requests an exception for a finding, then it is requested, names them, copies the template and covers the host's team", async () => {
    const answer = await request(analyst.browser, { scope: findingScope() });
    expect(answer.status).toBe(201);
    const exception = answer.body as ExceptionJson;
    expect(exception).toMatchObject({
      scope: findingScope(),
      teams: [TEAM_A],
      template: { id: templateId, name: 'Payment terminals', risk_rating: 'high' },
      state: 'requested',
      requested_by: analyst.username,
      impersonated_by: null,
      decided_by: null,
    });
    expect((await analyst.browser.request('GET', `/api/exceptions/${exception.id}`)).body).toEqual(exception);
    const inbox = (await lead.browser.request('GET', '/api/exceptions?state=requested')).body as PageJson<ExceptionJson>;
    expect(inbox.items.map((item) => item.id)).toContain(exception.id);
    // The Leadership user of the team is told; the requester is not.
    const told = async (browser: Browser) =>
      ((await browser.request('GET', '/api/notifications?page_size=100')).body as PageJson<{ type: string; title: string }>).items
        .filter((item) => item.type === 'risk_exception')
        .map((item) => item.title);
    expect(
      await eventually(
        () => told(lead.browser),
        (titles) => titles.length > 0,
      ),
    ).toEqual(['Risk exception requested']);
    expect(await told(analyst.browser)).toEqual([]);
  });

  it('when the expiry is past the policy maximum for the rating, in the past, or the scope lacks an id, then it is 400 and nothing is stored', async () => {
    const before = ((await analyst.browser.request('GET', '/api/exceptions')).body as PageJson<ExceptionJson>).total;
    expect(await request(analyst.browser, { scope: findingScope(), expires_on: dateIn(181, clockOffsetMs) })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^expires_on must be at most 180 days ahead for a high risk/) },
    });
    expect(await request(analyst.browser, { scope: findingScope(), expires_on: dateIn(-1, clockOffsetMs) })).toMatchObject({ status: 400, body: { error: 'expires_on must be after today' } });
    expect((await request(analyst.browser, { scope: { type: 'finding', host_id: finding.host_id } })).status).toBe(400);
    expect((await request(analyst.browser, { scope: { type: 'cve', cve_id: 'log4shell' } })).status).toBe(400);
    expect(((await analyst.browser.request('GET', '/api/exceptions')).body as PageJson<ExceptionJson>).total).toBe(before);
  });

  it('when the requester or an Admin impersonating them approves, then it is 403; a Leadership user of the team approves once, a second approval is 409', async () => {
    const exception = (await request(analyst.browser, { scope: findingScope() })).body as ExceptionJson;
    const approve = (browser: Browser) => browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: 'ok' } });
    expect((await approve(analyst.browser)).status).toBe(403);

    const admin = await world.admin();
    expect((await admin.request('POST', '/api/auth/impersonate', { body: { userId: analyst.id } })).status).toBe(200);
    expect((await approve(admin)).status).toBe(403);
    expect((await admin.request('POST', '/api/auth/stop-impersonate')).status).toBe(200);

    const approved = await approve(lead.browser);
    expect(approved).toMatchObject({ status: 200, body: { state: 'active', decided_by: lead.username, decision_comment: 'ok' } });
    expect(await approve(lead.browser)).toMatchObject({ status: 409, body: { error: 'The risk exception is active: it can no longer be changed this way' } });
  });

  it('when an Admin requests an exception as a user it impersonates, then it cannot approve it while impersonating a Leadership user either: the real identity counts; another Leadership user rejects it', async () => {
    const admin = await world.admin();
    const otherLead = await world.signedIn('Leadership', [TEAM_A]);
    const second = await world.signedIn('Standard_User', [TEAM_A]);
    expect((await admin.request('POST', '/api/auth/impersonate', { body: { userId: second.id } })).status).toBe(200);
    const requested = await request(admin, { scope: findingScope() });
    expect(requested.status).toBe(201);
    const exception = requested.body as ExceptionJson;
    expect(exception).toMatchObject({ requested_by: second.username, impersonated_by: 'root-admin' });
    expect((await admin.request('POST', '/api/auth/stop-impersonate')).status).toBe(200);
    expect((await admin.request('POST', '/api/auth/impersonate', { body: { userId: otherLead.id } })).status).toBe(200);
    expect((await admin.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: 'self' } })).status).toBe(403);
    expect((await admin.request('POST', '/api/auth/stop-impersonate')).status).toBe(200);
    expect((await otherLead.browser.request('POST', `/api/exceptions/${exception.id}/reject`, { body: { comment: 'no' } })).body).toMatchObject({ state: 'rejected' });
  });

  it('when two approvals race, then exactly one applies and the other is 409', async () => {
    const exception = (await request(analyst.browser, { scope: findingScope() })).body as ExceptionJson;
    const otherLead = await world.signedIn('Leadership', [TEAM_A]);
    const answers = await Promise.all([lead.browser, otherLead.browser].map((browser) => browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: 'race' } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('when a user of another team asks for an exception, decides it or previews a host outside their teams, then it does not exist for them', async () => {
    const exception = (await request(analyst.browser, { scope: findingScope() })).body as ExceptionJson;
    const outsider = await world.signedIn('Leadership', [TEAM_B]);
    const notFound = { status: 404, body: { error: 'Risk exception not found' } };
    expect(await outsider.browser.request('GET', `/api/exceptions/${exception.id}`)).toMatchObject(notFound);
    expect(await outsider.browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: '' } })).toMatchObject(notFound);
    expect(((await outsider.browser.request('GET', '/api/exceptions')).body as PageJson<ExceptionJson>).items.map((item) => item.id)).not.toContain(exception.id);
    const outsiderAnalyst = await world.signedIn('Standard_User', [TEAM_B]);
    expect(await request(outsiderAnalyst.browser, { scope: findingScope() })).toMatchObject({ status: 404, body: { error: 'Host not found' } });
  });

  it('when a scope is previewed, then the findings it covers now are listed with the number of hosts', async () => {
    const plugin = await analyst.browser.request('GET', `/api/exceptions/preview?type=plugin&plugin_id=${encodeURIComponent(finding.scanner_id)}`);
    expect(plugin.status).toBe(200);
    const body = plugin.body as { hosts: number; findings: { host_id: number; scanner_id: string }[] };
    expect(body.findings.length).toBeGreaterThan(0);
    expect(body.findings.every((item) => item.scanner_id === finding.scanner_id)).toBe(true);
    expect(body.hosts).toBe(new Set(body.findings.map((item) => item.host_id)).size);
    expect((await analyst.browser.request('GET', '/api/exceptions/preview?type=cve')).status).toBe(400);
  });

  it('when a CVE exception is approved, then every finding with that CVE on the hosts of the team shows accepted with its id and expiry, whichever host reports it; others do not', async () => {
    const findings = ((await analyst.browser.request('GET', '/api/findings?page_size=200')).body as PageJson<AcceptedFindingJson>).items;
    const hostsOf = new Map<string, Set<number>>();
    for (const item of findings) for (const cve of item.cve_ids) hostsOf.set(cve, (hostsOf.get(cve) ?? new Set()).add(item.host_id));
    const [cve] = [...hostsOf.entries()].sort((a, b) => b[1].size - a[1].size)[0]!;
    const preview = (await analyst.browser.request('GET', `/api/exceptions/preview?type=cve&cve_id=${cve}`)).body as { hosts: number; findings: { host_id: number }[] };
    expect(preview.hosts).toBe(hostsOf.get(cve)!.size);
    // Later than the finding exceptions of the tests above: where several cover a finding, the latest expiry answers.
    const exception = (await request(analyst.browser, { scope: { type: 'cve', cve_id: cve }, expires_on: dateIn(90, clockOffsetMs) })).body as ExceptionJson;
    expect(exception.teams).toEqual([TEAM_A]);
    const before = ((await analyst.browser.request('GET', '/api/findings?page_size=200')).body as PageJson<AcceptedFindingJson>).items;
    expect(before.filter((item) => item.accepted_risk?.exception_id === exception.id)).toEqual([]);

    expect((await lead.browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: 'no fix from the vendor yet' } })).status).toBe(200);
    const after = ((await analyst.browser.request('GET', '/api/findings?page_size=200')).body as PageJson<AcceptedFindingJson>).items;
    const accepted = after.filter((item) => item.accepted_risk?.exception_id === exception.id);
    expect(new Set(accepted.map((item) => item.host_id))).toEqual(hostsOf.get(cve));
    expect(accepted.every((item) => item.cve_ids.includes(cve) && item.accepted_risk!.expires_on === exception.expires_on)).toBe(true);
    expect(after.filter((item) => !item.cve_ids.includes(cve)).every((item) => item.accepted_risk?.exception_id !== exception.id)).toBe(true);
    // Revoked, it covers nothing any more.
    expect((await lead.browser.request('POST', `/api/exceptions/${exception.id}/revoke`, { body: { comment: 'fixed' } })).body).toMatchObject({ state: 'revoked' });
    const revoked = ((await analyst.browser.request('GET', '/api/findings?page_size=200')).body as PageJson<AcceptedFindingJson>).items;
    expect(revoked.filter((item) => item.accepted_risk?.exception_id === exception.id)).toEqual([]);
  });

  it('when a rejected request is looked at, then its findings stay as they were in findings and compliance', async () => {
    const items = ((await analyst.browser.request('GET', '/api/compliance/items?status=active&page_size=500')).body as PageJson<ItemJson>).items.filter((item) => item.source === 'beta');
    const item = items[0]!;
    const exception = (await request(analyst.browser, { scope: { type: 'host', host_id: item.host_id } })).body as ExceptionJson;
    expect((await lead.browser.request('POST', `/api/exceptions/${exception.id}/reject`, { body: { comment: 'fix it' } })).body).toMatchObject({ state: 'rejected', decision_comment: 'fix it' });
    const host = (await analyst.browser.request('GET', `/api/compliance/items/${encodeURIComponent(item.hostname)}`)).body as { items: ItemJson[] };
    expect(host.items.find((entry) => entry.metric_id === item.metric_id)).toMatchObject({ status: 'active', findings_count: item.findings_count, oldest_due_date: item.oldest_due_date });
    const findings = ((await analyst.browser.request('GET', `/api/findings?host_id=${item.host_id}&page_size=200`)).body as PageJson<AcceptedFindingJson>).items;
    expect(findings.some((finding) => finding.accepted_risk?.exception_id === exception.id)).toBe(false);
  });

  it("when a host exception is active, then the host's findings leave the SLA and compliance counts and the summary reports them as accepted risk of its team; when it expires, they count again with their original due dates", async () => {
    // A host no other exception of these tests covers, so its counts move with this one alone.
    const items = ((await analyst.browser.request('GET', '/api/compliance/items?status=active&page_size=500')).body as PageJson<ItemJson>).items.filter(
      (item) => item.source === 'beta' && item.host_id !== finding.host_id,
    );
    const item = items[0]!;
    const hostPath = `/api/compliance/items/${encodeURIComponent(item.hostname)}`;
    const itemsNow = async () => ((await analyst.browser.request('GET', hostPath)).body as { items: ItemJson[] }).items.filter((entry) => entry.status === 'active');
    const activeBefore = await itemsNow();
    expect(activeBefore.length).toBeGreaterThan(0);
    // The summary's accepted risk of the host's team, per metric the host breaks.
    const acceptedNow = async () => {
      const rows = ((await analyst.browser.request('GET', '/api/compliance/summary')).body as { rows: SummaryRowJson[] }).rows;
      return activeBefore.map((active) => rows.find((row) => row.bu_team === active.bu_team && row.metric_id === active.metric_id)!);
    };
    const acceptedBefore = await acceptedNow();

    const exception = (await request(analyst.browser, { scope: { type: 'host', host_id: item.host_id }, expires_on: dateIn(60, clockOffsetMs) })).body as ExceptionJson;
    expect((await lead.browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: 'decommissioned next quarter' } })).status).toBe(200);
    expect(await eventually(itemsNow, (active) => active.length === 0)).toEqual([]);
    const summary = (await analyst.browser.request('GET', '/api/compliance/items?status=active&page_size=500')).body as PageJson<ItemJson>;
    expect(summary.items.some((entry) => entry.host_id === item.host_id && entry.source === 'beta')).toBe(false);
    // The compliance summary reports them as accepted risk instead: the host, and at least the findings its items counted.
    const acceptedDuring = await eventually(acceptedNow, (rows) => rows.every((row, index) => row.accepted_risk_hosts === acceptedBefore[index]!.accepted_risk_hosts + 1));
    acceptedDuring.forEach((row, index) => expect(row.accepted_risk_findings).toBeGreaterThanOrEqual(acceptedBefore[index]!.accepted_risk_findings + activeBefore[index]!.findings_count));
    // A user of another team does not see this team's accepted risk.
    const outsider = await world.signedIn('Standard_User', [TEAM_B]);
    const outsiderRows = ((await outsider.browser.request('GET', '/api/compliance/summary')).body as { rows: SummaryRowJson[] }).rows;
    expect(outsiderRows.some((row) => row.bu_team === item.bu_team)).toBe(false);

    // The action-plan side, as the Data API shows it: one risk_acceptance plan per plugin of the host, until the expiry.
    const plugins = new Set(((await analyst.browser.request('GET', `/api/findings?host_id=${item.host_id}&page_size=200`)).body as PageJson<FindingJson>).items.map((found) => found.scanner_id));
    const plansNow = async () => ((await (await world.system.request('GET', `/hosts/${item.host_id}/action-plans`)).json()) as PlanJson[]).filter((plan) => plan.risk_exc === exception.id);
    const recorded = await eventually(plansNow, (plans) => plans.length === plugins.size);
    expect(new Set(recorded.map((plan) => plan.scanner_id))).toEqual(plugins);
    expect(recorded.every((plan) => plan.plan_type === 'risk_acceptance' && plan.commit_date === exception.expires_on && plan.status === 'active' && plan.created_by === lead.id)).toBe(true);

    moveClock(60);
    const ended = await eventually(plansNow, (plans) => plans.every((plan) => plan.status === 'inactive'));
    expect(ended.every((plan) => plan.deactivated_at !== null && plan.superseded_by === null)).toBe(true);
    const reopened = await eventually(itemsNow, (active) => active.length === activeBefore.length);
    expect(reopened.map(({ metric_id, findings_count, oldest_due_date }) => ({ metric_id, findings_count, oldest_due_date })).sort((a, b) => a.metric_id.localeCompare(b.metric_id))).toEqual(
      activeBefore.map(({ metric_id, findings_count, oldest_due_date }) => ({ metric_id, findings_count, oldest_due_date })).sort((a, b) => a.metric_id.localeCompare(b.metric_id)),
    );
    expect(((await analyst.browser.request('GET', `/api/exceptions/${exception.id}`)).body as ExceptionJson).state).toBe('expired');
    // No longer accepted risk: the host and its findings left the summary's accepted counts.
    const acceptedAfter = await acceptedNow();
    acceptedAfter.forEach((row, index) => {
      expect(row.accepted_risk_hosts).toBeLessThanOrEqual(acceptedDuring[index]!.accepted_risk_hosts - 1);
      expect(row.accepted_risk_findings).toBeLessThanOrEqual(acceptedDuring[index]!.accepted_risk_findings - activeBefore[index]!.findings_count);
    });
  });

  it('when the clock reaches N days before the expiry and then the expiry, then the exception becomes expiring and then expired, once each, with notifications and audit entries', async () => {
    // A finding on a host no other exception of these tests names, so its notifications are this exception's.
    const named = new Set(((await analyst.browser.request('GET', '/api/exceptions?page_size=200')).body as PageJson<ExceptionJson>).items.map((item) => item.scope.host_id));
    const findings = ((await analyst.browser.request('GET', '/api/findings?page_size=200')).body as PageJson<FindingJson>).items;
    const target = findings.find((item) => !named.has(item.host_id))!;
    const exception = (await request(analyst.browser, { scope: { type: 'finding', host_id: target.host_id, scanner_id: target.scanner_id }, expires_on: dateIn(20, clockOffsetMs) }))
      .body as ExceptionJson;
    expect((await lead.browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: 'until the firmware ships' } })).status).toBe(200);
    const stateNow = async () => ((await analyst.browser.request('GET', `/api/exceptions/${exception.id}`)).body as ExceptionJson).state;

    moveClock(14);
    expect(await eventually(stateNow, (state) => state === 'expiring')).toBe('expiring');
    const expiringSoon = (await analyst.browser.request('GET', '/api/exceptions?expiring_within_days=7')).body as PageJson<ExceptionJson>;
    expect(expiringSoon.items.map((item) => item.id)).toContain(exception.id);

    moveClock(7);
    expect(await eventually(stateNow, (state) => state === 'expired')).toBe('expired');

    const titles = async (browser: Browser) =>
      ((await browser.request('GET', '/api/notifications?page_size=100')).body as PageJson<{ type: string; title: string; message: string }>).items
        .filter((item) => item.type === 'risk_exception' && item.message.includes(`on host ${target.host_id} `))
        .map((item) => item.title);
    for (const browser of [analyst.browser, lead.browser]) {
      const told = await eventually(
        () => titles(browser),
        (list) => list.includes('Risk exception expired'),
      );
      expect(told.filter((title) => title === 'Risk exception expiring')).toHaveLength(told.filter((title) => title === 'Risk exception expired').length);
    }
    const admin = await world.admin();
    const audit = await eventually(
      async () => ((await admin.request('GET', '/api/audit?page_size=200')).body as PageJson<{ action: string; entityId: string | null }>).items.filter((entry) => entry.entityId === exception.id),
      (entries) => entries.some((entry) => entry.action === 'risk_exception_expire'),
    );
    expect(audit.map((entry) => entry.action).sort()).toEqual(['risk_exception_approve', 'risk_exception_expire', 'risk_exception_expiring', 'risk_exception_request']);
  });

  it("when an exception is renewed, then the renewal's approval supersedes the old exception's plan, as the Data API shows", async () => {
    const named = new Set(((await analyst.browser.request('GET', '/api/exceptions?page_size=200')).body as PageJson<ExceptionJson>).items.map((item) => item.scope.host_id));
    const target = ((await analyst.browser.request('GET', '/api/findings?page_size=200')).body as PageJson<FindingJson>).items.find((item) => !named.has(item.host_id))!;
    const scope = { type: 'finding', host_id: target.host_id, scanner_id: target.scanner_id };
    const first = (await request(analyst.browser, { scope })).body as ExceptionJson;
    expect((await lead.browser.request('POST', `/api/exceptions/${first.id}/approve`, { body: { comment: 'first' } })).status).toBe(200);
    const plansOfHost = async () => (await (await world.system.request('GET', `/hosts/${target.host_id}/action-plans`)).json()) as PlanJson[];
    const old = (await eventually(plansOfHost, (plans) => plans.some((plan) => plan.risk_exc === first.id))).find((plan) => plan.risk_exc === first.id)!;

    const renewal = await request(analyst.browser, { scope, renews: first.id, expires_on: dateIn(120, clockOffsetMs) });
    expect(renewal).toMatchObject({ status: 201, body: { renews: first.id } });
    const second = renewal.body as ExceptionJson;
    expect((await lead.browser.request('POST', `/api/exceptions/${second.id}/approve`, { body: { comment: 'renewed' } })).status).toBe(200);
    const plans = await eventually(plansOfHost, (list) => list.some((plan) => plan.risk_exc === second.id));
    const renewed = plans.find((plan) => plan.risk_exc === second.id)!;
    expect(renewed).toMatchObject({ status: 'active', commit_date: second.expires_on });
    expect(plans.find((plan) => plan.action_plan_id === old.action_plan_id)).toMatchObject({ status: 'inactive', superseded_by: renewed.action_plan_id });
  });

  it('when the requester revokes a requested exception, then it is revoked and cannot be approved any more', async () => {
    const exception = (await request(analyst.browser, { scope: findingScope() })).body as ExceptionJson;
    expect((await analyst.browser.request('POST', `/api/exceptions/${exception.id}/revoke`, { body: { comment: 'not needed' } })).body).toMatchObject({
      state: 'revoked',
      revoked_by: analyst.username,
    });
    expect((await lead.browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: '' } })).status).toBe(409);
  });

  it('when the exceptions list is exported with its filters, then the file holds what the list shows, formulas neutralised; Read_Only is 403 and another team sees none of them', async () => {
    const formula = '=HYPERLINK("http://evil.example","patch")';
    const requested = (await request(analyst.browser, { scope: findingScope(), justification: formula })).body as ExceptionJson;
    const listed = ((await analyst.browser.request('GET', '/api/exceptions?state=requested&page_size=200')).body as PageJson<ExceptionJson>).items;
    expect(listed.map((item) => item.id)).toContain(requested.id);

    const csv = await analyst.browser.request('GET', '/api/exports/exceptions.csv?state=requested');
    expect([csv.status, csv.headers.get('content-type'), csv.headers.get('content-disposition')]).toEqual([
      200,
      expect.stringMatching(/^text\/csv/),
      expect.stringMatching(/^attachment; filename=exceptions-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    const [header = [], ...rows] = parse(csv.text, { bom: true }) as string[][];
    const records = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
    // The list's exceptions in its order, every one requested; who asked and until when, as an auditor reads them.
    expect(records.map((record) => record.id)).toEqual(listed.map((item) => item.id));
    expect(records.every((record) => record.state === 'requested')).toBe(true);
    expect(records.find((record) => record.id === requested.id)).toMatchObject({
      scope_type: 'finding',
      host_id: String(finding.host_id),
      scanner_id: finding.scanner_id,
      teams: TEAM_A,
      template: 'Payment terminals',
      justification: `'${formula}`,
      requested_by: analyst.username,
      expires_on: requested.expires_on,
      decided_by: '',
    });
    const xlsx = await analyst.browser.request('GET', '/api/exports/exceptions.xlsx?state=requested');
    expect([xlsx.status, xlsx.headers.get('content-type')]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect((await analyst.browser.request('GET', '/api/exports/exceptions.csv?state=approved')).status).toBe(400);
    expect((await analyst.browser.request('GET', '/api/exports/exceptions.csv?page=2')).status).toBe(400);

    const reader = await world.signedIn('Read_Only', [TEAM_A]);
    expect(await reader.browser.request('GET', '/api/exports/exceptions.csv')).toMatchObject({ status: 403, body: { error: 'Insufficient permissions', current: 'Read_Only' } });
    const outsider = await world.signedIn('Standard_User', [TEAM_B]);
    const outsiderCsv = await outsider.browser.request('GET', '/api/exports/exceptions.csv');
    expect(outsiderCsv.status).toBe(200);
    expect(outsiderCsv.text).not.toContain(requested.id);
  });

  it('when two dashboard replicas sweep, then each exception becomes expiring and expired exactly once: one audit entry of each per exception', async () => {
    const replica = await world.system.startReplica('dashboard', { EXCEPTION_SWEEP_INTERVAL_MS: '100' });
    try {
      const findings = ((await analyst.browser.request('GET', '/api/findings?page_size=200')).body as PageJson<FindingJson>).items;
      const ids: string[] = [];
      for (const item of findings.slice(0, 6)) {
        const exception = (await request(analyst.browser, { scope: { type: 'finding', host_id: item.host_id, scanner_id: item.scanner_id }, expires_on: dateIn(10, clockOffsetMs) }))
          .body as ExceptionJson;
        expect((await lead.browser.request('POST', `/api/exceptions/${exception.id}/approve`, { body: { comment: 'replicas' } })).status).toBe(200);
        ids.push(exception.id);
      }
      const states = async () => Promise.all(ids.map(async (id) => ((await analyst.browser.request('GET', `/api/exceptions/${id}`)).body as ExceptionJson).state));
      moveClock(5);
      await eventually(states, (list) => list.every((state) => state === 'expiring'));
      moveClock(5);
      await eventually(states, (list) => list.every((state) => state === 'expired'));

      const admin = await world.admin();
      const entries = async (action: string) =>
        ((await admin.request('GET', `/api/audit?action=${action}&page_size=200`)).body as PageJson<{ entityId: string | null }>).items
          .map((entry) => entry.entityId)
          .filter((id) => ids.includes(id!));
      await eventually(
        () => entries('risk_exception_expire'),
        (list) => new Set(list).size === ids.length,
      );
      // Every replica has swept several times since; an exception moved twice would have a second entry by now.
      expect((await entries('risk_exception_expiring')).sort()).toEqual([...ids].sort());
      expect((await entries('risk_exception_expire')).sort()).toEqual([...ids].sort());
    } finally {
      await replica.stop();
    }
  });
});

import { eventually } from '@vmdash/testing';
import { startDashboardSystem, type Answer, type Browser, type DashboardSystem } from './support/dashboard-system';

/*
 * Risk-acceptance templates through the gateway (issue "Compliance reporting ...", Risk-acceptance templates, "How it
 * is verified": case-insensitive duplicate 409, search, filters, clone, the hierarchy walk, Standard_User deleting
 * another's template 403, audit entries of every mutation).
 */

const pair = (answer: Answer) => [answer.status, answer.body];

interface Template {
  id: string;
  name: string;
  vendor: string;
  platform: string;
  model: string;
  risk_rating: string;
  expiration_days: number;
  created_by: string;
}
interface TemplatePage {
  page: number;
  page_size: number;
  total: number;
  items: Template[];
}

const template = (name: string, vendor: string, platform: string, model: string) => ({
  name,
  vendor,
  platform,
  model,
  description: `Accepted risk for ${model}`,
  justification: 'End of life; replacement ordered',
  compensating_controls: 'Isolated VLAN',
  risk_rating: 'medium',
  expiration_days: 180,
});

describe('risk-acceptance templates through the gateway', () => {
  let system: DashboardSystem;
  let admin: Browser;
  let analyst: { browser: Browser; username: string };
  let otherAnalyst: Browser;

  const signIn = async (group: string) => {
    const user = await system.createUser(group);
    const browser = system.browser();
    expect((await browser.login(user.username, user.password)).status).toBe(200);
    return { browser, username: user.username };
  };

  beforeAll(async () => {
    system = await startDashboardSystem();
    admin = await system.admin();
    analyst = await signIn('Standard_User');
    otherAnalyst = (await signIn('Standard_User')).browser;
    for (const [name, vendor, platform, model] of [
      ['Cisco ISR end of life', 'Cisco', 'IOS XE', 'ISR 4321'],
      ['Cisco ASA legacy VPN', 'Cisco', 'ASA', 'ASA 5506'],
      ['Fortinet lab firewall', 'Fortinet', 'FortiOS', 'FG-60F'],
    ]) {
      expect((await admin.request('POST', '/api/risk-templates', { body: template(name, vendor, platform, model) })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await system.stop();
  });

  it('when a Standard_User creates a template, then it answers 201 with it; the same name in other case is 409, also when sent at once', async () => {
    const created = await analyst.browser.request('POST', '/api/risk-templates', { body: template('Juniper SRX branch', 'Juniper', 'Junos', 'SRX300') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Juniper SRX branch', vendor: 'Juniper', risk_rating: 'medium', expiration_days: 180, created_by: analyst.username, id: expect.any(String) });
    expect(pair(await admin.request('POST', '/api/risk-templates', { body: template('JUNIPER srx BRANCH', 'Juniper', 'Junos', 'SRX300') }))).toEqual([
      409,
      { error: 'A risk template with this name already exists' },
    ]);
    const racing = await Promise.all(['Race Template', 'RACE template', 'race TEMPLATE'].map((name) => admin.request('POST', '/api/risk-templates', { body: template(name, 'Race', 'Race', 'Race') })));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('when a body is incomplete or wrong, then it is 400 with the field rule and nothing is stored', async () => {
    const post = (body: unknown) => admin.request('POST', '/api/risk-templates', { body });
    const valid = template('Never stored', 'Nobody', 'None', 'Zero');
    expect(pair(await post({ name: 'only a name' }))).toEqual([400, { error: 'name, vendor, platform, model, risk_rating and expiration_days are required' }]);
    expect(pair(await post({ ...valid, risk_rating: 'extreme' }))).toEqual([400, { error: 'risk_rating must be one of low, medium, high, critical' }]);
    expect(pair(await post({ ...valid, expiration_days: 0 }))).toEqual([400, { error: 'expiration_days must be an integer from 1 to 1825' }]);
    expect(pair(await post({ ...valid, vendor: '   ' }))).toEqual([400, { error: 'name, vendor, platform and model must be 1 to 200 characters' }]);
    expect(pair(await post({ ...valid, owner: 'me' }))).toEqual([400, { error: 'Unknown field: owner' }]);
    expect(((await admin.request('GET', '/api/risk-templates?q=Never%20stored')).body as TemplatePage).total).toBe(0);
  });

  it('when templates are searched, then q matches the text case-insensitively, filters match exactly, and the answer is paged', async () => {
    const list = async (query: string) => (await analyst.browser.request('GET', `/api/risk-templates?${query}`)).body as TemplatePage;
    expect((await list('q=CISCO')).items.map((item) => item.name)).toEqual(['Cisco ASA legacy VPN', 'Cisco ISR end of life']);
    expect((await list('q=replacement%20ORDERED&vendor=fortinet')).items.map((item) => item.name)).toEqual(['Fortinet lab firewall']);
    expect((await list('vendor=Cisco&platform=asa')).items.map((item) => item.model)).toEqual(['ASA 5506']);
    expect(await list('vendor=cisco&page=2&page_size=1')).toMatchObject({ page: 2, page_size: 1, total: 2, items: [{ name: 'Cisco ISR end of life' }] });
    expect(pair(await analyst.browser.request('GET', '/api/risk-templates?colour=red'))).toEqual([400, { error: 'Unknown query parameter colour' }]);
  });

  it('when the hierarchy is walked, then vendors hold platforms hold models with counts, and each query goes one level down', async () => {
    const tree = (await analyst.browser.request('GET', '/api/risk-templates/hierarchy')).body as {
      vendors: { name: string; count: number; platforms: { name: string; count: number; models: { name: string; count: number }[] }[] }[];
    };
    expect(tree.vendors.find((vendor) => vendor.name === 'Cisco')).toEqual({
      name: 'Cisco',
      count: 2,
      platforms: [
        { name: 'ASA', count: 1, models: [{ name: 'ASA 5506', count: 1 }] },
        { name: 'IOS XE', count: 1, models: [{ name: 'ISR 4321', count: 1 }] },
      ],
    });
    expect((await analyst.browser.request('GET', '/api/risk-templates/hierarchy?vendor=cisco')).body).toEqual({
      vendor: 'cisco',
      platforms: [
        { name: 'ASA', count: 1 },
        { name: 'IOS XE', count: 1 },
      ],
    });
    expect((await analyst.browser.request('GET', '/api/risk-templates/hierarchy?vendor=Cisco&platform=IOS%20XE')).body).toEqual({
      vendor: 'Cisco',
      platform: 'IOS XE',
      models: [{ name: 'ISR 4321', count: 1 }],
    });
    expect(pair(await analyst.browser.request('GET', '/api/risk-templates/hierarchy?platform=ASA'))).toEqual([400, { error: 'platform needs vendor' }]);
  });

  it('when a template is cloned, then the copy has its fields under the new name; a taken or missing name is refused', async () => {
    const source = (await admin.request('GET', '/api/risk-templates?q=Fortinet')).body as TemplatePage;
    const id = source.items[0].id;
    const copy = await analyst.browser.request('POST', `/api/risk-templates/${id}/clone`, { body: { name: 'Fortinet lab firewall (2)' } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Fortinet lab firewall (2)', vendor: 'Fortinet', model: 'FG-60F', created_by: analyst.username });
    expect((copy.body as Template).id).not.toBe(id);
    expect(pair(await analyst.browser.request('POST', `/api/risk-templates/${id}/clone`, { body: { name: 'fortinet LAB firewall' } }))).toEqual([
      409,
      { error: 'A risk template with this name already exists' },
    ]);
    expect(pair(await analyst.browser.request('POST', `/api/risk-templates/${id}/clone`, { body: {} }))).toEqual([400, { error: 'name is required: 1 to 200 characters' }]);
    expect(pair(await analyst.browser.request('POST', '/api/risk-templates/no-such-id/clone', { body: { name: 'x' } }))).toEqual([404, { error: 'Risk template not found' }]);
  });

  it("when a Standard_User deletes another user's template, then it is 403 with required and current; Leadership and Read_Only only read", async () => {
    const mine = (await analyst.browser.request('POST', '/api/risk-templates', { body: template('Analyst own template', 'Aruba', 'ArubaOS', 'AP-505') })).body as Template;
    expect(pair(await otherAnalyst.request('DELETE', `/api/risk-templates/${mine.id}`))).toEqual([
      403,
      { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Standard_User' },
    ]);
    expect((await otherAnalyst.request('GET', `/api/risk-templates/${mine.id}`)).status).toBe(200);
    const leader = (await signIn('Leadership')).browser;
    expect((await leader.request('GET', `/api/risk-templates/${mine.id}`)).status).toBe(200);
    expect(pair(await leader.request('PATCH', `/api/risk-templates/${mine.id}`, { body: { risk_rating: 'low' } }))).toEqual([
      403,
      { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Leadership' },
    ]);
    const reader = (await signIn('Read_Only')).browser;
    expect((await reader.request('POST', '/api/risk-templates', { body: template('Reader template', 'X', 'Y', 'Z') })).status).toBe(403);
    expect(pair(await analyst.browser.request('DELETE', `/api/risk-templates/${mine.id}`))).toEqual([200, { message: 'Risk template deleted' }]);
    expect(pair(await analyst.browser.request('GET', `/api/risk-templates/${mine.id}`))).toEqual([404, { error: 'Risk template not found' }]);
  });

  it("when a Standard_User changes another user's template, then it is 403 with required and current and the template is unchanged; its creator and an Admin may change it", async () => {
    const theirs = (await analyst.browser.request('POST', '/api/risk-templates', { body: template('Analyst guarded template', 'Juniper', 'Junos', 'EX2300') })).body as Template;
    expect(pair(await otherAnalyst.request('PATCH', `/api/risk-templates/${theirs.id}`, { body: { name: 'Hijacked template', justification: 'None needed', risk_rating: 'low' } }))).toEqual([
      403,
      { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Standard_User' },
    ]);
    expect(pair(await otherAnalyst.request('GET', `/api/risk-templates/${theirs.id}`))).toEqual([200, theirs]);
    expect(pair(await analyst.browser.request('PATCH', `/api/risk-templates/${theirs.id}`, { body: { risk_rating: 'high' } }))).toEqual([200, expect.objectContaining({ risk_rating: 'high' })]);
    expect(pair(await admin.request('PATCH', `/api/risk-templates/${theirs.id}`, { body: { risk_rating: 'critical' } }))).toEqual([200, expect.objectContaining({ risk_rating: 'critical' })]);
  });

  it('when a template is created, updated, cloned and deleted, then the audit log has each as an entry of entityType risk_template', async () => {
    const created = (await analyst.browser.request('POST', '/api/risk-templates', { body: template('Audit trail template', 'HPE', 'Comware', '5130') })).body as Template;
    const updated = await analyst.browser.request('PATCH', `/api/risk-templates/${created.id}`, { body: { risk_rating: 'critical', justification: 'Board decision' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, risk_rating: 'critical' });
    const copy = (await analyst.browser.request('POST', `/api/risk-templates/${created.id}/clone`, { body: { name: 'Audit trail template copy' } })).body as Template;
    expect((await admin.request('DELETE', `/api/risk-templates/${copy.id}`)).status).toBe(200);
    const entries = await eventually(
      async () =>
        ((await admin.request('GET', '/api/audit?page_size=200')).body as { items: { action: string; entityType: string; entityId: string; details: Record<string, unknown> }[] }).items.filter(
          (entry) => entry.entityType === 'risk_template' && [created.id, copy.id].includes(entry.entityId),
        ),
      (found) => found.length >= 4,
    );
    expect(entries.map((entry) => `${entry.action} ${entry.entityId}`).sort()).toEqual(
      [`risk_template_create ${created.id}`, `risk_template_update ${created.id}`, `risk_template_clone ${copy.id}`, `risk_template_delete ${copy.id}`].sort(),
    );
    expect(entries.find((entry) => entry.action === 'risk_template_update')?.details).toMatchObject({ changed_fields: ['justification', 'risk_rating'] });
    expect(entries.find((entry) => entry.action === 'risk_template_clone')?.details).toMatchObject({ source_id: created.id });
  });
});
